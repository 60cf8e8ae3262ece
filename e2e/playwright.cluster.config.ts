import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * The cross-remote subset the cluster suite (scripts/test-cluster.mjs) runs through nginx
 * against two API instances on one PostgreSQL. That script starts the cluster and sets
 * E2E_PORT to nginx's port and VILLA_E2E_RUN_DIR to its run folder, so support/env.ts's main
 * server is nginx; nothing is started here. Its SMTP sink writes every mail it receives into
 * the main server's mail folder, where the tests read them. Tests that run the CLI on the
 * server's SQLite file are left out (the cluster's data is in PostgreSQL).
 */
// Each test logs in through the login page first (the agentPage fixture, or logInAs), and the
// villa test starts from a search: log-in and search are in them. login.spec.ts itself checks
// the shell project's server, search.spec.ts's own tests add little here for their minute.
const SUBSET = [
  'from a search to a villa: calendar, nights, price, quote, checkout',
  'from the villa page: extras, customer details, reserve, the completed page',
  'upgrade the hold, then pay the deposit',
  'the admin pages of other roles and the agent dashboard show real content',
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  ...base,
  webServer: undefined,
  reporter: [['list']],
  workers: 1,
  // Two instances, nginx and PostgreSQL share the machine with the browser: more time per test.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  outputDir: path.join(__dirname, 'test-results', `cluster-${process.env.E2E_PORT}`),
  grep: new RegExp(SUBSET.map(escape).join('|')),
  projects: [
    {
      name: 'cluster',
      testMatch: /(villa|booking|admin)\.spec\.ts$/,
      use: { baseURL: `http://localhost:${process.env.E2E_PORT}` },
    },
  ],
});
