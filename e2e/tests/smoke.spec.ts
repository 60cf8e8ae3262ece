import { expect, test } from '../support/fixtures';

/*
 * The after-deploy check (@smoke, e2e/README.md): log in, then one page of every remote reached
 * through the portal's own links, in one browser page, so the host loads each remote at run time
 * beside the others as an agent meets them. Read-only: safe on any portal, as often as wanted.
 */

const OPEN_BOOKING = /^Open booking VB[A-Z0-9]{6}$/;

test(
  'log in, then one page of each remote through the navigation, then log out',
  { tag: ['@smoke', '@shell', '@search', '@villa', '@admin', '@booking', '@content'] },
  async ({ page, logInAs, shell }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    await logInAs('agent');
    await expect(shell.heading(/Welcome back/)).toBeVisible();

    // remote-search
    await shell.mainNav.getByRole('link', { name: 'Search Properties' }).click();
    await expect(page).toHaveURL(/\/villas/);
    const card = page.getByRole('article').first();
    await expect(card).toBeVisible();
    const villaName = ((await card.getByRole('heading').first().textContent()) ?? '').trim();

    // remote-villa
    await card.getByRole('link', { name: /View villa/ }).click();
    await expect(page).toHaveURL(/\/villa\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: villaName })).toBeVisible();

    // remote-admin
    await shell.mainNav.getByRole('link', { name: 'Agent Admin' }).click();
    await expect(shell.heading('Dashboard')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Customer Bookings' })
      .click();
    await expect(shell.heading('Customer Bookings')).toBeVisible();

    // remote-booking: the first booking of the list (the demo agent always has some).
    const bookingLink = page.getByRole('link', { name: OPEN_BOOKING }).first();
    await expect(bookingLink).toBeVisible();
    const ref = ((await bookingLink.textContent()) ?? '').trim();
    await bookingLink.click();
    await expect(page).toHaveURL(new RegExp(`/admin/agent/bookings/${ref}$`));
    await expect(page.getByRole('heading', { name: new RegExp(`Booking ${ref}`) })).toBeVisible();

    // remote-content
    await shell.mainNav.getByRole('link', { name: 'Communities' }).click();
    await expect(page).toHaveURL(/\/communities\/[A-Z]$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    await expect(shell.unavailablePanel).toHaveCount(0);
    await expect(shell.needsUpdatePanel).toHaveCount(0);
    await shell.logOutLink.click();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
);
