import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { Shell } from '../support/pages/Shell';

/*
 * Issue 12 item 2, from the browser: every way the portal logs out ends the session on the
 * server, so a token copied before the log-out is refused (401). The server's clock is real
 * and its session lasts 30 minutes: only the log-out call can make the token fail this soon.
 */

const storedToken = async (page: Page) => {
  const token = await page.evaluate(() => localStorage.getItem('user-token'));
  if (!token) throw new Error('no token stored');
  return token;
};

/** The status the API gives the token now (extend-session needs a live session). */
const statusOf = async (request: APIRequestContext, token: string) =>
  (
    await request.get('/api/extend-session', { headers: { authorization: `Bearer ${token}` } })
  ).status();

/** Milliseconds from the page's (fake) now until a stored 'YYYY-MM-DD HH:mm:ss' local time. */
const msUntil = (page: Page, key: 'logout-warning-opens' | 'session-expires') =>
  page.evaluate((storageKey) => {
    const stored = localStorage.getItem(storageKey);
    if (!stored) throw new Error(`${storageKey} is not stored`);
    return new Date(stored.replace(' ', 'T')).getTime() - Date.now();
  }, key);

test.describe('a log-out ends the session on the server', () => {
  test('the Log out link', { tag: ['@shell'] }, async ({ agentPage: page, shell, request }) => {
    const token = await storedToken(page);
    expect(await statusOf(request, token)).toBe(200);

    await shell.logOutLink.click();

    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(() => statusOf(request, token)).toBe(401);
  });

  test(
    'the inactivity time-out, and Log out in the dialog',
    { tag: ['@shell'] },
    async ({ page, shell, logInAs, request }) => {
      await page.clock.install();
      await logInAs('agent');
      await expect(shell.logOutLink).toBeVisible();
      const timedOut = await storedToken(page);

      await page.clock.fastForward((await msUntil(page, 'logout-warning-opens')) + 1_000);
      await expect(shell.inactivityDialog).toBeVisible();
      await page.clock.runFor((await msUntil(page, 'session-expires')) + 2_000);

      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('status')).toContainText('You were inactive');
      await expect.poll(() => statusOf(request, timedOut)).toBe(401);

      // Again, leaving through the dialog's own Log out button.
      await logInAs('agent');
      const dialogOut = await storedToken(page);
      expect(dialogOut).not.toBe(timedOut);
      await page.clock.fastForward((await msUntil(page, 'logout-warning-opens')) + 1_000);
      await shell.dialogLogOut.click();

      await expect(page).toHaveURL(/\/login$/);
      await expect.poll(() => statusOf(request, dialogOut)).toBe(401);
    },
  );

  test(
    'a log-out in another tab logs this tab out too',
    { tag: ['@shell'] },
    async ({ agentPage: page, request }) => {
      const token = await storedToken(page);
      const other = await page.context().newPage();
      await other.goto('/');
      const otherShell = new Shell(other);
      await expect(otherShell.logOutLink).toBeVisible();

      await otherShell.logOutLink.click();

      await expect(other).toHaveURL(/\/login$/);
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
      await expect.poll(() => statusOf(request, token)).toBe(401);
      await other.close();
    },
  );
});
