import type { Locator, Page } from '@playwright/test';
import { axeViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { freeStay } from '../support/bookings';
import { isoIn } from '../support/days';
import { LoginPage } from '../support/pages/LoginPage';
import { users } from '../support/env';

/*
 * What an agent reads on the screens of issue 51, as they read it: a paid booking's money on a
 * phone, the nearby dates of a search on a phone, the communities opening on an empty letter,
 * the checkout's own word on an unticked terms box, the card payment's page whole at 1280x900,
 * and axe on the admin lists. Runs on the demo data (README), locally or against a portal.
 */

const PHONE = { width: 390, height: 844 };

/** The box lies within the phone's width: nothing of it off to the right or left. */
async function inSightAcross(locator: Locator, what: string) {
  await expect(locator, what).toBeVisible();
  const box = await locator.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(PHONE.width);
}

/** The column's name a stacked cell shows before its value (its ::before), as painted. */
const labelShownBefore = (cell: Locator) =>
  cell.evaluate((element) =>
    getComputedStyle(element, '::before').content.replace(/^"(.*)"$/, '$1'),
  );

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

/** The first booking of a Customer Bookings group (RESERVE, PAYPENDING, BOOKING), opened. */
async function openFirstBookingOf(page: Page, group: string) {
  await page.goto('/admin/agent/bookings');
  await page
    .getByRole('region', { name: new RegExp(`^${group}`) })
    .getByRole('link', { name: /^Open booking VB/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: /^Booking VB/ })).toBeVisible();
}

test.describe('agent screens, as an agent reads them', () => {
  test(
    "a phone shows a paid booking's payments and passengers whole",
    { tag: ['@booking', '@admin'] },
    async ({ agentPage: page }) => {
      await page.setViewportSize(PHONE);
      await openFirstBookingOf(page, 'Confirmed bookings');
      const payments = page.getByRole('region', { name: 'Payments', exact: true });
      const firstPayment = payments.getByRole('table').first().getByRole('row').nth(1);
      for (const [label, value] of [
        ['Date', /^\d{2} \w{3} \d{4} at \d{2}:\d{2}/],
        ['Amount', /^£[\d,]+\.\d\d$/],
        ['Reference', /^\S+$/],
      ] as const) {
        const cell = firstPayment.locator(`td[data-label="${label}"]`);
        await expect(cell).toHaveText(value);
        expect(await labelShownBefore(cell)).toBe(`${label}: `);
        await inSightAcross(cell, `the payment's ${label}`);
      }
      const passengers = page.getByRole('region', { name: 'Additional Passengers', exact: true });
      const driving = passengers.locator('td[data-label="Driving"]');
      await expect(driving.first()).toHaveText(/^(Yes|No)$/);
      expect(await labelShownBefore(driving.first())).toBe('Driving: ');
      for (const cell of await driving.all()) await inSightAcross(cell, 'a passenger driving');
      await noSidewaysScroll(page);
    },
  );

  test(
    'a phone shows every nearby arrival date, the chosen one included',
    { tag: ['@search'] },
    async ({ agentPage: page }) => {
      await page.setViewportSize(PHONE);
      await page.goto(`/villas?criteria[arrival]=${isoIn(120)}&criteria[nights]=7`);
      const strip = page.getByRole('navigation', { name: 'Nearby arrival dates' });
      const days = strip.getByRole('listitem');
      await expect(days).toHaveCount(7);
      await inSightAcross(strip.locator('[aria-current="true"]'), 'the chosen date');
      for (const day of await days.all()) await inSightAcross(day, 'a nearby date');
      await noSidewaysScroll(page);
    },
  );

  test(
    'communities open on A, marked empty, and offer the first letter that has some',
    { tag: ['@content'] },
    async ({ agentPage: page, shell }) => {
      await shell.mainNav.getByRole('link', { name: 'Communities' }).click();
      await expect(page).toHaveURL(/\/communities\/A$/);
      const letters = page.getByRole('navigation', { name: 'Communities by first letter' });
      const a = letters.getByRole('link', { name: 'A: no communities' });
      await expect(a).toHaveAttribute('aria-current', 'page');
      await expect(a).toHaveClass(/is-empty/);
      await expect(page.getByText('There are no communities beginning with A.')).toBeVisible();
      const offer = page.getByRole('link', {
        name: /^See the (community|\d+ communities) beginning with [B-Z]$/,
      });
      const letter = ((await offer.textContent()) ?? '').trim().slice(-1);
      // The first letter after A with communities, as the strip counts them.
      const firstWithSome = letters.getByRole('link', { name: /^[B-Z]: \d+ communit/ }).first();
      await expect(firstWithSome).toHaveAccessibleName(new RegExp(`^${letter}: `));
      await offer.click();
      await expect(page).toHaveURL(new RegExp(`/communities/${letter}$`));
      await expect(firstWithSome).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page).toHaveTitle(`Villa Portal / Communities beginning with ${letter}`);
    },
  );

  test(
    'the checkout holds an unticked terms box back with its own message, then books',
    { tag: ['@booking'] },
    async ({ agentPage: page, request }) => {
      const stay = await freeStay(request, new Set());
      await page.goto(
        `/checkout/reserve/customer-details?propertyId=${stay.propertyId}&arrival=${stay.arrival}&nights=${stay.nights}`,
      );
      const lead = page.getByRole('region', { name: 'Lead passenger' });
      await lead.getByLabel('Title').selectOption('Ms');
      await lead.getByLabel('Forename').fill('Terms');
      await lead.getByLabel('Surname').fill('Walker');
      await lead.getByLabel('Address line 1').fill('1 High Street');
      await lead.getByLabel('Town').fill('Leeds');
      await lead.getByLabel(/^Postcode/).fill('LS1 1AA');
      await lead.getByLabel('Telephone').fill('0113 496 0000');
      await lead.getByLabel('Email').fill('terms.walker@example.com');
      await lead.getByLabel('Yes').check();
      await lead.getByLabel(/Date of birth/).fill('14/02/1982');
      const checkouts: string[] = [];
      page.on('request', (r) => {
        if (r.method() === 'POST' && /\/api\/checkout\//.test(r.url())) checkouts.push(r.url());
      });
      await page.getByRole('button', { name: 'Reserve for 24 hours' }).click();
      const box = page.getByLabel('I have read and accept');
      await expect(page.getByText('Please accept the booking terms and conditions')).toBeVisible();
      await expect(box).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page).toHaveURL(/\/checkout\/reserve\/customer-details\?/);
      expect(checkouts, 'a call to the server with the box unticked').toEqual([]);
      await box.check();
      await page.getByRole('button', { name: 'Reserve for 24 hours' }).click();
      await expect(page).toHaveURL(/\/checkout-completed\/VB\w+$/);
      await expect(page).toHaveTitle(/^Villa Portal \/ Reserve Thank You! VB\w+$/);
      expect(checkouts).toHaveLength(1);
    },
  );

  test(
    "the card payment dialog shows the provider's whole page at 1280x900",
    { tag: ['@booking'] },
    async ({ agentPage: page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await openFirstBookingOf(page, 'Payment pending');
      await page.getByRole('button', { name: 'Pay by card' }).click();
      const dialog = page.getByRole('dialog', { name: /^Card payment: £/ });
      const frame = dialog.locator('iframe.payment-frame');
      await expect(frame).toBeVisible();
      await expect(
        page.frameLocator('iframe.payment-frame').getByRole('button', { name: /^Pay £/ }),
      ).toBeVisible();
      const fits = await frame.evaluate((element) => {
        const inner = (element as HTMLIFrameElement).contentDocument?.documentElement;
        const dialogBox = element.closest('.modal') as HTMLElement;
        return {
          page: inner ? inner.scrollHeight - inner.clientHeight : null,
          dialog: dialogBox.scrollHeight - dialogBox.clientHeight,
        };
      });
      // The sandbox page is served by the portal's own API, so its height can be read.
      expect(fits.page, 'the provider page scrolls inside its frame').toBeLessThanOrEqual(0);
      expect(fits.dialog, 'the dialog scrolls').toBeLessThanOrEqual(0);
      await dialog.getByRole('button', { name: 'Close' }).click();
    },
  );

  test(
    'Sent Quotes keeps every Send to Customer inside its card at 1280 px, a long address too',
    { tag: ['@admin'] },
    async ({ agentPage: page, request }) => {
      const login = await request.post('/api/login', {
        data: { email: users.agent.email, password: users.agent.password, user_type: 10 },
      });
      const { token } = (await login.json()) as { token: string };
      const headers = { authorization: `Bearer ${token}` };
      const list = (await (await request.get('/api/quotes-sent', { headers })).json()) as {
        quoteDetails: {
          bookRef: string;
          bookedStatus: string;
          quoteExpiry: { expired: boolean };
        }[];
      };
      const live = list.quoteDetails.find(
        (q) => q.bookedStatus === 'AVAILABLE' && !q.quoteExpiry.expired,
      );
      expect(live, 'an available quote of the demo').toBeTruthy();
      const long = 'the.whole.family.of.customers.travelling.together@example-holidays.co.uk';
      const sent = await request.post(`/api/send-pdf/quote/${live!.bookRef}`, {
        headers,
        data: { recipientEmail: long, recipientMessage: '', ccApiUser: false },
      });
      expect(sent.status()).toBe(202);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto('/admin/agent/quotes');
      const table = page.getByRole('table');
      await expect(
        table.getByRole('row').filter({ hasText: 'example-holidays.co.uk' }),
      ).toBeVisible();
      const card = (await table.locator('..').boundingBox())!;
      const buttons = table.getByRole('button', { name: /^Send to Customer: quote / });
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x + box.width, 'a Send to Customer button cut off').toBeLessThanOrEqual(
          card.x + card.width,
        );
      }
      expect(
        await table.evaluate(
          (el) => el.scrollWidth - (el.parentElement as HTMLElement).clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
    },
  );

  test('axe finds nothing on Sent Quotes and Guides', { tag: ['@admin'] }, async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.logIn(users.agent.email, users.agent.password);
    await expect(page).not.toHaveURL(/\/login(\?|$)/);
    for (const path of ['/admin/agent/quotes', '/admin/agent/guides']) {
      await page.goto(path);
      await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page), `axe on ${path}`).toEqual([]);
    }
  });
});
