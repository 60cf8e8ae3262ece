import type { OutgoingMail } from './outbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export function passwordResetMail(opts: {
  to: string;
  forename: string | null;
  link: string;
  validMinutes: number;
}): OutgoingMail {
  const greeting = opts.forename ? `Dear ${opts.forename},` : 'Hello,';
  const text = [
    greeting,
    '',
    'We received a request to reset the password of your travel agent account.',
    'To choose a new password, open this link:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${opts.validMinutes} minutes.`,
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>We received a request to reset the password of your travel agent account.</p>
<p><a href="${escapeHtml(opts.link)}">Choose a new password</a></p>
<p>The link works once and expires in ${opts.validMinutes} minutes.<br>
If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to: opts.to, subject: 'Reset your password', text, html };
}
