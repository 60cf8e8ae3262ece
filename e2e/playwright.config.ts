import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { deployed, mainServer, repoRoot, shellServer, type PortalServer } from './support/env';

// Local mode (no PORTAL_URL) starts the servers on the build in this checkout; deployed mode
// (`pnpm test:e2e:deployed`) tests the portal at PORTAL_URL and starts nothing (README).
if (!deployed && !fs.existsSync(path.join(repoRoot, 'host', 'dist', 'index.html'))) {
  throw new Error(
    'The e2e tests drive the production build: run `pnpm build` first (npm test does).',
  );
}

const resultsDir = path.join(__dirname, 'test-results');

// One fresh folder per run (SQLite file, mail, remotes.json), made by the runner process; the
// workers inherit VILLA_E2E_RUN_DIR and so find the same folder.
if (!deployed && !process.env.VILLA_E2E_RUN_DIR) {
  // Traces and failure screenshots go to test-results/run-<port>, one folder per run, so a run
  // started meanwhile in the same checkout does not wipe this one's; folders of runs that ended
  // more than an hour ago are removed.
  for (const entry of fs.existsSync(resultsDir) ? fs.readdirSync(resultsDir) : []) {
    const folder = path.join(resultsDir, entry);
    if (entry.startsWith('run-') && Date.now() - fs.statSync(folder).mtimeMs > 3_600_000) {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  process.env.VILLA_E2E_RUN_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-e2e-'));
  const built = path.join(repoRoot, 'host', 'dist', 'remotes.json');
  const source = fs.existsSync(built)
    ? built
    : path.join(repoRoot, 'host', 'public', 'remotes.json');
  for (const server of [mainServer, shellServer]) {
    fs.mkdirSync(server.mailDir(), { recursive: true });
    fs.copyFileSync(source, server.remotesJsonPath());
    fs.copyFileSync(source, server.remotesJsonOriginalPath());
  }
}

/**
 * The shell and federation suites run in project `shell` on a server of their own, beside the
 * feature suites (project `portal`, main server): the run takes about as long as the longer of
 * the two, and remotes.spec.ts may rewrite its server's remotes.json without any feature suite
 * seeing a remote it broke on purpose. Each project runs its files one at a time, in order.
 */
const SHELL_SUITES =
  /(login|page-weight|inactivity|routing|impersonation|shared-singletons|remotes|deploy-remote)\.spec\.ts$/;

/** The production build served as `npm start` serves it: the API server with PORTAL_ROOT. */
function webServer(server: PortalServer) {
  return {
    name: server.name,
    command: 'pnpm --silent --filter @villa/api start',
    cwd: repoRoot,
    url: `${server.baseURL}/remotes.json`,
    env: server.env(),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  };
}

export default defineConfig({
  testDir: './tests',
  globalTeardown: './support/globalTeardown.ts',
  outputDir: path.join(resultsDir, deployed ? 'run-deployed' : `run-${mainServer.port}`),
  // Two projects side by side, each on its own server and one worker (see SHELL_SUITES).
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  // A safety net: the portal project runs its files one at a time; adding up its files' times
  // on a loaded 2-core machine gives 12 to 15 minutes since money-agrees.spec.ts (4 to 5) joined.
  globalTimeout: 25 * 60_000,
  expect: { timeout: 8_000 },
  // The HTML report (e2e/playwright-report, git-ignored) holds the trace of every failed test:
  // `pnpm --filter @villa/e2e exec playwright show-report`.
  reporter: [['list'], ['./support/skipReasons.ts'], ['html', { open: 'never' }]],
  use: {
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    {
      name: 'portal',
      testIgnore: SHELL_SUITES,
      workers: 1,
      use: { baseURL: mainServer.baseURL },
    },
    {
      name: 'shell',
      testMatch: SHELL_SUITES,
      workers: 1,
      use: { baseURL: shellServer.baseURL },
    },
  ],
  webServer: deployed ? [] : [webServer(mainServer), webServer(shellServer)],
});
