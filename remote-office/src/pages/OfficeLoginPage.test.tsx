import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, readSessionFromStorage, useSessionStore } from '@villa/shared/store';
import type { ServerConfig } from '@villa/shared/contract';
import { fakeApiPerTest, testProviderDetails, type FakeRequest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import OfficeLoginPage from './OfficeLoginPage';

const api = fakeApiPerTest(() => {
  localStorage.clear();
  useSessionStore.setState(readSessionFromStorage());
});

const LOGIN_FAILED = 'We could not log you in. Ensure your username and password are correct.';
const CODE_REFUSED =
  'The code is not right, or it was used already. Enter the current code from your authenticator app, or one of your recovery codes.';
const LOCKED =
  'Too many failed log in attempts. For your security, logging in has been blocked - please try again in 15 minutes.';

const config: ServerConfig = {
  companyDisplayName: 'Villa Portal',
  searchDates: { earliest: { amount: 1, unit: 'days' }, latest: { amount: 2, unit: 'years' } },
  nights_bookable: { min: 3, max: 28 },
  bookingWindow: { today: '2026-11-23', firstArrival: '2026-11-24', lastArrival: '2028-11-23' },
  provider: testProviderDetails,
};
const session = (extra: object = {}) => ({
  token: 'staff-token',
  userRole: 'STAFF',
  config,
  accountSignupIncomplete: false,
  ...extra,
});
const enrolment = {
  enrolment: {
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    otpauthUri:
      'otpauth://totp/Villa%20Portal:new@demo.test?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    issuer: 'Villa Portal office',
    account: 'new@demo.test',
  },
};
const RECOVERY = 'abcdefghjk'.split('').map((letter) => `${letter}bcde-23456`);

const renderLogin = () =>
  renderPage(<OfficeLoginPage />, { path: '/office/login', at: '/office/login' });

const codeField = () => screen.getByRole('textbox', { name: /^Code/ });

async function signIn(code: string, email = 'staff@demo.test', password = 'Staff#2026') {
  await userEvent.type(screen.getByLabelText(/Email/), email);
  await userEvent.type(screen.getByLabelText(/Password/), password);
  if (code) await userEvent.type(codeField(), code);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

const logins = () => api.requests.filter((r: FakeRequest) => r.path === '/office/login');

describe('the office sign-in', () => {
  it('asks for e-mail, password and code, in labelled fields the browser can fill', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Office sign in', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAccessibleDescription(/6-digit code from your authenticator app/);
    expect(screen.getByRole('link', { name: 'Travel agents log in here' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('asks for the e-mail and password before calling the server', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(logins()).toHaveLength(0);
  });

  it('refuses a code that is neither 6 digits nor a recovery code, at the field', async () => {
    renderLogin();
    await signIn('12345');
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveAccessibleDescription(
      /Enter the 6-digit code from your authenticator app, or a recovery code/,
    );
    expect(logins()).toHaveLength(0);
  });

  it('signs in with the code, opens the staff session and goes to /office', async () => {
    let release!: () => void;
    api.on('POST /office/login', {
      body: session(),
      after: new Promise<void>((resolve) => (release = resolve)),
    });
    renderLogin();
    await signIn('123 456');
    // While the server answers: the button says so and cannot be pressed twice.
    expect(await screen.findByRole('button', { name: 'Signing in…' })).toBeDisabled();
    release();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(logins()[0].body).toEqual({
      email: 'staff@demo.test',
      password: 'Staff#2026',
      code: '123 456',
    });
    expect(getSession()).toMatchObject({
      isAuthenticated: true,
      userRole: 'STAFF',
      email: 'staff@demo.test',
    });
    expect(localStorage.getItem('user-token')).toBe('staff-token');
  });

  it('takes a recovery code in place of the app’s code', async () => {
    api.on('POST /office/login', { body: session({ userRole: 'ADMIN' }) });
    renderLogin();
    await signIn('ABCDE-23456', 'admin@demo.test', 'Admin#2026');
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(logins()[0].body).toMatchObject({ code: 'ABCDE-23456' });
    expect(getSession().userRole).toBe('ADMIN');
  });

  it('says a wrong code at the code field, puts the cursor there, and keeps no session', async () => {
    api.on('POST /office/login', { status: 401, body: { errors: [CODE_REFUSED] } });
    renderLogin();
    await signIn('000000');
    await waitFor(() => expect(codeField()).toHaveAttribute('aria-invalid', 'true'));
    expect(codeField()).toHaveAccessibleDescription(new RegExp(CODE_REFUSED.slice(0, 40)));
    expect(codeField()).toHaveFocus();
    expect(screen.queryByText(LOGIN_FAILED)).not.toBeInTheDocument();
    // The password stays, so the next code is all there is to type.
    expect(screen.getByLabelText(/Password/)).toHaveValue('Staff#2026');
    expect(getSession().isAuthenticated).toBe(false);
    expect(localStorage.getItem('user-token')).toBeNull();
  });

  it("says a wrong password, or an account that is not the office's, with the log-in failure message", async () => {
    api.on('POST /office/login', { status: 401, body: { errors: [LOGIN_FAILED] } });
    renderLogin();
    await signIn('123456', 'agent@demo.test', 'Agent#2026');
    const alert = await screen.findByText(LOGIN_FAILED);
    expect(alert.closest('[role="alert"], [aria-live]')).not.toBeNull();
    expect(screen.getByRole('heading', { name: 'Office sign in' })).toHaveFocus();
    expect(codeField()).not.toHaveAttribute('aria-invalid');
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('says when signing in is blocked after too many attempts', async () => {
    api.on('POST /office/login', { status: 429, body: { errors: [LOCKED] } });
    renderLogin();
    await signIn('123456');
    expect(await screen.findByText(LOCKED)).toBeInTheDocument();
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('says when the server cannot be reached or answers nonsense', async () => {
    api.on('POST /office/login', { status: 500, body: { errors: ['boom'] } });
    renderLogin();
    await signIn('123456');
    expect(
      await screen.findByText('We could not sign you in. Please try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
  });
});

describe('the first sign-in of a staff account without an authenticator', () => {
  /** First the enrolment, then the codes' answer (or what `confirm` gives). */
  function enrolThen(confirm: (request: FakeRequest) => { status?: number; body: unknown }) {
    api.on('POST /office/login', (request) =>
      (request.body as { code: string }).code === '' ? { body: enrolment } : confirm(request),
    );
  }

  it('shows the QR code and the key as text, and confirms with the app’s first code', async () => {
    enrolThen(() => ({ body: session({ recoveryCodes: RECOVERY }) }));
    renderLogin();
    await signIn('', 'new@demo.test', 'New#20262026');

    const heading = await screen.findByRole('heading', { name: 'Set up your authenticator app' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByRole('img', { name: 'QR code to add new@demo.test to an authenticator app' }),
    ).toHaveAttribute('src', enrolment.enrolment.qrCode);
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByText('Villa Portal office')).toBeInTheDocument();

    const code = screen.getByRole('textbox', { name: /Code from your app/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(screen.getByText('Enter the 6-digit code your app shows')).toBeInTheDocument();
    expect(logins()).toHaveLength(1);

    await userEvent.type(code, '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByRole('heading', { name: 'Save your recovery codes' })).toHaveFocus();
    expect(logins()[1].body).toEqual({
      email: 'new@demo.test',
      password: 'New#20262026',
      code: '654321',
    });

    // The ten codes, once; the session waits until they are saved.
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(RECOVERY);
    expect(getSession().isAuthenticated).toBe(false);
    const go = screen.getByRole('button', { name: 'Continue to the office' });
    expect(go).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I have saved these codes' }));
    await userEvent.click(go);
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(getSession()).toMatchObject({ isAuthenticated: true, userRole: 'STAFF' });
  });

  it('says a wrong first code at the field and puts the cursor back there', async () => {
    enrolThen(() => ({ status: 401, body: { errors: [CODE_REFUSED] } }));
    renderLogin();
    await signIn('', 'new@demo.test', 'New#20262026');
    const code = await screen.findByRole('textbox', { name: /Code from your app/ });
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription(new RegExp(CODE_REFUSED.slice(0, 40)));
    expect(code).toHaveFocus();
    // Still enrolling: the QR code stays.
    expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();
    expect(getSession().isAuthenticated).toBe(false);
  });

  it('goes back to the first step with the lock message when signing in is blocked', async () => {
    enrolThen(() => ({ status: 429, body: { errors: [LOCKED] } }));
    renderLogin();
    await signIn('', 'new@demo.test', 'New#20262026');
    await userEvent.type(
      await screen.findByRole('textbox', { name: /Code from your app/ }),
      '111111',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and sign in' }));
    expect(await screen.findByText(LOCKED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Office sign in' })).toHaveFocus();
    // The e-mail is kept, the password is not.
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@demo.test');
    expect(screen.getByLabelText(/Password/)).toHaveValue('');
  });

  it('can start again from the first step', async () => {
    enrolThen(() => ({ body: session() }));
    renderLogin();
    await signIn('', 'new@demo.test', 'New#20262026');
    await userEvent.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Office sign in' })).toHaveFocus();
    expect(screen.getByLabelText(/Email/)).toHaveValue('new@demo.test');
  });
});
