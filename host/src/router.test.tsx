// Node's fetch and TextEncoder for the jsdom realm (react-router and ky need them).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@villa/shared/api';
import { getSession, readSessionFromStorage, useSessionStore } from '@villa/shared/store';
import { startLoopbackApi } from '@villa/shared/testing';
import { appRoutes } from './router';
import { renderRoutes } from './testing/renderRoutes';
import { forgetImpersonationExchanges } from './pages/impersonation';
import { agentLogin, impersonationPayload } from './testing/fixtures';
import { installPortalRoutes } from './testing/portalRoutes';

// The screens of every remote, as the page's boot data gives them.
installPortalRoutes();

// jsdom does not scroll; the ScrollManager's calls are recorded instead.
const scrollTo = jest.fn();
const consoleError = console.error;
beforeAll(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
  // Remote sections cannot load in jsdom (no federation): their expected failure is not news.
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].endsWith('section could not be loaded')) return;
    consoleError(...args);
  });
});
afterAll(() => jest.restoreAllMocks());

beforeEach(() => {
  scrollTo.mockClear();
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
});

function renderAt(path: string) {
  return renderRoutes(appRoutes(), path);
}

function logInAs(
  role: 'AGENT' | 'ORGANISATION' | 'ACCOUNTS',
  extra: { incomplete?: boolean } = {},
) {
  getSession().login(
    { ...agentLogin, userRole: role, accountSignupIncomplete: Boolean(extra.incomplete) },
    7,
    'someone@demo.test',
    3600,
  );
}

describe('the shell router', () => {
  it('sends a visitor without a token from a protected page to /login', async () => {
    const router = renderAt('/villas');
    expect(await screen.findByRole('heading', { name: 'Agent log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(document.title).toBe('Villa Portal / Log in');
  });

  it('shows Oops / Page not found for unknown paths and for a trailing slash', async () => {
    logInAs('AGENT');
    renderAt('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Villa Portal / Page not found');
  });

  it('treats /login/ as not found (strict trailing slash)', async () => {
    renderAt('/login/');
    expect(await screen.findByRole('heading', { name: 'Oops' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Agent log in' })).not.toBeInTheDocument();
  });

  it('sends a logged-in user from /login to home', async () => {
    logInAs('AGENT');
    const router = renderAt('/login');
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(document.title).toBe('Villa Portal / Home');
  });

  it('sends a role that is not listed to /?rolestatus=invalid with the alert', async () => {
    logInAs('ORGANISATION');
    const router = renderAt('/villas');
    expect(
      await screen.findByText('You do not have access to visit the requested url'),
    ).toBeInTheDocument();
    expect(screen.getByText('Oh dear...')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?rolestatus=invalid');
  });

  it('guards the redirect paths too', async () => {
    logInAs('ACCOUNTS');
    const router = renderAt('/admin/agent');
    await screen.findByText('You do not have access to visit the requested url');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows the header, the agent view switch and the main navigation to an agent', async () => {
    logInAs('AGENT');
    renderAt('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.getByText('by Sunshine Travel')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Search Properties',
      'Optional Extras',
      'Communities',
      'About Florida',
      'Agent Admin',
      'Log out',
    ]);
    const agentView = screen.getByRole('switch', { name: /Agent view/ });
    expect(agentView).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(agentView);
    expect(agentView).toHaveAttribute('aria-checked', 'true');
    expect(localStorage.getItem('agent-view')).toBe('true');
  });

  it('gives ACCOUNTS users no main navigation and no agent view switch', async () => {
    logInAs('ACCOUNTS');
    renderAt('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Accounts Dashboard Open your dashboard.' }),
    ).toHaveAttribute('href', '/admin/accounts/dashboard');
  });

  it('logs out from the header: ends the session on the server, clears it and says so', async () => {
    const api = await startLoopbackApi();
    configureApi({ baseUrl: api.baseUrl });
    try {
      logInAs('AGENT');
      const token = getSession().token;
      const router = renderAt('/');
      await screen.findByRole('heading', { name: /Welcome back/ });
      await userEvent.click(
        within(screen.getByRole('banner')).getByRole('link', { name: 'Log out' }),
      );
      expect(await screen.findByText('You have logged out.')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(localStorage.length).toBe(0);
      await waitFor(() =>
        expect(
          api.requests
            .filter((r) => r.url === '/api/logout')
            .map((r) => [r.method, r.headers.authorization]),
        ).toEqual([['POST', `Bearer ${token}`]]),
      );
    } finally {
      await api.close();
    }
  });

  it('sends a session logged out elsewhere (another tab, a 401) to /login', async () => {
    logInAs('AGENT');
    const router = renderAt('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    act(() => getSession().logout({ timedOut: true }));
    expect(
      await screen.findByText(/You were inactive for a long period of time/),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an account with an incomplete signup to complete-signup', async () => {
    logInAs('AGENT', { incomplete: true });
    const router = renderAt('/');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/agent/complete-signup'),
    );
    // The signup route hides the navigation.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it.each(['/no-such-page', '/villas/'])(
    'sends an account with an incomplete signup to complete-signup from %s too',
    async (path) => {
      logInAs('AGENT', { incomplete: true });
      const router = renderAt(path);
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/admin/agent/complete-signup'),
      );
      expect(screen.queryByRole('heading', { name: 'Page not found' })).not.toBeInTheDocument();
    },
  );

  it('re-establishes a login whose token is in storage but not in the state', async () => {
    logInAs('AGENT');
    useSessionStore.setState({ isAuthenticated: false, token: null });
    renderAt('/');
    expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
    expect(getSession().isAuthenticated).toBe(true);
  });
});

describe('impersonation', () => {
  afterEach(() => forgetImpersonationExchanges());

  it("exchanges the link's code on the server, logs in as the user it names, goes home with a badge", async () => {
    const api = await startLoopbackApi();
    configureApi({ baseUrl: api.baseUrl });
    try {
      api.answer({ status: 200, body: impersonationPayload });
      const router = renderAt('/admin/impersonate?data=one-time-code');
      expect(await screen.findByRole('heading', { name: /Welcome back/ })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByText('Impersonating')).toBeInTheDocument();
      expect(screen.getByText(/by Zoë’s Travel/)).toBeInTheDocument();
      expect(localStorage.getItem('isImpersonating')).toBe('true');
      expect(localStorage.getItem('userAdminId')).toBe('1');
      // One exchange of the code, even under StrictMode's double effect.
      const exchanges = api.requests.filter((r) => r.url === '/api/impersonation');
      expect(exchanges).toHaveLength(1);
      expect(exchanges[0]).toMatchObject({ method: 'POST', body: { data: 'one-time-code' } });
    } finally {
      await api.close();
    }
  });

  it('fails on a code the server refuses (used, expired or made by hand)', async () => {
    const api = await startLoopbackApi();
    configureApi({ baseUrl: api.baseUrl });
    try {
      logInAs('AGENT');
      api.answer({ status: 401, body: { errors: ['This impersonation link cannot be used'] } });
      const router = renderAt('/admin/impersonate?data=used-code');
      expect(await screen.findByText('Impersonation failed')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/admin/impersonate');
      expect(screen.queryByText('Impersonating')).not.toBeInTheDocument();
      expect(localStorage.getItem('user-token')).toBeNull();
      expect(getSession().isAuthenticated).toBe(false);
    } finally {
      await api.close();
    }
  });

  it('fails on an answer that is not a session, whatever the status', async () => {
    const api = await startLoopbackApi();
    configureApi({ baseUrl: api.baseUrl });
    try {
      api.answer({ status: 200, body: { token: 'x', userRole: 'ADMIN' } });
      renderAt('/admin/impersonate?data=odd-answer');
      expect(await screen.findByText('Impersonation failed')).toBeInTheDocument();
      expect(localStorage.getItem('user-token')).toBeNull();
    } finally {
      await api.close();
    }
  });

  it('fails without data, logs out and advises contacting the administrator', async () => {
    logInAs('AGENT');
    renderAt('/admin/impersonate');
    expect(await screen.findByText('Impersonation failed')).toBeInTheDocument();
    expect(screen.getByText(/contact the system administrator/)).toBeInTheDocument();
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
  });
});

describe('scrolling', () => {
  it('scrolls to the top on navigation, but not between two optional-extras steps', async () => {
    logInAs('AGENT');
    const router = renderAt('/');
    await screen.findByRole('heading', { name: /Welcome back/ });
    scrollTo.mockClear();
    await act(() => router.navigate('/no-such-page'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    await act(() => router.navigate('/optional-extras'));
    scrollTo.mockClear();
    await act(() => router.navigate('/checkout/all/optional-extras'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
