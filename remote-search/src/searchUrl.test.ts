import { SEARCH_RPP_DEFAULT, type PropertySearchQuery } from '@villa/shared/contract';
import { activeFilterCount, pageWindow, searchHref, toggleOption, withCriteria } from './searchUrl';

const BEDROOMS = ['3', '4', '5', '6', '7', '8', '9', '10'];
const query: PropertySearchQuery = {
  arrival: '2027-03-05',
  nights: 7,
  q: '',
  page: 3,
  rpp: SEARCH_RPP_DEFAULT,
  sort: 'price-asc',
  filters: { accommodation: ['wifi'] },
};

describe('toggleOption', () => {
  it('ticks a bedroom count and so every higher count', () => {
    expect(toggleOption({}, 'bedrooms', '5', BEDROOMS)).toEqual({ bedrooms: ['5'] });
    expect(toggleOption({ bedrooms: ['6'] }, 'bedrooms', '4', BEDROOMS)).toEqual({
      bedrooms: ['4'],
    });
  });

  it('unticking the chosen count returns to any number of bedrooms', () => {
    expect(toggleOption({ bedrooms: ['4'] }, 'bedrooms', '4', BEDROOMS)).toEqual({});
    expect(toggleOption({ bedrooms: ['10'] }, 'bedrooms', '10', BEDROOMS)).toEqual({});
  });

  it('unticking a higher count keeps only the counts above it', () => {
    expect(toggleOption({ bedrooms: ['4'] }, 'bedrooms', '7', BEDROOMS)).toEqual({
      bedrooms: ['8'],
    });
    expect(toggleOption({ bedrooms: ['4'] }, 'bedrooms', '10', BEDROOMS)).toEqual({});
  });

  it('toggles one option of the other sections', () => {
    expect(toggleOption({ accommodation: ['wifi'] }, 'accommodation', 'games-room', [])).toEqual({
      accommodation: ['wifi', 'games-room'],
    });
    expect(toggleOption({ accommodation: ['wifi'] }, 'accommodation', 'wifi', [])).toEqual({});
    expect(toggleOption({ community: ['3', '5'] }, 'community', '3', [])).toEqual({
      community: ['5'],
    });
  });

  it('counts the sections with something ticked', () => {
    expect(activeFilterCount({ bedrooms: ['4'], accommodation: ['wifi', 'spa'] })).toBe(2);
    expect(activeFilterCount({})).toBe(0);
  });
});

describe('search links', () => {
  it('goes back to page 1 when the criteria change, not when the page does', () => {
    expect(withCriteria(query, { nights: 10 }).page).toBe(1);
    expect(withCriteria(query, { page: 4 }).page).toBe(4);
  });

  it('writes the search as the query string of the URL', () => {
    expect(decodeURIComponent(searchHref(query))).toBe(
      '?criteria[arrival]=2027-03-05&criteria[nights]=7&criteria[page]=3&filters[accommodation]=wifi',
    );
  });
});

describe('pageWindow', () => {
  it('links every page when there are 7 or fewer', () => {
    expect(pageWindow(1, 1, 7)).toEqual([1]);
    expect(pageWindow(2, 5, 7)).toEqual([1, 2, 3, 4, 5]);
  });

  it('links at most 7 pages, centred on the current one', () => {
    expect(pageWindow(1, 25, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(10, 25, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
    expect(pageWindow(25, 25, 7)).toEqual([19, 20, 21, 22, 23, 24, 25]);
    expect(pageWindow(23, 25, 7)).toEqual([19, 20, 21, 22, 23, 24, 25]);
  });
});
