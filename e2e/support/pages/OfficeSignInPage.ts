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
/** The last TOTP step this run spent per account: the server takes each code once. */
const lastStep = new Map<string, number>();

/**
 * A code of the account's authenticator the server has not taken yet, as an app shows it
 * (RFC 6238, SHA-1, 30 s, 6 digits): the current step's, or the next step's (the server allows
 * one step of skew) when this run already spent the current one; waits for the clock only when
 * both are spent.
 */
export async function unusedCode(user: StaffUser): Promise<string> {
  const totp = new TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_MS / 1000,
    secret: Secret.fromBase32(user.secret),
  });
  const now = Date.now();
  const step = Math.max(Math.floor(now / PERIOD_MS), (lastStep.get(user.email) ?? -1) + 1);
  // More than one step ahead of the clock: wait until the step before it has begun.
  const wait = (step - 1) * PERIOD_MS - now;
  if (wait > 0) {
    await new Promise((resolve) => setTimeout(resolve, wait + 200));
  }
  lastStep.set(user.email, step);
  return totp.generate({ timestamp: step * PERIOD_MS + 1 });
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

  /** Signs in with a code of the account's authenticator not spent yet. */
  async signInAs(user: StaffUser) {
    await this.signIn(user.email, user.password, await unusedCode(user));
  }
}
