import type { Locator, Page } from '@playwright/test';

/** The host's frame around every page: header, main navigation, dialogs and panels. */
export class Shell {
  readonly header: Locator;
  readonly mainNav: Locator;
  readonly logOutLink: Locator;
  readonly agentViewSwitch: Locator;
  readonly impersonatingBadge: Locator;
  readonly inactivityDialog: Locator;
  readonly keepMeLoggedIn: Locator;
  readonly dialogLogOut: Locator;
  readonly unavailablePanel: Locator;
  readonly retryButton: Locator;
  /** In place of a remote refused for the shared code it was built against. */
  readonly needsUpdatePanel: Locator;
  /** A remote's page slow to arrive: the polite status "Still loading…", and its Retry. */
  readonly stillLoadingStatus: Locator;
  readonly stillLoadingRetry: Locator;
  readonly main: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.logOutLink = this.header.getByRole('link', { name: 'Log out' });
    this.agentViewSwitch = this.header.getByRole('switch', { name: /Agent view/ });
    this.impersonatingBadge = this.header.getByText('Impersonating', { exact: true });
    this.inactivityDialog = page.getByRole('alertdialog', { name: 'Are you still there?' });
    this.keepMeLoggedIn = this.inactivityDialog.getByRole('button', { name: 'Keep me logged in' });
    this.dialogLogOut = this.inactivityDialog.getByRole('button', { name: 'Log out' });
    this.unavailablePanel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'This section is unavailable' }) });
    this.retryButton = this.unavailablePanel.getByRole('button', { name: 'Retry' });
    this.needsUpdatePanel = page
      .getByRole('alert')
      .filter({ has: page.getByRole('heading', { name: 'This section needs an update' }) });
    this.main = page.getByRole('main');
    this.stillLoadingStatus = this.main.getByRole('status').filter({ hasText: 'Still loading…' });
    this.stillLoadingRetry = this.main.getByRole('button', { name: 'Retry' });
  }

  /** The page's main heading. */
  heading(name: string | RegExp): Locator {
    return this.page.getByRole('heading', { level: 1, name });
  }
}
