import { endpoints } from '@villa/shared/contract';
import { readSessionFromStorage, useErrorDialogStore, useSessionStore } from '@villa/shared/store';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { ApiError, configureApi } from './client';
import { callEndpoint, endpointRoute, endpointUrl } from './endpointClient';

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
