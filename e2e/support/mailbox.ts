import fs from 'node:fs';
import path from 'node:path';
import { deployed, mailDir } from './env';

export interface Mail {
  file: string;
  /** Raw message, headers and body. */
  raw: string;
  /** Body with quoted-printable soft breaks and escapes decoded. */
  text: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The .eml files the outbox worker wrote, oldest first (the main server's, unless `dir`). None
 * against PORTAL_URL, whose mail this machine cannot see: the step that waits for a mail is
 * guarded by `localStep` (support/local.ts).
 */
export function listMail(dir?: string): Mail[] {
  if (deployed) return [];
  dir ??= mailDir();
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(dir, name))
    .sort((a, b) => fs.statSync(a).mtimeMs - fs.statSync(b).mtimeMs)
    .map((file) => {
      const raw = fs.readFileSync(file, 'utf8');
      return { file, raw, text: decodeQuotedPrintable(raw) };
    });
}

/** Waits for a mail to `address` that was not there before (files in `seen` are skipped). */
export async function waitForMail(
  address: string,
  { seen = new Set<string>(), timeoutMs = 15_000, dir = mailDir() } = {},
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  const to = new RegExp(`^To:.*${address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im');
  while (Date.now() < deadline) {
    const mail = listMail(dir).find((m) => !seen.has(m.file) && to.test(m.raw));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no mail to ${address} reached ${dir} within ${timeoutMs} ms`);
}
