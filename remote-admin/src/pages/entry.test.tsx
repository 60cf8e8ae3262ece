import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSession, useErrorDialogStore, useSessionStore } from '@villa/shared/store';
import { fakeApiPerTest } from '@villa/shared/testing';
import { renderPage } from '../testing/renderPage';
import AgentSignupPage from './AgentSignupPage';
import CompleteSignupPage from './CompleteSignupPage';
import PasswordResetPage from './PasswordResetPage';
import YourAccountPage from './YourAccountPage';

const api = fakeApiPerTest(() => {
  useErrorDialogStore.setState({ queue: [] });
});

const INVITE_NOT_FOUND =
  'Sorry we are unable to locate your agent invite information, check with the organisation that sent you the invite, it may be that the invite invitation link has expired.';

describe('agent signup', () => {
  const at = '/admin/agent/signup/7/tok3n';
  const path = '/admin/agent/signup/:agentInviteId/:token';

  it('shows the invitation, creates the account and offers a sign-in link', async () => {
    const user = userEvent.setup();
    api.on('GET /agent/signup/7/tok3n', {
      body: {
        agentInvite: {
          email: 'amy@example.com',
          organisationName: 'Sunshine Travel Ltd',
          expires: '2026-12-01T00:00:00.000Z',
        },
      },
    });
    api.on('POST /agent/signup/7/tok3n', {
      status: 201,
      body: { signedUp: true, email: 'amy@example.com' },
    });
    renderPage(<AgentSignupPage />, { path, at });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your invitation');
    expect(
      await screen.findByText(/invited to join Sunshine Travel Ltd .* log in with amy@example.com/),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText(/^Title/), 'Ms');
    await user.type(screen.getByLabelText(/^Forename/), 'Amy');
    await user.type(screen.getByLabelText(/^Surname/), 'Reid');
    await user.type(screen.getByLabelText(/^Telephone/), '0131 496 0555');
    await user.type(screen.getByLabelText(/^Password/), 'Welcome#2026');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Welcome#2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));

    expect(await screen.findByText('Your account has been created')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    const post = api.requests.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'Ms',
      forename: 'Amy',
      surname: 'Reid',
      clientTelephone: '0131 496 0555',
      password: 'Welcome#2026',
      passwordConfirm: 'Welcome#2026',
    });
  });

  it('keeps the form closed until the rules pass', async () => {
    const user = userEvent.setup();
    api.on('GET /agent/signup/7/tok3n', {
      body: { agentInvite: { email: 'a@example.com', organisationName: 'X Ltd', expires: '' } },
    });
    renderPage(<AgentSignupPage />, { path, at });
    // Empty from the start, nothing is red yet; a press shows what needs fixing, then waits.
    const create = await screen.findByRole('button', { name: 'Create account' });
    expect(create).toBeEnabled();
    expect(
      screen.queryByText('Please fix the form errors above before submitting this form'),
    ).not.toBeInTheDocument();
    await user.click(create);
    expect(create).toBeDisabled();
    expect(
      screen.getByText('Please fix the form errors above before submitting this form'),
    ).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('says the invitation cannot be found for an unknown or expired link', async () => {
    api.on('GET /agent/signup/7/tok3n', { status: 404, body: { errors: [INVITE_NOT_FOUND] } });
    renderPage(<AgentSignupPage />, { path, at });
    expect(await screen.findByText(INVITE_NOT_FOUND)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create account' })).not.toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue).toHaveLength(0);
  });
});

describe('signup completion', () => {
  const info = {
    agent: {
      clientForename: 'Tom',
      clientSurname: 'Hughes',
      clientCompName: 'Sunshine Travel Solihull',
      email: 'newagent@demo.test',
    },
    address: {
      address1: '',
      address2: '',
      addTown: '',
      addCounty: '',
      addPostcode: '',
      addCountryId: null,
    },
  };

  beforeEach(() => {
    useSessionStore.setState({ accountSignupIncomplete: true });
  });

  it('saves the looked-up address, clears the marker and goes to the dashboard', async () => {
    const user = userEvent.setup();
    api.on('GET /agent/signup-complete', { body: info });
    api.on('GET /country-values', {
      body: { country: [{ value: 82, text: 'United Kingdom' }] },
    });
    api.on('GET /postcode-lookup', {
      body: {
        FullAddress: {
          Premises: ['1 Wellington Road', '3 Wellington Road'],
          Address2: 'Harborne',
          Town: 'Birmingham',
          County: 'West Midlands',
          Postcode: 'B17 9AA',
        },
      },
    });
    api.on('POST /agent/signup-complete', { body: { completed: true } });
    renderPage(<CompleteSignupPage />, {
      path: '/admin/agent/complete-signup',
      at: '/admin/agent/complete-signup',
    });
    expect(await screen.findByText(/Welcome, Tom/)).toBeInTheDocument();
    await screen.findByRole('option', { name: 'United Kingdom' });
    await user.type(screen.getByLabelText('Find the address by postcode'), 'B17 9AA{Enter}');
    await user.selectOptions(
      await screen.findByLabelText('Choose the address'),
      '3 Wellington Road',
    );
    await user.click(screen.getByRole('button', { name: 'Complete signup' }));

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      address: {
        address1: '3 Wellington Road',
        address2: 'Harborne',
        addTown: 'Birmingham',
        addCounty: 'West Midlands',
        addPostcode: 'B17 9AA',
        addCountryId: 82,
      },
    });
    expect(getSession().accountSignupIncomplete).toBe(false);
  });

  it('says so when there is nothing left to complete, and lifts the stale marker', async () => {
    api.on('GET /agent/signup-complete', { status: 404, body: { errors: ['x'] } });
    renderPage(<CompleteSignupPage />, {
      path: '/admin/agent/complete-signup',
      at: '/admin/agent/complete-signup',
    });
    expect(
      await screen.findByText(/Sorry we are unable to locate your agent information/),
    ).toBeInTheDocument();
    await waitFor(() => expect(getSession().accountSignupIncomplete).toBe(false));
  });
});

describe('password reset', () => {
  const path = '/admin/agent/password-reset/:apiUserId/:token/:apiUserPasswordResetId';
  const at = '/admin/agent/password-reset/4/abc/9';

  it('resets the password and offers the log-in link', async () => {
    const user = userEvent.setup();
    api.on('GET /reset-password/4/abc/9', { body: { passwordReset: { email: 'a@demo.test' } } });
    api.on('POST /reset-password/4/abc/9', { body: { reset: true } });
    renderPage(<PasswordResetPage />, { path, at });
    expect(await screen.findByText('Choose a new password for a@demo.test.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Fresh#2027');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh#2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('says the link has expired when it cannot be found', async () => {
    api.on('GET /reset-password/4/abc/9', { status: 404, body: { errors: ['x'] } });
    renderPage(<PasswordResetPage />, { path, at });
    expect(
      await screen.findByText(
        'Sorry we are unable to locate your details, it may be that the password reset link has expired.',
      ),
    ).toBeInTheDocument();
  });

  it('says the update failed when the link stops working before saving', async () => {
    const user = userEvent.setup();
    api.on('GET /reset-password/4/abc/9', { body: { passwordReset: { email: 'a@demo.test' } } });
    api.on('POST /reset-password/4/abc/9', { status: 404, body: { errors: ['x'] } });
    renderPage(<PasswordResetPage />, { path, at });
    await user.type(await screen.findByLabelText(/^Password/), 'Fresh#2027');
    await user.type(screen.getByLabelText(/^Confirm password/), 'Fresh#2027');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(
      await screen.findByText(
        'Sorry we are unable to update your password - please contact us for help',
      ),
    ).toBeInTheDocument();
  });
});

describe('change password', () => {
  const account = {
    agentAccountInfo: {
      clientTitle: 'Mrs',
      clientForename: 'Sarah',
      clientSurname: 'Mitchell',
      clientTelephone: '',
      clientMobile: '',
      clientEmail: 'agent@demo.test',
      address1: '',
      address2: '',
      addTown: '',
      addCounty: '',
      addPostcode: '',
      countryName: '',
      clientCompName: '',
      organisation: { clientCompName: '' },
    },
  };

  const fill = async (user: ReturnType<typeof userEvent.setup>, current: string) => {
    await user.type(screen.getByLabelText(/^Current password/), current);
    await user.type(screen.getByLabelText(/^New password/), 'Better#2027');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Better#2027');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('sends password and newPassword, then shows the message with a log-in link', async () => {
    const user = userEvent.setup();
    api.on('GET /agent/account-info', { body: account });
    api.on('POST /agent/change-password', { body: { changed: true } });
    renderPage(<YourAccountPage />);
    await fill(user, 'Agent#2026');
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'POST')!.body).toEqual({
      password: 'Agent#2026',
      newPassword: 'Better#2027',
    });
    expect(screen.getByRole('link', { name: 'Log in with your new password' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('shows a wrong current password beside the field and in the dialog', async () => {
    const user = userEvent.setup();
    api.on('GET /agent/account-info', { body: account });
    api.on('POST /agent/change-password', {
      status: 422,
      body: {
        validationErrors: [
          { field: 'password', error: 'The current password you entered is not correct' },
        ],
      },
    });
    renderPage(<YourAccountPage />);
    await fill(user, 'Wrong#2026');
    expect(
      await screen.findByText('The current password you entered is not correct'),
    ).toBeInTheDocument();
    expect(useErrorDialogStore.getState().queue[0]).toEqual({
      title: 'The following form fields contain errors',
      items: ['The current password you entered is not correct'],
    });
    expect(screen.queryByText('Your password has been changed')).not.toBeInTheDocument();
  });
});
