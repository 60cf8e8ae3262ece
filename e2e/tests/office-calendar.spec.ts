import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { addDaysIso } from '../support/days';
import { freeStay, reserveThroughApi } from '../support/bookings';
import { screensDir, users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';
import { axeViolations } from '../support/axe';

/*
 * The office's calendar and photos of a villa, seen by agents on their next request: staff sign
 * in with a code, set a nightly rate for a week (the agent's villa page prices the stay with
 * it), block a week (the agent's calendar closes it), are refused a block over a held night
 * with the hold named, and upload two photos (the agent's carousel shows the new one).
 */

async function officeSignIn(page: Page) {
  const signIn = new OfficeSignInPage(page);
  await signIn.goto();
  await signIn.signInAs(staffUsers.staff);
  await expect(page).toHaveURL(/\/office$/);
}

async function agentToken(request: APIRequestContext) {
  const res = await request.post('/api/login', {
    data: { email: users.agent.email, password: users.agent.password, user_type: 10 },
  });
  return ((await res.json()) as { token: string }).token;
}

/** Whether the agent's API offers the villa for `nights` from `arrival`. */
async function free(request: APIRequestContext, villa: number, arrival: string, nights: number) {
  const res = await request.get(
    `/api/optional-extras?propertyId=${villa}&arrival=${arrival}&nights=${nights}`,
    { headers: { authorization: `Bearer ${await agentToken(request)}` } },
  );
  const body = (await res.json()) as { stay: { available: boolean } | null };
  return Boolean(body.stay?.available);
}

/** Chooses the days from `from` to `to` on the office calendar: a click, then a Shift-click. */
async function chooseDays(page: Page, from: string, to: string) {
  await page.getByLabel('Go to month').selectOption(from.slice(0, 7));
  await page.locator(`[role="gridcell"][data-day="${from}"]`).click();
  if (from.slice(0, 7) !== to.slice(0, 7)) {
    const toCell = page.locator(`[role="gridcell"][data-day="${to}"]`);
    if (!(await toCell.isVisible())) {
      await page.keyboard.down('Shift');
      await page.keyboard.press('PageDown');
      await page.keyboard.up('Shift');
    }
  }
  await page.locator(`[role="gridcell"][data-day="${to}"]`).click({ modifiers: ['Shift'] });
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: path.join(screensDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

async function axeClean(page: Page) {
  expect(await axeViolations(page)).toEqual([]);
}

test.describe('office calendar and photos', { tag: ['@office', '@villa'] }, () => {
  test('a rate, a block and a refused block on the calendar; two photos', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const stay = await freeStay(request, new Set());
    const villa = stay.propertyId;
    const lastNight = addDaysIso(stay.arrival, stay.nights - 1);

    await officeSignIn(page);
    await page.goto(`/office/villas/${villa}/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: /^Calendar of / })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to the villa' })).toHaveAttribute(
      'href',
      `/office/villas/${villa}`,
    );
    await axeClean(page);

    // A nightly rate for the week: the agent's villa page prices the stay with it.
    await chooseDays(page, stay.arrival, lastNight);
    await page.getByLabel('Nightly rate (£)').fill('1234');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Saved: /)).toBeVisible();
    await expect(page.locator(`[data-day="${stay.arrival}"]`)).toHaveAccessibleName(
      /£1,234\.00 a night/,
    );
    await shots(page, 'office-calendar');

    const agent = await browser.newPage();
    await agent.goto('/login');
    await agent.getByRole('textbox', { name: 'Email', exact: true }).fill(users.agent.email);
    await agent.getByLabel(/^Password/).fill(users.agent.password);
    await agent.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(agent).not.toHaveURL(/\/login(\?|$)/);
    await agent.goto(`/villa/${villa}?arrival=${stay.arrival}&nights=${stay.nights}`);
    const panel = agent.getByRole('complementary', { name: 'Your stay' });
    await expect(panel.getByText('£8,638.00').first()).toBeVisible();

    // A hold on that week: a block over it is refused with the hold named.
    const ref = await reserveThroughApi(request, stay);
    await page.reload();
    await chooseDays(page, stay.arrival, lastNight);
    await page.getByRole('radio', { name: 'Block these nights' }).check();
    await page.getByLabel('Reason').selectOption('MAINTENANCE');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert')).toContainText(ref);
    await expect(page.getByRole('alert')).toContainText('a block cannot cover them');

    // A free week later: blocked, and the agent's calendar shows those nights closed.
    let blockFrom = addDaysIso(stay.arrival, 14);
    for (let tries = 0; tries < 8 && !(await free(request, villa, blockFrom, 7)); tries += 1) {
      blockFrom = addDaysIso(blockFrom, 7);
    }
    const blockTo = addDaysIso(blockFrom, 6);
    await chooseDays(page, blockFrom, blockTo);
    await page.getByRole('radio', { name: 'Block these nights' }).check();
    await page.getByLabel('Reason').selectOption('OWNER_STAY');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(/^Saved: /)).toBeVisible();
    await expect(page.locator(`[data-day="${blockFrom}"]`)).toHaveAccessibleName(
      /blocked: Owner stay/,
    );
    expect(await free(request, villa, blockFrom, 7)).toBe(false);
    await agent.goto(`/villa/${villa}?arrival=${stay.arrival}&nights=${stay.nights}`);
    await agent
      .getByLabel('Go to month')
      .selectOption(blockFrom.slice(0, 7))
      .catch(() => {});
    const closed = agent.locator(
      `.availability__months button[data-day="${addDaysIso(blockFrom, 2)}"]`,
    );
    await expect(closed).toBeVisible();
    await expect(closed).not.toHaveAttribute('data-status', 'available');

    // Two photos at once; one captioned; the agent's carousel shows it.
    const jpeg = (r: number, g: number, b: number) =>
      sharp({ create: { width: 900, height: 600, channels: 3, background: { r, g, b } } })
        .jpeg()
        .toBuffer();
    await page.getByRole('link', { name: 'Photos' }).click();
    await expect(page.getByRole('heading', { name: 'The villa’s photos' })).toBeVisible();
    const before = await page.locator('.office-photos > li').count();
    await page.getByLabel('Choose photos').setInputFiles([
      { name: 'lanai.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 120, 40) },
      { name: 'pool.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30, 120, 200) },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a photo') },
    ]);
    await expect(page.getByText('The file is not a JPEG, PNG or WebP photo')).toBeVisible();
    await expect(page.locator('.office-photos > li')).toHaveCount(before + 2);
    await expect(page.getByText('Uploaded')).toHaveCount(2);
    const last = page.locator('.office-photos > li').last();
    await last.getByLabel('Caption').fill('Lanai at dusk, from the e2e run');
    await last.getByRole('button', { name: 'Save caption' }).click();
    await expect(last.getByText('Caption saved')).toBeVisible();
    await axeClean(page);
    await shots(page, 'office-photos');

    await agent.goto(`/villa/${villa}`);
    // In the carousel's list of slides (those not on show are hidden from the accessibility
    // tree, so found by their text alternative), and counted in "Photo n of N".
    await expect(
      agent.locator('img[alt="Lanai at dusk, from the e2e run"]').first(),
    ).toBeAttached();
    await agent.close();
  });
});
