import type { OutgoingMail } from '../mail/outbox';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The invitation to sign up as an agent: the link is the spec's signup page (made at delivery). */
export function agentInviteMail(opts: {
  to: string;
  organisationName: string;
  link: string;
  validDays: number;
}): OutgoingMail {
  const text = [
    'Hello,',
    '',
    `You have been invited to join ${opts.organisationName} on the travel agent portal.`,
    'To create your account, open this link:',
    '',
    opts.link,
    '',
    `The link works once and expires in ${opts.validDays} days.`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>You have been invited to join ${escapeHtml(opts.organisationName)} on the travel agent portal.</p>
<p><a href="${escapeHtml(opts.link)}">Create your account</a></p>
<p>The link works once and expires in ${opts.validDays} days.</p>`;
  return { to: opts.to, subject: 'Your invitation to the travel agent portal', text, html };
}
