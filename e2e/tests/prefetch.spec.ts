import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The remotes whose entry the page has fetched so far, in order. */
function remoteEntries(page: Page): string[] {
  const seen: string[] = [];
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
