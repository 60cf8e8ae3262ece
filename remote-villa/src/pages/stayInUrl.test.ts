import { urlWithStay } from './stayInUrl';

const stay = { arrival: '2027-08-14', nights: 7 };
const url = (query: string, chosen: typeof stay | null) =>
  decodeURIComponent(urlWithStay(new URLSearchParams(query), chosen).toString());

describe('the villa URL holds one arrival date', () => {
  it("from a search: the search's dates become the stay's, from its first page", () => {
    expect(
      url(
        'criteria[arrival]=2027-08-07&criteria[nights]=10&criteria[page]=3&filters[bedrooms]=4',
        stay,
      ),
    ).toBe('filters[bedrooms]=4&criteria[arrival]=2027-08-14&criteria[nights]=7');
  });

  it('from a search without dates: the stay goes into the search too', () => {
    expect(url('filters[bedrooms]=4', stay)).toBe(
      'filters[bedrooms]=4&criteria[arrival]=2027-08-14&criteria[nights]=7',
    );
  });

  it('without a search: arrival and nights, the pool heating choice kept', () => {
    expect(url('arrival=2027-08-07&nights=10&poolHeating=1', stay)).toBe(
      'poolHeating=1&arrival=2027-08-14&nights=7',
    );
  });

  it('an older address with both pairs is left with one', () => {
    expect(
      url('criteria[arrival]=2027-08-07&criteria[nights]=10&arrival=2027-08-01&nights=3', stay),
    ).toBe('criteria[arrival]=2027-08-14&criteria[nights]=7');
  });

  it('clearing the dates removes them all', () => {
    expect(url('criteria[arrival]=2027-08-07&criteria[nights]=10&criteria[q]=EN', null)).toBe(
      'criteria[q]=EN',
    );
    expect(url('arrival=2027-08-07&nights=10', null)).toBe('');
  });
});
