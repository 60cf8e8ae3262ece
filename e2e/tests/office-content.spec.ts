import { readFile } from 'node:fs/promises';
import { axeViolations } from '../support/axe';
import { users } from '../support/env';
import { expect, test } from '../support/fixtures';
import { LoginPage } from '../support/pages/LoginPage';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';

/*
 * The office's content (issue 46): a guide uploaded in the office is what an agent downloads
 * from their Guides page, byte for byte; replaced, the next download is the new file; removed,
 * it is gone from the agent's list.
 */

test.describe('office content', () => {
  test(
    'a guide uploaded, replaced and removed in the office is what an agent downloads',
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

      // Replaced in the office, the agent's next download is the new file.
      const replacement = Buffer.from(`%PDF-1.7\n% ${name}, replaced\n%%EOF\n`, 'latin1');
      await row.getByRole('button', { name: `Replace: ${name}` }).click();
      const replace = o.getByRole('region', { name: `Replace ${name}` });
      await replace.getByLabel('PDF file').setInputFiles({
        name: 'guide.pdf',
        mimeType: 'application/pdf',
        buffer: replacement,
      });
      await replace.getByRole('button', { name: 'Replace guide' }).click();
      await expect(o.getByText(`${name} has been replaced.`)).toBeVisible();
      await page.reload();
      const again = page.waitForEvent('download');
      await page.getByRole('button', { name: `Download ${name} (PDF)` }).click();
      expect(Buffer.compare(await readFile(await (await again).path()), replacement)).toBe(0);

      // Removed (the browser's confirm, answered as a keyboard user would with Enter).
      o.once('dialog', (dialog) => void dialog.accept());
      await row.getByRole('button', { name: `Remove: ${name}` }).focus();
      await o.keyboard.press('Enter');
      await expect(o.getByText(`${name} has been removed.`)).toBeVisible();
      await page.reload();
      await expect(page.getByRole('button', { name: `Download ${name} (PDF)` })).toHaveCount(0);
      await officeContext.close();
    },
  );
});
