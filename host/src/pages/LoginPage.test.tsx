// The API is a scripted server on 127.0.0.1 (real HTTP through the real client); the full
// behaviour against the real API server is covered by the Playwright suites.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureApi } from '@villa/shared/api';
import {
  getSession,
  readSessionFromStorage,
  useErrorDialogStore,
  useSessionStore,
} from '@villa/shared/store';
import { agentLogin } from '../testing/fixtures';
import { renderRoutes } from '../testing/renderRoutes';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { LoginPage } from './LoginPage';
import { providerContactOf } from '@villa/shared/contract';
import { testProviderDetails } from '@villa/shared/testing';
import { forgetProviderContact } from '../shell/useProviderContact';
import { installPortalRoutes } from '../testing/portalRoutes';

// The screens of every remote, as the page's boot data gives them.
installPortalRoutes();

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

function renderLogin(path = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <h1>Home page</h1> },
    ],
    path,
  );
}

async function logIn(email = 'agent@demo.test', password = 'Secret#123') {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

const TIMED_OUT =
  'You were inactive for a long period of time. For your security, we automatically logged you out. Changes that you made, but did not save, will have been lost.';
const FAILED = 'We could not log you in. Ensure your username and password are correct.';

describe('LoginPage messages', () => {
  it('welcomes a first-time visitor', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Agent log in' })).toBeInTheDocument();
    expect(screen.getByText('Welcome to Villa Portal')).toBeInTheDocument();
    expect(screen.queryByText('Logged out')).not.toBeInTheDocument();
  });

  it('shows the inactivity message after a time-out', () => {
    useSessionStore.setState({ wasAuthenticated: true, sessionTimedOut: true });
    renderLogin();
    expect(screen.getByText(TIMED_OUT)).toBeInTheDocument();
    expect(screen.queryByText('You have logged out.')).not.toBeInTheDocument();
  });

  it('shows "Logged out / You have logged out." after a manual logout', () => {
    useSessionStore.setState({ wasAuthenticated: true, sessionTimedOut: false });
    renderLogin();
    expect(screen.getByText('Logged out')).toBeInTheDocument();
    expect(screen.getByText('You have logged out.')).toBeInTheDocument();
    expect(screen.queryByText(TIMED_OUT)).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    // No log-in call (the page asks only for the provider's public contacts).
    expect(api.requests.filter((r) => r.url !== '/api/provider-contact')).toHaveLength(0);
  });

  it('lists the agent benefits and toggles the registration information', async () => {
    // The provider's e-mail comes from the public GET /api/provider-contact.
    forgetProviderContact();
    api.answer({ body: providerContactOf(testProviderDetails) });
    renderLogin();
    expect(screen.getByText('Commission on every booking')).toBeInTheDocument();
    expect(screen.getByText('Live pricing and availability')).toBeInTheDocument();
    // The support benefit names no days: the provider's own hours say which.
    expect(screen.queryByText(/seven days/i)).not.toBeInTheDocument();
    expect(
      await screen.findByText(testProviderDetails.supportHours, { selector: 'li span' }),
    ).toBeVisible();
    const toggle = screen.getByRole('button', { name: /More information/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByRole('link', { name: 'agents@villa-portal.test' })).toBeVisible();
    expect(api.requests.map((r) => r.url)).toContain('/api/provider-contact');
  });
});

describe('logging in', () => {
  it('stores the session with the user id and expiry headers, then goes home', async () => {
    api.answer({ headers: { 'x-user-id': '41', 'x-token-expiry': '1800' }, body: agentLogin });
    const router = renderLogin();
    await logIn();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/login',
      body: { email: 'agent@demo.test', password: 'Secret#123', user_type: 10 },
    });
    expect(getSession()).toMatchObject({ isAuthenticated: true, userId: 41, userRole: 'AGENT' });
    expect(localStorage.getItem('user-token')).toBe('agent-token');
    expect(localStorage.getItem('userId')).toBe('41');
    expect(localStorage.getItem('session-expires')).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  it('shows the failure, counts 401 attempts and opens no error dialog', async () => {
    api.answer({ status: 401, body: { errors: ['Invalid credentials'] } });
    renderLogin();
    await logIn();
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(screen.getByText(/Failed attempt 1\./)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(/Failed attempt 2\./)).toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
    expect(localStorage.getItem('user-token')).toBeNull();
    expect(getSession().isAuthenticated).toBe(false);
  });

  it("shows the server's text when logins are throttled (429)", async () => {
    api.answer({ status: 429, body: { errors: ['Too many attempts. Try again in 5 minutes.'] } });
    renderLogin();
    await logIn();
    expect(
      await screen.findByText('Too many attempts. Try again in 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Failed attempt/)).not.toBeInTheDocument();
  });

  const LOCKED =
    'Too many failed log in attempts. For your security, logging in has been blocked - please try again in 15 minutes.';
  const CODE_NOTE =
    "To log in now, enter your password and the log-in code we have e-mailed to the account's address.";

  it('shows the lock message alone, not beside the count of failed attempts', async () => {
    const wrong = { status: 401, body: { errors: [FAILED] } };
    api.answer(wrong, wrong, wrong, wrong, { status: 429, body: { errors: [LOCKED, CODE_NOTE] } });
    renderLogin();
    await logIn();
    for (let n = 2; n <= 5; n++) {
      // Each attempt once the one before has been answered.
      expect(await screen.findByText(new RegExp(`Failed attempt ${n - 1}\\.`))).toBeVisible();
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    }
    const alert = await screen.findByRole('alert');
    expect(await screen.findByText(LOCKED)).toBeVisible();
    expect(alert).toHaveTextContent(CODE_NOTE);
    expect(alert).not.toHaveTextContent(/Failed attempt/);
    expect(alert).not.toHaveTextContent(FAILED);
  });

  it('asks for the mailed code after a 429: a labelled field, focused, sent with the password', async () => {
    api.answer({ status: 429, body: { errors: [LOCKED, CODE_NOTE] } });
    renderLogin();
    expect(screen.queryByLabelText(/Log-in code/)).not.toBeInTheDocument();
    await logIn();
    const code = await screen.findByRole('textbox', { name: /Log-in code/ });
    expect(code).toHaveFocus();
    expect(code).toHaveAccessibleDescription(/We have e-mailed it to the account's address/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    // The field is required once asked for: nothing is sent without it.
    api.requests.length = 0;
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Log-in code is required')).toBeVisible();
    expect(api.requests.filter((r) => r.url === '/api/login')).toHaveLength(0);

    api.answer({ headers: { 'x-user-id': '41', 'x-token-expiry': '1800' }, body: agentLogin });
    await userEvent.type(code, '7kqm-3xpd');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/api/login')?.body).toEqual({
      email: 'agent@demo.test',
      password: 'Secret#123',
      user_type: 10,
      code: '7kqm-3xpd',
    });
  });

  it('shows a code that is not right at its field', async () => {
    const wrongCode =
      'This log-in code is not right, or it has expired. Please enter the code from the latest e-mail we have sent.';
    api.answer(
      { status: 429, body: { errors: [LOCKED, CODE_NOTE] } },
      { status: 422, body: { validationErrors: [{ field: 'code', error: wrongCode }] } },
    );
    renderLogin();
    await logIn();
    const code = await screen.findByRole('textbox', { name: /Log-in code/ });
    await userEvent.type(code, 'ABCD-EFGH');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(wrongCode)).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription(new RegExp(wrongCode.slice(0, 30)));
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });

  it('shows the failure message when the server breaks (500), without a dialog', async () => {
    api.answer({ status: 500, body: { errors: ['boom'] } });
    renderLogin();
    await logIn();
    expect(await screen.findByText(FAILED)).toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });
});

describe('forgot-password mode', () => {
  it('asks only for the email and links back', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('link', { name: 'Forgotten your password?' }));
    expect(screen.getByRole('heading', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Go back' }));
    expect(screen.getByRole('heading', { name: 'Agent log in' })).toBeInTheDocument();
  });

  it('says "Check your email" after the request succeeds', async () => {
    api.answer({ body: { sent: true } });
    renderLogin('/login?mode=forgot-password');
    await userEvent.type(screen.getByLabelText(/Email/), 'agent@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Check your email')).toBeInTheDocument();
    expect(api.requests[0]).toMatchObject({
      url: '/api/reset-password',
      body: { email: 'agent@demo.test' },
    });
  });

  it('says to try again in a few minutes when the request fails', async () => {
    api.answer({ status: 500, body: { errors: ['mail down'] } });
    renderLogin('/login?mode=forgot-password');
    await userEvent.type(screen.getByLabelText(/Email/), 'agent@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(
        'Oops! We tried to reset your password, but there was a problem. Try again in a few minutes.',
      ),
    ).toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });

  it('checks the email format before sending', async () => {
    renderLogin('/login?mode=forgot-password');
    await userEvent.type(screen.getByLabelText(/Email/), 'not-an-email');
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Reset password' })));
    expect(screen.getByText('Email must be a valid email address')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
