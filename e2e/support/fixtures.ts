import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { mainServer, screensDir, shellServer, users, type UserKey } from './env';
import { LoginPage } from './pages/LoginPage';
import { Shell } from './pages/Shell';

export type RemoteName = 'search' | 'villa' | 'booking' | 'admin' | 'content' | 'office';

/** The server's remotes.json (re-read by the server on every request), as an operator edits it. */
export interface RemotesControl {
  /** Points one remote at another manifest URL. */
  point(remote: RemoteName, manifestUrl: string): void;
  /** Back to the build's remotes.json (also done after every test). */
  restore(): void;
}

interface Fixtures {
  loginPage: LoginPage;
  shell: Shell;
  /** Logs in through the login page and waits until the portal has left /login. */
  logInAs: (user: UserKey) => Promise<void>;
  /** A page already logged in as the demo agent, on the home page. */
  agentPage: Page;
  remotes: RemotesControl;
  /** Saves a screenshot of the current screen at 1280 and 375 px wide into test-results/screens. */
  snap: (name: string, target?: Page) => Promise<void>;
}

export const test = base.extend<Fixtures>({
  loginPage: async ({ page }, provide) => {
    await provide(new LoginPage(page));
  },

  shell: async ({ page }, provide) => {
    await provide(new Shell(page));
  },

  logInAs: async ({ page, loginPage }, provide) => {
    await provide(async (key) => {
      const user = users[key];
      await loginPage.goto();
      await loginPage.logIn(user.email, user.password);
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
    });
  },

  agentPage: async ({ page, logInAs, shell }, provide) => {
    await logInAs('agent');
    await expect(shell.logOutLink).toBeVisible();
    await provide(page);
  },

  // Every test gets the pristine file back, even on failure. The file is that of the server the
  // test's project runs against (the 'shell' project has a server of its own).
  // eslint-disable-next-line no-empty-pattern
  remotes: async ({}, provide, testInfo) => {
    const server = testInfo.project.name === 'shell' ? shellServer : mainServer;
    const file = server.remotesJsonPath();
    const control: RemotesControl = {
      point(remote, manifestUrl) {
        const current = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>;
        current[remote] = manifestUrl;
        fs.writeFileSync(file, `${JSON.stringify(current, null, 2)}\n`);
      },
      restore() {
        fs.copyFileSync(server.remotesJsonOriginalPath(), file);
      },
    };
    await provide(control);
    control.restore();
  },

  snap: async ({ page }, provide) => {
    fs.mkdirSync(screensDir, { recursive: true });
    await provide(async (name, target = page) => {
      const original = target.viewportSize() ?? { width: 1280, height: 800 };
      for (const width of [1280, 375]) {
        await target.setViewportSize({ width, height: width === 375 ? 812 : 800 });
        await target.screenshot({
          path: path.join(screensDir, `${name}-${width}.png`),
          fullPage: true,
        });
      }
      await target.setViewportSize(original);
    });
  },
});

export { expect };
