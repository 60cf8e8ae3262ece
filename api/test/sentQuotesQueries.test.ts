import type { KyselyPlugin } from 'kysely';
import { daysInMs, isoDayOfInstant } from '@villa/shared/contract';
import { createQuoteSource } from '../src/agent-office/quotes';
import { officeDb } from '../src/agent-office/tables';
import { insertStay } from '../src/property/bookings';
import { toTimestamp } from '../src/time';
import { engines } from './helpers/engines';
import { createTestApp, inviteAgent, type TestApp } from './helpers/testApp';

const DAY = daysInMs(1);

/** Counts every query sent through the database it is plugged into. */
function queryCounter() {
  const counter = {
    count: 0,
    plugin: {
      transformQuery: (args) => {
        counter.count += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    } satisfies KyselyPlugin,
  };
  return counter;
}

describe.each(engines)('Sent Quotes on %s', (engine) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(engine);
  });
  afterAll(async () => {
    await t.close();
  });

  /** An agent of their own with `count` sent quotes, each on its own villa; some booked since. */
  async function agentWithSentQuotes(email: string, count: number, villaOffset: number) {
    const agent = await inviteAgent(t, {
      email,
      password: 'Quotes#2026',
      forename: 'Quoting',
      company: 'Quote Travel',
      telephone: '0121 496 0123',
    });
    const villas = await t.services.db
      .selectFrom('villas')
      .select('id')
      .where('status', '=', 'AVAILABLE')
      .orderBy('id')
      .offset(villaOffset)
      .limit(count)
      .execute();
    for (const [i, { id }] of villas.entries()) {
      // Far enough ahead that the seeded stays leave most of these weeks free; each answer
      // (bookable, taken, booked since) is read by the same queries.
      const arrival = t.clock() + (420 + i * 7) * DAY;
      const { ref } = await insertStay(
        t.services.db,
        {
          status: i % 5 === 4 ? 'BOOKING' : 'QUOTATION',
          villa_id: id,
          agent_user_id: agent.id,
          arrival: isoDayOfInstant(arrival),
          departure: isoDayOfInstant(arrival + 7 * DAY),
          nights: 7,
          expires_at: i % 5 === 4 ? null : toTimestamp(t.clock() + 7 * DAY),
          original_pence: 250_000,
          discount_pence: 0,
          total_pence: 250_000,
          commission_pence: 25_000,
          deposit_pence: 62_500,
          balance_due: isoDayOfInstant(arrival - 60 * DAY),
          pool_heating_pence: 0,
        },
        t.clock(),
      );
      await officeDb(t.services.db)
        .insertInto('sent_quotes')
        .values({
          book_ref: ref,
          user_id: agent.id,
          recipient_email: `family${i}@example.com`,
          recipient_message: '',
          outbox_id: null,
          sent_at: toTimestamp(t.clock() - i * 60_000),
        })
        .execute();
    }
    return agent.id;
  }

  test('reads 1 and 20 sent quotes with the same number of queries', async () => {
    const one = await agentWithSentQuotes('one.quote@example.com', 1, 0);
    const twenty = await agentWithSentQuotes('twenty.quotes@example.com', 20, 1);
    const source = createQuoteSource();

    const counted = async (userId: number) => {
      const counter = queryCounter();
      const quotes = await source.sentQuotes(
        t.services.db.withPlugin(counter.plugin),
        userId,
        t.clock(),
      );
      return { quotes, queries: counter.count };
    };
    const forOne = await counted(one);
    const forTwenty = await counted(twenty);

    expect(forOne.quotes).toHaveLength(1);
    expect(forOne.quotes[0]).toMatchObject({ bookedStatus: 'AVAILABLE', total: 2500 });
    expect(forTwenty.quotes).toHaveLength(20);
    expect(forTwenty.quotes.filter((q) => q.bookedStatus === 'BOOKED')).toHaveLength(4);
    expect(forTwenty.quotes.map((q) => q.recipientEmail)).toEqual(
      Array.from({ length: 20 }, (_, i) => `family${i}@example.com`),
    );
    expect(forTwenty.queries).toBe(forOne.queries);
  });
});
