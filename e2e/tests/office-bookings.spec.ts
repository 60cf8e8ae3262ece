import type { APIRequestContext } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { freeStay, reserveThroughApi } from '../support/bookings';
import { users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../support/pages/LoginPage';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';

/*
 * The office's bookings (remote-office, issue 45): a booking waiting for its payment is found
 * in the office, a bank transfer is recorded against it, and its agent's page says it is
 * booked, with the transfer among its payments.
 */

const today = () => new Date().toISOString().slice(0, 10);

/** A booking waiting for its payment: a hold made through the API, upgraded. */
async function pendingBooking(request: APIRequestContext) {
  const ref = await reserveThroughApi(request, await freeStay(request, new Set()));
  const login = await request.post('/api/login', {
    data: { email: users.agent.email, password: users.agent.password, user_type: 10 },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  const upgrade = await request.post(`/api/booking-modify/modify-reserve/${ref}`, {
    headers,
    data: { way: 'UPGRADE' },
  });
  expect(upgrade.ok(), await upgrade.text()).toBe(true);
  const booking = (await (await request.get(`/api/bookings/${ref}`, { headers })).json()) as {
    depositInfo: { amount: number };
  };
  return { ref, dueNow: booking.depositInfo.amount };
}

test.describe('office bookings', () => {
  test(
    'a bank transfer recorded in the office confirms the agent’s booking',
    { tag: ['@office', '@booking'] },
    async ({ page, browser, request }) => {
      test.setTimeout(180_000);
      const { ref, dueNow } = await pendingBooking(request);

      const signIn = new OfficeSignInPage(page);
      await signIn.goto();
      await signIn.signInAs(staffUsers.staff);
      await expect(page).toHaveURL(/\/office$/);
      await page
        .getByRole('navigation', { name: 'Office' })
        .getByRole('link', { name: 'Bookings' })
        .click();
      await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
      await page
        .getByRole('searchbox', { name: 'Booking reference, surname or agent reference' })
        .fill(ref);
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      const table = page.getByRole('table', { name: 'Bookings' });
      await expect(table.getByRole('rowheader')).toHaveText([ref]);
      expect(await axeViolations(page)).toEqual([]);

      await table.getByRole('link', { name: ref }).click();
      await expect(page.getByRole('heading', { name: `Booking ${ref}` })).toBeVisible();
      // A reference left out: said at its field, nothing sent.
      await page.getByRole('textbox', { name: /^Amount/ }).fill(String(dueNow));
      await page.getByRole('button', { name: 'Record payment' }).click();
      await expect(page.getByText(/^Reference is required/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('textbox', { name: /^Payer’s reference/ }).fill(`E2E ${ref}`);
      await page.getByRole('textbox', { name: /^Date received/ }).fill(today());
      await page.getByRole('button', { name: 'Record payment' }).click();
      await expect(page.getByText(/^Payment of .* recorded\.$/)).toBeVisible();
      await expect(page.getByRole('heading', { name: `Booking ${ref}` })).toBeVisible();
      await expect(page.getByRole('table', { name: 'History' })).toContainText('Payment recorded');
      expect(await axeViolations(page)).toEqual([]);

      // The agent's page: booked, the transfer among the payments.
      const agentContext = await browser.newContext();
      const agent = await agentContext.newPage();
      const login = new LoginPage(agent);
      await login.goto();
      await login.logIn(users.agent.email, users.agent.password);
      await expect(agent).not.toHaveURL(/\/login(\?|$)/);
      await agent.goto(`/admin/agent/bookings/${ref}`);
      await expect(agent.getByRole('heading', { name: `Booking ${ref}` })).toContainText('Booked');
      await expect(agent.getByText('Bank transfer').first()).toBeVisible();
      await agentContext.close();
    },
  );
});
