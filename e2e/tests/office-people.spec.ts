import type { Browser, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { axeViolations } from '../support/axe';
import { users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { needsLocalPortal } from '../support/local';
import { listMail, waitForMail } from '../support/mailbox';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';

/*
 * The office's people (issue 46): an agent invited from the office signs up through the mailed
 * link and is stopped from the office while their portal is open; an administrator
 * impersonates an agent; a staff member invited from the office sets a password and enrols an
 * authenticator at the first sign-in.
 */

const seenMail = () => new Set(listMail().map((m) => m.file));

async function officeAs(browser: Browser, who: (typeof staffUsers)['staff' | 'admin']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const signIn = new OfficeSignInPage(page);
  await signIn.goto();
  await signIn.signInAs(who);
  await expect(page).toHaveURL(/\/office$/);
  return { context, page };
}

const officeMenu = (page: Page) => page.getByRole('navigation', { name: 'Office' });

test.describe('office people', () => {
  test(
    'an invited agent signs up through the mailed link; deactivated, their open portal logs out',
    { tag: ['@office', '@admin'] },
    async ({ browser, page }) => {
      needsLocalPortal('the mail the portal writes to its mail folder');
      test.setTimeout(120_000);
      const email = `people.${Date.now()}@example.com`;
      const office = await officeAs(browser, staffUsers.staff);
      const o = office.page;

      await officeMenu(o).getByRole('link', { name: 'Agents' }).click();
      await expect(o.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
      await expect(o.getByRole('table', { name: 'Agents' })).toBeVisible();
      expect(await axeViolations(o)).toEqual([]);

      const seen = seenMail();
      const invite = o.getByRole('region', { name: 'Invite an agent' });
      await invite.getByRole('textbox', { name: /^Email/ }).fill(email);
      await invite.getByLabel(/^Organisation/).selectOption({ index: 1 });
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(o.getByText(`An invitation has been e-mailed to ${email}.`)).toBeVisible();
      await expect(o.getByRole('table', { name: 'Open invitations' })).toContainText(email);

      const mail = await waitForMail(email, { seen });
      const link = /https?:\/\/\S+\/admin\/agent\/signup\/\d+\/[\w-]+/.exec(mail.text)![0];

      // The agent signs up through the link and logs in.
      await page.goto(new URL(link).pathname);
      await expect(page.getByText(`You will log in with ${email}`)).toBeVisible();
      await page.getByLabel(/^Title/).selectOption('Ms');
      await page.getByLabel(/^Forename/).fill('Isla');
      await page.getByLabel(/^Surname/).fill('Grant');
      await page.getByLabel(/^Telephone/).fill('0131 496 0111');
      await page.getByLabel(/^Password/).fill('Welcome#2026');
      await page.getByLabel(/^Confirm password/).fill('Welcome#2026');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Your account has been created')).toBeVisible();
      await page.goto('/login');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByLabel(/^Password/).fill('Welcome#2026');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/agent\/complete-signup$/);

      // The office finds them and deactivates them.
      await o.getByRole('searchbox', { name: /Search by e-mail/ }).fill(email);
      await o.getByRole('button', { name: 'Search', exact: true }).click();
      const row = o.getByRole('row', { name: new RegExp(email.replace(/\./g, '\\.')) });
      await expect(row).toContainText('Address missing');
      o.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: `Deactivate: ${email}` }).click();
      await expect(o.getByText(`${email} has been deactivated and logged out.`)).toBeVisible();
      await expect(row).toContainText('Deactivated');

      // The agent's open page: its next call is a 401, and the portal logs them out.
      const lookup = page.getByLabel('Find the address by postcode');
      await lookup.fill('EH6 6QP');
      await lookup.press('Enter');
      await expect(page).toHaveURL(/\/login$/);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByLabel(/^Password/).fill('Welcome#2026');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(
        page.getByText('We could not log you in. Ensure your username and password are correct.'),
      ).toBeVisible();
      await office.context.close();
    },
  );

  test(
    'an administrator impersonates an agent from the office, badged "Impersonating"',
    { tag: ['@office', '@shell'] },
    async ({ browser }) => {
      const office = await officeAs(browser, staffUsers.admin);
      const o = office.page;
      await officeMenu(o).getByRole('link', { name: 'Agents' }).click();
      await o.getByRole('searchbox', { name: /Search by e-mail/ }).fill(users.agent.email);
      await o.getByRole('button', { name: 'Search', exact: true }).click();
      const row = o.getByRole('row', { name: new RegExp(users.agent.email.replace(/\./g, '\\.')) });
      o.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: `Impersonate: ${users.agent.email}` }).click();
      // The badge in the banner: the impersonation page's own heading says the same word while
      // it hands over, so the page text alone names two elements for a moment.
      await expect(o.getByRole('banner').getByText('Impersonating', { exact: true })).toBeVisible();
      await expect(o).toHaveURL(/\/$/);
      expect(await o.evaluate(() => localStorage.getItem('isImpersonating'))).toBe('true');
      await office.context.close();
    },
  );

  test(
    'a staff member invited by an administrator sets a password and enrols an authenticator',
    { tag: ['@office'] },
    async ({ browser, page }) => {
      needsLocalPortal('the mail the portal writes to its mail folder');
      test.setTimeout(120_000);
      const email = `staff.${Date.now()}@example.com`;
      const office = await officeAs(browser, staffUsers.admin);
      const o = office.page;
      await officeMenu(o).getByRole('link', { name: 'Staff' }).click();
      await expect(o.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
      await expect(o.getByRole('table', { name: 'Staff' })).toBeVisible();
      expect(await axeViolations(o)).toEqual([]);

      const seen = seenMail();
      const invite = o.getByRole('region', { name: 'Invite a staff member' });
      await invite.getByLabel(/^Forename/).fill('Rowan');
      await invite.getByLabel(/^Surname/).fill('Blake');
      await invite.getByRole('textbox', { name: /^Email/ }).fill(email);
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expect(o.getByText(`An invitation has been e-mailed to ${email}.`)).toBeVisible();
      await office.context.close();

      const mail = await waitForMail(email, { seen });
      const link = /https?:\/\/\S+\/office\/staff-signup\/\d+\/[\w-]+/.exec(mail.text)![0];
      await page.goto(new URL(link).pathname);
      await expect(page.getByText('Welcome, Rowan Blake.', { exact: false })).toBeVisible();
      await page.getByLabel(/^Password/).fill('Office#2026');
      await page.getByLabel(/^Confirm password/).fill('Office#2026');
      await page.getByRole('button', { name: 'Set my password' }).click();
      await expect(page.getByText('Your password is set.')).toBeVisible();
      await page.getByRole('link', { name: 'Sign in to the office' }).click();

      // The first sign-in: no code yet, so the enrolment shows the key.
      const signIn = new OfficeSignInPage(page);
      await signIn.submit.waitFor();
      await signIn.signIn(email, 'Office#2026', '');
      await expect(
        page.getByRole('heading', { name: 'Set up your authenticator app' }),
      ).toBeVisible();
      const key = (await page.locator('dd code').first().textContent())!.replace(/\s/g, '');
      const totp = new TOTP({
        algorithm: 'SHA1',
        digits: 6,
        period: 30,
        secret: Secret.fromBase32(key),
      });
      await page.getByLabel(/^Code from your app/).fill(totp.generate());
      await page.getByRole('button', { name: 'Confirm and sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Save your recovery codes' })).toBeVisible();
      await page.getByLabel('I have saved these codes').check();
      await page.getByRole('button', { name: 'Continue to the office' }).click();
      await expect(page).toHaveURL(/\/office$/);
      // A STAFF member's menu has no Staff screen.
      await expect(officeMenu(page).getByRole('link', { name: 'Agents' })).toBeVisible();
      await expect(officeMenu(page).getByRole('link', { name: 'Staff' })).toHaveCount(0);
    },
  );
});
