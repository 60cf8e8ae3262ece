import { WCAG_21_AA, axeViolations } from '../support/axe';
import { mainServer, users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { needsLocalPortal } from '../support/local';
import { closedPort } from '../support/servers';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';

/*
 * The provider's office (remote-office): staff sign in at /office/login with e-mail, password
 * and their authenticator's code, and the roles stay apart: staff are refused the agents' log-in
 * and routes, agents the office's. The enrolment of a new authenticator is covered by the API's
 * suite (api/test/office/signIn.test.ts) and the sign-in's component tests: no command makes a
 * staff account without one for a browser run.
 */

const { baseURL } = mainServer;
const { staff, admin } = staffUsers;
const LOGIN_FAILED = 'We could not log you in. Ensure your username and password are correct.';
const CODE_REFUSED = 'The code is not right, or it was used already.';

test.describe('the office', () => {
  test(
    'staff sign in with their code, land on /office with the office menu, and sign out',
    { tag: ['@office', '@smoke'] },
    async ({ page, shell, snap }) => {
      const signIn = new OfficeSignInPage(page);
      await signIn.goto();
      await expect(page).toHaveTitle('Villa Portal / Office sign in');
      await expect(signIn.code).toHaveAttribute('autocomplete', 'one-time-code');
      expect(await axeViolations(page, WCAG_21_AA)).toEqual([]);
      await snap('office-sign-in');

      await signIn.signInAs(staff);

      await expect(page).toHaveURL(`${baseURL}/office`);
      await expect(page).toHaveTitle('Villa Portal / Office');
      await expect(shell.heading('The office')).toBeVisible();
      const menu = page.getByRole('navigation', { name: 'Office' });
      await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // The agents' menu is not theirs.
      await expect(shell.mainNav).toHaveCount(0);
      const who = page.getByRole('region', { name: 'Signed in' });
      await expect(who).toContainText(staff.email);
      await expect(who).toContainText('Office staff');
      await expect(page.getByRole('region', { name: 'Your account’s history' })).not.toContainText(
        'Loading',
      );
      expect(await axeViolations(page, WCAG_21_AA)).toEqual([]);
      await snap('office-dashboard');

      // An agents' screen refuses staff as the specification refuses a wrong role.
      await page.goto('/villas');
      await expect(page).toHaveURL(`${baseURL}/?rolestatus=invalid`);
      await expect(page.getByRole('alert')).toContainText(
        'You do not have access to visit the requested url',
      );

      await page.goto('/office');
      await shell.logOutLink.click();
      await expect(page).toHaveURL(`${baseURL}/office/login`);
      await expect(page.getByText('You have signed out of the office.')).toBeVisible();
      // Signed out for good: /office asks for the sign-in again.
      await page.goto('/office');
      await expect(page).toHaveURL(`${baseURL}/office/login`);
    },
  );

  test(
    'a wrong code is said at the code field, a wrong password with the log-in failure message',
    { tag: ['@office'] },
    async ({ page, snap }) => {
      const signIn = new OfficeSignInPage(page);
      await signIn.goto();

      await signIn.signIn(admin.email, admin.password, '000000');
      await expect(signIn.code).toHaveAttribute('aria-invalid', 'true');
      await expect(signIn.code).toHaveAccessibleDescription(new RegExp(CODE_REFUSED));
      await expect(signIn.code).toBeFocused();
      await expect(page).toHaveURL(`${baseURL}/office/login`);
      expect(await axeViolations(page, WCAG_21_AA)).toEqual([]);
      await snap('office-sign-in-wrong-code');

      await signIn.password.fill('Not-the-password#1');
      await signIn.code.fill('123456');
      await signIn.submit.click();
      await expect(page.getByRole('alert')).toContainText(LOGIN_FAILED);
      await expect(signIn.heading).toBeFocused();

      // An agent's account is not the office's: the same message.
      await signIn.signIn(users.agent.email, users.agent.password, '123456');
      await expect(page.getByRole('alert')).toContainText(LOGIN_FAILED);

      // The right code then signs in (and clears the failed attempts).
      await signIn.signInAs(admin);
      await expect(page).toHaveURL(`${baseURL}/office`);
      await expect(page.getByRole('region', { name: 'Signed in' })).toContainText('Administrator');
    },
  );

  test(
    "the agents' log-in refuses staff with the specification's failure message",
    { tag: ['@office', '@shell'] },
    async ({ page, loginPage, shell }) => {
      await loginPage.goto();
      await loginPage.logIn(staff.email, staff.password);
      await expect(page.getByRole('alert')).toContainText(LOGIN_FAILED);
      await expect(page).toHaveURL(`${baseURL}/login`);
      await expect(shell.logOutLink).toHaveCount(0);
    },
  );

  test(
    'an agent opening the office is sent to /?rolestatus=invalid',
    { tag: ['@office', '@shell'] },
    async ({ page, agentPage }) => {
      await agentPage.goto('/office');
      await expect(page).toHaveURL(`${baseURL}/?rolestatus=invalid`);
      await expect(page.getByRole('alert')).toContainText(
        'You do not have access to visit the requested url',
      );
      // The office's sign-in page sends a signed-in agent home.
      await page.goto('/office/login');
      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(page.getByRole('navigation', { name: 'Office' })).toHaveCount(0);
    },
  );

  test(
    'the inactivity dialog works for staff as for agents, and logs out to the office sign-in',
    { tag: ['@office', '@shell'] },
    async ({ page, shell }) => {
      await page.clock.install();
      const signIn = new OfficeSignInPage(page);
      await signIn.goto();
      await signIn.signInAs(admin);
      await expect(page).toHaveURL(`${baseURL}/office`);
      // The page's own calls answered first: an answer renews the session's times, as any does.
      await expect(page.getByRole('region', { name: 'Your account’s history' })).not.toContainText(
        'Loading',
      );
      await expect(page.getByRole('region', { name: 'Signed in' })).toContainText(admin.email);

      const untilWarning = await page.evaluate(() => {
        const stored = localStorage.getItem('logout-warning-opens');
        if (!stored) throw new Error('logout-warning-opens is not stored');
        return new Date(stored.replace(' ', 'T')).getTime() - Date.now();
      });
      await page.clock.fastForward(untilWarning + 1_000);
      await expect(shell.inactivityDialog).toBeVisible();
      await shell.dialogLogOut.click();

      await expect(page).toHaveURL(`${baseURL}/office/login`);
      await expect(page.getByText('You have signed out of the office.')).toBeVisible();
    },
  );

  test(
    'the office remote down takes down only the office: its sign-in says so, the agents log in',
    { tag: ['@office', '@shell'] },
    async ({ page, remotes, shell, logInAs }) => {
      needsLocalPortal('rewrites remotes.json');
      remotes.point('office', `http://127.0.0.1:${await closedPort()}/mf-manifest.json`);
      await page.goto('/office/login');
      await expect(shell.unavailablePanel).toBeVisible();
      await logInAs('agent');
      await expect(shell.heading(/Welcome back/)).toBeVisible();
    },
  );
});
