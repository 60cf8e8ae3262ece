import { testProviderDetails } from '../testing/provider';
import {
  getSession,
  readSessionFromStorage,
  useErrorDialogStore,
  useSessionStore,
} from '@villa/shared/store';
import { ApiError, configureApi, request, sendRequest, sendRequestNow } from './client';
import { setTraceHeaders } from './traceHeaders';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';

const config = {
  companyDisplayName: 'Sunshine Travel',
  searchDates: {
    earliest: { amount: 1, unit: 'days' as const },
    latest: { amount: 1, unit: 'years' as const },
  },
  nights_bookable: { min: 3, max: 28 },
  bookingWindow: { today: '2026-11-23', firstArrival: '2026-11-24', lastArrival: '2027-11-23' },
  provider: testProviderDetails,
};

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

const openDialog = () => useErrorDialogStore.getState().queue[0];

describe('request', () => {
  it('calls /api/<route> with the query and JSON body and returns the body', async () => {
    api.answer({ body: { country: [{ value: 82, text: 'United Kingdom' }] } });
    const data = await request<{ country: unknown[] }>('/country-values', {
      method: 'POST',
      data: { a: 1 },
      params: { 'criteria[page]': 2, skip: undefined },
    });
    expect(data.country).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/country-values?criteria%5Bpage%5D=2',
      body: { a: 1 },
    });
  });

  it('sends no Authorization header when logged out', async () => {
    await request('agent/account-info');
    expect(api.requests[0].headers.authorization).toBeUndefined();
    expect(api.requests[0].headers['x-admin-user-id']).toBeUndefined();
  });

  it('sends the bearer token, and the admin user id while impersonating', async () => {
    getSession().loginFromImpersonation({
      token: 'imp-token',
      userRole: 'AGENT',
      config,
      accountSignupIncomplete: false,
      tokenExpirySeconds: 600,
      userId: 3,
      email: 'a@demo.test',
      userAdminId: 77,
    });
    await request('agent/account-info');
    expect(api.requests[0].headers.authorization).toBe('Bearer imp-token');
    expect(api.requests[0].headers['x-admin-user-id']).toBe('77');
  });

  it('gives null for an empty body', async () => {
    api.answer({ status: 200 });
    await expect(request('extend-session')).resolves.toBeNull();
  });
});

describe('session expiry header', () => {
  it('moves the session expiry after every answer while logged in', async () => {
    getSession().login(
      { token: 't', userRole: 'AGENT', config, accountSignupIncomplete: false },
      1,
      'a@demo.test',
      30,
    );
    const before = getSession().sessionExpires;
    api.answer({ headers: { 'x-token-expiry': '3600' }, body: {} });
    await request('extend-session');
    expect(getSession().sessionExpires).not.toBe(before);
    expect(localStorage.getItem('session-expires')).toBe(getSession().sessionExpires);
  });

  it('also reads it from a failed answer', async () => {
    getSession().login(
      { token: 't', userRole: 'AGENT', config, accountSignupIncomplete: false },
      1,
      'a@demo.test',
      30,
    );
    const before = getSession().sessionExpires;
    api.answer({ status: 404, headers: { 'x-token-expiry': '3600' }, body: { errors: ['x'] } });
    await expect(request('bookings/NOPE')).rejects.toBeInstanceOf(ApiError);
    expect(getSession().sessionExpires).not.toBe(before);
  });

  it('returns the headers for the caller (login reads x-user-id)', async () => {
    api.answer({ headers: { 'x-user-id': '12', 'x-token-expiry': '900' }, body: { token: 'x' } });
    const response = await sendRequest('login', { method: 'POST', data: {} });
    expect(response.headers.get('x-user-id')).toBe('12');
    expect(response.status).toBe(200);
  });
});

describe('failures', () => {
  it('logs out (not as a time-out) on 401 while authenticated, without a dialog', async () => {
    getSession().login(
      { token: 't', userRole: 'AGENT', config, accountSignupIncomplete: false },
      1,
      'a@demo.test',
      600,
    );
    api.answer({ status: 401, body: { errors: ['Your session has ended'] } });
    await expect(request('bookings')).rejects.toMatchObject({ status: 401 });
    expect(getSession()).toMatchObject({ isAuthenticated: false, sessionTimedOut: false });
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(openDialog()).toBeUndefined();
  });

  it('opens the 422 dialog with one bullet per validation error', async () => {
    api.answer({
      status: 422,
      body: { validationErrors: [{ field: 'email', error: 'Email is required' }] },
    });
    await expect(request('reset-password', { method: 'POST', data: {} })).rejects.toMatchObject({
      status: 422,
      body: { validationErrors: [{ field: 'email', error: 'Email is required' }] },
    });
    expect(openDialog()).toEqual({
      title: 'The following form fields contain errors',
      items: ['Email is required'],
    });
  });

  it('opens the dialog with the joined errors for other statuses', async () => {
    api.answer({ status: 403, body: { errors: ['Agents only', 'Sorry'] } });
    await expect(request('bookings')).rejects.toMatchObject({ status: 403 });
    expect(openDialog()).toEqual({ title: 'ERROR', message: 'Agents only, Sorry' });
  });

  it('opens no dialog when the call asks for none', async () => {
    api.answer({ status: 500, body: { errors: ['boom'] } });
    await expect(request('login', { showErrorDialog: false })).rejects.toMatchObject({
      status: 500,
    });
    expect(openDialog()).toBeUndefined();
  });

  it('lets the call decide by the failure which ones get the dialog', async () => {
    const onlyOthers = {
      showErrorDialog: (failure: { status: number | null }) => failure.status !== 404,
    };
    api.answer({ status: 404, body: { errors: ['Gone'] } });
    await expect(request('links/1', onlyOthers)).rejects.toMatchObject({ status: 404 });
    expect(openDialog()).toBeUndefined();
    api.answer({ status: 403, body: { errors: ['Agents only, Sorry'] } });
    await expect(request('links/1', onlyOthers)).rejects.toMatchObject({ status: 403 });
    expect(openDialog()).toEqual({ title: 'ERROR', message: 'Agents only, Sorry' });
  });

  it('opens the default dialog when the server cannot be reached', async () => {
    configureApi({ baseUrl: 'http://127.0.0.1:9/api' });
    try {
      await expect(request('bookings')).rejects.toMatchObject({ status: null });
    } finally {
      configureApi({ baseUrl: api.baseUrl });
    }
    expect(openDialog()?.title).toBe('ERROR');
  });

  it('opens no dialog for a cancelled call', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(request('bookings', { signal: controller.signal })).rejects.toMatchObject({
      aborted: true,
    });
    expect(openDialog()).toBeUndefined();
  });
});

describe('a call sent now (the opening screen calls made while the host script runs)', () => {
  const login = () =>
    getSession().login(
      { token: 't', userRole: 'AGENT', config, accountSignupIncomplete: false },
      1,
      'a@demo.test',
      30,
    );

  it('has left before the function returns, with the session headers and the query', async () => {
    login();
    api.answer({ headers: { 'x-token-expiry': '3600' }, body: { id: 1 } });
    // The real fetch, only watched: ky alone would call it on a later turn.
    const realFetch = globalThis.fetch;
    const urls: string[] = [];
    globalThis.fetch = ((input: RequestInfo | URL, init?: RequestInit) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return realFetch(input, init);
    }) as typeof fetch;
    try {
      const before = getSession().sessionExpires;
      const answer = sendRequestNow<{ id: number }>('property/1', {
        params: { arrival: '2027-03-01' },
      });
      expect(urls).toEqual([`${api.baseUrl}/property/1?arrival=2027-03-01`]);
      await expect(answer).resolves.toMatchObject({ data: { id: 1 }, status: 200 });
      expect(urls).toHaveLength(1);
      expect(api.requests).toHaveLength(1);
      expect(api.requests[0]).toMatchObject({
        method: 'GET',
        url: '/api/property/1?arrival=2027-03-01',
      });
      expect(api.requests[0].headers.authorization).toBe('Bearer t');
      // Its answer went through the same steps as any other: the expiry was read.
      expect(getSession().sessionExpires).not.toBe(before);
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('fails as any call does: a 401 ends the session', async () => {
    login();
    api.answer({ status: 401, body: { errors: ['Your session has ended'] } });
    await expect(sendRequestNow('property/1', { showErrorDialog: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(getSession().isAuthenticated).toBe(false);
  });
});

describe('trace headers', () => {
  beforeEach(() => api.answer({ body: {} }));
  afterEach(() => setTraceHeaders(null));
  const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';

  it('sends none while the page records no trace', async () => {
    await request('country-values');
    await sendRequestNow('country-values');
    expect(api.requests.map((r) => r.headers.traceparent)).toEqual([undefined, undefined]);
  });

  it('sends the page trace’s traceparent with every call once it records one', async () => {
    setTraceHeaders(() => ({ traceparent }));
    await request('country-values', { method: 'POST', data: { a: 1 } });
    await sendRequestNow('country-values');
    expect(api.requests.map((r) => r.headers.traceparent)).toEqual([traceparent, traceparent]);
  });
});
