import { gunzipSync } from 'node:zlib';
import type { PropertySearchQuery } from '@villa/shared/contract';
import type { CatalogData } from './catalog';
import { dayOf } from './days';
import { SearchAnswers } from './searchAnswers';

/*
 * Which held answers survive a change of nights: only those that read none of them (the
 * stay-level proof, against a catalog loaded afresh, is test/propertySearchAnswers.test.ts).
 */

const query = (arrival: string | null, nights: number | null): PropertySearchQuery => ({
  arrival,
  nights,
  q: '',
  page: 1,
  rpp: 12,
  sort: 'price-asc',
  filters: {},
});

/** A catalog of which the answers see only the version and the log of changed nights. */
function catalog() {
  const log: { version: number; from: number; to: number }[] = [];
  const data = {
    version: 0,
    nightsChangedSince(version: number) {
      if (log.length > 0 && log[0].version > version + 1) return null;
      return log.filter((entry) => entry.version > version);
    },
  };
  return {
    data: data as unknown as CatalogData,
    change(from: string, to: string) {
      data.version += 1;
      log.push({ version: data.version, from: dayOf(from), to: dayOf(to) });
    },
    forget() {
      log.splice(0, log.length);
      data.version += 1;
      log.push({ version: data.version, from: 0, to: 0 });
    },
  };
}

describe('search answers kept while their nights stand', () => {
  const july = query('2027-07-10', 7); // arrivals 7 to 13 July: the nights of 7 to 19 July
  const august = query('2027-08-10', 7);
  const undated = query(null, null);
  let computed: string[];
  const ask = (answers: SearchAnswers, data: CatalogData, q: PropertySearchQuery) =>
    answers
      .answer(data, q, () => {
        computed.push(q.arrival ?? 'undated');
        return '{}';
      })
      .json.toString();

  /** Asks each query twice (an answer is held from its second ask), then forgets what ran. */
  const hold = (answers: SearchAnswers, data: CatalogData, queries: PropertySearchQuery[]) => {
    for (const q of [...queries, ...queries]) ask(answers, data, q);
    computed = [];
    answers.hits = 0;
  };

  beforeEach(() => {
    computed = [];
  });

  test('an answer is held from the second time its query is asked', () => {
    const answers = new SearchAnswers();
    const c = catalog();
    for (const q of [july, august, july, july, august, august, undated]) ask(answers, c.data, q);
    expect(computed).toEqual(['2027-07-10', '2027-08-10', '2027-07-10', '2027-08-10', 'undated']);
    expect(answers.hits).toBe(2);
  });

  test('a query asked once is forgotten after as many others as are remembered', () => {
    const answers = new SearchAnswers(undefined, 2);
    const c = catalog();
    for (const q of [july, august, undated, july, july]) ask(answers, c.data, q);
    // July was forgotten when undated was asked: its next ask is a first one again.
    expect(computed).toEqual(['2027-07-10', '2027-08-10', 'undated', '2027-07-10', '2027-07-10']);
    expect(answers.hits).toBe(0);
    ask(answers, c.data, july);
    expect(answers.hits).toBe(1);
  });

  test('a change of nights drops only the answers that read one of them', () => {
    const answers = new SearchAnswers();
    const c = catalog();
    hold(answers, c.data, [july, august, undated]);
    c.change('2027-07-19', '2027-07-21'); // the night of 19 July is the last July reads
    for (const q of [july, august, undated]) ask(answers, c.data, q);
    expect(computed).toEqual(['2027-07-10']);
    hold(answers, c.data, [july]);
    c.change('2027-07-20', '2027-07-25'); // from 20 July: none of July's nights
    for (const q of [july, august, undated]) ask(answers, c.data, q);
    expect(computed).toEqual([]);
    expect(answers.hits).toBe(3);
  });

  test('every answer goes when the log does not reach back, or the catalog is another', () => {
    const answers = new SearchAnswers();
    const c = catalog();
    hold(answers, c.data, [undated]);
    c.change('2027-07-01', '2027-07-02');
    c.forget();
    ask(answers, c.data, undated);
    ask(answers, catalog().data, undated);
    expect(computed).toEqual(['undated', 'undated']);
  });

  test('a held answer is compressed once: its gzip copy is kept and inflates to its JSON', async () => {
    const answers = new SearchAnswers();
    const c = catalog();
    const json = JSON.stringify({ properties: Array(200).fill({ villaName: 'Lake view' }) });
    answers.answer(c.data, july, () => json);
    const first = answers.answer(c.data, july, () => json);
    const gzip = await first.gzip();
    const again = answers.answer(c.data, july, () => 'not asked');
    expect(again).toBe(first);
    expect(await again.gzip()).toBe(gzip);
    expect(gunzipSync(gzip as Buffer).toString('utf8')).toBe(json);
  });
});
