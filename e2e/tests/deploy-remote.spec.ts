import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { repoRoot, shellServer } from '../support/env';
import { expect, test } from '../support/fixtures';
import { needsLocalPortal } from '../support/local';
import { buildChangedRemote, type RedeployedRemote } from '../support/redeploy';

// Runs in project `shell`: it deploys into its server's deploy folder, the folder of the
// server's REMOTES_JSON (api/src/web/remotes.ts), exactly as an operator runs the commands.
const { baseURL } = shellServer;
const deployDir = () => path.dirname(shellServer.remotesJsonPath());
const run = promisify(execFile);

interface Outcome {
  code: number;
  output: string;
  ms: number;
}

/** `pnpm deploy:remote content …` / `pnpm rollback:remote content …` (the script they run). */
async function command(verb: 'deploy' | 'rollback', ...args: string[]): Promise<Outcome> {
  const started = Date.now();
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(repoRoot, 'scripts', 'deploy-remote.mjs'),
        verb,
        'content',
        '--to',
        deployDir(),
        ...args,
      ],
      { cwd: repoRoot },
    );
    return { code: 0, output: stdout + stderr, ms: Date.now() - started };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr, ms: Date.now() - started };
  }
}

const versionIn = (outcome: Outcome) => /\[deploy\] content (\S+)/.exec(outcome.output)?.[1];

/**
 * Reloads the page the agent has open and answers which content build it ran: the folder its
 * remoteEntry.js came from (the version's, or '' for the build deployed with the portal).
 */
async function reloadAndSeeBuild(page: Page): Promise<string> {
  const entry = page.waitForRequest(
    (request) => /\/remotes\/content\/(?:[^/]+\/)?remoteEntry\.js$/.test(request.url()),
    { timeout: 15_000 },
  );
  await page.reload();
  const url = new URL((await entry).url());
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  return /^\/remotes\/content\/(?:([^/]+)\/)?remoteEntry\.js$/.exec(url.pathname)?.[1] ?? '';
}

test.describe('deploy and roll back one remote', () => {
  needsLocalPortal(
    'deploys into its server’s deploy folder; a deployed portal is deployed by its own pipeline',
  );
  const marker = `Content release ${Date.now().toString(36)}`;
  let changed: RedeployedRemote;

  // eslint-disable-next-line no-empty-pattern
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    changed = await buildChangedRemote('content', marker);
  });
  test.afterAll(() => {
    changed?.remove();
    fs.rmSync(path.join(deployDir(), 'remotes'), { recursive: true, force: true });
  });

  test(
    'while an agent has the portal open, each reload shows the version deployed or rolled back to',
    {
      tag: ['@shell', '@content'],
    },
    async ({ page, remotes, logInAs }) => {
      test.setTimeout(90_000);
      void remotes; // restores the server's remotes.json after the test
      await logInAs('agent');
      await page.goto('/about-florida');
      await expect(page).toHaveURL(`${baseURL}/about-florida`);
      expect(await reloadAndSeeBuild(page)).toBe('');
      await expect(page.getByText(marker)).toHaveCount(0);

      // Version A: the build `pnpm build` made, deployed as CI would deploy it (built once).
      const a = await command('deploy', '--dist', path.join(repoRoot, 'remote-content', 'dist'));
      expect(a.code, a.output).toBe(0);
      const versionA = versionIn(a);
      expect(versionA).toMatch(/^1\.0\.0-[0-9a-f]{10}$/);
      expect(await reloadAndSeeBuild(page)).toBe(versionA);
      await expect(page.getByText(marker)).toHaveCount(0);

      // Version B: the content team's change (a banner on every page).
      const b = await command('deploy', '--dist', changed.dist);
      expect(b.code, b.output).toBe(0);
      const versionB = versionIn(b);
      expect(versionB).not.toBe(versionA);
      expect(await reloadAndSeeBuild(page)).toBe(versionB);
      await expect(page.getByText(marker)).toBeVisible();

      // Rolled back: A again, and the change is gone.
      const back = await command('rollback');
      expect(back.code, back.output).toBe(0);
      expect(await reloadAndSeeBuild(page)).toBe(versionA);
      await expect(page.getByText(marker)).toHaveCount(0);

      // Once more: the build deployed with the portal; then there is nothing earlier.
      expect((await command('rollback')).code).toBe(0);
      expect(await reloadAndSeeBuild(page)).toBe('');
      const none = await command('rollback');
      expect(none.code).toBe(4);
      expect(none.output).toContain('nothing earlier to roll back to');
      expect(await reloadAndSeeBuild(page)).toBe('');

      test.info().annotations.push({
        type: 'durations',
        description: `deploy A ${a.ms} ms, deploy B ${b.ms} ms, rollback ${back.ms} ms, changed build ${changed.buildMs} ms`,
      });
    },
  );
});
