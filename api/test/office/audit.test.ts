import { sql } from 'kysely';
import { auditTexts } from '@villa/shared/contract';
import { recordAudit } from '../../src/office/audit';
import { engines } from '../helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  tokenFor,
  userId,
  type TestApp,
} from '../helpers/testApp';

/*
 * The office's audit log (issue 44): an entry is written in the transaction of its change, a
 * record's history is read back newest first, and nothing (no route, no SQL) changes an entry.
 */

describe.each(engines)('audit log on %s', (engine) => {
  let t: TestApp;
  let token = '';
  let staff = { userId: 0, email: DEMO.staff.email, ip: '192.0.2.44' };
  let villa = { id: 0, name: '' };

  beforeAll(async () => {
    t = await createTestApp(engine);
    token = await officeTokenFor(t, DEMO.staff);
    staff = { ...staff, userId: await userId(t.services, DEMO.staff.email) };
    villa = await t.services.db
      .selectFrom('villas')
      .select(['id', 'name'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
  });

  const history = (entity: string, id: string | number, as = token) =>
    t.app.inject({
      method: 'GET',
      url: `/api/office/audit?entity=${entity}&id=${id}`,
      headers: bearer(as),
    });

  /** Renames the villa as an office change would: the change and its entry in one transaction. */
  const rename = (name: string, fail = false) =>
    t.services.db.transaction().execute(async (trx) => {
      const before = await trx
        .selectFrom('villas')
        .select('name')
        .where('id', '=', villa.id)
        .executeTakeFirstOrThrow();
      await trx.updateTable('villas').set({ name }).where('id', '=', villa.id).execute();
      await recordAudit(trx, {
        staff,
        action: 'villa.renamed',
        entity: { type: 'villa', id: villa.id },
        before,
        after: { name },
        now: t.clock(),
      });
      if (fail) throw new Error('the change failed after its entry was written');
    });

  test("answers a villa's history, newest first, with who, when, before and after", async () => {
    expect((await history('villa', villa.id)).json()).toEqual({ entries: [] });
    await rename('Audit Test Villa');
    t.clock.advance(60_000);
    await rename('Audit Test Villa Two');
    const res = await history('villa', villa.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      entries: [
        {
          at: new Date(t.clock()).toISOString(),
          staffEmail: DEMO.staff.email,
          action: 'villa.renamed',
          before: { name: 'Audit Test Villa' },
          after: { name: 'Audit Test Villa Two' },
        },
        {
          at: new Date(t.clock() - 60_000).toISOString(),
          staffEmail: DEMO.staff.email,
          action: 'villa.renamed',
          before: { name: villa.name },
          after: { name: 'Audit Test Villa' },
        },
      ],
    });
    // Another record's history is its own.
    expect((await history('villa', villa.id + 1)).json()).toEqual({ entries: [] });
    const row = await t.services.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(villa.id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ staff_user_id: staff.userId, ip: staff.ip, entity_type: 'villa' });
  });

  test('a change rolled back leaves no entry, and an entry needs the transaction', async () => {
    const count = async () => (await history('villa', villa.id)).json().entries.length;
    const before = await count();
    await expect(rename('Never Saved', true)).rejects.toThrow(/failed after its entry/);
    expect(await count()).toBe(before);
    const { name } = await t.services.db
      .selectFrom('villas')
      .select('name')
      .where('id', '=', villa.id)
      .executeTakeFirstOrThrow();
    expect(name).toBe('Audit Test Villa Two');
    await expect(
      recordAudit(t.services.db, {
        staff,
        action: 'villa.renamed',
        entity: { type: 'villa', id: villa.id },
        now: t.clock(),
      }),
    ).rejects.toThrow(/in the transaction that makes the change/);
    expect(await count()).toBe(before);
  });

  test('the database refuses to update or delete an entry', async () => {
    const { db } = t.services;
    const entries = async () => db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const before = await entries();
    expect(before.length).toBeGreaterThan(0);
    // The refusal as text: better-sqlite3's error class may come from another test file's realm.
    const refusal = (write: Promise<unknown>) =>
      write.then(
        () => 'written',
        (error: unknown) => String(error),
      );
    expect(
      await refusal(
        db.updateTable('audit_log').set({ staff_email: 'someone@else.test' }).execute(),
      ),
    ).toMatch(/audit_log_append_only/);
    expect(await refusal(db.deleteFrom('audit_log').execute())).toMatch(/audit_log_append_only/);
    if (engine === 'postgres') {
      expect(await refusal(sql`truncate audit_log`.execute(db))).toMatch(/audit_log_append_only/);
    }
    expect(await entries()).toEqual(before);
  });

  test('no call changes an entry: the audit path answers GET only', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/office/audit?entity=villa&id=${villa.id}`,
        headers: bearer(token),
        payload: {},
      });
      expect({ method, status: res.statusCode }).toEqual({ method, status: 404 });
    }
  });

  test('answers 422 at the field for an unknown entity or no id', async () => {
    const unknown = await history('planet', 3);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      validationErrors: [{ field: 'entity', error: auditTexts.entity }],
    });
    const noId = await history('villa', '');
    expect(noId.json()).toEqual({ validationErrors: [{ field: 'id', error: auditTexts.id }] });
  });

  test('is for the office only', async () => {
    const res = await history('villa', villa.id, await tokenFor(t.app, DEMO.agent));
    expect(res.statusCode).toBe(403);
  });
});
