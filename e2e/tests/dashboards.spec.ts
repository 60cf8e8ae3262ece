import { users } from '../support/env';
import { expect, test } from '../support/fixtures';

/*
 * The dashboards of the roles that have only a dashboard, as the README's demo logins see them:
 * real figures from the API (the demo organisation's agents and their bookings).
 */

test.describe('organisation and accounts dashboards', () => {
  test(
    'the organisation sees its agents with their bookings and commission this year',
    { tag: ['@admin'] },
    async ({ page, logInAs, snap }) => {
      await logInAs('organisation');
      await page.goto('/admin/organisation/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Organisation Dashboard' }),
      ).toBeVisible();
      const figures = page.getByRole('region', { name: 'Your agents this year' });
      const sarah = figures.getByRole('row', { name: /Sarah Mitchell/ });
      await expect(sarah).toBeVisible();
      await expect(sarah).toContainText(users.agent.email);
      await expect(sarah.getByRole('cell').nth(3)).toHaveText(/^£[\d,]+\.\d\d$/);
      await expect(figures.getByRole('row', { name: /Tom Hughes/ })).toContainText(
        'Signup not finished',
      );
      await expect(figures.getByRole('row', { name: /All agents/ })).toBeVisible();
      await expect(figures.getByText('Commission earned')).toBeVisible();
      await expect(page.getByText(/invite a new agent/)).toBeVisible();
      await snap('dashboards-organisation');
    },
  );

  test(
    'accounts sees balances due with their dates, payments received and how to pay',
    { tag: ['@admin'] },
    async ({ page, logInAs, snap }) => {
      await logInAs('accounts');
      await page.goto('/admin/accounts/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Accounts Dashboard' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Balances due' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Payments received' })).toBeVisible();
      // Either rows (each with a due date and an amount) or the empty state: both are real answers.
      const due = page.getByRole('table', { name: 'Balances due' });
      const nothingDue = page.getByText('Nothing is owed on your agents’ bookings.');
      await expect(due.or(nothingDue)).toBeVisible();
      if (await due.isVisible()) {
        const first = due.getByRole('row').nth(1);
        await expect(first).toContainText(/\d\d [A-Z][a-z]{2} \d{4}/);
        await expect(first).toContainText(/£[\d,]+\.\d\d/);
      }
      await expect(page.getByRole('heading', { name: 'Paying by bank transfer' })).toBeVisible();
      await snap('dashboards-accounts');
    },
  );

  test(
    'an agent cannot open either dashboard',
    { tag: ['@admin', '@shell'] },
    async ({ agentPage: page }) => {
      for (const path of ['/admin/organisation/dashboard', '/admin/accounts/dashboard']) {
        await page.goto(path);
        await expect(page).toHaveURL(/rolestatus=invalid/);
      }
    },
  );
});
