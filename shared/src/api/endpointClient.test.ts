import { endpoints } from '@villa/shared/contract';
import { createPortalQueryClient, endpointKey, endpointQuery } from '@villa/shared/query';
import { readSessionFromStorage, useErrorDialogStore, useSessionStore } from '@villa/shared/store';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { ApiError, configureApi } from './client';
import { callEndpoint, endpointRoute, endpointUrl } from '@villa/shared/api';

let api: LoopbackApi;

beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());

beforeEach(() => {
  api.requests.length = 0;
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
  useErrorDialogStore.setState({ queue: [] });
});

describe('callEndpoint', () => {
  it("fills the path's params, encoded, and resolves to the answer", async () => {
    api.answer({ body: { extended: true } });
    const answer = await callEndpoint(endpoints.session.extend);
    expect(answer.extended).toBe(true);
    api.answer({ body: { ok: 1 } });
    await callEndpoint(endpoints.booking.cardPayment, {
      params: { bookRef: 'VB 1/2', paymentId: 'p?x' },
    });
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/extend-session',
      'GET /api/booking-modify/card-payment/VB%201%2F2/p%3Fx',
    ]);
  });

  it('sends the method and JSON body of the entry', async () => {
    api.answer({ status: 202, body: { queued: true } });
    const body = { subject: 'Question', body: 'When is the pool heated?' };
    const answer = await callEndpoint(endpoints.booking.sendEnquiry, { body });
    expect(answer).toEqual({ queued: true });
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/send-enquiry', body });
  });

  it('sends the query, a list as the key repeated, leaving out what is not given', async () => {
    api.answer({ body: { categories: [], stay: null, chosen: [] } });
    await callEndpoint(endpoints.booking.optionalExtras, {
      query: { propertyId: '12', 'filters[pool][]': ['heated', 'south'], arrival: undefined },
    });
    expect(api.requests[0].url).toBe(
      '/api/optional-extras?propertyId=12&filters%5Bpool%5D%5B%5D=heated&filters%5Bpool%5D%5B%5D=south',
    );
  });

  it('fails as the client does, with the dialog unless told otherwise', async () => {
    api.answer({ status: 404, body: { errors: ['Gone'] } });
    const failure = await callEndpoint(endpoints.booking.get, {
      params: { ref: 'NOPE' },
      showErrorDialog: false,
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });
});

describe('endpointRoute and endpointUrl', () => {
  it('build the route and the absolute URL of an entry', () => {
    const request = { params: { kind: 'park', file: 'a b.svg' } };
    expect(endpointRoute(endpoints.content.image, request)).toBe('content-images/park/a%20b.svg');
    expect(endpointUrl(endpoints.content.image, request)).toBe(
      `${api.baseUrl.replace(/\/$/, '')}/content-images/park/a%20b.svg`,
    );
  });

  it('refuses a path whose param is missing', () => {
    expect(() => endpointRoute(endpoints.booking.get, { params: { ref: '' } })).toThrow(':ref');
  });
});

describe('endpointKey and endpointQuery', () => {
  it("make a query's key from the entry, and a key with fewer params names a group", async () => {
    const queries = createPortalQueryClient();
    const check = (bookRef: string, paymentId: string) =>
      endpointQuery(endpoints.booking.cardPayment, { params: { bookRef, paymentId } }).queryKey;
    queries.setQueryData(check('VB1', '1'), { state: 'OPEN' });
    queries.setQueryData(check('VB1', '2'), { state: 'OPEN' });
    queries.setQueryData(check('VB2', '1'), { state: 'OPEN' });
    const invalid = () =>
      queries
        .getQueryCache()
        .findAll({ predicate: (query) => query.state.isInvalidated })
        .map((query) => query.queryKey);
    await queries.invalidateQueries({
      queryKey: endpointKey(endpoints.booking.cardPayment, { params: { bookRef: 'VB1' } }),
    });
    expect(invalid()).toEqual([check('VB1', '1'), check('VB1', '2')]);
    await queries.invalidateQueries({ queryKey: endpointKey(endpoints.booking.cardPayment) });
    expect(invalid()).toHaveLength(3);
  });

  it("key a query by what it sends, and its function calls the entry with the query's signal", async () => {
    const query = endpointQuery(endpoints.property.search, {
      query: new URLSearchParams('criteria[page]=2'),
    });
    expect(query.queryKey).toEqual(['/property-search', {}, 'criteria%5Bpage%5D=2']);
    api.answer({ body: { ok: true } });
    const controller = new AbortController();
    await query.queryFn({ signal: controller.signal });
    expect(api.requests[0].url).toBe('/api/property-search?criteria%5Bpage%5D=2');
  });
});
