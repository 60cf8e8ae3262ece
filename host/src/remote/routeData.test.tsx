import { render, screen, waitFor } from '@testing-library/react';
import { endpoints } from '@villa/shared/contract';
import {
  endpointQuery,
  PortalQueryProvider,
  portalQueryClient,
  useQuery,
} from '@villa/shared/query';
import { fakeApiPerTest } from '@villa/shared/testing';
import { handRouteDataTo, startRouteData, type RouteDataCall } from './routeData';

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
    render(
      <PortalQueryProvider>
        <VillaName id="7" query="arrival=2027-03-01&nights=7" />
      </PortalQueryProvider>,
    );
    expect(await screen.findByText('Villa Seven')).toBeInTheDocument();
    // Time for a second call, had the page made one.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].query.get('nights')).toBe('7');
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

  it('starts nothing for a call whose route param is missing', async () => {
    startRouteData([villaCall], {}, '');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(api.requests).toHaveLength(0);
  });
});
