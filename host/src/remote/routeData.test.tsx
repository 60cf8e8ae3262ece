import { act, render, screen, waitFor } from '@testing-library/react';
import { endpoints } from '@villa/shared/contract';
import {
  endpointQuery,
  PortalQueryProvider,
  portalQueryClient,
  useQuery,
} from '@villa/shared/query';
import { apiUrl, endOpeningCalls, sendOpeningCalls } from '@villa/shared/api';
import { STORAGE_KEYS, useErrorDialogStore, useSessionStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { MemoryRouter, useLocation, useNavigate } from '@villa/shared/router';
import { handRouteDataTo, startRouteData, useRouteData, type RouteDataCall } from './routeData';

const villaCall: RouteDataCall = {
  method: 'GET',
  path: endpoints.villa.detail.path,
  params: { id: ':id' },
  query: 'url',
};

/** The villa page's own query, as remote-villa makes it. */
function VillaName({ id, query }: { id: string; query: string }) {
  const { data, error } = useQuery(
    endpointQuery(endpoints.villa.detail, { params: { id }, query: new URLSearchParams(query) }),
  );
  if (error) return <p>failed</p>;
  return <p>{data ? (data as unknown as { name: string }).name : 'loading'}</p>;
}

const api = fakeApiPerTest(() => {
  portalQueryClient().clear();
});

/** Renders the villa page's query and waits for its name; then, in case it asks again, a while. */
async function showVillaName(id: string, query: string, name: string) {
  render(
    <PortalQueryProvider>
      <VillaName id={id} query={query} />
    </PortalQueryProvider>,
  );
  expect(await screen.findByText(name)).toBeInTheDocument();
  // Time for a second call, had the page made one.
  await new Promise((resolve) => setTimeout(resolve, 200));
}

describe('data started at navigation', () => {
  it('is read by the page when its code arrives, without asking again', async () => {
    api.on('GET /property/7', { body: { name: 'Villa Seven' } });
    startRouteData([villaCall], { id: '7' }, '?arrival=2027-03-01&nights=7');
    await waitFor(() => expect(api.requests).toHaveLength(1));

    handRouteDataTo(portalQueryClient());
    // The answer is in before the page's code (the usual order on a real network).
    await waitFor(() =>
      expect(
        portalQueryClient().getQueryData([
          '/property/:id',
          { id: '7' },
          'arrival=2027-03-01&nights=7',
        ]),
      ).toBeDefined(),
    );
    await showVillaName('7', 'arrival=2027-03-01&nights=7', 'Villa Seven');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].query.get('nights')).toBe('7');
  });

  it('takes the call the page itself sent before the host script arrived, without asking again', async () => {
    api.on('GET /property/9', { body: { name: 'Villa Nine' } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok-9');
    useSessionStore.setState({ token: 'tok-9' });
    try {
      sendOpeningCalls([apiUrl('property/9?nights=7')]);
      await waitFor(() => expect(api.requests).toHaveLength(1));
      startRouteData([villaCall], { id: '9' }, '?nights=7');
      endOpeningCalls();
      handRouteDataTo(portalQueryClient());
      await showVillaName('9', 'nights=7', 'Villa Nine');
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0].headers.authorization).toBe('Bearer tok-9');
    } finally {
      localStorage.clear();
      useSessionStore.setState({ token: null });
    }
  });

  it("leaves a failure to the page's own query, which asks again and shows it", async () => {
    api.on('GET /property/8', { status: 500, body: { errors: ['down'] } });
    startRouteData([villaCall], { id: '8' }, '');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    render(
      <PortalQueryProvider>
        <VillaName id="8" query="" />
      </PortalQueryProvider>,
    );
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual(['/property/8', '/property/8']);
  });

  /**
   * Starts villa `id`'s call at navigation, its first answer (404) held back until the returned
   * function is called, and hands it to the page's client: the page's code was at hand (a
   * second visit) and the page mounts while the call is in flight. Later calls answer at once.
   */
  async function startHeldBackNotFound(id: string): Promise<() => void> {
    let answerNow = () => {};
    const later = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    const gone = { status: 404, body: { errors: ['gone'] } };
    api.on(`GET /property/${id}`, () =>
      api.requests.length === 1 ? { ...gone, after: later } : gone,
    );
    useErrorDialogStore.setState({ queue: [] });
    startRouteData([villaCall], { id }, '');
    await waitFor(() => expect(api.requests).toHaveLength(1));
    handRouteDataTo(portalQueryClient());
    return answerNow;
  }

  it("a failure that comes after the page mounted is asked again the page's way, which reports it", async () => {
    const answerNow = await startHeldBackNotFound('6');
    render(
      <PortalQueryProvider>
        <VillaName id="6" query="" />
      </PortalQueryProvider>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    answerNow();
    await waitFor(() => expect(useErrorDialogStore.getState().queue).toHaveLength(1));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(api.requests.map((r) => r.path)).toEqual(['/property/6', '/property/6']);
  });

  it('does not ask again for a page that keeps its query disabled (it says "not found" itself)', async () => {
    const answerNow = await startHeldBackNotFound('5');
    function NotFoundPage() {
      const { status } = useQuery({
        ...endpointQuery(endpoints.villa.detail, {
          params: { id: '5' },
          query: new URLSearchParams(''),
        }),
        enabled: false,
      });
      return <p>{status}</p>;
    }
    render(
      <PortalQueryProvider>
        <NotFoundPage />
      </PortalQueryProvider>,
    );
    answerNow();
    expect(await screen.findByText('error')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toHaveLength(1);
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });

  it('sends a call asked afresh on every visit at each navigation; another is answered from the last one', async () => {
    api.on('GET /bookings', { body: { bookings: [] } });
    api.on('GET /about-florida/weather', { body: {} });
    handRouteDataTo(portalQueryClient());
    const bookings: RouteDataCall = {
      method: 'GET',
      path: endpoints.agentOffice.bookings.path,
      everyVisit: true,
    };
    const weather: RouteDataCall = { method: 'GET', path: endpoints.content.weather.path };
    for (let visit = 1; visit <= 2; visit += 1) {
      startRouteData([bookings, weather], {}, '');
      await waitFor(() =>
        expect(api.requests.filter((r) => r.path === '/bookings')).toHaveLength(visit),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests.map((r) => r.path).sort()).toEqual([
      '/about-florida/weather',
      '/bookings',
      '/bookings',
    ]);
  });

  it("a screen's calls go again when one of them changes, not on every change of the address", async () => {
    api.on('GET /quotes-sent', { body: { quoteDetails: [] } });
    api.on('GET /property/7', { body: { name: 'Villa Seven' } });
    handRouteDataTo(portalQueryClient());
    const quotes: RouteDataCall = {
      method: 'GET',
      path: endpoints.agentOffice.quotesSent.path,
      everyVisit: true,
    };
    let go: (to: string) => void = () => undefined;
    /** A screen as the host's router shows it: its calls from its params and the URL's query. */
    function Screen({ calls, params }: { calls: RouteDataCall[]; params: Record<string, string> }) {
      const { search } = useLocation();
      go = useNavigate();
      useRouteData(calls, params, search);
      return null;
    }
    const count = (path: string) => api.requests.filter((r) => r.path === path).length;
    const { unmount } = render(
      <MemoryRouter initialEntries={['/admin/agent/quotes']}>
        <Screen calls={[quotes]} params={{}} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(count('/quotes-sent')).toBe(1));
    // Sent Quotes writes its filter, sort and page into the address; the list is the same call.
    for (const to of ['?q=helen', '?q=helen.murray', '?q=helen.murray&sort=total&dir=asc']) {
      act(() => go(to));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(count('/quotes-sent')).toBe(1);
    unmount();

    // A villa's call carries the address's query: a new stay is a new call.
    render(
      <MemoryRouter initialEntries={['/villa/7?arrival=2027-03-01&nights=7']}>
        <Screen calls={[villaCall]} params={{ id: '7' }} />
      </MemoryRouter>,
    );
    await waitFor(() => expect(count('/property/7')).toBe(1));
    act(() => go('?arrival=2027-03-08&nights=7'));
    await waitFor(() => expect(count('/property/7')).toBe(2));
  });

  it('starts nothing for a call whose route param is missing', async () => {
    startRouteData([villaCall], {}, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toHaveLength(0);
  });
});
