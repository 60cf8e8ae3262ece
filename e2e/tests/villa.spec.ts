import type { Locator, Page } from '@playwright/test';
import path from 'node:path';
import { baseURL, screensDir } from '../support/env';
import { expect, test } from '../support/fixtures';
import { layoutShiftsSoFar, recordLayoutShifts } from '../support/layoutShifts';
import { localStep } from '../support/local';
import { listMail, waitForMail } from '../support/mailbox';
import { isoIn } from '../support/days';

/*
 * The villa page across remotes: from a search (remote-search) to a villa, choosing a stay in
 * the calendar and the nights chooser, the price, sending a quote (outbox mail with the PDF,
 * Sent Quotes in remote-admin), the checkout links (remote-booking) and previous / next villa.
 */

const MIN_NIGHTS_MESSAGE =
  'Minimum number of nights will not fit in here. Please choose a different date.';

/** The calendar's day buttons that can start a stay, in date order. */
const availableDays = (page: Page) =>
  page.locator('.availability__months button[data-status="available"]');

/**
 * Chooses the first day of the months in view whose nights chooser offers a length, and
 * submits the first length offered. Returns the arrival and nights chosen.
 */
async function chooseStay(page: Page): Promise<{ arrival: string; nights: number }> {
  const dialog = page.getByRole('dialog', { name: 'How many nights?' });
  const days = availableDays(page);
  const count = await days.count();
  for (let i = 0; i < count; i += 1) {
    const day = days.nth(i);
    const arrival = (await day.getAttribute('data-day')) as string;
    await day.click();
    await expect(dialog).toBeVisible();
    const nights = dialog.getByRole('combobox', { name: 'Nights' });
    const refused = dialog.getByText(MIN_NIGHTS_MESSAGE);
    await expect(nights.or(refused)).toBeVisible();
    if (await refused.isVisible()) {
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      continue;
    }
    const value = await nights.inputValue();
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    return { arrival, nights: Number(value) };
  }
  throw new Error('no day in view could start a stay');
}

function stayPanel(page: Page): Locator {
  return page.getByRole('complementary', { name: 'Your stay' });
}

test.describe('villa detail', () => {
  test(
    'from a search to a villa: calendar, nights, price, quote, checkout, previous and next',
    { tag: ['@search', '@villa', '@admin', '@booking'] },
    async ({ agentPage: page, shell, snap }) => {
      const arrival = isoIn(75);
      await page.goto(`/villas?criteria[arrival]=${arrival}&criteria[nights]=7`);
      const cards = page.getByRole('link', { name: 'View villa' });
      await expect(cards.nth(2)).toBeVisible();
      const secondName = (
        await page.getByRole('heading', { level: 3 }).nth(1).textContent()
      )?.trim();
      await cards.nth(1).click();

      // The villa, as the search found it: its place in the results and the search's stay priced.
      await expect(page).toHaveURL(/\/villa\/\d+\?/);
      const villaUrl = page.url();
      const name = secondName ?? '';
      await expect(shell.heading(name)).toBeVisible();
      const top = page.getByRole('navigation', { name: 'Villas in your search', exact: true });
      await expect(top.getByText(/^Villa 2 of \d+$/)).toBeVisible();
      await expect(top.getByRole('link', { name: /Previous villa/ })).toBeVisible();
      await expect(top.getByRole('link', { name: /Next villa/ })).toBeVisible();
      for (const label of [
        'Property reference',
        'Bedrooms',
        'Sleeps',
        'Bathrooms',
        'Square Footage (ft)',
        'Maximum Occupancy (excluding infants in cots)',
        'Number of Floors',
        'Additional Bathrooms',
      ]) {
        await expect(page.getByText(label, { exact: true }).first()).toBeVisible();
      }
      for (const heading of [
        'Facilities',
        'Accommodation',
        'Villa Details',
        'Living Accommodation',
        'Outdoor Living',
        'Entertainment',
        'Accessibility',
        'Pool Safety',
        'Check availability',
      ]) {
        await expect(
          page.getByRole('heading', { level: 2, name: heading, exact: true }),
        ).toBeVisible();
      }
      await expect(
        stayPanel(page).getByRole('heading', { name: 'Your stay: 7 nights' }),
      ).toBeVisible();
      // With a stay the headline gives its own price a night, and "from" for other dates.
      await expect(page.getByText(/^£[\d,]+\.\d\d a night for your 7 nights/)).toBeVisible();
      await expect(
        page.getByText(/^Price from £[\d,]+\.\d\d per night on other dates$/),
      ).toBeVisible();
      await expect(page.getByRole('table', { name: /\w+ \d{4}/ }).first()).toBeVisible();

      // Pick a start day, choose the nights, see the price.
      const stay = await chooseStay(page);
      // The address holds the stay once: in the search's own dates, which the search follows.
      const dates = () =>
        [...new URL(page.url()).searchParams.entries()].filter(([key]) =>
          /arrival|nights/.test(key),
        );
      await expect.poll(dates).toEqual([
        ['criteria[arrival]', stay.arrival],
        ['criteria[nights]', String(stay.nights)],
      ]);
      const panel = stayPanel(page);
      await expect(
        panel.getByRole('heading', { name: `Your stay: ${stay.nights} nights` }),
      ).toBeVisible();
      await expect(panel.getByText('Total price')).toBeVisible();
      await expect(panel.getByText(/^£[\d,]+\.\d\d$/).first()).toBeVisible();
      await expect(
        panel.getByText('Price includes all taxes, breakage insurance and charges'),
      ).toBeVisible();
      await expect(panel.getByText(/Agent commission/)).toHaveCount(0);
      await shell.agentViewSwitch.click();
      await expect(panel.getByText(/^Agent commission \(\d+(\.\d+)?%\)$/)).toBeVisible();
      await expect(page.locator(`button[data-day="${stay.arrival}"]`)).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await snap('villa-priced');

      // Send a quote: the mail with the PDF reaches the outbox, the quote is under Sent Quotes.
      const seen = new Set(listMail().map((m) => m.file));
      await panel.getByRole('button', { name: 'Send quote' }).click();
      const send = page.getByRole('dialog', { name: /^Send quote VB[A-Z0-9]{6}$/ });
      await expect(send).toBeVisible();
      const bookRef = ((await send.getByRole('heading').textContent()) ?? '').replace(
        'Send quote ',
        '',
      );
      // Saved now, or the agent's quotation of this stay made earlier (one per stay).
      await expect(
        panel.getByText(new RegExp(`Quote ${bookRef}( saved|, made earlier)`)),
      ).toBeAttached();
      await send.getByLabel('Recipient email').fill('holiday.customer@example.test');
      await send.getByLabel('Message to recipient').fill('Here is the villa we talked about.');
      await send.getByRole('button', { name: 'Send PDF' }).click();
      await expect(
        send.getByText(
          'The PDF has been placed in a queue to send to the recipient - it will be sent shortly',
        ),
      ).toBeVisible();
      await expect(
        send.getByText('This quote can now be retrieved from within your admin'),
      ).toBeVisible();
      await send.getByRole('button', { name: 'Close' }).click();
      if (localStep('the quote mail read from the mail files')) {
        const mail = await waitForMail('holiday.customer@example.test', { seen });
        expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
        expect(mail.raw).toContain(`quotation-${bookRef}.pdf`);
        expect(mail.text).toContain('Here is the villa we talked about.');
      }

      await page.goto('/admin/agent/quotes');
      const row = page.getByRole('row').filter({ hasText: bookRef });
      await expect(row).toBeVisible();
      await expect(row).toContainText('holiday.customer@example.test');

      // Continue to checkout: Book and Reserve carry the villa, arrival and nights.
      await page.goto(`${villaUrl}&arrival=${stay.arrival}&nights=${stay.nights}`);
      const propertyId = /\/villa\/(\d+)/.exec(villaUrl)?.[1];
      await stayPanel(page).getByRole('link', { name: 'Book now' }).click();
      await expect(page).toHaveURL(
        `${baseURL}/checkout/all/optional-extras?propertyId=${propertyId}&arrival=${stay.arrival}&nights=${stay.nights}`,
      );
      await page.goBack();
      await stayPanel(page).getByRole('link', { name: 'Reserve (24-hour hold)' }).click();
      await expect(page).toHaveURL(
        `${baseURL}/checkout/reserve/optional-extras?propertyId=${propertyId}&arrival=${stay.arrival}&nights=${stay.nights}`,
      );

      // Previous and next villa within the search.
      await page.goto(villaUrl);
      await expect(shell.heading(name)).toBeVisible();
      await top.getByRole('link', { name: /Next villa/ }).click();
      await expect(page).toHaveURL(/criteria%5Bpage%5D=3&criteria%5Brpp%5D=1|criteria\[page\]=3/);
      await expect(top.getByText(/^Villa 3 of \d+$/)).toBeVisible();
      await expect(shell.heading(name)).toHaveCount(0);
      await top.getByRole('link', { name: /Previous villa/ }).click();
      await expect(top.getByText(/^Villa 2 of \d+$/)).toBeVisible();
      await expect(shell.heading(name)).toBeVisible();
      await top.getByRole('link', { name: 'Back to search results' }).click();
      await expect(page).toHaveURL(/\/villas\?/);
    },
  );

  test(
    'a day where the minimum nights do not fit says so, and unavailable days cannot be chosen',
    { tag: ['@villa'] },
    async ({ agentPage: page }) => {
      await page.goto('/villa/1');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Check availability' }),
      ).toBeVisible();
      // Past and booked days do nothing when clicked.
      const past = page.locator('.availability__months button[data-status="past"]').first();
      if ((await past.count()) > 0) {
        // aria-disabled days stay focusable and clickable; clicking one does nothing.
        await past.click({ force: true });
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
      const booked = page.locator('.availability__months button[data-status="booked"]').first();
      await expect(booked).toHaveAttribute('aria-disabled', 'true');
      await booked.click({ force: true });
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The day before a booking, in a season whose minimum is longer than the gap.
      const days = availableDays(page);
      const dialog = page.getByRole('dialog', { name: 'How many nights?' });
      let found = false;
      for (let i = 0; i < (await days.count()) && !found; i += 1) {
        const day = days.nth(i);
        const next = await day.evaluate((el) => {
          const iso = el.getAttribute('data-day') as string;
          const d = new Date(`${iso}T00:00:00Z`);
          d.setUTCDate(d.getUTCDate() + 1);
          const after = document.querySelector(
            `button[data-day="${d.toISOString().slice(0, 10)}"]`,
          );
          return after?.getAttribute('data-status') ?? '';
        });
        if (next !== 'booked') continue;
        await day.click();
        await expect(dialog).toBeVisible();
        await expect(dialog.getByText(MIN_NIGHTS_MESSAGE)).toBeVisible();
        await expect(dialog.getByRole('button', { name: 'Submit' })).toHaveCount(0);
        await page.keyboard.press('Escape');
        await expect(dialog).toBeHidden();
        found = true;
      }
      expect(found).toBe(true);
    },
  );

  test(
    'keyboard: the calendar is one tab stop and Enter opens the nights chooser',
    { tag: ['@villa'] },
    async ({ agentPage: page }) => {
      await page.goto('/villa/2');
      const first = availableDays(page).first();
      await expect(first).toBeVisible();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog', { name: 'How many nights?' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(first).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect(first).not.toBeFocused();
    },
  );

  test(
    'keyboard: Page Down from 30 March lands on 30 April',
    { tag: ['@villa'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/villa/2');
      const now = new Date();
      const year = now.getUTCMonth() < 2 ? now.getUTCFullYear() : now.getUTCFullYear() + 1;
      await page.getByRole('combobox', { name: 'Go to month' }).selectOption(`${year}-03`);
      const day = (iso: string) => page.locator(`button[data-day="${iso}"]`);
      // Going to a month puts the calendar's tab stop on its 1st; four weeks and a day is the 30th.
      await day(`${year}-03-01`).focus();
      for (const key of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowRight']) {
        await page.keyboard.press(key);
      }
      await expect(day(`${year}-03-30`)).toBeFocused();
      await page.keyboard.press('PageDown');
      await expect(day(`${year}-04-30`)).toBeFocused();
      await snap('villa-calendar-page-down');
    },
  );

  test(
    'the photo comes first and the sections under it follow without moving anything on screen',
    { tag: ['@villa'] },
    async ({ agentPage: page }) => {
      await recordLayoutShifts(page);
      // A phone's slower processor (chromium's 4x), so the page's first render and the one
      // that adds the sections under the overview are surely painted apart.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      // The last size is a screen taller than the photo and the overview together: there the
      // page's foot would be in view while the sections under them are built.
      for (const [width, height] of [
        [375, 812],
        [1280, 800],
        [1280, 2400],
      ]) {
        await page.setViewportSize({ width, height });
        await page.goto('/villa/5');
        await expect(
          page.getByRole('heading', { name: 'Location and driving times', level: 2 }),
        ).toBeAttached();
        const shifts = await layoutShiftsSoFar(page);
        expect(shifts, `layout shifts at ${width}x${height}`).toEqual([]);
      }
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  );

  test(
    "the calendar sits under the overview with every day's price and minimum nights; the price stays in view",
    { tag: ['@villa'] },
    async ({ agentPage: page, snap }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto('/villa/5');
      const calendar = page.locator('#availability');
      await expect(calendar.locator('.availability__months table')).toHaveCount(2);
      // Right after the overview (reference, bedrooms, sleeps), before facilities and the rest.
      const order = await page.evaluate(() =>
        [...document.querySelectorAll('.villa-main > section h2')].map((h) => h.textContent),
      );
      expect(order.slice(0, 3)).toEqual(['Overview', 'Check availability', 'Facilities']);
      const top = await calendar.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(1200);

      // A day that can start a stay shows its nightly price and minimum nights, and says them.
      const cell = page
        .locator('.availability__months td:has(> button[data-status="available"])')
        .first();
      const day = cell.getByRole('button');
      await expect(cell).toHaveText(/^\d{1,2}£[\d,.]+min \d+$/);
      const [, price, min] = /£([\d,.]+)min (\d+)$/.exec((await cell.textContent()) ?? '') ?? [];
      await expect(day).toHaveAttribute(
        'aria-label',
        new RegExp(`£${price.replace('.', '\\.')}(\\.00)? a night, minimum ${min} nights`),
      );
      await expect(
        page.locator('.availability__months td:has(button[data-status="booked"]) .calendar__rate'),
      ).toHaveCount(0);

      // With a stay chosen the price panel stays on screen while the agent reads down the page.
      await chooseStay(page);
      const panel = stayPanel(page);
      await expect(panel.getByText(/Total price/)).toBeVisible();
      for (const heading of ['Villa Details', 'Guest testimonials', 'Location and driving times']) {
        await page.getByRole('heading', { level: 2, name: heading }).scrollIntoViewIfNeeded();
        await expect(panel.getByRole('link', { name: 'Book now' })).toBeInViewport();
      }
      await page.getByRole('heading', { level: 2, name: 'Villa Details' }).scrollIntoViewIfNeeded();
      await expect(panel.getByText('Total price')).toBeInViewport();
      await page.evaluate(() => window.scrollTo(0, 0));
      await snap('villa-calendar-prices');
      await calendar.screenshot({ path: path.join(screensDir, 'villa-calendar-close-1280.png') });

      // A phone keeps the stay's total at the foot of the screen and brings the panel back.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('heading', { name: 'Facilities' }).scrollIntoViewIfNeeded();
      const bar = page.locator('.stay-bar');
      await expect(bar).toBeInViewport();
      await expect(bar).toContainText(/Your stay, \d+ nights: £[\d,.]+/);
      await page.screenshot({ path: path.join(screensDir, 'villa-stay-bar-375.png') });
      await bar.getByRole('button', { name: 'Price and booking' }).click();
      await expect(panel.getByRole('link', { name: 'Book now' })).toBeInViewport();
      await expect(page.locator('.availability__months table')).toHaveCount(1);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      await calendar.screenshot({ path: path.join(screensDir, 'villa-calendar-close-375.png') });
    },
  );

  test(
    'an unknown villa says it was not found; phone width shows the page in one column',
    { tag: ['@villa'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/villa/99999999');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Search villas' })).toBeVisible();

      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(`/villa/3?arrival=${isoIn(40)}&nights=7`);
      await expect(page.getByRole('heading', { level: 2, name: 'Facilities' })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
      // One month at a time and 3 thumbnails on a phone.
      await expect(page.locator('.availability__months table')).toHaveCount(1);
      await expect(page.locator('.carousel__thumbs .slick-slide.slick-active')).toHaveCount(3);
      await snap('villa-phone');
    },
  );
});
