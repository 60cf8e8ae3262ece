import type { Page } from '@playwright/test';
import { baseURL } from '../support/env';
import { expect, test } from '../support/fixtures';
import { layoutShiftsSoFar, recordLayoutShifts } from '../support/layoutShifts';

const NOT_FOUND = "Sorry the page or requested resource either doesn't exist or no longer exists.";

/** Console errors and uncaught exceptions of a page, collected from now on. */
function collectErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const mapPanel = (page: Page) => page.locator('#map-panel');
const markers = (page: Page) => page.locator('[data-map-marker]');

test.describe('Florida content', () => {
  test(
    'communities by letter: /communities goes to A, letters list or say there are none',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/communities');
      await expect(page).toHaveURL(`${baseURL}/communities/A`);
      await expect(
        page.getByRole('heading', { name: 'Communities beginning with A' }),
      ).toBeVisible();
      await expect(page.getByText('There are no communities beginning with A.')).toBeVisible();

      const letters = page.getByRole('navigation', { name: 'Communities by first letter' });
      // A has none but is the letter shown, so it stays a link (the current page).
      await expect(letters.getByRole('link', { name: 'A: no communities' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await letters.getByRole('link', { name: 'W: 5 communities' }).click();
      await expect(page).toHaveURL(`${baseURL}/communities/W`);
      await expect(page.getByRole('heading', { level: 3 })).toHaveText([
        'Watersong Resort',
        'Windsor at Westside',
        'Windsor Hills Resort',
        'Windsor Island Resort',
        'Windsor Palms Resort',
      ]);
      await expect(letters.getByRole('link', { name: 'W: 5 communities' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      // Elsewhere, a letter without communities is plain text: nowhere to go.
      await expect(letters.getByRole('link', { name: 'A: no communities' })).toHaveCount(0);
      await expect(letters.getByText('A: no communities')).toBeAttached();
      const linked = await letters.getByRole('link').count();
      expect(linked).toBeGreaterThan(1);
      expect(linked).toBeLessThan(26);
      await snap('content-communities-w');

      // The alias forwards too.
      await page.goto('/about-florida/communities');
      await expect(page).toHaveURL(`${baseURL}/communities/A`);
    },
  );

  test(
    'a letter that is not one capital A to Z is Page not found, with no error dialog',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      for (const path of ['/communities/a', '/communities/AB', '/communities/w']) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
        await expect(page.getByRole('alertdialog')).toHaveCount(0);
        await expect(page.getByRole('status')).toHaveCount(0);
      }
      await snap('content-communities-not-found');
    },
  );

  test(
    'from a community to its villas',
    { tag: ['@content', '@search'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/communities/W');
      await page.getByRole('link', { name: 'Windsor Hills Resort' }).click();
      await expect(page).toHaveURL(`${baseURL}/community/1`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Windsor Hills Resort' }),
      ).toBeVisible();
      await expect(page.getByText('Guard-gated entrance')).toBeVisible();
      await expect(page.getByText('28.3215° N, 81.5985° W')).toBeVisible();
      await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await snap('content-community');

      await page.getByRole('link', { name: 'View Villas on Windsor Hills' }).click();
      await expect(page).toHaveURL(/\/villas\?filters(\[|%5B)community(\]|%5D)=1$/);
    },
  );

  test(
    'a community page shows it on the Florida map',
    { tag: ['@content'] },
    async ({ agentPage: page }) => {
      await page.goto('/community/2');
      await page.getByRole('link', { name: 'Show on the Florida map' }).click();
      await expect(page).toHaveURL(`${baseURL}/about-florida/map?community=2`);
      await expect(page.getByRole('dialog', { name: 'Emerald Island Resort' })).toBeVisible();
      await expect(
        mapPanel(page).getByRole('button', { name: 'Emerald Island Resort' }),
      ).toHaveAttribute('aria-pressed', 'true');
    },
  );

  test(
    'an estimated position and its drive times say they are approximate',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/community/8');
      await expect(page.getByRole('heading', { level: 1, name: 'Reunion Resort' })).toBeVisible();
      await expect(page.getByText('28.2720° N, 81.5820° W')).toBeVisible();
      await expect(
        page.getByText('Approximate position, estimated from the address.'),
      ).toBeVisible();
      const drives = page.getByRole('region', { name: 'Drive times' });
      await expect(drives.getByText('about 20 minutes').first()).toBeVisible();
      await expect(drives).toContainText('Rough estimates');
      await snap('content-community-approximate');
    },
  );

  test(
    'an unknown community gets the 404 dialog',
    { tag: ['@content'] },
    async ({ agentPage: page }) => {
      await page.goto('/community/999');
      await expect(page.getByRole('alertdialog')).toContainText(NOT_FOUND);
    },
  );

  test(
    'the weather jump list lands 60 px above a month and "Back to list" returns',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/about-florida/weather');
      await expect(page.getByRole('heading', { level: 1, name: 'Orlando Weather' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Weather Month by Month' })).toBeVisible();
      const jumpList = page.getByRole('navigation', { name: 'Jump to a month' });
      await expect(jumpList.getByRole('link')).toHaveCount(12);
      await snap('content-weather');

      await jumpList.getByRole('link', { name: 'Weather in March' }).click();
      const march = page.getByRole('heading', { name: /^March:/ });
      await expect(march).toBeFocused();
      await expect
        .poll(async () => Math.round((await march.boundingBox())?.y ?? -1), { timeout: 5000 })
        .toBe(60);
      await expect(page).toHaveURL(`${baseURL}/about-florida/weather`);
      const section = page.getByRole('region', { name: /^March:/ });
      await expect(section).toContainText('second Sunday of March');
      await expect(section).toContainText('06:51 EST');
      await expect(section).toContainText('07:17 EDT');

      await section.getByRole('link', { name: 'Back to list' }).click();
      await expect
        .poll(async () =>
          Math.round((await page.locator('#weather-months').boundingBox())?.y ?? -1),
        )
        .toBe(60);
    },
  );

  test(
    'the map without a key: offline plot, panel toggle, select, hide all, show all',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      // A long walk through the map (two zoom-outs, screenshots at two widths): more time.
      test.slow();
      const errors = collectErrors(page);
      const googleRequests: string[] = [];
      page.on('request', (request) => {
        if (/google/.test(request.url())) googleRequests.push(request.url());
      });
      await page.goto('/about-florida/map');
      const plot = page.getByTestId('offline-map');
      await expect(plot).toBeVisible();
      // Spec-2: it opens on the Orlando area at zoom 12 (about 30 px a kilometre: a 2 km scale),
      // over the county outlines, the airports off the map marked at its edge with their distance.
      await expect(plot.locator('.map-scale')).toHaveText('2 km');
      await expect(plot.locator('.offline-map__county', { hasText: 'OSCEOLA' })).toHaveCount(1);
      for (const name of [
        'Tampa International Airport (TPA)',
        'Melbourne Orlando International Airport (MLB)',
      ]) {
        await expect(
          plot.getByRole('button', {
            name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}, \\d+ miles away`),
          }),
        ).toBeVisible();
      }
      await expect(page.getByRole('button', { name: /^Communities/ })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      await snap('content-map');

      // Magic Kingdom can be clicked beside EPCOT, here and with everything in view.
      await plot.locator('[data-map-marker="attraction-1"]').click();
      await expect(page.getByRole('dialog', { name: 'Magic Kingdom' })).toBeVisible();
      await page.getByRole('button', { name: 'Show everything' }).click();
      await expect(markers(page)).toHaveCount(22 + 15 + 4);
      await plot.locator('[data-map-marker="attraction-1"]').click();
      await expect(page.getByRole('dialog', { name: 'Magic Kingdom' })).toBeVisible();
      // Escape closes its info window, which otherwise covers the places around it.
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Magic Kingdom' })).toBeHidden();
      await plot.locator('[data-map-marker="attraction-2"]').click();
      await expect(page.getByRole('dialog', { name: 'EPCOT' })).toBeVisible();
      await snap('content-map-everything');
      await page.getByRole('button', { name: 'Orlando area' }).click();
      await expect(plot.locator('.map-scale')).toHaveText('2 km');

      // Panel toggle.
      await page.getByRole('button', { name: 'Hide list' }).click();
      await expect(mapPanel(page)).toBeHidden();
      await page.getByRole('button', { name: 'Show list' }).click();
      await expect(mapPanel(page)).toBeVisible();

      // Select from the list: it zooms to 15, the info window opens after 750 ms. (The marker
      // clicks above opened the attractions' section; the communities' opens again.)
      await page.getByRole('button', { name: /^Communities/ }).click();
      await mapPanel(page).getByRole('button', { name: 'Windsor Hills Resort' }).click();
      const info = page.getByRole('dialog', { name: 'Windsor Hills Resort' });
      await expect(info).toBeVisible();
      await expect(plot.locator('.map-scale')).toHaveText('0.5 km');
      await expect(
        info.getByRole('link', { name: 'View Villas on Windsor Hills Resort' }),
      ).toHaveAttribute('href', '/villas?filters[community]=1');
      await snap('content-map-selected');

      // A click on the map clears it.
      await plot.click({ position: { x: 20, y: 600 } });
      await expect(info).toBeHidden();
      // The selection zoomed in; back to every marker in view.
      await page.getByRole('button', { name: 'Show everything' }).click();
      await expect(markers(page)).toHaveCount(22 + 15 + 4);

      // An airport's edge mark takes the map to it.
      await page.getByRole('button', { name: 'Orlando area' }).click();
      await plot.getByRole('button', { name: /^Tampa International Airport \(TPA\)/ }).click();
      await expect(plot.locator('[data-map-marker="airport-TPA"]')).toBeInViewport();
      await page.getByRole('button', { name: 'Show everything' }).click();

      // Hide all, Showing X of Y, show all.
      await page.getByRole('button', { name: /^Theme parks & attractions/ }).click();
      await expect(page.getByRole('button', { name: /^Communities/ })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await mapPanel(page).getByText('Hide all (Theme parks & attractions)').click();
      await expect(markers(page)).toHaveCount(22 + 4);
      await mapPanel(page).getByRole('checkbox', { name: 'Show EPCOT on the map' }).check();
      await expect(mapPanel(page).getByText('Showing 1 of 15')).toBeVisible();
      await mapPanel(page).getByText('Showing 1 of 15').click();
      await expect(markers(page)).toHaveCount(22 + 15 + 4);
      await expect(mapPanel(page).getByText('Hide all (Theme parks & attractions)')).toBeVisible();

      // A marker click selects its entry.
      await page.locator('[data-map-marker="attraction-11"]').click();
      await expect(
        mapPanel(page).getByRole('button', { name: 'LEGOLAND Florida Resort' }),
      ).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('dialog', { name: 'LEGOLAND Florida Resort' })).toBeVisible();

      expect(errors).toEqual([]);
      expect(googleRequests).toEqual([]);
    },
  );

  test(
    'the map shows at its own size from its first paint: nothing on the page moves as it appears',
    { tag: ['@content'] },
    async ({ agentPage: page }) => {
      await recordLayoutShifts(page);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 812 });
        await page.goto('/about-florida/map');
        await expect(markers(page).first()).toBeVisible();
        const shifts = await layoutShiftsSoFar(page);
        expect(shifts, `layout shifts at ${width} px`).toEqual([]);
      }
    },
  );

  test(
    "an airport off the map is marked at the map's edge with all of its badge showing",
    { tag: ['@content'] },
    async ({ agentPage: page }) => {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 812 });
        await page.goto('/about-florida/map');
        await expect(page.locator('[data-map-edge]').first()).toBeVisible();
        const box = (await page.getByTestId('offline-map').boundingBox())!;
        const badges = page.locator('[data-map-edge]');
        expect(await badges.count()).toBeGreaterThan(0);
        for (const badge of await badges.all()) {
          const name = await badge.textContent();
          const b = (await badge.boundingBox())!;
          expect(b.x, `${name} at ${width} px`).toBeGreaterThanOrEqual(box.x);
          expect(b.y, `${name} at ${width} px`).toBeGreaterThanOrEqual(box.y);
          expect(b.x + b.width, `${name} at ${width} px`).toBeLessThanOrEqual(box.x + box.width);
          expect(b.y + b.height, `${name} at ${width} px`).toBeLessThanOrEqual(box.y + box.height);
        }
      }
    },
  );

  test(
    'the map at phone width: the panel starts hidden and closes after an item click',
    { tag: ['@content'] },
    async ({ agentPage: page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto('/about-florida/map');
      await expect(page.getByTestId('offline-map')).toBeVisible();
      await expect(mapPanel(page)).toBeHidden();
      await page.getByRole('button', { name: 'Show list' }).click();
      await mapPanel(page).getByRole('button', { name: 'Emerald Island Resort' }).click();
      await expect(mapPanel(page)).toBeHidden();
      await expect(page.getByRole('dialog', { name: 'Emerald Island Resort' })).toBeVisible();
    },
  );

  test(
    'a theme park with its rides, and a ride',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/about-florida');
      await page
        .getByRole('link', { name: /Theme Parks/ })
        .first()
        .click();
      await expect(page).toHaveURL(`${baseURL}/about-florida/theme-parks`);
      await page.getByRole('link', { name: /Magic Kingdom/ }).click();
      await expect(page).toHaveURL(`${baseURL}/about-florida/theme-parks/1`);
      const rides = page.getByRole('table');
      await expect(rides.getByRole('row')).toHaveCount(9);
      await expect(rides.getByRole('row', { name: /Space Mountain/ })).toContainText(
        '44 in (112 cm)',
      );
      await snap('content-theme-park');

      await rides.getByRole('link', { name: 'TRON Lightcycle / Run' }).click();
      await expect(page).toHaveURL(`${baseURL}/about-florida/theme-parks/1/4`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'TRON Lightcycle / Run' }),
      ).toBeVisible();
      await expect(page.getByText('48 in (122 cm)')).toBeVisible();
      await expect(page.getByText('High thrill').first()).toBeVisible();
      await snap('content-ride');

      await page.getByRole('link', { name: 'Back to Magic Kingdom' }).click();
      await expect(page).toHaveURL(`${baseURL}/about-florida/theme-parks/1`);

      // A ride of another park is not found. Its answer is held back a second, as on a slow
      // network: the page's code, already at hand, is there first and waits for the answer
      // the host started, which must still be reported (it was a spinner for ever once).
      await page.route('**/api/about-florida/theme-parks/2/4', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      });
      await page.goto('/about-florida/theme-parks/2/4');
      await expect(page.getByRole('alertdialog')).toContainText(NOT_FOUND);
    },
  );

  test(
    'terms: numbered sections, links in a new tab, back to the sections',
    { tag: ['@content'] },
    async ({ agentPage: page, snap }) => {
      await page.goto('/terms-conditions/vc-booking');
      const index = page.getByRole('navigation', { name: 'Terms sections' });
      await expect(index.getByRole('link')).toHaveCount(7);
      await expect(
        page.getByRole('heading', { level: 2, name: '2. Reserve Terms & Conditions' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: /Citizens Advice/ })).toHaveAttribute(
        'target',
        '_blank',
      );
      await snap('content-terms');

      await index.getByRole('link', { name: 'Complaints Terms & Conditions' }).click();
      await expect(
        page.getByRole('heading', { name: '7. Complaints Terms & Conditions' }),
      ).toBeFocused();
      await page.getByRole('link', { name: 'Back to terms sections' }).last().click();
      await expect(page.locator('#terms-sections')).toBeFocused();

      await page.goto('/terms-conditions/vc-agent-signup');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Agent Signup Terms & Conditions' }),
      ).toBeVisible();

      await page.goto('/terms-conditions/vc-other');
      await expect(page.getByRole('alertdialog')).toContainText(NOT_FOUND);
    },
  );

  test(
    'wildlife and a generic About Florida section',
    { tag: ['@content'] },
    async ({ agentPage: page }) => {
      await page.goto('/about-florida/wildlife');
      await expect(page.getByRole('heading', { level: 1, name: 'Florida Wildlife' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'American alligator' })).toBeVisible();
      await page.goto('/about-florida/getting-here');
      await expect(page.getByRole('heading', { level: 1, name: 'Getting Here' })).toBeVisible();
      await expect(page.getByText(/Orlando International Airport \(MCO\)/)).toBeVisible();
      await page.goto('/about-florida/nowhere');
      await expect(page.getByRole('alertdialog')).toContainText(NOT_FOUND);
    },
  );
});
