import type { Page } from '@playwright/test';
import { freeStay, reserveThroughApi } from '../support/bookings';
import { expect, test } from '../support/fixtures';

/*
 * A remote's CSS applies inside its own pages (docs/adr/0013): a page looks the same whichever
 * section the agent opened before it. Each page is measured on a cold load, then after the
 * other remote's page was shown in the same tab (its stylesheet injected and still there),
 * reached by the portal's own links, not by reloading.
 */

/** What the shared pieces look like: the computed styles that differed from remote to remote. */
const PROBES = {
  'table cell': {
    selector: 'main .data-table tbody td',
    properties: ['padding', 'text-align', 'vertical-align', 'border-bottom-width'],
  },
  'table heading': {
    selector: 'main .data-table thead th',
    properties: ['padding', 'background-color', 'font-size'],
  },
  'small button': {
    selector: 'main .button--small',
    properties: ['min-height', 'padding', 'font-size'],
  },
  'muted text': { selector: 'main .muted', properties: ['color', 'font-size'] },
  facts: { selector: 'main .facts > div', properties: ['padding', 'flex-wrap', 'gap'] },
  'fact label': { selector: 'main .facts dt', properties: ['font-weight'] },
  'fact value': { selector: 'main .facts dd', properties: ['font-weight', 'text-align'] },
  'two-column layout': {
    selector: 'main .two-column',
    properties: ['display', 'grid-template-columns', 'gap'],
  },
} as const;

type Probe = keyof typeof PROBES;
type Looks = Record<string, Record<string, string>>;

/** The computed styles of the first element of each probe the page shows. */
async function looksOf(page: Page, probes: Probe[]): Promise<Looks> {
  const looks: Looks = {};
  for (const probe of probes) {
    const { selector, properties } = PROBES[probe];
    const element = page.locator(selector).first();
    await expect(element, `${probe} (${selector})`).toBeAttached();
    looks[probe] = await element.evaluate(
      (el, names) =>
        Object.fromEntries(
          names.map((name) => [name, getComputedStyle(el).getPropertyValue(name)]),
        ),
      [...properties],
    );
  }
  return looks;
}

/** Both remotes' stylesheets are in the page (a remote injects its CSS with its chunks). */
async function expectStylesOf(page: Page, remotes: string[]) {
  const scopes = await page.evaluate(() =>
    Array.from(document.querySelectorAll('style'))
      .map((style) => /:where\(\.remote-(\w+)\)/.exec(style.textContent ?? '')?.[1])
      .filter(Boolean),
  );
  for (const remote of remotes) expect(scopes).toContain(remote);
}

test.describe('scoped styles', { tag: ['@admin', '@booking'] }, () => {
  let ref: string;

  test.beforeAll(async ({ request }) => {
    const stay = await freeStay(request, new Set());
    ref = await reserveThroughApi(request, stay, [
      { title: 'Mrs', forename: 'Anna', surname: 'Jones', dob: '1980-04-02', isDriving: '0' },
    ]);
  });

  const bookingProbes: Probe[] = ['table cell', 'table heading', 'small button', 'muted text'];
  const adminProbes: Probe[] = ['table cell', 'table heading'];

  async function openBooking(page: Page) {
    await expect(page.getByRole('heading', { name: `Booking ${ref}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Additional Passengers' })).toContainText('Anna');
  }

  async function openBookingsList(page: Page) {
    await expect(page.getByRole('heading', { name: 'Customer Bookings', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(ref) })).toBeVisible();
  }

  test('the booking page looks the same after the admin area as on a cold load', async ({
    agentPage: page,
  }) => {
    await page.goto(`/admin/agent/bookings/${ref}`);
    await openBooking(page);
    const cold = await looksOf(page, bookingProbes);

    // To the admin area and back: its stylesheet now comes after the booking's.
    await page.getByRole('link', { name: 'Customer Bookings' }).click();
    await openBookingsList(page);
    await page.getByRole('link', { name: new RegExp(ref) }).click();
    await openBooking(page);
    await expectStylesOf(page, ['booking', 'admin']);
    expect(await looksOf(page, bookingProbes)).toEqual(cold);
  });

  test('the admin area looks the same after a booking page as on a cold load', async ({
    agentPage: page,
  }) => {
    await page.goto('/admin/agent/bookings');
    await openBookingsList(page);
    const cold = await looksOf(page, adminProbes);

    // To a booking and back: the booking's stylesheet now comes after the admin area's.
    await page.getByRole('link', { name: new RegExp(ref) }).click();
    await openBooking(page);
    const booking = await looksOf(page, ['table cell']);
    await page.getByRole('link', { name: 'Customer Bookings' }).click();
    await openBookingsList(page);
    await expectStylesOf(page, ['admin', 'booking']);
    expect(await looksOf(page, adminProbes)).toEqual(cold);
    // The two sections' tables really are styled apart: a booking's are the dense kind.
    expect(booking['table cell'].padding).not.toBe(cold['table cell'].padding);
  });
});

test.describe('scoped styles', { tag: ['@villa', '@content'] }, () => {
  const contentProbes: Probe[] = [
    'facts',
    'fact label',
    'fact value',
    'muted text',
    'two-column layout',
  ];

  async function openCommunity(page: Page) {
    await page.getByRole('link', { name: 'Communities', exact: true }).click();
    await page.getByRole('link', { name: 'W: 5 communities' }).click();
    await page
      .getByRole('link', { name: /Windsor Hills/ })
      .first()
      .click();
    await expect(page.locator('main .facts').first()).toBeVisible();
  }

  test('a community page looks the same after a villa page as on a cold load', async ({
    agentPage: page,
  }) => {
    await page.goto('/');
    await openCommunity(page);
    const cold = await looksOf(page, contentProbes);

    // To one of the community's villas and back: the villa's stylesheet now comes after.
    await page.getByRole('link', { name: /^View Villas on/ }).click();
    await page.locator('main a[href^="/villa/"]').first().click();
    await expect(page.locator('main .villa-facts').first()).toBeVisible();
    await openCommunity(page);
    await expectStylesOf(page, ['content', 'villa']);
    expect(await looksOf(page, contentProbes)).toEqual(cold);
  });
});
