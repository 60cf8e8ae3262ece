import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

/**
 * The office's demo accounts (scripts/lib.mjs DEMO_STAFF_LOGINS) with their fixed demo
 * authenticator secrets; a staging portal with other accounts overrides each by environment
 * (E2E_STAFF_EMAIL, E2E_STAFF_PASSWORD, E2E_STAFF_TOTP_SECRET; E2E_ADMIN_* alike).
 */
function staffLogin(key: string, email: string, password: string, secret: string) {
  return {
    email: process.env[`E2E_${key}_EMAIL`] || email,
    password: process.env[`E2E_${key}_PASSWORD`] || password,
    secret: process.env[`E2E_${key}_TOTP_SECRET`] || secret,
  };
}

export const staffUsers = {
  staff: staffLogin('STAFF', 'staff@demo.test', 'Staff#2026', 'DEMOSTAFFTOTPSECRETNOTFORREALUSE'),
  admin: staffLogin('ADMIN', 'admin@demo.test', 'Admin#2026', 'DEMOADMINTOTPSECRETNOTFORREALUSE'),
} as const;
export type StaffUser = (typeof staffUsers)[keyof typeof staffUsers];

const PERIOD_MS = 30_000;
/** What the sign-in says of a code it does not take (remote-office texts). */
const CODE_REFUSED = 'The code is not right, or it was used already.';
/** Where the workers of a run claim TOTP steps: a file per account and step, made once. */
const CLAIMS = path.join(os.tmpdir(), 'villa-e2e-totp-steps');

/** Claims a step of the account's codes for this process; false if a worker has it already. */
function claim(email: string, step: number): boolean {
  fs.mkdirSync(CLAIMS, { recursive: true });
  try {
    fs.closeSync(fs.openSync(path.join(CLAIMS, `${email}-${step}`), 'wx'));
    return true;
  } catch {
    return false;
  }
}

/**
 * A code of the account's authenticator the server has not taken yet, as an app shows it
 * (RFC 6238, SHA-1, 30 s, 6 digits). The server takes each step once, and the workers of a run
 * sign the same demo accounts in at the same time, so each step is claimed through a file made
 * exclusively: the current step's code, or the next step's (the server allows one step of
 * skew) when another worker has the current one; the clock is waited for only when both are
 * taken. Steps count from 1970, so an old claim never stands in a later run's way.
 */
export async function unusedCode(user: StaffUser): Promise<string> {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_MS / 1000,
    secret: Secret.fromBase32(user.secret),
  });
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / PERIOD_MS);
    // Claimed in order, so no worker holds an older step than one already used (the server
    // takes only a step after the last one it took); one too near its end to be typed and
    // checked in time is claimed and left.
    for (const candidate of [step, step + 1]) {
      if (!claim(user.email, candidate)) continue;
      if (candidate === step && now % PERIOD_MS > PERIOD_MS - 3_000) continue;
      return totp.generate({ timestamp: candidate * PERIOD_MS + 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * PERIOD_MS - now + 200));
  }
}

/** /office/login: e-mail, password and code, as a member of the office signs in. */
export class OfficeSignInPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly code: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Office sign in' });
    // Labels carry a hidden required marker ("Email *"): match the start of the label.
    this.email = page.getByRole('textbox', { name: /^Email/ });
    this.password = page.getByLabel(/^Password/);
    this.code = page.getByRole('textbox', { name: /^Code/ });
    this.submit = page.getByRole('button', { name: 'Sign in', exact: true });
  }

  async goto() {
    await this.page.goto('/office/login');
    await this.submit.waitFor();
  }

  async signIn(email: string, password: string, code: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.code.fill(code);
    await this.submit.click();
  }

  /**
   * Signs in with a code of the account's authenticator not spent yet. Two workers' sign-ins
   * can reach the server out of the order their codes were claimed, and then the older code is
   * refused as used: that sign-in is tried again with a newer code, as a person would.
   */
  async signInAs(user: StaffUser) {
    const refused = this.page.getByText(CODE_REFUSED);
    for (let attempt = 1; ; attempt += 1) {
      await this.signIn(user.email, user.password, await unusedCode(user));
      const left = this.page.waitForURL((url) => url.pathname !== '/office/login');
      const outcome = await Promise.race([
        // The one that loses the race is let go quietly.
        left.then(() => 'in' as const).catch(() => null),
        refused
          .waitFor()
          .then(() => 'refused' as const)
          .catch(() => null),
      ]);
      if (outcome === 'in' || attempt === 3) return;
    }
  }
}
