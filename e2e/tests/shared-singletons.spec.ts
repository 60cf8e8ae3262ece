import { shellServer, users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { isoIn } from '../support/days';

// Runs in project `shell`, against the shell server (see playwright.config.ts).
const { baseURL } = shellServer;

interface ShareEntry {
  version: string;
  from: string;
  loaded: boolean;
}

/** What the federation runtime's share scopes hold, per instance and package. */
function readShareScopes() {
  const federation = (
    window as unknown as { __FEDERATION__?: { __SHARE__?: Record<string, unknown> } }
  ).__FEDERATION__;
  const result: Record<string, Record<string, ShareEntry[]>> = {};
  for (const [instance, scopes] of Object.entries(federation?.__SHARE__ ?? {})) {
    const packages: Record<string, ShareEntry[]> = {};
    for (const scope of Object.values(
      scopes as Record<string, Record<string, Record<string, { from: string; loaded?: boolean }>>>,
    )) {
      for (const [name, versions] of Object.entries(scope)) {
        packages[name] = Object.entries(versions).map(([version, entry]) => ({
          version,
          from: entry.from,
          loaded: Boolean(entry.loaded),
        }));
      }
    }
    result[instance.split(':')[0]] = packages;
  }
  return result;
}

test.describe('one React and one store across host and remotes', () => {
  test(
    'the host and a remote share one React, one router and one session store',
    { tag: ['@shell', '@admin'] },
    async ({ agentPage: page, shell }) => {
      // The admin remote's dashboard reads the company name the host's log-in put in the store.
      await shell.mainNav.getByRole('link', { name: 'Agent Admin' }).click();
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByText('Welcome, Sunshine Travel')).toBeVisible();

      const scopes = await page.evaluate(readShareScopes);
      expect(Object.keys(scopes)).toEqual(expect.arrayContaining(['host', 'admin']));
      for (const name of [
        'react',
        'react-dom',
        '@villa/shared/router',
        'zustand',
        '@villa/shared/store',
        '@villa/shared/api',
      ]) {
        for (const instance of ['host', 'admin']) {
          const entries = scopes[instance][name];
          expect(entries, `${instance} share scope: ${name}`).toHaveLength(1);
          expect(entries[0], `${instance} share scope: ${name}`).toMatchObject({
            from: 'host',
            loaded: true,
          });
        }
      }
    },
  );

  test(
    'the agent-view switch in the host header shows and hides commission in the search remote',
    { tag: ['@shell', '@search'] },
    async ({ agentPage: page, shell, snap }) => {
      const arrival = isoIn(90);
      await page.goto(`/villas?criteria%5Barrival%5D=${arrival}&criteria%5Bnights%5D=7`);
      const commission = page.getByText('Agent commission');
      await expect(page.getByText('Total price for 7 nights').first()).toBeVisible();
      await expect(shell.agentViewSwitch).toHaveAttribute('aria-checked', 'false');
      await expect(commission).toHaveCount(0);

      // Set in the host's header, seen by the remote's result cards without a reload.
      await shell.agentViewSwitch.click();
      await expect(shell.agentViewSwitch).toHaveAttribute('aria-checked', 'true');
      await expect(commission.first()).toBeVisible();
      expect(await page.evaluate(() => localStorage.getItem('agent-view'))).toBe('true');
      await snap('search-agent-view');

      await shell.agentViewSwitch.click();
      await expect(commission).toHaveCount(0);
    },
  );

  test(
    "two remotes' pages read their data through the host's one QueryClient",
    { tag: ['@shell', '@admin', '@content'] },
    async ({ agentPage: page, shell }) => {
      // Client-side navigation: one page, one federation runtime, two remotes.
      await shell.mainNav.getByRole('link', { name: 'Agent Admin' }).click();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Your Account' })
        .click();
      await expect(page.getByText(users.agent.email).first()).toBeVisible();
      await shell.mainNav.getByRole('link', { name: 'About Florida' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /Weather/ }).first()).toBeVisible();

      const scopes = await page.evaluate(readShareScopes);
      for (const name of ['@villa/shared/query', '@tanstack/react-query']) {
        for (const instance of ['host', 'admin', 'content']) {
          const entries = scopes[instance][name];
          expect(entries, `${instance} share scope: ${name}`).toHaveLength(1);
          expect(entries[0], `${instance} share scope: ${name}`).toMatchObject({
            from: 'host',
            loaded: true,
          });
        }
      }
    },
  );

  test(
    'a session ended by a call from a remote page logs the host out',
    { tag: ['@shell', '@admin'] },
    async ({ agentPage: page, shell }) => {
      // The server answers the remote's own call with 401, as it does for an expired token. The
      // remote's API client ends the session in the store; only if the host uses that very store
      // does the shell react by leaving for the log-in page.
      await page.route('**/api/agent/account-info', (route) =>
        route.fulfill({
          status: 401,
          contentType: 'application/json',
          body: JSON.stringify({ errors: ['Your session has ended.'] }),
        }),
      );
      await shell.page.goto(`${baseURL}/admin/agent/dashboard`);
      await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
      await page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Your Account' })
        .click();

      await expect(page).toHaveURL(/\/login$/);
      await expect(shell.logOutLink).toHaveCount(0);
      await expect(page.getByRole('status')).toContainText('You have logged out.');
    },
  );
});
