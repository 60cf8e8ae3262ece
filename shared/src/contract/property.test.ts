import {
  displayDate,
  parseSearchQuery,
  rawQueryOf,
  SEARCH_RPP_DEFAULT,
  searchQueryString,
  type SearchLimits,
} from './property';

const limits: SearchLimits = {
  earliestSearchDate: '2026-06-03',
  latestSearchDate: '2027-12-01',
  nightsMin: 3,
  nightsMax: 30,
};

const parse = (query: string) => parseSearchQuery(rawQueryOf(new URLSearchParams(query)), limits);

describe('parseSearchQuery', () => {
  it('reads criteria and filters, with defaults for page and results per page', () => {
    const result = parse(
      'criteria[arrival]=2027-03-05&criteria[nights]=7&filters[bedrooms]=4&filters[accommodation]=wifi&filters[accommodation]=games-room',
    );
    expect(result).toEqual({
      ok: true,
      query: {
        arrival: '2027-03-05',
        nights: 7,
        q: '',
        page: 1,
        rpp: SEARCH_RPP_DEFAULT,
        sort: 'price-asc',
        filters: { bedrooms: ['4'], accommodation: ['games-room', 'wifi'] },
      },
    });
  });

  it('accepts comma-separated and [] filter values and ignores other parameters', () => {
    const result = parse('filters[community][]=3&filters[community][]=12,1&utm_source=mail&_=1');
    expect(result.ok && result.query.filters).toEqual({ community: ['1', '3', '12'] });
  });

  it('lists villas without dates when neither arrival nor nights is given', () => {
    const result = parse('criteria[q]= wh ');
    expect(result.ok && result.query).toMatchObject({ arrival: null, nights: null, q: 'wh' });
  });

  it.each([
    [
      'criteria[arrival]=2027-02-30&criteria[nights]=7',
      'criteria[arrival]',
      'Arrival date must be a real date written YYYY-MM-DD',
    ],
    [
      'criteria[arrival]=tomorrow&criteria[nights]=7',
      'criteria[arrival]',
      'Arrival date must be a real date written YYYY-MM-DD',
    ],
    [
      'criteria[arrival]=2026-06-02&criteria[nights]=7',
      'criteria[arrival]',
      'Arrival date must be between 03 Jun 2026 and 01 Dec 2027',
    ],
    [
      'criteria[arrival]=2027-12-02&criteria[nights]=7',
      'criteria[arrival]',
      'Arrival date must be between 03 Jun 2026 and 01 Dec 2027',
    ],
    [
      'criteria[arrival]=2027-03-05&criteria[nights]=2',
      'criteria[nights]',
      'Nights must be a whole number from 3 to 30',
    ],
    [
      'criteria[arrival]=2027-03-05&criteria[nights]=31',
      'criteria[nights]',
      'Nights must be a whole number from 3 to 30',
    ],
    [
      'criteria[arrival]=2027-03-05&criteria[nights]=7.5',
      'criteria[nights]',
      'Nights must be a whole number from 3 to 30',
    ],
    [
      'criteria[arrival]=2027-03-05',
      'criteria[nights]',
      'Choose the number of nights as well as the arrival date',
    ],
    [
      'criteria[nights]=7',
      'criteria[arrival]',
      'Choose an arrival date as well as the number of nights',
    ],
    ['criteria[page]=0', 'criteria[page]', 'Page must be a whole number of 1 or more'],
    ['criteria[page]=-3', 'criteria[page]', 'Page must be a whole number of 1 or more'],
    ['criteria[page]=two', 'criteria[page]', 'Page must be a whole number of 1 or more'],
    ['criteria[rpp]=51', 'criteria[rpp]', 'Results per page must be a whole number from 1 to 50'],
    [
      'criteria[rpp]=100000000000',
      'criteria[rpp]',
      'Results per page must be a whole number from 1 to 50',
    ],
    ['criteria[q]=w', 'criteria[q]', 'Quick search needs at least 2 characters of a property code'],
    [
      'criteria[q]=abcdefghijklmnopqrstuvwxyz',
      'criteria[q]',
      'Quick search takes at most 20 characters',
    ],
    ['criteria[order]=price', 'criteria[order]', 'criteria[order] is not a search criterion'],
    [
      'criteria[sort]=price',
      'criteria[sort]',
      'Sort must be one of price-asc, price-desc, bedrooms, sleeps',
    ],
    [
      'filters[pets]=yes',
      'filters[pets]',
      '"pets" is not a filter section (use bedrooms, sleeps, property, ensuite, accommodation, outdoorliving, communitydetails, community)',
    ],
    ['filters[bedrooms]=four', 'filters[bedrooms]', '"four" is not an option of Bedrooms'],
    [
      'filters[accommodation]=<script>',
      'filters[accommodation]',
      '"<script>" is not an option of Accommodation',
    ],
    ['criteria[page]=1&criteria[page]=2', 'criteria[page]', 'criteria[page] must be given once'],
  ])('refuses %s', (query, field, error) => {
    const result = parse(query);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors).toContainEqual({ field, error });
  });

  it('accepts the first and last days of the window', () => {
    expect(parse('criteria[arrival]=2026-06-03&criteria[nights]=3').ok).toBe(true);
    expect(parse('criteria[arrival]=2027-12-01&criteria[nights]=30').ok).toBe(true);
  });
});

describe('searchQueryString', () => {
  it('writes a search in a fixed order, leaving defaults out', () => {
    expect(
      decodeURIComponent(
        searchQueryString({
          arrival: '2027-03-05',
          nights: 7,
          q: '',
          page: 1,
          rpp: SEARCH_RPP_DEFAULT,
          filters: { community: ['12', '3'], bedrooms: ['5'] },
        }),
      ),
    ).toBe(
      'criteria[arrival]=2027-03-05&criteria[nights]=7&filters[bedrooms]=5&filters[community]=3,12',
    );
  });

  it('reads back what it wrote', () => {
    const query = {
      arrival: '2027-03-05',
      nights: 10,
      q: 'WH',
      page: 3,
      rpp: 24,
      sort: 'sleeps' as const,
      filters: { outdoorliving: ['pool-fence', 'spa'], property: ['villa'], sleeps: ['8'] },
    };
    expect(parse(searchQueryString(query))).toEqual({ ok: true, query });
  });

  it('leaves the default order out and names an unknown one', () => {
    const base = { arrival: null, nights: null, q: '', page: 1, rpp: SEARCH_RPP_DEFAULT };
    expect(searchQueryString({ ...base, sort: 'price-asc', filters: {} })).toBe('');
    expect(
      decodeURIComponent(searchQueryString({ ...base, sort: 'price-desc', filters: {} })),
    ).toBe('criteria[sort]=price-desc');
    expect(parse('criteria[sort]=cheapest')).toEqual({
      ok: false,
      errors: [
        {
          field: 'criteria[sort]',
          error: 'Sort must be one of price-asc, price-desc, bedrooms, sleeps',
        },
      ],
    });
  });
});

describe('dates', () => {
  it('writes dates for messages', () => {
    expect(displayDate('2027-03-05')).toBe('05 Mar 2027');
  });
});
