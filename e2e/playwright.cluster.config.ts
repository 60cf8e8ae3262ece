import path from 'node:path';
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

/*
 * The cross-remote subset the cluster suite (scripts/test-cluster.mjs) runs through nginx
 * against two API instances on one PostgreSQL. That script starts the cluster and sets
 * E2E_PORT to nginx's port and VILLA_E2E_RUN_DIR to its run folder, so support/env.ts's main
 * server is nginx; nothing is started here. Tests that read the mail folder or run the CLI on
 * the server's SQLite file are left out (the cluster's mail goes to an SMTP sink, its data is
 * in PostgreSQL).
 */
const SUBSET = [
  'an agent who logs in lands on the home page',
  'search by dates, filter with counts',
  'from a search to a villa: calendar, nights, price, quote, checkout',
  'from the villa page: extras, customer details, reserve, the completed page',
  'upgrade the hold, then pay the deposit',
  'the admin pages of other roles and the agent dashboard show real content',
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export default defineConfig({
  ...base,
  webServer: undefined,
  workers: 1,
  outputDir: path.join(__dirname, 'test-results', `cluster-${process.env.E2E_PORT}`),
  grep: new RegExp(SUBSET.map(escape).join('|')),
  projects: [
    {
      name: 'cluster',
      testMatch: /(login|search|villa|booking|admin)\.spec\.ts$/,
      use: { baseURL: `http://localhost:${process.env.E2E_PORT}` },
    },
  ],
});
