import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isoIn } from '../support/days';

/*
 * Villa search (/villas, remote-search) against the seeded portfolio: dates, filters whose
 * counts predict the results, nearby dates, pages, quick search, a villa and back again.
 */

const COUNT_LINE = /^Choose from (\d+) villas? matching your current search criteria$/;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** 2027-03-05 -> 05/Mar/2027, as an agent types it. */
const typed = (iso: string) =>
  `${iso.slice(8)}/${MONTHS[Number(iso.slice(5, 7)) - 1]}/${iso.slice(0, 4)}`;

async function total(page: Page): Promise<number> {
  const line = page.getByText(COUNT_LINE);
  await expect(line).toBeVisible();
  return Number(COUNT_LINE.exec((await line.textContent()) ?? '')?.[1]);
}

/** Waits until the results shown belong to the URL (no update in flight). */
async function settled(page: Page) {
  await expect(page.locator('.villa-search__results[aria-busy="true"]')).toHaveCount(0);
}

const optionCount = async (page: Page, name: RegExp) => {
  const label = page.locator('label', { has: page.getByText(name) });
  return Number(await label.locator('.filters__count').textContent());
};

test.describe('villa search', () => {
  test(
    'search by dates, filter with counts that come true, nearby dates, pages',
    { tag: ['@search'] },
    async ({ agentPage: page, shell, snap }) => {
      const arrival = isoIn(90);
      await shell.mainNav.getByRole('link', { name: 'Search Properties' }).click();
      await expect(shell.heading('Search Properties')).toBeVisible();
      // Without dates: every villa, at its lowest nightly rate.
      expect(await total(page)).toBe(300);
      await expect(page.getByText(/^Price from £[\d,]+\.\d\d per night$/).first()).toBeVisible();

      await page.getByRole('textbox', { name: 'Arrival date' }).fill(typed(arrival));
      await page.getByLabel('Nights').selectOption('7');
      await page.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(
        new RegExp(`/villas\\?criteria%5Barrival%5D=${arrival}&criteria%5Bnights%5D=7$`),
      );
      const all = await total(page);
      expect(all).toBeGreaterThan(0);
      expect(all).toBeLessThan(300);
      await expect(page.getByText('Total price for 7 nights').first()).toBeVisible();
      await expect(
        page.getByText('Price includes all taxes, breakage insurance and charges').first(),
      ).toBeVisible();

      // The count beside an option is what ticking it gives.
      const fivePlus = await optionCount(page, /^5\+ bedrooms$/);
      await page.getByRole('checkbox', { name: /^5\+ bedrooms/ }).check();
      await expect(page).toHaveURL(/filters%5Bbedrooms%5D=5/);
      await settled(page);
      await expect.poll(() => total(page)).toBe(fivePlus);
      await expect(page.getByRole('checkbox', { name: /^7\+ bedrooms/ })).toBeChecked();
      // Unticking the chosen count is "any number of bedrooms" again, then back to 5+.
      await page.getByRole('checkbox', { name: /^5\+ bedrooms/ }).uncheck();
      await expect(page).not.toHaveURL(/filters%5Bbedrooms%5D/);
      await settled(page);
      await expect.poll(() => total(page)).toBe(all);
      await expect(page.getByRole('checkbox', { name: /^7\+ bedrooms/ })).not.toBeChecked();
      await page.getByRole('checkbox', { name: /^5\+ bedrooms/ }).check();
      // The router renders a navigation as a transition: until 7+ shows ticked too, the page may
      // still show the answer without the bedrooms, whose counts are not the ones to read.
      await expect(page.getByRole('checkbox', { name: /^7\+ bedrooms/ })).toBeChecked();
      await settled(page);
      const spa = await optionCount(page, /^Spa \/ hot tub$/);
      await page.getByRole('checkbox', { name: /^Spa \/ hot tub/ }).check();
      await settled(page);
      await expect.poll(() => total(page)).toBe(spa);
      expect(spa).toBeLessThanOrEqual(fivePlus);

      // Nearby dates: the same filters, another arrival.
      const nearby = page.getByRole('navigation', { name: 'Nearby arrival dates' });
      await expect(nearby.getByRole('listitem')).toHaveCount(7);
      const next = nearby.getByRole('link').last();
      const predicted = Number(/(\d+) villas?/.exec((await next.textContent()) ?? '')?.[1] ?? 0);
      await next.click();
      await expect(page).toHaveURL(new RegExp(`criteria%5Barrival%5D=${isoIn(93)}`));
      await settled(page);
      if (predicted > 0) expect(await total(page)).toBe(predicted);
      await snap('villa-search-filtered');

      // Pages: at most 7 page links.
      await page.getByRole('button', { name: 'Clear all filters' }).click();
      await settled(page);
      const pages = page.getByRole('navigation', { name: 'Result pages' });
      const firstOnPage1 = await page
        .getByRole('article')
        .first()
        .getByRole('heading')
        .textContent();
      await pages.getByRole('link', { name: 'Page 2' }).click();
      await expect(page).toHaveURL(/criteria%5Bpage%5D=2/);
      await settled(page);
      await expect(pages.getByText('Page 2 of', { exact: false })).toBeVisible();
      expect(await page.getByRole('article').first().getByRole('heading').textContent()).not.toBe(
        firstOnPage1,
      );
      const links = await pages.getByRole('link', { name: /^Page \d+$/ }).count();
      expect(links).toBeLessThanOrEqual(6); // 7 numbers, the current one not a link
    },
  );

  test(
    'quick search by property code, and nothing found',
    { tag: ['@search'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/villas');
      const code =
        (await page
          .getByText(/^Property reference:/)
          .first()
          .locator('strong')
          .textContent()) ?? '';
      const prefix = code.slice(0, 3);
      await page.getByLabel('Quick search by property code').fill(prefix.toLowerCase());
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page).toHaveURL(new RegExp(`criteria%5Bq%5D=${prefix.toLowerCase()}`));
      await settled(page);
      const codes = await page.locator('.result-card__reference strong').allTextContents();
      expect(codes.length).toBeGreaterThan(0);
      for (const c of codes) expect(c).toContain(prefix);

      // The whole code: one villa, and the count line says "1 villa", not "1 villas".
      await page.getByLabel('Quick search by property code').fill(code);
      await page.getByRole('button', { name: 'Find' }).click();
      await settled(page);
      const n = await total(page);
      await expect(page.getByText(COUNT_LINE)).toHaveText(
        `Choose from ${n} villa${n === 1 ? '' : 's'} matching your current search criteria`,
      );
      await snap('search-one-villa');

      await page.getByLabel('Quick search by property code').fill('ZZ');
      await page.getByRole('button', { name: 'Find' }).click();
      await expect(page.getByRole('heading', { name: 'Sorry we do not have any' })).toBeVisible();
      await expect(page.getByText('Please modify your search and try again.')).toBeVisible();
    },
  );

  test(
    'open a villa and come back to the same page, scroll and results',
    { tag: ['@search', '@villa'] },
    async ({ agentPage: page }) => {
      const search = `/villas?criteria%5Barrival%5D=${isoIn(120)}&criteria%5Bnights%5D=7&criteria%5Bpage%5D=2`;
      await page.goto(search);
      const cards = page.getByRole('article');
      await expect(cards.nth(5)).toBeVisible();
      await cards.nth(5).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(300);
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(500);
      const title = (await cards.nth(5).getByRole('heading').textContent()) ?? '';
      await cards
        .nth(5)
        .getByRole('link', { name: /View villa/ })
        .click();
      await expect(page).toHaveURL(/\/villa\/\d+\?criteria%5Barrival%5D=.*criteria%5Bpage%5D=2/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.goBack();
      await expect(page).toHaveURL(search);
      await expect(cards.nth(5).getByRole('heading')).toHaveText(title);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 80);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 80);

      // The URL is the search: a reload shows it again.
      await page.reload();
      await expect(cards.nth(5).getByRole('heading')).toHaveText(title);
    },
  );

  test(
    'party size and sort: in the URL, on the server, with counts that come true',
    { tag: ['@search'] },
    async ({ agentPage: page, snap }) => {
      await page.goto(`/villas?criteria%5Barrival%5D=${isoIn(120)}&criteria%5Bnights%5D=7`);
      const all = await total(page);
      const party = page.getByRole('group', { name: /Party size \(sleeps\)/ });
      await expect(party).toBeVisible();
      const predicted = await optionCount(page, /^Sleeps 12\+$/);
      await party.getByRole('checkbox', { name: /^Sleeps 12\+/ }).check();
      await expect(page).toHaveURL(/filters%5Bsleeps%5D=12/);
      await settled(page);
      expect(await total(page)).toBe(predicted);
      expect(predicted).toBeLessThan(all);
      const sleeps = async () =>
        (
          await page
            .locator('.result-card')
            .getByText(/^Sleeps \d+$/)
            .allTextContents()
        ).map((text) => Number(text.replace('Sleeps ', '')));
      expect((await sleeps()).every((n) => n >= 12)).toBe(true);

      // Sort by: the server orders the pages, the URL keeps the order.
      const sort = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sort).toHaveValue('price-asc');
      await sort.selectOption({ label: 'Sleeps: most first' });
      await expect(page).toHaveURL(/criteria%5Bsort%5D=sleeps/);
      const descending = (list: number[]) =>
        list.length > 1 && list.every((n, i) => i === 0 || list[i - 1] >= n);
      // The new order arrives after the URL changes: wait for it.
      await expect.poll(async () => descending(await sleeps())).toBe(true);
      await sort.selectOption({ label: 'Price: high to low' });
      await expect(page).toHaveURL(/criteria%5Bsort%5D=price-desc/);
      const prices = async () =>
        (await page.locator('.result-card__price-amount').allTextContents()).map((text) =>
          Number(text.replace(/[£,]/g, '')),
        );
      await expect.poll(async () => descending(await prices())).toBe(true);
      await settled(page);
      expect(descending(await prices())).toBe(true);
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
      await expect(page.getByRole('checkbox', { name: /^Sleeps 12\+/ })).toBeChecked();
      await snap('search-party-size-and-sort');
    },
  );

  test(
    'agent view shows the commission; a phone shows the filters behind a button',
    { tag: ['@search', '@shell'] },
    async ({ agentPage: page, shell }) => {
      await page.goto(`/villas?criteria%5Barrival%5D=${isoIn(150)}&criteria%5Bnights%5D=10`);
      await expect(page.getByRole('article').first()).toBeVisible();
      await expect(page.getByText('Agent commission')).toHaveCount(0);
      await shell.agentViewSwitch.click();
      await expect(page.getByText('Agent commission').first()).toBeVisible();
      await shell.agentViewSwitch.click();

      await page.setViewportSize({ width: 375, height: 812 });
      const toggle = page.getByRole('button', { name: /^Filters/ });
      await expect(toggle).toBeVisible();
      await expect(page.getByRole('checkbox', { name: /^5\+ bedrooms/ })).toBeHidden();
      await toggle.click();
      await page.getByRole('checkbox', { name: /^5\+ bedrooms/ }).check();
      await expect(page).toHaveURL(/filters%5Bbedrooms%5D=5/);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(375);
    },
  );
});
