import { expect, test } from '../support/fixtures';

// Runs in project `shell`, against the shell server (see playwright.config.ts).

/** The log-in page's budget: JavaScript on the wire (gzip), cold cache. */
const LOGIN_JS_BUDGET_BYTES = 120 * 1024;

test(
  'the log-in page downloads under 120 KB of JavaScript and nothing of any remote',
  { tag: ['@shell'] },
  async ({ page }) => {
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({
        url: new URL(request.url()).pathname,
        bytes: request.sizes().then((sizes) => sizes.responseBodySize),
      });
    });

    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Agent log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');

    const paths = scripts.map((script) => script.url);
    expect(paths.filter((url) => /remoteEntry|mf-manifest|\/remotes\//.test(url))).toEqual([]);
    const total = (await Promise.all(scripts.map((script) => script.bytes))).reduce(
      (sum, bytes) => sum + bytes,
      0,
    );
    // The figure in the report, so a change that brings the page near its budget is seen early.
    test.info().annotations.push({ type: 'login JS bytes (gzip)', description: String(total) });
    expect(total, `JS of /login: ${paths.join(', ')}`).toBeGreaterThan(0);
    expect(total, `JS of /login: ${paths.join(', ')}`).toBeLessThan(LOGIN_JS_BUDGET_BYTES);
  },
);
