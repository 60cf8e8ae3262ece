import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * The session clock runs in the browser: these tests install Playwright's fake clock before the
 * portal loads and jump it forward, so half an hour of inactivity takes a second. The server's
 * clock is real, so its session stays valid and "Keep me logged in" really renews it.
 */

/** Milliseconds from the page's now until a stored 'YYYY-MM-DD HH:mm:ss' (local) time. */
async function msUntil(page: Page, key: 'logout-warning-opens' | 'session-expires') {
  return page.evaluate((storageKey) => {
    const stored = localStorage.getItem(storageKey);
    if (!stored) throw new Error(`${storageKey} is not stored`);
    return new Date(stored.replace(' ', 'T')).getTime() - Date.now();
  }, key);
}

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

test.describe('inactivity', () => {
  test.beforeEach(async ({ page, logInAs, shell }) => {
    await page.clock.install();
    await logInAs('agent');
    await expect(shell.logOutLink).toBeVisible();
  });

  test(
    '"Are you still there?" counts down, and "Keep me logged in" keeps the session',
    { tag: ['@shell'] },
    async ({ page, shell, snap }) => {
      const expiresBefore = await stored(page, 'session-expires');
      await page.clock.fastForward((await msUntil(page, 'logout-warning-opens')) - 5_000);
      await page.clock.runFor(2_000);
      await expect(shell.inactivityDialog).toBeHidden();

      await page.clock.runFor(5_000);
      await expect(shell.inactivityDialog).toBeVisible();
      await expect(shell.inactivityDialog).toContainText('Are you still there?');
      const countdown = shell.inactivityDialog.getByRole('progressbar');
      await expect(countdown).toHaveAttribute('aria-valuetext', /^\d{1,2}:\d{2}$/);
      await expect(shell.inactivityDialog.getByText(/^\d{1,2}:\d{2}$/)).toBeVisible();
      const first = Number(await countdown.getAttribute('aria-valuenow'));
      await page.clock.runFor(3_000);
      await expect
        .poll(async () => Number(await countdown.getAttribute('aria-valuenow')))
        .toBeLessThan(first);
      await snap('inactivity-dialog');

      await shell.keepMeLoggedIn.click();

      await expect(shell.inactivityDialog).toBeHidden();
      await expect.poll(() => stored(page, 'session-expires')).not.toBe(expiresBefore);
      const expiresAfter = await stored(page, 'session-expires');
      expect(expiresAfter! > expiresBefore!).toBe(true);
      // Well past the old expiry, still logged in and no dialog.
      await page.clock.runFor(90_000);
      await expect(shell.inactivityDialog).toBeHidden();
      await expect(page).not.toHaveURL(/\/login/);
      await expect(shell.logOutLink).toBeVisible();
    },
  );

  test(
    'when the countdown runs out the agent is logged out with the inactivity message',
    { tag: ['@shell'] },
    async ({ page, shell, snap }) => {
      await page.clock.fastForward((await msUntil(page, 'logout-warning-opens')) + 1_000);
      await expect(shell.inactivityDialog).toBeVisible();

      await page.clock.runFor((await msUntil(page, 'session-expires')) + 2_000);

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status')).toContainText(
        'You were inactive for a long period of time. For your security, we automatically logged you out. Changes that you made, but did not save, will have been lost.',
      );
      await expect(shell.inactivityDialog).toBeHidden();
      expect(await stored(page, 'user-token')).toBeNull();
      await snap('logged-out-inactive');
    },
  );

  test(
    '"Log out" in the dialog logs out without the inactivity message',
    { tag: ['@shell'] },
    async ({ page, shell }) => {
      await page.clock.fastForward((await msUntil(page, 'logout-warning-opens')) + 1_000);
      await shell.dialogLogOut.click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status')).toContainText('You have logged out.');
      await expect(page.getByText(/You were inactive/)).toHaveCount(0);
    },
  );
});
