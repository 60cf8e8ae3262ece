import type { OutgoingMail } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The mail of a log-in code (auth/loginCodes.ts). `code` is the mark the outbox worker turns
 * into the code when it sends the mail, so the queued row holds no usable code.
 */
export function loginCodeMail(opts: {
  to: string;
  forename: string | null;
  code: string;
  validMinutes: number;
}): OutgoingMail {
  const greeting = opts.forename ? `Dear ${opts.forename},` : 'Hello,';
  const why =
    'There have been several failed attempts to log in to your travel agent account, so for now logging in needs this one-time code as well as your password:';
  const use = `Enter it on the log-in page with your password. It works once and expires in ${opts.validMinutes} minutes.`;
  const notYou =
    'If these attempts were not yours, nobody can log in with the code alone; you may still want to choose a new password ("Forgotten your password?" on the log-in page).';
  const text = [greeting, '', why, '', opts.code, '', use, notYou].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(why)}</p>
<p style="font-size:1.5em;font-weight:bold;letter-spacing:0.1em">${escapeHtml(opts.code)}</p>
<p>${escapeHtml(use)}<br>
${escapeHtml(notYou)}</p>`;
  return { to: opts.to, subject: 'Your log-in code', text, html };
}
