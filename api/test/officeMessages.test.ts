import type { Conversation } from '@villa/shared/contract';
import { engines } from './helpers/engines';
import { checkoutRequest, stayFinder, twoAgents } from './helpers/stays';
import { DEMO, bearer, createTestApp, officeTokenFor, type TestApp } from './helpers/testApp';

/*
 * The office's messages (api/src/office/messages): an agent's enquiry or change request is a
 * conversation the office reads and answers; the agent reads the answer, on its booking, and
 * gets a mail through the outbox. Everything through the API, as the agent and the staff see it.
 */

describe.each(engines)('office messages on %s', (engine) => {
  let t: TestApp;
  let tokens: { agent: string; other: string };
  let staff: string;
  let bookRef: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    ({ tokens } = await twoAgents(t));
    staff = await officeTokenFor(t, DEMO.staff);
    const villas = async () =>
      (
        await t.services.db
          .selectFrom('villas')
          .select('id')
          .where('status', '=', 'AVAILABLE')
          .orderBy('id')
          .execute()
      ).map((v) => v.id);
    const stay = await stayFinder(t, villas, { daysAhead: 90 })();
    const res = await call('POST', '/checkout/reserve', checkoutRequest(stay), tokens.agent);
    expect(res.statusCode).toBe(201);
    bookRef = (res.json() as { bookRef: string }).bookRef;
  });
  afterAll(async () => {
    await t.close();
  });

  function call(method: 'GET' | 'POST', url: string, payload?: unknown, token = tokens.agent) {
    return t.app.inject({
      method,
      url: `/api${url}`,
      headers: bearer(token),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  }
  const officeList = async () => {
    const res = await call('GET', '/office/messages', undefined, staff);
    expect(res.statusCode).toBe(200);
    return (res.json() as { conversations: Conversation[] }).conversations;
  };
  const agentList = async (query = '', token = tokens.agent) => {
    const res = await call('GET', `/messages${query}`, undefined, token);
    expect(res.statusCode).toBe(200);
    return (res.json() as { conversations: Conversation[] }).conversations;
  };
  const outboxTo = (address: string) =>
    t.services.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', address)
      .orderBy('id')
      .execute();

  test('an enquiry on a booking is a conversation the office answers and the agent reads', async () => {
    const sent = await call('POST', '/send-enquiry', {
      subject: '',
      body: 'Could the customer arrive a day later?',
      bookRef,
    });
    expect(sent.statusCode).toBe(202);

    const waiting = (await officeList()).find((c) => c.bookRef === bookRef)!;
    expect(waiting).toMatchObject({
      subject: `Change request for booking ${bookRef}`,
      unread: 1,
      doneAt: null,
      agentEmail: DEMO.agent.email,
      messages: [{ author: 'AGENT', body: 'Could the customer arrive a day later?' }],
    });

    const replied = await call(
      'POST',
      `/office/messages/${waiting.id}/replies`,
      { body: 'Yes, the villa is free that night.' },
      staff,
    );
    expect(replied.statusCode).toBe(201);
    const answer = (replied.json() as { conversation: Conversation }).conversation;
    expect(answer.unread).toBe(0);
    expect(answer.messages.map((m) => [m.author, m.body])).toEqual([
      ['AGENT', 'Could the customer arrive a day later?'],
      ['STAFF', 'Yes, the villa is free that night.'],
    ]);

    // The agent: one unread reply on the booking, and a mail waiting in the outbox.
    const [onBooking] = await agentList(`?bookRef=${bookRef}`);
    expect(onBooking).toMatchObject({ id: waiting.id, unread: 1 });
    expect(onBooking!.messages.at(-1)!.body).toBe('Yes, the villa is free that night.');
    const mails = await outboxTo(DEMO.agent.email);
    const mail = mails.find((m) => m.subject.startsWith(`[${bookRef}] Reply`))!;
    expect(mail.text_body).toContain('Yes, the villa is free that night.');
    expect(mail.text_body).toContain(`http://portal.test/admin/agent/bookings/${bookRef}`);

    const read = await call('POST', `/messages/${waiting.id}/read`);
    expect(read.statusCode).toBe(200);
    expect((await agentList(`?bookRef=${bookRef}`))[0]!.unread).toBe(0);

    // The reply is in the audit log, with who wrote it.
    const audit = await call(
      'GET',
      `/office/audit?entity=conversation&id=${waiting.id}`,
      undefined,
      staff,
    );
    expect(audit.json().entries[0]).toMatchObject({
      staffEmail: DEMO.staff.email,
      action: 'conversation.replied',
    });
  });

  test('done, then the agent writes again: the same conversation, waiting again', async () => {
    await call('POST', '/send-enquiry', {
      subject: 'Cot',
      body: 'Please add a cot, thank you.',
      bookRef,
    });
    const open = (await officeList()).find((c) => c.bookRef === bookRef)!;
    const done = await call('POST', `/office/messages/${open.id}/done`, undefined, staff);
    expect(done.statusCode).toBe(200);
    expect(done.json().conversation).toMatchObject({ unread: 0 });
    expect(done.json().conversation.doneAt).not.toBeNull();

    await call('POST', '/send-enquiry', {
      subject: '',
      body: 'And a high chair, please.',
      bookRef,
    });
    const again = (await officeList()).filter((c) => c.bookRef === bookRef);
    expect(again).toHaveLength(1);
    expect(again[0]).toMatchObject({ id: open.id, unread: 1, doneAt: null });
    // Unread first.
    expect((await officeList())[0]!.unread).toBe(1);
  });

  test('a general enquiry is a conversation of its own, listed to its agent only', async () => {
    await call('POST', '/send-enquiry', {
      subject: 'Winter rates',
      body: 'Are the winter rates out yet?',
    });
    const general = (await officeList()).find((c) => c.subject === 'Winter rates')!;
    expect(general.bookRef).toBeNull();
    expect((await agentList()).map((c) => c.id)).toContain(general.id);
    expect((await agentList('', tokens.other)).map((c) => c.id)).not.toContain(general.id);
    // Another agent can neither read the booking's messages nor mark them read.
    expect(
      (await call('GET', `/messages?bookRef=${bookRef}`, undefined, tokens.other)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/messages/${general.id}/read`, undefined, tokens.other)).statusCode,
    ).toBe(404);
  });

  test('bad input: a clear message at the field, nothing written', async () => {
    const [first] = await officeList();
    const before = first!.messages.length;
    const empty = await call(
      'POST',
      `/office/messages/${first!.id}/replies`,
      { body: '  ' },
      staff,
    );
    expect(empty.statusCode).toBe(422);
    expect(JSON.stringify(empty.json())).toContain('Reply is required');
    const missing = await call('POST', '/office/messages/999999/replies', { body: 'Hello' }, staff);
    expect(missing.statusCode).toBe(404);
    const notAnId = await call('POST', '/office/messages/abc/done', undefined, staff);
    expect(notAnId.statusCode).toBe(404);
    expect((await officeList()).find((c) => c.id === first!.id)!.messages).toHaveLength(before);
    // An agent is refused the office's calls.
    expect((await call('GET', '/office/messages')).statusCode).toBe(403);
  });
});
