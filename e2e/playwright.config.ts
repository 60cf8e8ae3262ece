import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  baseURL,
  remotesJsonOriginalPath,
  remotesJsonPath,
  repoRoot,
  serverEnv,
} from './support/env';

if (!fs.existsSync(path.join(repoRoot, 'host', 'dist', 'index.html'))) {
  throw new Error(
    'The e2e tests drive the production build: run `pnpm build` first (npm test does).',
  );
}

// One fresh folder per run (SQLite file, mail, remotes.json), made by the runner process; the
// workers inherit VILLA_E2E_RUN_DIR and so find the same folder.
if (!process.env.VILLA_E2E_RUN_DIR) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-e2e-'));
  fs.mkdirSync(path.join(dir, 'mail'));
  const built = path.join(repoRoot, 'host', 'dist', 'remotes.json');
  const source = fs.existsSync(built)
    ? built
    : path.join(repoRoot, 'host', 'public', 'remotes.json');
  process.env.VILLA_E2E_RUN_DIR = dir;
  fs.copyFileSync(source, remotesJsonPath());
  fs.copyFileSync(source, remotesJsonOriginalPath());
}

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // Tests share one server and rewrite its remotes.json: one worker keeps them independent.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  // A safety net: the whole run takes about two minutes.
  globalTimeout: 10 * 60_000,
  expect: { timeout: 8_000 },
  reporter: [['list']],
  use: {
    baseURL,
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
  projects: [{ name: 'chromium' }],
  webServer: {
    // The production build served as `npm start` serves it: the API server with PORTAL_ROOT.
    command: 'pnpm --silent --filter @villa/api start',
    cwd: repoRoot,
    url: `${baseURL}/remotes.json`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
