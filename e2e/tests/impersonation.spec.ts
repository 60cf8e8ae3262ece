import { impersonationUrl } from '../support/cli';
import { shellServer, users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { needsLocalPortal } from '../support/local';

// Runs in project `shell`, against the shell server (see playwright.config.ts).
const { baseURL } = shellServer;

test.describe('impersonation', () => {
  test(
    'the URL printed by the admin CLI logs in as the user with the "Impersonating" badge',
    { tag: ['@shell'] },
    async ({ page, shell, snap }) => {
      needsLocalPortal('the admin CLI (`cli impersonate`) on its database');
      const url = await impersonationUrl(users.agent.email, shellServer);
      expect(url.startsWith(`${baseURL}/admin/impersonate?data=`)).toBe(true);

      await page.goto(url);

      await expect(page).toHaveURL(`${baseURL}/`);
      await expect(shell.impersonatingBadge).toBeVisible();
      await expect(shell.header).toContainText('by Sunshine Travel');
      expect(await page.evaluate(() => localStorage.getItem('isImpersonating'))).toBe('true');
      await snap('impersonating-home');

      // The impersonated session works against the API: a remote page that loads data shows it.
      await shell.mainNav.getByRole('link', { name: 'Agent Admin' }).click();
      await expect(page).toHaveURL(`${baseURL}/admin/agent/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(shell.impersonatingBadge).toBeVisible();
    },
  );

  test(
    'bad impersonation data shows "Impersonation failed" and leaves no session',
    { tag: ['@shell'] },
    async ({ page, shell, snap }) => {
      await page.goto('/admin/impersonate?data=this-is-not-a-session');

      await expect(page.getByRole('alert')).toContainText('Impersonation failed');
      await expect(page.getByRole('alert')).toContainText('contact the system administrator');
      await expect(shell.impersonatingBadge).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
      await snap('impersonation-failed');

      await page.goto('/admin/agent/dashboard');
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  test(
    'a used link says "Impersonation failed", never a brief success',
    { tag: ['@shell'] },
    async ({ page, shell, snap }) => {
      needsLocalPortal('the admin CLI (`cli impersonate`) on its database');
      const url = await impersonationUrl(users.agent.email, shellServer);
      await page.goto(url);
      await expect(shell.impersonatingBadge).toBeVisible();
      await shell.logOutLink.click();
      await expect(page).toHaveURL(/\/login$/);

      // Every page the app moves to is recorded (in the page: logging out clears storage), so a
      // flash of home would show.
      await page.addInitScript(() => {
        const seen: string[] = [];
        Object.assign(window, { seen });
        for (const method of ['pushState', 'replaceState'] as const) {
          const original = history[method].bind(history);
          history[method] = (...args: Parameters<History['pushState']>) => {
            original(...args);
            seen.push(location.pathname);
          };
        }
      });
      await page.goto(url);
      await expect(page.getByRole('alert')).toContainText('Impersonation failed');
      await page.waitForTimeout(1500);
      await expect(page.getByRole('alert')).toContainText('Impersonation failed');
      await expect(page.getByText('Logged out')).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/impersonate\?data=/);
      const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
      expect(seen.filter((path) => path !== '/admin/impersonate')).toEqual([]);
      await expect(shell.impersonatingBadge).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
      await snap('impersonation-used-link');
    },
  );

  test(
    "a hand-made link with an agent's own token and other bank details opens nothing",
    { tag: ['@shell'] },
    async ({ page, request, shell }) => {
      const login = await request.post(`${baseURL}/api/login`, {
        data: { email: users.agent.email, password: users.agent.password, user_type: 10 },
      });
      expect(login.ok()).toBe(true);
      const { token, config } = (await login.json()) as {
        token: string;
        config: { provider: { bankTransfer: Record<string, string> } };
      };
      // The old link's shape: the whole session payload as base64 JSON, config included.
      const forged = Buffer.from(
        JSON.stringify({
          token,
          userRole: 'AGENT',
          config: {
            ...config,
            companyDisplayName: 'Forged Travel',
            provider: {
              ...config.provider,
              bankTransfer: { ...config.provider.bankTransfer, sortCode: '99-88-77' },
            },
          },
          accountSignupIncomplete: false,
          tokenExpirySeconds: 1800,
          userId: 1,
          email: users.agent.email,
          userAdminId: 1,
        }),
      ).toString('base64url');

      await page.goto(`/admin/impersonate?data=${forged}`);
      await expect(page.getByRole('alert')).toContainText('Impersonation failed');
      await expect(page.getByText('Forged Travel')).toHaveCount(0);
      await expect(shell.impersonatingBadge).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('user-token'))).toBeNull();
      await page.reload();
      await expect(page.getByText('Forged Travel')).toHaveCount(0);
      await expect(page.getByText('99-88-77')).toHaveCount(0);
    },
  );

  test('a missing data parameter also fails', { tag: ['@shell'] }, async ({ page }) => {
    await page.goto('/admin/impersonate');
    await expect(page.getByRole('alert')).toContainText('Impersonation failed');
  });
});
