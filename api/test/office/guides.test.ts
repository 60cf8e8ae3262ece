import {
  officeGuideMessages,
  type Guide,
  type GuidesResponse,
  type OfficeGuideResponse,
} from '@villa/shared/contract';
import { officeDb } from '../../src/agent-office/tables';
import { engines } from '../helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  tokenFor,
  type TestApp,
} from '../helpers/testApp';

/*
 * The office's guides through the API: a PDF uploaded, replaced and removed by staff, listed
 * and downloaded by agents byte for byte on a second instance at once; anything that is not a
 * PDF, or too large, refused at `file` with nothing stored; agents' roles refused.
 */

const BOUNDARY = '----villa-guide-test';

function formData(parts: { name: string; value: Buffer | string; filename?: string }[]) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.filename ? 'Content-Type: application/pdf\r\n' : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** A small PDF whose bytes say which one it is. */
const pdf = (text: string) =>
  Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n`);

describe.each(engines)('office guides on %s', (engine) => {
  let t: TestApp;
  let other: TestApp;
  let staff: string;
  let agent: string;
  let agentOnOther: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    other = await createTestApp(engine, { databaseFrom: t });
    staff = await officeTokenFor(t, DEMO.staff);
    agent = await tokenFor(t.app, DEMO.agent);
    agentOnOther = await tokenFor(other.app, DEMO.agent);
  }, 60_000);
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const send = (
    method: 'POST' | 'PUT',
    url: string,
    fields: { file?: Buffer; name?: string; nameExtra?: string; sendToCustomer?: string },
    token = staff,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: formData([
        ...(['name', 'nameExtra', 'sendToCustomer'] as const)
          .filter((k) => fields[k] !== undefined)
          .map((k) => ({ name: k, value: fields[k]! })),
        ...(fields.file ? [{ name: 'file', value: fields.file, filename: 'guide.pdf' }] : []),
      ]),
    });

  const agentGuides = async (app: TestApp, token: string) => {
    const res = await app.app.inject({ method: 'GET', url: '/api/guides', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    return (res.json() as GuidesResponse).guides;
  };
  const download = (app: TestApp, token: string, guide: Guide) =>
    app.app.inject({ method: 'GET', url: `/api${guide.pdfFilePath}`, headers: bearer(token) });
  const guideCount = async () =>
    Number(
      (
        await officeDb(t.services.db)
          .selectFrom('guides')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  test('upload, replace and remove: agents on another instance list and download the same bytes', async () => {
    const first = pdf('first edition');
    const res = await send('POST', '/api/office/guides', {
      file: first,
      name: 'Golf in Orlando',
      nameExtra: 'Courses near the villas',
      sendToCustomer: 'true',
    });
    expect(res.statusCode).toBe(201);
    const { guide } = res.json() as OfficeGuideResponse;
    expect(guide).toMatchObject({
      name: 'Golf in Orlando',
      nameExtra: 'Courses near the villas',
      sendToCustomer: true,
      filename: 'golf-in-orlando.pdf',
    });
    const listed = (await agentGuides(other, agentOnOther)).find(
      (g) => g.guideId === guide.guideId,
    );
    expect(listed).toEqual(guide);
    const got = await download(other, agentOnOther, guide);
    expect(got.statusCode).toBe(200);
    expect(got.rawPayload.equals(first)).toBe(true);

    const second = pdf('second edition');
    const replaced = await send('PUT', `/api/office/guides/${guide.guideId}`, {
      file: second,
      name: 'Golf and Tennis',
      nameExtra: '',
      sendToCustomer: 'false',
    });
    expect(replaced.statusCode).toBe(200);
    const after = (replaced.json() as OfficeGuideResponse).guide;
    expect(after).toMatchObject({ filename: 'golf-and-tennis.pdf', sendToCustomer: false });
    expect(after.pdfFilePath).not.toBe(guide.pdfFilePath);
    expect((await download(other, agentOnOther, guide)).statusCode).toBe(404);
    expect((await download(other, agentOnOther, after)).rawPayload.equals(second)).toBe(true);

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/office/audit?entity=content&id=guide-${guide.guideId}`,
      headers: bearer(staff),
    });
    expect(history.json().entries.map((e: { action: string }) => e.action)).toEqual([
      'guide.replaced',
      'guide.uploaded',
    ]);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/office/guides/${guide.guideId}`,
      headers: bearer(staff),
    });
    expect(removed.statusCode).toBe(204);
    expect((await agentGuides(other, agentOnOther)).map((g) => g.guideId)).not.toContain(
      guide.guideId,
    );
    expect((await download(other, agentOnOther, after)).statusCode).toBe(404);
  });

  test('a file that is not a PDF, an empty name and a 50 MB upload: 422 at the field, nothing stored', async () => {
    const before = await guideCount();
    const notPdf = await send('POST', '/api/office/guides', {
      file: Buffer.from('<html>not a pdf</html>'),
      name: 'Fake',
    });
    expect(notPdf.statusCode).toBe(422);
    expect(notPdf.json().validationErrors).toEqual([
      { field: 'file', error: officeGuideMessages.problems.NOT_A_PDF },
    ]);
    const noName = await send('POST', '/api/office/guides', { file: pdf('x'), name: '  ' });
    expect(noName.json().validationErrors).toEqual([
      { field: 'name', error: officeGuideMessages.name },
    ]);
    const big = Buffer.concat([pdf('big'), Buffer.alloc(50 * 1024 * 1024)]);
    const tooLarge = await send('POST', '/api/office/guides', { file: big, name: 'Big' });
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().validationErrors).toEqual([
      { field: 'file', error: officeGuideMessages.problems.TOO_LARGE },
    ]);
    expect(await guideCount()).toBe(before);
  });

  test('an agent and an organisation user are refused every guide change', async () => {
    const organisation = await tokenFor(t.app, DEMO.organisation);
    for (const token of [agent, organisation]) {
      const up = await send('POST', '/api/office/guides', { file: pdf('a'), name: 'A' }, token);
      expect(up.statusCode).toBe(403);
      const put = await send('PUT', '/api/office/guides/1', { file: pdf('a'), name: 'A' }, token);
      expect(put.statusCode).toBe(403);
      const del = await t.app.inject({
        method: 'DELETE',
        url: '/api/office/guides/1',
        headers: bearer(token),
      });
      expect(del.statusCode).toBe(403);
    }
    expect((await agentGuides(t, agent)).some((g) => g.guideId === 1)).toBe(true);
  });
});
