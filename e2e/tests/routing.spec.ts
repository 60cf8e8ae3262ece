import { shellServer } from '../support/env';
import { expect, test } from '../support/fixtures';

// Runs in project `shell`, against the shell server (see playwright.config.ts).
const { baseURL } = shellServer;

test.describe('guards and routes', () => {
  test(
    'an organisation user sent to /villas lands on home with the access-denied alert',
    { tag: ['@shell', '@search'] },
    async ({ page, logInAs, shell, snap }) => {
      await logInAs('organisation');
      await page.goto('/villas');

      await expect(page).toHaveURL(`${baseURL}/?rolestatus=invalid`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Oh dear...');
      await expect(alert).toContainText('You do not have access to visit the requested url');
      // Organisation users have no agent navigation.
      await expect(shell.mainNav).toHaveCount(0);
      await snap('home-access-denied');
    },
  );

  test(
    'an unknown path shows "Oops / Page not found"',
    { tag: ['@shell'] },
    async ({ agentPage: page, shell, snap }) => {
      await page.goto('/no-such-page');

      await expect(shell.heading('Oops')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page).toHaveURL(`${baseURL}/no-such-page`);
      await snap('not-found');
    },
  );

  test(
    'a trailing slash is not the same route: /villas/ is "Page not found"',
    { tag: ['@shell'] },
    async ({ agentPage: page, shell }) => {
      await page.goto('/villas/');

      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(shell.heading('Oops')).toBeVisible();
    },
  );

  test(
    'an agent whose signup is incomplete is kept on complete-signup',
    { tag: ['@shell', '@admin'] },
    async ({ page, logInAs, shell, snap }) => {
      await logInAs('newAgent');
      await expect(page).toHaveURL(`${baseURL}/admin/agent/complete-signup`);
      await expect(page).toHaveTitle(/Complete your signup/);
      // Admin tabs are hidden on signup routes.
      await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
      await snap('complete-signup');

      // From every path, an unknown one too (it is not "Page not found" for this agent).
      for (const path of ['/villas', '/admin/agent/dashboard', '/', '/no-such-page', '/villas/']) {
        await page.goto(path);
        await expect(page).toHaveURL(`${baseURL}/admin/agent/complete-signup`);
      }
      await expect(shell.logOutLink).toBeVisible();
    },
  );
});
