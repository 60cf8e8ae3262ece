import { endpoints } from '@villa/shared/contract';
import { endpointKey } from '@villa/shared/query';
import { routeDataKey, routeDataRoute } from './routeData';

/*
 * A route's declared call reaches its page only if its key is the very key the page's own
 * query makes (endpointKey): these hold the two together for each shape a manifest declares.
 */
describe("a route's data call", () => {
  const get = (path: string) => ({ method: 'GET' as const, path });

  it('has the key of the page query without params', () => {
    const key = routeDataKey(get(endpoints.content.weather.path), {}, '?ignored=1');
    expect(key).toEqual(endpointKey(endpoints.content.weather));
    expect(routeDataRoute(key!)).toBe('about-florida/weather');
  });

  it('has the key of the page query with params from the route', () => {
    const call = {
      ...get(endpoints.content.ride.path),
      params: { parkId: ':parkId', rideId: ':rideId' },
    };
    const key = routeDataKey(call, { parkId: '3', rideId: 'a b' }, '');
    expect(key).toEqual(
      endpointKey(endpoints.content.ride, { params: { parkId: '3', rideId: 'a b' } }),
    );
    expect(routeDataRoute(key!)).toBe('about-florida/theme-parks/3/a%20b');
  });

  it("has the key of the page query that sends the URL's own query", () => {
    const call = {
      ...get(endpoints.villa.detail.path),
      params: { id: ':id' },
      query: 'url' as const,
    };
    const key = routeDataKey(call, { id: '12' }, '?arrival=2027-03-01&nights=7');
    expect(key).toEqual(
      endpointKey(endpoints.villa.detail, {
        params: { id: '12' },
        query: new URLSearchParams('arrival=2027-03-01&nights=7'),
      }),
    );
    expect(routeDataRoute(key!)).toBe('property/12?arrival=2027-03-01&nights=7');
  });

  it('is not made without its path, for another method, or without a route param it needs', () => {
    const call = { ...get(endpoints.villa.detail.path), params: { id: ':id' } };
    expect(routeDataKey({ ...call, path: undefined }, { id: '1' }, '')).toBeNull();
    expect(routeDataKey(call, {}, '')).toBeNull();
  });
});
