import { test } from '@playwright/test';
import { deployed, portalUrl } from './env';

/**
 * Local powers: what a test can do only to a portal it started itself (break or swap a remote
 * in remotes.json, read the .eml files of its mail folder, run the admin CLI on its database,
 * start servers of its own). Against PORTAL_URL (`pnpm test:e2e:deployed`) such a test skips
 * itself, and the reason is in the report.
 */

/**
 * Skips the tests of the enclosing scope (file, describe or test body) against a deployed
 * portal; `power` says what they need, e.g. 'rewrites remotes.json'.
 */
export function needsLocalPortal(power: string): void {
  test.skip(deployed, `needs a local portal: ${power} (skipped against ${portalUrl})`);
}

/**
 * For one step of a longer test (e.g. the mail a screen has queued): true on a local run; against
 * a deployed portal false, with an annotation in the report saying which step was left out.
 */
export function localStep(power: string): boolean {
  if (!deployed) return true;
  test.info().annotations.push({
    type: 'local step skipped',
    description: `${power}: needs a local portal (skipped against ${portalUrl})`,
  });
  return false;
}
