import { waitFor } from '@testing-library/react';
import { endpoints } from '@villa/shared/contract';
import type { BootManifest } from '@villa/shared/routes';
import { getSession, readSessionFromStorage, useSessionStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { agentLogin } from '../testing/fixtures';
import { portalManifests } from '../testing/portalRoutes';
import { startOpeningScreen } from './openingScreenData';
import { installRemoteRoutes } from './routeTable';

const api = fakeApiPerTest();

/** The villa remote's manifest as the server writes it into the page (the call's path added). */
function installWithVillaCall() {
  const manifests = portalManifests();
  const villa = manifests.villa as BootManifest;
  villa.routes.villa.data = [
    { ...villa.routes.villa.data![0], method: 'GET', path: endpoints.villa.detail.path },
  ];
  installRemoteRoutes(manifests);
}

function logInAs(role: 'AGENT' | 'ACCOUNTS') {
  getSession().login({ ...agentLogin, userRole: role }, 7, 'someone@demo.test', 3600);
}

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
  installWithVillaCall();
  api.on('GET /property/12', { body: { name: 'Villa Twelve' } });
  api.on('GET /property/13', { body: { name: 'Villa Thirteen' } });
});

describe('the data of the screen the page opens on', () => {
  it('is asked for before the first render when the guard will show the screen', async () => {
    logInAs('AGENT');
    startOpeningScreen({ pathname: '/villa/12', search: '?arrival=2027-03-01&nights=7' });
    await waitFor(() => expect(api.requests.map((r) => r.path)).toEqual(['/property/12']));
    expect(api.requests[0].query.get('nights')).toBe('7');
  });

  it('is not asked for when the guard will send the visitor elsewhere, or for a host screen', async () => {
    startOpeningScreen({ pathname: '/villa/13', search: '' }); // logged out: to /login
    logInAs('ACCOUNTS');
    startOpeningScreen({ pathname: '/villa/13', search: '' }); // not an agent: access denied
    startOpeningScreen({ pathname: '/login', search: '' });
    startOpeningScreen({ pathname: '/villa/13/', search: '' }); // not a screen
    // The same screen for an agent is asked for: nothing else was.
    logInAs('AGENT');
    startOpeningScreen({ pathname: '/villa/13', search: '' });
    await waitFor(() => expect(api.requests.map((r) => r.path)).toEqual(['/property/13']));
  });
});
