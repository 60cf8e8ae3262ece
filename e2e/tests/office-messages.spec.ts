import { axeViolations } from '../support/axe';
import { freeStay, reserveThroughApi } from '../support/bookings';
import { expect, test } from '../support/fixtures';
import { localStep } from '../support/local';
import { listMail, waitForMail } from '../support/mailbox';
import { LoginPage } from '../support/pages/LoginPage';
import { OfficeSignInPage, staffUsers } from '../support/pages/OfficeSignInPage';
import { users } from '../support/env';

/*
 * The office's messages (issue 45): an agent's enquiry on a booking reaches /office/messages,
 * staff answer it, and the agent reads the answer on the dashboard and the booking page (and
 * gets a mail).
 */

test.describe('office messages', () => {
  test(
    "an agent's enquiry is answered in the office and read by the agent",
    { tag: ['@office', '@booking'] },
    async ({ page, browser, request }) => {
      test.setTimeout(180_000);
      const ref = await reserveThroughApi(request, await freeStay(request, new Set()));
      const question = `Could the customer of ${ref} arrive a day later?`;
      const answer = `Yes: ${ref} can arrive a day later, the villa is free that night.`;

      // The agent asks on the booking page.
      const agentContext = await browser.newContext();
      const agent = await agentContext.newPage();
      const login = new LoginPage(agent);
      await login.goto();
      await login.logIn(users.agent.email, users.agent.password);
      await expect(agent).not.toHaveURL(/\/login(\?|$)/);
      await agent.goto(`/admin/agent/bookings/${ref}`);
      await agent.getByRole('button', { name: 'Make enquiry' }).click();
      const dialog = agent.getByRole('dialog', { name: 'Make enquiry' });
      await dialog.getByLabel('Message').fill(question);
      await dialog.getByRole('button', { name: 'Send message' }).click();
      await expect(agent.getByRole('dialog', { name: 'Message sent' })).toBeVisible();
      await agent
        .getByRole('dialog', { name: 'Message sent' })
        .getByRole('button', { name: 'Close' })
        .click();
      const messages = agent.getByRole('region', { name: 'Messages', exact: true });
      await expect(messages).toContainText(question);

      // Staff find it unread in the office, refuse an empty reply at the field, then answer.
      const signIn = new OfficeSignInPage(page);
      await signIn.goto();
      await signIn.signInAs(staffUsers.staff);
      await expect(page).toHaveURL(/\/office$/);
      await page
        .getByRole('navigation', { name: 'Office' })
        .getByRole('link', { name: 'Messages' })
        .click();
      await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
      const conversation = page.getByRole('article', {
        name: `Change request for booking ${ref}`,
      });
      await expect(conversation).toContainText(question);
      await expect(conversation).toContainText('Unread');
      expect(await axeViolations(page)).toEqual([]);
      await conversation.getByRole('button', { name: 'Send reply' }).click();
      await expect(conversation.getByText('Reply is required')).toBeVisible();
      const seen = new Set(listMail().map((m) => m.file));
      await conversation.getByRole('textbox', { name: 'Reply' }).fill(answer);
      await conversation.getByRole('button', { name: 'Send reply' }).click();
      await expect(conversation.getByText(/Reply sent/)).toBeVisible();
      await expect(conversation).toContainText(answer);
      await expect(conversation).toContainText('Answered');
      expect(await axeViolations(page)).toEqual([]);

      // The agent: unread on the dashboard, read on the booking page.
      await agent.goto('/admin/agent/dashboard');
      const card = agent.getByRole('region', { name: 'Messages from our agent desk' });
      await expect(card).toContainText('unread repl');
      await card.getByRole('link', { name: `Read it on booking ${ref}` }).click();
      await expect(messages).toContainText(answer);
      await expect(messages.getByText('1 new reply')).toBeVisible();
      await expect(messages.getByText('New', { exact: true })).toBeVisible();
      expect(await axeViolations(agent)).toEqual([]);
      await agent.goto('/admin/agent/dashboard');
      await expect(card.getByRole('link', { name: `Read it on booking ${ref}` })).toHaveCount(0);

      // Staff mark it done.
      await conversation.getByRole('button', { name: 'Mark done' }).click();
      await expect(conversation.getByText('Marked done.')).toBeVisible();
      await agentContext.close();

      if (!localStep('the reply mail read from the mail files')) return;
      const mail = await waitForMail(users.agent.email, { seen });
      expect(mail.text).toContain(answer);
      expect(mail.text).toContain(`/admin/agent/bookings/${ref}`);
    },
  );
});
