import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, serverEnv } from '../support/env';
import { expect, test } from '../support/fixtures';
import { needsLocalPortal } from '../support/local';

/*
 * Sending a guide and a quote to a customer, received through a real SMTP server on loopback.
 * The suite's shared server writes .eml files (SMTP_URL unset), so this file starts its own
 * portal server (the same production build, a fresh database) whose outbox delivers over SMTP
 * to an `smtp-server` sink started here, and reads the PDFs out of the received messages.
 */

// smtp-server is the API package's test dependency (its own suites use it the same way).
const requireFromApi = createRequire(path.join(repoRoot, 'api', 'package.json'));

interface SmtpSessionLike {
  envelope: { rcptTo: { address: string }[] };
}
interface SmtpServerLike {
  listen(port: number, host: string, done: () => void): void;
  close(done: () => void): void;
  server: net.Server;
}
type SmtpServerClass = new (options: {
  authOptional: boolean;
  disabledCommands: string[];
  logger: boolean;
  onData: (
    stream: NodeJS.ReadableStream,
    session: SmtpSessionLike,
    done: (err?: Error) => void,
  ) => void;
}) => SmtpServerLike;

interface Received {
  to: string[];
  raw: string;
}

async function startSink() {
  const { SMTPServer } = requireFromApi('smtp-server') as { SMTPServer: SmtpServerClass };
  const messages: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as net.AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(predicate: (m: Received) => boolean, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(predicate);
        if (found) return found;
        if (Date.now() > deadline) throw new Error('the expected mail did not arrive');
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The PDF attachments of a raw MIME message (base64 parts with a file name). */
function pdfAttachments(raw: string) {
  const found: { filename: string; content: Buffer }[] = [];
  for (const part of raw.split(/\r?\n--[^\r\n]+/)) {
    const name = /filename="?([^"\r\n;]+\.pdf)"?/i.exec(part);
    if (!name || !/Content-Transfer-Encoding: base64/i.test(part)) continue;
    const body = part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, '');
    found.push({ filename: name[1], content: Buffer.from(body, 'base64') });
  }
  return found;
}

const unfold = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));

test.describe('send PDFs through SMTP', () => {
  needsLocalPortal('starts a server of its own with an SMTP sink');
  test.describe.configure({ timeout: 240_000 });

  let sink: Awaited<ReturnType<typeof startSink>>;
  let server: ChildProcess;
  let origin: string;
  let dir: string;

  test.beforeAll(async () => {
    test.setTimeout(200_000);
    sink = await startSink();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'villa-e2e-smtp-'));
    const port = await freePort();
    origin = `http://localhost:${port}`;
    server = spawn('pnpm', ['--silent', '--filter', '@villa/api', 'start'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        ...serverEnv(),
        PORT: String(port),
        PUBLIC_URL: origin,
        SQLITE_FILE: path.join(dir, 'portal.sqlite'),
        MAIL_DIR: path.join(dir, 'mail'),
        SMTP_URL: sink.url,
      },
      stdio: 'ignore',
      detached: true,
    });
    const deadline = Date.now() + 180_000;
    for (;;) {
      try {
        const res = await fetch(`${origin}/remotes.json`);
        if (res.ok) break;
      } catch {
        // not listening yet: the fresh database is being seeded
      }
      if (Date.now() > deadline) throw new Error('the SMTP test server did not start');
      await new Promise((r) => setTimeout(r, 500));
    }
  });

  test.afterAll(async () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await sink?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test(
    'a guide and a quote reach the customer with their PDF, and the agent gets a copy',
    { tag: ['@admin'] },
    async ({ page, snap }) => {
      await page.goto(`${origin}/login`);
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('agent@demo.test');
      await page.getByLabel(/^Password/).fill('Agent#2026');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).not.toHaveURL(/\/login$/);

      // A guide, with the copy to the agent left on (the default).
      await page.goto(`${origin}/admin/agent/guides`);
      await page.getByRole('button', { name: 'Send to Customer: Orlando Weather' }).click();
      const dialog = page.getByRole('dialog', { name: 'Send the Orlando Weather guide' });
      await expect(dialog.getByRole('checkbox', { name: 'Send me a copy' })).toBeChecked();
      await dialog.getByLabel(/^Recipient email/).fill('guide.customer@example.com');
      await dialog
        .getByLabel('Message to recipient')
        .fill('The weather month by month, as promised.');
      await dialog.getByRole('button', { name: 'Send PDF' }).click();
      await expect(
        dialog.getByText(
          'The PDF has been placed in a queue to send to the recipient - it will be sent shortly',
        ),
      ).toBeVisible();
      await snap('admin-send-guide-sent', page);
      await dialog.getByRole('button', { name: 'Close' }).click();

      const guideMail = await sink.waitFor((m) => m.to.includes('guide.customer@example.com'));
      expect(unfold(guideMail.raw)).toContain('The weather month by month, as promised.');
      const [guidePdf] = pdfAttachments(guideMail.raw);
      expect(guidePdf.filename).toBe('orlando-weather.pdf');
      expect(guidePdf.content.subarray(0, 5).toString()).toBe('%PDF-');
      const copy = await sink.waitFor(
        (m) => m.to.includes('agent@demo.test') && /Orlando Weather/.test(m.raw),
      );
      expect(unfold(copy.raw)).toContain(
        'This is your copy of the e-mail sent to guide.customer@example.com',
      );

      // A quote from Sent Quotes, without the copy.
      await page.goto(`${origin}/admin/agent/quotes`);
      const firstSend = page
        .getByRole('button', { name: /^Send to Customer: quote VB\w+$/ })
        .first();
      const ref = (await firstSend.getAttribute('aria-label'))!.match(/VB\w+/)![0];
      await firstSend.click();
      const quoteDialog = page.getByRole('dialog', { name: `Send quote ${ref}` });
      await quoteDialog.getByLabel(/^Recipient email/).fill('quote.customer@example.com');
      await quoteDialog.getByRole('checkbox', { name: 'Send me a copy' }).uncheck();
      await quoteDialog.getByRole('button', { name: 'Send PDF' }).click();
      await expect(
        quoteDialog.getByText('This quote can now be retrieved from within your admin'),
      ).toBeVisible();
      await quoteDialog.getByRole('button', { name: 'Send Another' }).click();
      await expect(quoteDialog.getByLabel(/^Recipient email/)).toHaveValue('');
      await quoteDialog.press('Escape');
      await expect(quoteDialog).toBeHidden();

      const quoteMail = await sink.waitFor((m) => m.to.includes('quote.customer@example.com'));
      expect(unfold(quoteMail.raw)).toContain(`Your villa holiday quotation ${ref}`);
      const [quotePdf] = pdfAttachments(quoteMail.raw);
      expect(quotePdf.filename).toBe(`quotation-${ref}.pdf`);
      expect(quotePdf.content.subarray(0, 5).toString()).toBe('%PDF-');
      expect(
        sink.messages.filter((m) => m.to.includes('agent@demo.test') && m.raw.includes(ref)),
      ).toHaveLength(0);

      // The quote now shows this recipient, most recently sent first.
      await page.reload();
      const row = page.getByRole('row', { name: new RegExp(ref) });
      await expect(row).toContainText('quote.customer@example.com');
    },
  );
});
