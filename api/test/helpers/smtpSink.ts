import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links in a test. */
export const readableBody = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A real SMTP server on loopback that keeps every mail it accepts, a duplicate as well (a test
 * counts deliveries with it); it can refuse the next few mails, or take its time over each.
 */
export async function startSmtpSink() {
  const messages: ReceivedMail[] = [];
  let refuseNext = 0;
  let stallMs = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        // A slow server: the mail is accepted (kept, then "250 OK") only after the wait.
        if (stallMs > 0) await new Promise((resolve) => setTimeout(resolve, stallMs));
        if (refuseNext > 0) {
          refuseNext -= 1;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuse(count: number) {
      refuseNext = count;
    },
    /** Each mail from now on is accepted `ms` after its last byte arrived (0: at once). */
    stall(ms: number) {
      stallMs = ms;
    },
    async waitForMessages(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(`expected ${count} mails, got ${messages.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return messages;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
