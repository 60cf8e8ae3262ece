import { act, render, screen, waitFor, within } from '@testing-library/react';
import { testProviderDetails } from '@villa/shared/testing';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { MemoryRouter, Route, Routes, useLocation } from '@villa/shared/router';
import { configureApi } from '@villa/shared/api';
import type { PropertySearchResponse, PropertySearchResult } from '@villa/shared/contract';
import { getSession } from '@villa/shared/store';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { FreshQueryClient } from '@villa/shared/query';
import VillaSearchPage from './VillaSearchPage';

const arrival = moment().add(60, 'days').format('YYYY-MM-DD');
const departure = moment().add(67, 'days').format('YYYY-MM-DD');

function villa(id: number, code: string): PropertySearchResult {
  return {
    propertyId: id,
    propertyCode: code,
    villaName: `Villa ${code}`,
    fullCommunityName: 'Windsor Hills Resort',
    communityId: 1,
    propertyTypeName: 'Villa',
    bedrooms: 5,
    bathrooms: 4,
    ensuite: 3,
    sleeps: 10,
    image: { imgUrl: `/api/property-images/${id}/0-l.svg`, title: 'Front of the villa' },
    carouselImages: {
      l: [{ imgUrl: `/api/property-images/${id}/0-l.svg`, title: 'Front of the villa' }],
      s: [{ imgUrl: `/api/property-images/${id}/0-s.svg`, title: 'Front of the villa' }],
    },
    description: '5 bedroom villa on Windsor Hills Resort with a private pool.',
    descriptionPoints: ['3 en-suite bedrooms'],
    icons: [{ icon: 'bed', name: '5 bedrooms' }],
    price: { type: 'total', amount: 1447 },
    deposit: { available: true, amount: 362, balanceDue: '2027-01-01' },
    agentCommission: { rate: 10, amount: 144.7 },
    poolHeatingCost: { amount: 203, perNight: 29, nights: 7 },
    highlight: null,
  };
}

function answer(overrides: Partial<PropertySearchResponse> = {}): PropertySearchResponse {
  return {
    criteria: {
      arrival,
      departure,
      nights: 7,
      page: 1,
      rpp: 12,
      sort: 'price-asc',
      q: '',
      pages: 3,
    },
    filters: {},
    flexibleDates: [
      {
        arrival: moment(arrival).subtract(1, 'day').format('YYYY-MM-DD'),
        departure: moment(departure).subtract(1, 'day').format('YYYY-MM-DD'),
        nights: 7,
        count: 22,
        lowestPrice: 1386,
        selected: false,
      },
      { arrival, departure, nights: 7, count: 27, lowestPrice: 1447, selected: true },
    ],
    filterCountsAndOtherCounts: {
      sections: [
        {
          key: 'bedrooms',
          title: 'Bedrooms',
          combine: 'atLeast',
          options: [
            { value: '4', label: '4+ bedrooms', count: 34, selected: false },
            { value: '5', label: '5+ bedrooms', count: 27, selected: false },
          ],
        },
        {
          key: 'outdoorliving',
          title: 'Outdoor living',
          combine: 'all',
          options: [
            { value: 'spa', label: 'Spa / hot tub', count: 12, selected: false },
            { value: 'lake-view', label: 'Lake view', count: 0, selected: false },
          ],
        },
      ],
      otherCounts: { bookable: 80, matching: 27, portfolio: 300 },
    },
    properties: [villa(11, 'WH1011'), villa(12, 'WH1012')],
    propertiesTotal: 27,
    ...overrides,
  };
}

function WhereAmI() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/villas"
          element={
            <>
              <VillaSearchPage />
              <WhereAmI />
            </>
          }
        />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: FreshQueryClient },
  );
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());
beforeEach(() => {
  api.requests.length = 0;
  getSession().login(
    {
      token: 'token',
      userRole: 'AGENT',
      config: {
        companyDisplayName: 'Sunshine Travel',
        searchDates: {
          earliest: { amount: 2, unit: 'days' },
          latest: { amount: 18, unit: 'months' },
        },
        nights_bookable: { min: 3, max: 30 },
        bookingWindow: {
          today: '2026-11-23',
          firstArrival: '2026-11-25',
          lastArrival: '2028-05-23',
        },
        provider: testProviderDetails,
      },
      accountSignupIncomplete: false,
    },
    1,
    'agent@demo.test',
    1800,
  );
});
afterEach(() => getSession().logout());

describe('/villas', () => {
  it('asks for the search in the URL and lists the villas with the count line', async () => {
    api.answer({ body: answer() });
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
    expect(screen.getByRole('status')).toHaveTextContent('Searching villas');
    expect(
      await screen.findByText('Choose from 27 villas matching your current search criteria'),
    ).toBeInTheDocument();
    expect(decodeURIComponent(api.requests[0].url)).toBe(
      `/api/property-search?criteria[arrival]=${arrival}&criteria[nights]=7`,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'Villa WH1011' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toBe(
      `/villa/11?criteria[arrival]=${arrival}&criteria[nights]=7`,
    );
    expect(screen.getAllByText('Windsor Hills Resort')).toHaveLength(2);
    expect(screen.getAllByText('£1,447.00').length).toBeGreaterThan(0);
    expect(screen.getByLabelText('Arrival date')).toHaveValue(
      moment(arrival).format('DD/MMM/YYYY'),
    );
  });

  it('shows commission only in agent view', async () => {
    api.answer({ body: answer() });
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
    await screen.findByText(/Choose from 27 villas/);
    expect(screen.queryByText('Agent commission')).not.toBeInTheDocument();
    act(() => getSession().setAgentView(true));
    expect(await screen.findAllByText('Agent commission')).toHaveLength(2);
    expect(screen.getAllByText('£144.70')).toHaveLength(2);
  });

  it('ticks a filter into the URL, on page 1, and asks again', async () => {
    api.answer({ body: answer() });
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7&criteria[page]=2`);
    await screen.findByText(/Choose from 27 villas/);
    expect(screen.getByRole('checkbox', { name: /Lake view/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /5\+ bedrooms/ }));
    expect(location()).toBe(
      `/villas?criteria[arrival]=${arrival}&criteria[nights]=7&filters[bedrooms]=5`,
    );
    // The search asks again with the filter (on a loaded machine a render may fall between
    // leaving page 2 and ticking the box; the last question is the one that counts).
    await waitFor(() =>
      expect(decodeURIComponent(api.requests[api.requests.length - 1].url)).toContain(
        'filters[bedrooms]=5',
      ),
    );
    expect(decodeURIComponent(api.requests[api.requests.length - 1].url)).not.toContain(
      'criteria[page]',
    );
  });

  it('unticks the chosen bedroom count back to any number, and counts one villa as one', async () => {
    api.answer(
      { body: answer() },
      { body: answer({ properties: [villa(11, 'WH1011')], propertiesTotal: 1 }) },
    );
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7&filters[bedrooms]=4`);
    await screen.findByText(/Choose from 27 villas/);
    expect(screen.getByRole('checkbox', { name: /5\+ bedrooms/ })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: /4\+ bedrooms/ }));
    expect(location()).toBe(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
    expect(
      await screen.findByText('Choose from 1 villa matching your current search criteria'),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /4\+ bedrooms/ })).not.toBeChecked();
  });

  it('orders the results from the URL and writes a new order into it, on page 1', async () => {
    api.answer({ body: answer({ criteria: { ...answer().criteria, sort: 'sleeps' } }) });
    renderAt(
      `/villas?criteria[arrival]=${arrival}&criteria[nights]=7&criteria[sort]=sleeps&criteria[page]=2`,
    );
    await screen.findByText(/Choose from 27 villas/);
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(sort).toHaveValue('sleeps');
    expect(decodeURIComponent(api.requests[0].url)).toContain('criteria[sort]=sleeps');
    await userEvent.selectOptions(sort, 'Price: high to low');
    expect(location()).toBe(
      `/villas?criteria[arrival]=${arrival}&criteria[nights]=7&criteria[sort]=price-desc`,
    );
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: low to high',
    );
    expect(location()).toBe(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
  });

  it('links nearby dates and at most 7 pages', async () => {
    api.answer({
      body: answer({
        criteria: {
          arrival,
          departure,
          nights: 7,
          page: 10,
          rpp: 12,
          sort: 'price-asc',
          q: '',
          pages: 25,
        },
      }),
    });
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7&criteria[page]=10`);
    await screen.findByText(/Choose from 27 villas/);
    const nearby = screen.getByRole('navigation', { name: 'Nearby arrival dates' });
    const earlier = within(nearby).getByRole('link');
    expect(earlier).toHaveTextContent('22 villas');
    expect(earlier).toHaveTextContent('from £1,386.00');
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    const numbers = within(pages)
      .getAllByRole('link')
      .map((a) => a.textContent)
      .filter((text) => /^\d+$/.test(text ?? ''));
    expect(numbers).toEqual(['7', '8', '9', '11', '12', '13']);
    expect(
      within(pages).getByText('Page 10', { selector: '.visually-hidden' }),
    ).toBeInTheDocument();
  });

  it('says so when nothing matches', async () => {
    api.answer({ body: answer({ properties: [], propertiesTotal: 0 }) });
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
    expect(await screen.findByText('Sorry we do not have any')).toBeInTheDocument();
    expect(screen.getByText('Please modify your search and try again.')).toBeInTheDocument();
  });

  it('refuses a link with a nonsense date without asking the server', async () => {
    renderAt('/villas?criteria[arrival]=2027-02-30&criteria[nights]=7');
    expect(screen.getByText('This search link cannot be used as it is:')).toBeInTheDocument();
    expect(
      screen.getByText('Arrival date must be a real date written YYYY-MM-DD'),
    ).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });

  it('shows a failed search with a retry', async () => {
    api.answer({ status: 500, body: { errors: ['Sorry there was an error'] } }, { body: answer() });
    renderAt(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
    expect(await screen.findByText('The search could not be completed.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Choose from 27 villas/)).toBeInTheDocument();
  });

  it('quick-searches by property code', async () => {
    api.answer({ body: answer() });
    renderAt('/villas');
    await screen.findByText(/Choose from 27 villas/);
    const input = screen.getByLabelText('Quick search by property code');
    await userEvent.type(input, 'w');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(screen.getByText('Enter at least 2 characters of a property code')).toBeInTheDocument();
    await userEvent.type(input, 'h1');
    await userEvent.click(screen.getByRole('button', { name: 'Find' }));
    expect(location()).toBe('/villas?criteria[q]=wh1');
  });
});
