import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { isoIn } from '../support/days';

/**
 * Waits until the network is quiet, or 5 s. A request of the page the log-in left (still
 * loading the dashboard), cut off by the test's navigation, once stayed in flight for
 * Playwright for good and held networkidle off until the test timed out; what the test counts
 * has been asked for well within 5 s.
 */
async function networkQuiet(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
}

/**
 * The remotes whose entry the page's current document has fetched, in order. The log-in lands on
 * the agent's dashboard, whose remote may still be loading when the test begins; what that page
 * asked for is forgotten when the next document commits.
 */
function remoteEntries(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.length = 0;
  });
  page.on('request', (request) => {
    const match = /\/remotes\/([a-z]+)\/(?:[^/]+\/)?remoteEntry\.js/.exec(request.url());
    if (match && !seen.includes(match[1])) seen.push(match[1]);
  });
  return seen;
}

test.describe('remote code on its way before it is asked for', () => {
  test(
    "home prefetches the search remote while idle, and a link's remote when the pointer rests on it",
    { tag: ['@shell', '@search', '@admin'] },
    async ({ agentPage: page, shell }) => {
      const entries = remoteEntries(page);
      await page.goto('/');
      await expect.poll(() => entries).toContain('search');
      // Nothing has shown a page of the search remote: the code only waits in the cache.
      await expect(page).toHaveURL(/\/$/);
      expect(entries).not.toContain('admin');

      await shell.mainNav.getByRole('link', { name: 'Agent Admin' }).hover();
      await expect.poll(() => entries).toContain('admin');
      await expect(page).toHaveURL(/\/$/);
    },
  );

  test(
    'a focused link prefetches its remote for a keyboard user too',
    { tag: ['@shell', '@content'] },
    async ({ agentPage: page, shell }) => {
      const entries = remoteEntries(page);
      await page.goto('/');
      const link = shell.mainNav.getByRole('link', { name: 'About Florida' });
      await link.focus();
      await expect.poll(() => entries).toContain('content');
      await expect(page).toHaveURL(/\/$/);
    },
  );
});

test.describe("a remote route's page names what it will need", () => {
  test(
    "the page of /villa/1 preloads the host's script, the villa remote's entry and the page's own chunk; /login its own chunk and nothing of a remote",
    { tag: ['@shell', '@villa'] },
    async ({ request }) => {
      const villa = await request.get('/villa/1');
      const link = villa.headers()['link'] ?? '';
      expect(link).toMatch(/<\/main\.[0-9a-f]+\.js>; rel=preload; as=script/);
      expect(link).toMatch(/mf-manifest\.json>; rel=preload; as=fetch; crossorigin/);
      expect(link).toMatch(
        /\/remotes\/villa\/(?:[^/>]+\/)?remoteEntry\.js>; rel=preload; as=script/,
      );
      expect(link).toMatch(
        /\/remotes\/villa\/(?:[^/>]+\/)?page-villa\.[0-9a-f]+\.js>; rel=preload/,
      );
      expect(link).not.toContain('/remotes/search/');

      // The log-in page's own chunk with its script, and nothing of any remote.
      const login = await request.get('/login');
      const loginLink = login.headers()['link'] ?? '';
      expect(loginLink).toMatch(/<\/main\.[0-9a-f]+\.js>; rel=preload; as=script/);
      expect(loginLink).toMatch(/<\/page-login\.[0-9a-f]+\.js>; rel=preload; as=script/);
      expect(loginLink).not.toMatch(/remotes|remote-runtime|mf-manifest/);
    },
  );

  test(
    "the villa page's remote files and first photo are fetched once each: the page uses what was preloaded",
    { tag: ['@shell', '@villa'] },
    async ({ agentPage: page }) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      await page.goto('/villa/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await networkQuiet(page);
      const times = (pattern: RegExp) => asked.filter((path) => pattern.test(path)).length;
      expect(times(/\/remotes\/villa\/(?:[^/]+\/)?remoteEntry\.js$/)).toBe(1);
      expect(times(/^\/api\/property-images\/1\/0-l\.svg$/)).toBe(1);
      // The exposed routes module is fetched by the federation runtime itself, not by the
      // remote's chunk loader; it was fetched twice while the two modes differed.
      expect(
        times(/\/remotes\/villa\/(?:[^/]+\/)?__federation_expose_routes\.[0-9a-f]+\.js$/),
      ).toBe(1);
      const remoteFiles = asked.filter((path) => path.startsWith('/remotes/villa/'));
      expect(remoteFiles.length).toBeGreaterThan(2);
      expect(remoteFiles.filter((path, i) => remoteFiles.indexOf(path) !== i)).toEqual([]);
    },
  );

  for (const { screen, url, call, tag } of [
    { screen: 'villa', url: '/villa/1', call: '/api/property/1', tag: '@villa' },
    {
      // A call that sends the page's own query: the page's key and the page's call must agree.
      screen: 'search',
      url: `/villas?criteria%5Barrival%5D=${isoIn(120)}&criteria%5Bnights%5D=7`,
      call: '/api/property-search',
      tag: '@search',
    },
    { screen: 'bookings', url: '/admin/agent/bookings', call: '/api/bookings', tag: '@admin' },
    {
      screen: 'weather',
      url: '/about-florida/weather',
      call: '/api/about-florida/weather',
      tag: '@content',
    },
  ]) {
    test(
      `the ${screen} page's data call leaves from the page itself, before the host's script has arrived, and is asked for once`,
      { tag: ['@shell', tag] },
      async ({ agentPage: page }) => {
        // The host's first script held back half a second, as a slow network would.
        await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 500));
          await route.continue();
        });
        const events: string[] = [];
        const calls: Record<string, string>[] = [];
        page.on('request', (request) => {
          if (new URL(request.url()).pathname !== call) return;
          events.push('data call sent');
          calls.push(request.headers());
        });
        page.on('requestfinished', (request) => {
          if (/\/main\.[0-9a-f]+\.js$/.test(request.url())) events.push('host script arrived');
        });
        await page.goto(url);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await networkQuiet(page); // a second call would have left by then
        expect(events.slice(0, 2)).toEqual(['data call sent', 'host script arrived']);
        // The host's call of the same URL took its answer: one call, made as the agent.
        expect(calls).toHaveLength(1);
        expect(calls[0].authorization).toMatch(/^Bearer \S+$/);
      },
    );
  }

  test(
    'a page is sent the shared modules it uses and no others: the dashboard neither moment nor the form blocks, the villa page moment (its dates) and its form blocks only after it shows',
    { tag: ['@shell', '@admin', '@villa', '@search'] },
    async ({ agentPage: page }) => {
      const asked: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) asked.length = 0;
      });
      page.on('request', (request) => asked.push(new URL(request.url()).pathname));
      const fetched = (name: string) => asked.some((path) => path.includes(`/shared-${name}.`));

      await page.goto('/admin/agent/dashboard');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await networkQuiet(page);
      expect(fetched('moment')).toBe(false);
      expect(fetched('form-blocks')).toBe(false);

      const villa = await page.request.get('/villa/1');
      const link = villa.headers()['link'] ?? '';
      expect(link).toMatch(/\/shared-villa-ui\.[0-9a-f]+\.js>; rel=preload/);
      expect(link).not.toContain('/shared-form-blocks.');
      // Its calendar and prices write dates, and moment writes every date (docs/adr/0016).
      expect(link).toMatch(/\/shared-moment\.[0-9a-f]+\.js>; rel=preload/);
      await page.goto('/villa/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Fetched once the page has shown, so its send dialog opens without a wait.
      await expect.poll(() => fetched('form-blocks')).toBe(true);

      const search = await page.request.get('/villas');
      expect(search.headers()['link']).toMatch(/\/shared-moment\.[0-9a-f]+\.js>; rel=preload/);
    },
  );

  test(
    "the villa page's send dialog, whose code comes after the page, is styled as the forms are: the copy box sits beside its label",
    { tag: ['@villa'] },
    async ({ agentPage: page }) => {
      await page.goto('/villa/1');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('button', { name: 'Send property sheet' }).click();
      const dialog = page.getByRole('dialog', { name: /^Send property sheet / });
      const copy = dialog.getByRole('checkbox', { name: 'Send me a copy' });
      await expect(copy).toBeVisible();
      const box = (await copy.boundingBox())!;
      const label = (await dialog.getByText('Send me a copy', { exact: true }).boundingBox())!;
      expect(box.width).toBeLessThan(30);
      // On one line: the label's middle is within the box's height.
      const middle = label.y + label.height / 2;
      expect(middle).toBeGreaterThan(box.y - 4);
      expect(middle).toBeLessThan(box.y + box.height + 4);
    },
  );
});
