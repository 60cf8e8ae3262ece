import { expect, test } from '../support/fixtures';
import { demoBookings } from '../support/cli';
import { needsLocalPortal } from '../support/local';

/*
 * Issue 15: on a fresh start the demo agent has a history to explore, and the provider's
 * details (from its settings file, demo values that say so) are on the log-in page, the
 * footer, Help & Support and where a balance is due.
 */

// The CLI (tsx, migrations) takes seconds on a busy machine: it is asked once, and the tests
// that open several pages get more time.
test.describe.configure({ mode: 'serial', timeout: 90_000 });
needsLocalPortal('the demo bookings listed by the admin CLI (`cli demo show`) on its database');

const PROVIDER = {
  phone: '01632 960 000',
  email: 'agents@villa-portal.test',
  hours: /Demo hours: Monday to Friday/,
};

let listed: ReturnType<typeof demoBookings> | null = null;
const refOf = async (state: string) => {
  listed ??= demoBookings();
  const found = (await listed).find((b) => b.state === state);
  if (!found) throw new Error(`no demo booking is "${state}"`);
  return found.ref;
};

test(
  'the log-in page and its footer show the provider from its settings',
  { tag: ['@shell'] },
  async ({ page, loginPage, snap }) => {
    await loginPage.goto();
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: PROVIDER.phone })).toHaveAttribute(
      'href',
      'tel:+441632960000',
    );
    await expect(footer.getByText(PROVIDER.hours)).toBeVisible();
    await page.getByRole('button', { name: /Not a travel agent/ }).click();
    await expect(
      page.locator('.login__more').getByRole('link', { name: PROVIDER.email }),
    ).toBeVisible();
    await snap('demo-login');
  },
);

test(
  'Customer Bookings lists the demo holds and bookings',
  { tag: ['@admin'] },
  async ({ agentPage: page, snap }) => {
    await page.goto('/admin/agent/bookings');
    for (const ref of [await refOf('part paid'), await refOf('paid in full')]) {
      await expect(page.getByRole('link', { name: ref })).toBeVisible();
    }
    await snap('demo-customer-bookings');
  },
);

test(
  'a part-paid booking: payments, the declined card, custom extras and the bank details',
  { tag: ['@booking'] },
  async ({ agentPage: page, snap }) => {
    await page.goto(`/admin/agent/bookings/${await refOf('part paid')}`);
    const payments = page.getByRole('region', { name: 'Payments', exact: true });
    await expect(payments.getByRole('cell', { name: /Visa ending 4242/ })).toBeVisible();
    await expect(payments.getByText('Declined card payments')).toBeVisible();
    await expect(payments.getByRole('cell', { name: /0002/ })).toBeVisible();
    const bank = payments.getByRole('region', { name: 'Pay by bank transfer' });
    await expect(bank.getByText('12-34-56')).toBeVisible();
    await expect(bank.getByText('GB82 WEST 1234 5698 7654 32')).toBeVisible();
    await expect(bank.getByText(/Do not pay into this account/)).toBeVisible();
    const custom = page.getByRole('region', { name: 'Custom Extras' });
    await expect(custom.getByText('Private chef dinner')).toBeVisible();
    await expect(custom.getByText(/A chef cooks a three-course dinner/)).toBeVisible();
    await snap('demo-booking-part-paid');
  },
);

test(
  'checkout completed of a booking waiting for payment shows where to pay',
  { tag: ['@booking'] },
  async ({ agentPage: page, snap }) => {
    await page.goto(`/checkout-completed/${await refOf('waiting for payment')}`);
    await expect(page.getByRole('heading', { name: 'Pay by bank transfer' })).toBeVisible();
    await expect(page.getByText('98765432')).toBeVisible();
    await snap('demo-checkout-completed');
  },
);

test(
  'the lapsed and the cancelled hold say how they ended',
  { tag: ['@booking'] },
  async ({ agentPage: page, snap }) => {
    await page.goto(`/admin/agent/bookings/${await refOf('hold lapsed')}`);
    await expect(
      page.getByText(/This reserve hold lapsed on .* and its dates were released\./),
    ).toBeVisible();
    await snap('demo-booking-lapsed');
    await page.goto(`/admin/agent/bookings/${await refOf('cancelled')}`);
    await expect(page.getByText(/This booking was cancelled on /)).toBeVisible();
  },
);

test(
  'Help & Support shows the provider and says its values are the demo\u2019s',
  { tag: ['@admin'] },
  async ({ agentPage: page, snap }) => {
    await page.goto('/admin/agent/support');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: PROVIDER.phone })).toBeVisible();
    await expect(main.getByText(PROVIDER.hours)).toBeVisible();
    await expect(main.getByText(/Demo values/)).toBeVisible();
    await snap('demo-help-support');
  },
);
