import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { APIRequestContext, Page } from '@playwright/test';
import { baseURL, repoRoot, serverEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { needsLocalPortal } from '../support/local';
import { listMail, waitForMail } from '../support/mailbox';

/*
 * The agent's office end to end: an invitation link from the admin CLI, signup, the forced
 * signup completion with the UK postcode lookup, the dashboard; forgot password through the
 * mail to a new password; Sent Quotes paging, sorting and filtering.
 */

const run = promisify(execFile);

/** `pnpm --filter @villa/api cli invite <email>` against the server's database: the link. */
async function inviteLink(email: string): Promise<string> {
  const { stdout } = await run(
    'pnpm',
    ['--silent', '--filter', '@villa/api', 'cli', 'invite', email],
    {
      cwd: repoRoot,
      env: { ...process.env, ...serverEnv() },
    },
  );
  const link = stdout.match(/https?:\/\/\S+\/admin\/agent\/signup\/\d+\/[\w-]+/)?.[0];
  if (!link) throw new Error(`the CLI printed no invitation link:\n${stdout}`);
  return link;
}

/** Signs a new agent up through the API (for tests that need a fresh account). */
async function signUpByApi(request: APIRequestContext, email: string, password: string) {
  const link = await inviteLink(email);
  const path = new URL(link).pathname.replace('/admin/agent/signup/', '/api/agent/signup/');
  const res = await request.post(`${baseURL}${path}`, {
    data: {
      title: 'Mr',
      forename: 'Owen',
      surname: 'Price',
      clientTelephone: '0117 496 0777',
      password,
      passwordConfirm: password,
    },
  });
  expect(res.status()).toBe(201);
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

test.describe('agent office', () => {
  test(
    'an invitation link signs a new agent up; the address is completed with the postcode lookup; the dashboard follows',
    { tag: ['@admin', '@shell'] },
    async ({ page, snap }) => {
      needsLocalPortal('an invitation link from the admin CLI (`cli invite`) on its database');
      const email = `invited.${Date.now()}@example.com`;
      const link = await inviteLink(email);
      expect(link.startsWith(`${baseURL}/admin/agent/signup/`)).toBe(true);

      await page.goto(link);
      await expect(page).toHaveTitle('Villa Portal / Agent signup');
      await expect(page.getByText(`You will log in with ${email}`)).toBeVisible();
      // Empty and untouched, the form is neither red nor greyed.
      await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
      await expect(
        page.getByText('Please fix the form errors above before submitting this form'),
      ).toHaveCount(0);
      await snap('admin-signup');
      // Title is a list; "Other" takes any title.
      const title = page.getByLabel(/^Title/);
      await expect(title.locator('option')).toHaveText([
        'Select a title',
        'Mr',
        'Mrs',
        'Ms',
        'Miss',
        'Dr',
        'Other',
      ]);
      await title.selectOption('Other');
      await page.getByLabel('Other title').fill('Prof');
      await title.selectOption('Ms');
      await expect(page.getByLabel('Other title')).toHaveCount(0);
      await page.getByLabel(/^Forename/).fill('Amelia');
      await page.getByLabel(/^Surname/).fill('Reid');
      await page.getByLabel(/^Company name/).fill('Reid Holidays');
      await page.getByLabel(/^Telephone/).fill('0131 496 0555');
      await page.getByLabel(/^Password/).fill('weak');
      await page.getByLabel(/^Confirm password/).fill('weak');
      await page.getByLabel(/^Confirm password/).blur();
      await expect(
        page.getByText(
          'The password must be at least 8 characters long, and contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)',
        ),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Create account' })).toBeDisabled();
      await page.getByLabel(/^Password/).fill('Welcome#2026');
      await page.getByLabel(/^Confirm password/).fill('Welcome#2026');

      // The agent terms open in a tab of their own, without a log-in; the form keeps its values.
      const [terms] = await Promise.all([
        page.context().waitForEvent('page'),
        page.getByRole('link', { name: /agent terms and conditions/ }).click(),
      ]);
      await expect(terms).toHaveURL(/\/terms-conditions\/vc-agent-signup$/);
      await expect(terms.getByRole('heading', { name: /Eligibility/ })).toBeVisible();
      await snap('admin-signup-terms', terms);
      await terms.close();
      await expect(page.getByLabel(/^Forename/)).toHaveValue('Amelia');
      await expect(page.getByLabel(/^Title/)).toHaveValue('Ms');
      await page.getByRole('button', { name: 'Create account' }).click();
      await expect(page.getByText('Your account has been created')).toBeVisible();

      // The link works once.
      await page.goto(link);
      await expect(
        page.getByText(
          'Sorry we are unable to locate your agent invite information, check with the organisation that sent you the invite, it may be that the invite invitation link has expired.',
        ),
      ).toBeVisible();

      await logIn(page, email, 'Welcome#2026');
      await expect(page).toHaveURL(/\/admin\/agent\/complete-signup$/);
      // The incomplete-signup marker keeps the agent here.
      await page.goto('/admin/agent/quotes');
      await expect(page).toHaveURL(/\/admin\/agent\/complete-signup$/);
      await expect(page.getByText('Welcome, Amelia.')).toBeVisible();

      const lookup = page.getByLabel('Find the address by postcode');
      await lookup.fill('zz1 1zz');
      await lookup.press('Enter');
      await expect(
        page.getByText('Please enter a full UK postcode, for example SW1A 1AA'),
      ).toBeVisible();
      await lookup.fill('b17 9aa');
      await lookup.press('Enter');
      await page.getByLabel('Choose the address').selectOption('7 Wellington Road');
      await expect(page.getByLabel(/^Address line 1/)).toHaveValue('7 Wellington Road');
      await expect(page.getByLabel(/^Town/)).toHaveValue('Birmingham');
      await expect(page.getByLabel(/^Country/)).toHaveValue('82');
      await snap('admin-complete-signup');
      await page.getByRole('button', { name: 'Complete signup' }).click();

      await expect(page).toHaveURL(/\/admin\/agent\/dashboard$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByText(/staff have visited every one of our villas/)).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Your Account' })
        .click();
      await expect(page.getByRole('row', { name: /Address/ })).toContainText('7 Wellington Road');
      await expect(page.getByRole('row', { name: /Company name/ })).toContainText('Reid Holidays');
    },
  );

  test(
    'forgot password: the mailed link resets the password once, and the new one logs in',
    { tag: ['@admin', '@shell'] },
    async ({ page, request, snap }) => {
      needsLocalPortal(
        'a new agent from the admin CLI (`cli invite`), the reset link from its mail files',
      );
      const email = `forgetful.${Date.now()}@example.com`;
      await signUpByApi(request, email, 'Original#2026');
      const seen = new Set(listMail().map((m) => m.file));

      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgotten your password?' }).click();
      // The log-in form has an Email box too: fill only once the reset form has replaced it.
      await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByRole('status')).toContainText('Check your email');

      const mail = await waitForMail(email, { seen });
      const link = mail.text.match(
        /https?:\/\/\S+\/admin\/agent\/password-reset\/\d+\/[\w-]+\/\d+/,
      )?.[0];
      expect(link).toBeTruthy();

      await page.goto(link!);
      await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible();
      await page.getByLabel(/^Password/).fill('Renewed#2027');
      await page.getByLabel(/^Confirm password/).fill('Renewed#2027');
      await page.getByRole('button', { name: 'Reset password' }).click();
      await expect(page.getByText('Your password has been reset')).toBeVisible();
      await snap('admin-password-reset');

      await page.goto(link!);
      await expect(
        page.getByText(
          'Sorry we are unable to locate your details, it may be that the password reset link has expired.',
        ),
      ).toBeVisible();

      await logIn(page, email, 'Original#2026');
      await expect(
        page.getByText('We could not log you in. Ensure your username and password are correct.'),
      ).toBeVisible();
      await logIn(page, email, 'Renewed#2027');
      // Signed up but no address yet: the portal sends the agent to complete the signup.
      await expect(page).toHaveURL(/\/admin\/agent\/complete-signup$/);
    },
  );

  test(
    'Sent Quotes pages by 20, sorts by a column and filters with Clear',
    { tag: ['@admin'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/admin/agent/quotes');
      const rows = page.getByRole('table').getByRole('row');
      await expect(page.getByText(/^Showing 1 to 20 of \d+ quotes$/)).toBeVisible();
      const total = Number(
        (await page.getByText(/^Showing 1 to 20 of \d+ quotes$/).textContent())!.match(
          /of (\d+)/,
        )![1],
      );
      expect(total).toBeGreaterThan(20);
      await expect(rows).toHaveCount(21);
      await expect(page.getByText('EXPIRED').first()).toBeVisible();
      await expect(page.getByText('Available', { exact: true }).first()).toBeVisible();
      // A quote that can no longer be booked says why instead of offering the send.
      const expiredRow = rows.filter({ hasText: 'EXPIRED' }).first();
      await expect(expiredRow.getByText('This quotation has expired')).toBeVisible();
      await expect(
        expiredRow.getByRole('button', { name: /^Send to Customer: quote/ }),
      ).toHaveCount(0);
      const liveRow = rows.filter({ has: page.getByText('Available', { exact: true }) }).first();
      await expect(liveRow.getByRole('button', { name: /^Send to Customer: quote/ })).toBeVisible();

      // 1280 px: every column, the status and the send action inside the card, no sideways scroll.
      await page.setViewportSize({ width: 1280, height: 800 });
      const table = page.getByRole('table');
      const fit = await table.evaluate((el) => ({
        table: el.scrollWidth,
        card: (el.parentElement as HTMLElement).clientWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(fit.table).toBeLessThanOrEqual(fit.card);
      expect(fit.page).toBeLessThanOrEqual(1280);
      const cardBox = (await table.locator('..').boundingBox())!;
      for (const cell of [
        page.getByRole('columnheader', { name: /Status/ }),
        liveRow.getByRole('button', { name: /^Send to Customer: quote/ }),
        expiredRow.getByText('This quotation has expired'),
      ]) {
        const box = (await cell.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
      await expect(liveRow.getByRole('button', { name: /^Send to Customer: quote/ })).toHaveText(
        'Send to Customer',
      );
      // 375 px: each quote is a card of its own, nothing wider than the screen.
      await page.setViewportSize({ width: 375, height: 812 });
      const card = await rows.nth(1).evaluate((el) => {
        const style = getComputedStyle(el);
        return { display: style.display, border: style.borderTopWidth, radius: style.borderRadius };
      });
      expect(card).toMatchObject({ display: 'block', border: '1px' });
      expect(card.radius).not.toBe('0px');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        375,
      );
      await liveRow
        .getByRole('button', { name: /^Send to Customer: quote/ })
        .scrollIntoViewIfNeeded();
      await expect(
        liveRow.getByRole('button', { name: /^Send to Customer: quote/ }),
      ).toBeInViewport();
      await page.setViewportSize({ width: 1280, height: 800 });
      await snap('admin-sent-quotes');

      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText(`Showing 21 to ${total} of ${total} quotes`)).toBeVisible();
      await expect(rows).toHaveCount(total - 20 + 1);
      await expect(page).toHaveURL(/page=2/);

      await page.getByRole('button', { name: /^Total/ }).click();
      await expect(page.getByRole('columnheader', { name: /Total/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );
      await expect(page).not.toHaveURL(/page=2/);
      const totals = await page
        .getByRole('table')
        .locator('tbody td[data-label="Total"]')
        .allTextContents();
      const amounts = totals.map((text) => Number(text.replace(/[£,]/g, '')));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

      const firstRef = (await page.getByRole('table').locator('tbody th').first().textContent())!;
      const search = page.getByRole('searchbox', { name: 'Search sent quotes' });
      await search.fill(firstRef.toLowerCase());
      await expect(rows).toHaveCount(2);
      await expect(page.getByText('Showing 1 to 1 of 1 quotes')).toBeVisible();
      await search.fill('no-such-quote');
      await expect(
        page.getByRole('status').filter({ hasText: 'No sent quotes to display' }),
      ).toBeVisible();
      await page.getByRole('button', { name: 'Clear' }).click();
      await expect(search).toHaveValue('');
      await expect(rows).toHaveCount(21);

      // Each quote links to its property.
      const propertyLink = page.getByRole('link', { name: /^View property / }).first();
      await expect(propertyLink).toHaveAttribute('href', /^\/villa\/\d+$/);
    },
  );

  // The dashboards of the other roles: dashboards.spec.ts.
  test(
    'the agent dashboard and account show real content',
    { tag: ['@admin'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/admin/agent/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute(
        'href',
        /^mailto:/,
      );
      await snap('admin-dashboard');
      await page.goto('/admin/agent/account');
      await expect(page.getByRole('row', { name: /^Name/ })).toContainText('Mrs Sarah Mitchell');
    },
  );

  test(
    'one Log out at 1280 px; at 375 px all six admin tabs are in sight, the current one whole',
    { tag: ['@admin', '@shell'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/admin/agent/quotes');
      const logOut = page.getByRole('link', { name: 'Log out' });
      await expect(logOut.filter({ visible: true })).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Log out' })).toBeVisible();

      await page.setViewportSize({ width: 375, height: 812 });
      const tabs = page.getByRole('navigation', { name: 'Admin' }).getByRole('link');
      await expect(tabs).toHaveCount(6);
      for (const tab of await tabs.all()) {
        await expect(tab).toBeInViewport({ ratio: 1 });
        const box = (await tab.boundingBox())!;
        // Its text fits: nothing is cut off inside the box.
        expect(await tab.evaluate((a) => a.scrollWidth <= a.clientWidth)).toBe(true);
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(375);
      }
      await expect(tabs.and(page.locator('[aria-current="page"]'))).toHaveText('Sent Quotes');
      await snap('admin-tabs');
    },
  );
});
