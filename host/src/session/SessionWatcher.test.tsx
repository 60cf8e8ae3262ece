import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import moment from 'moment';
import { configureApi } from '@villa/shared/api';
import { getSession, readSessionFromStorage, useSessionStore } from '@villa/shared/store';
import { agentLogin } from '../testing/fixtures';
import { renderRoutes } from '../testing/renderRoutes';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { SessionWatcher } from './SessionWatcher';
import { installPortalRoutes } from '../testing/portalRoutes';

// The screens of every remote, as the page's boot data gives them.
installPortalRoutes();

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());

const at = (secondsFromNow: number) =>
  moment().add(secondsFromNow, 'seconds').format('YYYY-MM-DD HH:mm:ss');

beforeEach(() => {
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
  getSession().login(agentLogin, 7, 'agent@demo.test', 3600);
});

function renderWatcher(enabled = true) {
  return renderRoutes(
    [
      { path: '/villas', element: <SessionWatcher enabled={enabled} /> },
      { path: '/login', element: <p>Login page</p> },
    ],
    '/villas',
  );
}

describe('SessionWatcher', () => {
  it('stays quiet before the warning time', () => {
    renderWatcher();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens "Are you still there?" with a countdown and a progress bar at the warning time', () => {
    useSessionStore.setState({ logoutWarningOpens: at(-1), sessionExpires: at(45) });
    renderWatcher();
    expect(screen.getByRole('alertdialog', { name: 'Are you still there?' })).toBeInTheDocument();
    expect(screen.getByText(/^00:4[45]$/)).toBeInTheDocument();
    const bar = screen.getByRole('progressbar');
    expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(40);
    expect(bar).toHaveAttribute('aria-valuemax', '60');
  });

  it('is not run on routes that skip the session check', () => {
    useSessionStore.setState({ logoutWarningOpens: at(-1), sessionExpires: at(45) });
    renderWatcher(false);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('"Keep me logged in" renews the session through the expiry header and closes', async () => {
    api.answer({ headers: { 'x-token-expiry': '3600' }, body: { extended: true } });
    useSessionStore.setState({ logoutWarningOpens: at(-1), sessionExpires: at(45) });
    renderWatcher();
    await userEvent.click(screen.getByRole('button', { name: 'Keep me logged in' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.at(-1)).toMatchObject({ method: 'GET', url: '/api/extend-session' });
    expect(
      moment(getSession().sessionExpires, 'YYYY-MM-DD HH:mm:ss').diff(moment(), 'minutes'),
    ).toBe(59);
  });

  it('Esc also renews the session', async () => {
    api.answer({ headers: { 'x-token-expiry': '3600' }, body: { extended: true } });
    api.requests.length = 0;
    useSessionStore.setState({ logoutWarningOpens: at(-1), sessionExpires: at(45) });
    renderWatcher();
    await userEvent.keyboard('{Escape}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(api.requests.map((request) => request.url)).toEqual(['/api/extend-session']);
  });

  /** The POST /api/logout calls the loopback API received, with the token each carried. */
  const logoutCalls = () =>
    api.requests
      .filter((r) => r.url === '/api/logout')
      .map((r) => ({ method: r.method, authorization: r.headers.authorization }));

  it('"Log out" ends the session on the server (not a time-out) and goes to /login', async () => {
    api.requests.length = 0;
    const token = getSession().token;
    useSessionStore.setState({ logoutWarningOpens: at(-1), sessionExpires: at(45) });
    const router = renderWatcher();
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toMatchObject({ isAuthenticated: false, sessionTimedOut: false });
    await waitFor(() =>
      expect(logoutCalls()).toEqual([{ method: 'POST', authorization: `Bearer ${token}` }]),
    );
  });

  it('logs out with the timed-out flag once the expiry passes, ending it on the server', async () => {
    api.requests.length = 0;
    const token = getSession().token;
    // Two seconds, not one: the stored time drops the milliseconds, so one could be almost none.
    useSessionStore.setState({ logoutWarningOpens: at(-58), sessionExpires: at(2) });
    const router = renderWatcher();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await screen.findByText('Login page', undefined, { timeout: 3000 });
    expect(router.state.location.pathname).toBe('/login');
    expect(getSession()).toMatchObject({ isAuthenticated: false, sessionTimedOut: true });
    expect(localStorage.getItem('user-token')).toBeNull();
    await waitFor(() =>
      expect(logoutCalls()).toEqual([{ method: 'POST', authorization: `Bearer ${token}` }]),
    );
  });
});
