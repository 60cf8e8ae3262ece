import { parseSearchQuery, type RawQuery, type SearchLimits } from '@villa/shared/contract';
import { ParsedSearchQueries, queryStringOf } from './searchQueries';

/* A kept parse is the parse parseSearchQuery makes, for the limits it was made for. */

const limits = (latestSearchDate: string): SearchLimits => ({
  earliestSearchDate: '2027-01-01',
  latestSearchDate,
  nightsMin: 3,
  nightsMax: 28,
});

function counted(queries = new ParsedSearchQueries()) {
  let parses = 0;
  const parse = (url: string, within: SearchLimits) => {
    const text = queryStringOf(url);
    const raw = Object.fromEntries(new URLSearchParams(text)) as RawQuery;
    const before = JSON.stringify(parseSearchQuery(raw, within));
    // parseSearchQuery lists the raw query's keys once per parse: that counts the parses.
    const spy = { raw: new Proxy(raw, { ownKeys: (t) => (parses++, Reflect.ownKeys(t)) }) };
    const result = queries.parse(text, spy.raw, within);
    expect(JSON.stringify(result)).toBe(before);
    return result;
  };
  return { parse, parses: () => parses };
}

test('a query string is parsed once for the same limits', () => {
  const { parse, parses } = counted();
  const wide = limits('2027-12-31');
  const url = '/api/property-search?criteria[arrival]=2027-07-10&criteria[nights]=7';
  expect(parse(url, wide).ok).toBe(true);
  expect(parse(url, wide).ok).toBe(true);
  expect(parses()).toBe(1);
});

test('other limits parse again, and may refuse what was accepted', () => {
  const { parse, parses } = counted();
  const url = '/api/property-search?criteria[arrival]=2027-07-10&criteria[nights]=7';
  expect(parse(url, limits('2027-12-31')).ok).toBe(true);
  expect(parse(url, limits('2027-06-30')).ok).toBe(false);
  expect(parses()).toBe(2);
});

test('bad input is parsed every time, with the same errors', () => {
  const { parse, parses } = counted();
  const url = '/api/property-search?criteria[nights]=two&filters[nope]=x';
  const first = parse(url, limits('2027-12-31'));
  expect(first.ok).toBe(false);
  expect(parse(url, limits('2027-12-31'))).toEqual(first);
  expect(parses()).toBe(2);
});

test('beyond the bound the oldest string is parsed again', () => {
  const { parse, parses } = counted(new ParsedSearchQueries(2));
  const wide = limits('2027-12-31');
  for (const page of [1, 2, 3, 1]) parse(`/s?criteria[page]=${page}`, wide);
  expect(parses()).toBe(4);
  parse('/s?criteria[page]=3', wide);
  expect(parses()).toBe(4);
});

test('the query string is what follows the first question mark', () => {
  expect(queryStringOf('/api/property-search')).toBe('');
  expect(queryStringOf('/a?b=1?c=2')).toBe('b=1?c=2');
});
