import type { StaffRole } from '@villa/shared/contract';
import type { OutgoingMail } from '../../mail/outbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The invitation to the provider's office: set a password, then enrol an authenticator app. */
export function staffInviteMail(opts: {
  to: string;
  forename: string;
  role: StaffRole;
  link: string;
  validDays: number;
}): OutgoingMail {
  const role = opts.role === 'ADMIN' ? 'an administrator' : 'a member of staff';
  const text = [
    `Dear ${opts.forename},`,
    '',
    `You have been invited to the provider's office as ${role}.`,
    'To set your password, open this link:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${opts.validDays} days. When you first sign in, you will set up an authenticator app on your phone.`,
  ].join('\n');
  const html = `<p>Dear ${escapeHtml(opts.forename)},</p>
<p>You have been invited to the provider's office as ${role}.</p>
<p><a href="${escapeHtml(opts.link)}">Set your password</a></p>
<p>The link works once and expires in ${opts.validDays} days. When you first sign in, you will set up an authenticator app on your phone.</p>`;
  return { to: opts.to, subject: "Your invitation to the provider's office", text, html };
}
