import { readFile } from 'node:fs/promises';
import { axeViolations } from '../support/axe';
import { users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../support/pages/LoginPage';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';

/*
 * The office's content (issue 46): a guide uploaded in the office is what an agent downloads
 * from their Guides page, byte for byte.
 */

test.describe('office content', () => {
  test(
    'a guide uploaded in the office downloads for an agent byte for byte',
    { tag: ['@office'] },
    async ({ browser, page }) => {
      test.setTimeout(90_000);
      const name = `Guide ${Date.now()}`;
      // A few bytes that start as a PDF does; the server reads only the first five.
      const bytes = Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`, 'latin1');

      const officeContext = await browser.newContext();
      const o = await officeContext.newPage();
      const signIn = new OfficeSignInPage(o);
      await signIn.goto();
      await signIn.signInAs(staffUsers.staff);
      await expect(o).toHaveURL(/\/office$/);

      await o
        .getByRole('navigation', { name: 'Office' })
        .getByRole('link', { name: 'Guides' })
        .click();
      await expect(o.getByRole('heading', { name: 'Guides', level: 1 })).toBeVisible();
      const form = o.getByRole('region', { name: 'Upload a guide' });
      await form.getByLabel('PDF file').setInputFiles({
        name: 'guide.pdf',
        mimeType: 'application/pdf',
        buffer: bytes,
      });
      await form.getByLabel('Name', { exact: true }).fill(name);
      await form.getByLabel('Second line').fill('From the office');
      await form.getByLabel('Agents may send this guide to customers').check();
      await form.getByRole('button', { name: 'Upload guide' }).click();
      await expect(o.getByText(`${name} has been uploaded.`)).toBeVisible();
      const row = o
        .getByRole('table', { name: 'Guides' })
        .getByRole('row', { name: new RegExp(name) });
      await expect(row).toContainText('From the office');
      expect(await axeViolations(o)).toEqual([]);
      await officeContext.close();

      const login = new LoginPage(page);
      await login.goto();
      await login.logIn(users.agent.email, users.agent.password);
      await expect(page).not.toHaveURL(/\/login(\?|$)/);
      await page.goto('/admin/agent/guides');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${name} (PDF)` }).click();
      const file = await (await download).path();
      expect(Buffer.compare(await readFile(file), bytes)).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
    },
  );
});
