import { STORAGE_KEYS } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { apiUrl } from './client';
import { endOpeningCalls, sendOpeningCalls, takeOpeningCall } from './openingCalls';

const api = fakeApiPerTest(() => {
  localStorage.clear();
  endOpeningCalls();
});

const villa = () => apiUrl('property/7?arrival=2027-03-01');
const asAgent = { Authorization: 'Bearer tok-1' };

describe("the opening screen's calls the page sends", () => {
  it('are sent as the stored caller and taken once, by a call of the same URL and caller', async () => {
    api.on('GET /property/7', { body: { name: 'Villa Seven' } });
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    sendOpeningCalls([villa()]);

    const answer = takeOpeningCall(villa(), asAgent);
    expect(answer).toBeDefined();
    expect(await (await answer!).json()).toEqual({ name: 'Villa Seven' });
    expect(takeOpeningCall(villa(), asAgent)).toBeUndefined();
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0].headers.authorization).toBe('Bearer tok-1');
    expect(api.requests[0].query.get('arrival')).toBe('2027-03-01');
  });

  it("carry the administrator's id while impersonating", async () => {
    api.on('GET /property/7', { body: {} });
    localStorage.setItem(STORAGE_KEYS.token, 'imp-2');
    localStorage.setItem(STORAGE_KEYS.isImpersonating, 'true');
    localStorage.setItem(STORAGE_KEYS.userAdminId, '7');
    sendOpeningCalls([villa()]);
    await takeOpeningCall(villa(), { Authorization: 'Bearer imp-2' });
    expect(api.requests[0].headers['x-admin-user-id']).toBe('7');
  });

  it('are not sent when nobody is logged in', async () => {
    sendOpeningCalls([villa()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(api.requests).toHaveLength(0);
    expect(takeOpeningCall(villa(), {})).toBeUndefined();
  });

  it('are not taken by another caller, another URL, or after the opening has ended', async () => {
    api.on('GET /property/7', { body: {} });
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    sendOpeningCalls([villa()]);
    expect(takeOpeningCall(apiUrl('property/7'), asAgent)).toBeUndefined();
    expect(takeOpeningCall(villa(), { Authorization: 'Bearer someone-else' })).toBeUndefined();

    sendOpeningCalls([villa()]);
    endOpeningCalls();
    expect(takeOpeningCall(villa(), asAgent)).toBeUndefined();
  });
});
