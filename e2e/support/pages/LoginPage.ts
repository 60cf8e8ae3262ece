import type { Locator, Page } from '@playwright/test';

/** /login: the agent log-in form, its forgot-password mode and its notices. */
export class LoginPage {
  readonly heading: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly submit: Locator;
  readonly forgotPasswordLink: Locator;
  readonly resetPasswordButton: Locator;
  readonly goBackLink: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    // Labels carry a hidden required marker ("Email *"): match the start of the label.
    this.email = page.getByRole('textbox', { name: 'Email', exact: true });
    this.password = page.getByLabel(/^Password/);
    this.submit = page.getByRole('button', { name: 'Log in', exact: true });
    this.forgotPasswordLink = page.getByRole('link', { name: 'Forgotten your password?' });
    this.resetPasswordButton = page.getByRole('button', { name: 'Reset password' });
    this.goBackLink = page.getByRole('link', { name: 'Go back' });
  }

  async goto() {
    await this.page.goto('/login');
    await this.submit.waitFor();
  }

  async logIn(email: string, password: string) {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  /** A notice on the page (welcome, failure, logged out, timed out, reset sent). */
  notice(text: string | RegExp): Locator {
    return this.page.getByText(text);
  }
}
