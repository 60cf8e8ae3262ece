import type { Db } from '../db/schema';
import { escapeHtml } from '../html';
import { reserveMail, type MailPolicy } from '../mail/allowance';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import type { AgentProfile } from './agents';

export interface PdfMailRequest {
  agent: AgentProfile;
  recipientEmail: string;
  recipientMessage: string;
  ccApiUser: boolean;
  /** What is attached, as a sentence ends: 'the "Villa Holiday Checklist" guide'. */
  what: string;
  subject: string;
  attachment: { filename: string; content: Buffer };
  /** What the attachment prices (a quotation): label and amount rows, the total last, and the terms. */
  price?: { rows: readonly (readonly [string, string])[]; terms: string };
}

/** The price rows as a small table, the total (last row) in bold. */
function priceTable(rows: readonly (readonly [string, string])[]): string {
  const body = rows.map(([label, amount], i) => {
    const cell = (text: string, align: string) => {
      const html = escapeHtml(text);
      const content = i === rows.length - 1 ? `<strong>${html}</strong>` : html;
      return `<td style="padding:2px 12px 2px 0;text-align:${align}">${content}</td>`;
    };
    return `<tr>${cell(label, 'left')}${cell(amount, 'right')}</tr>`;
  });
  return `<table>${body.join('')}</table>`;
}

/** "Name <address>" with the name quoted as RFC 5322 needs when it holds specials. */
export function mailboxOf(name: string, email: string): string {
  const clean = name.replace(/[\r\n"\\]/g, ' ').trim();
  if (!clean) return email;
  return /[()<>[\]:;@,.]/.test(clean) ? `"${clean}" <${email}>` : `${clean} <${email}>`;
}

function compose(req: PdfMailRequest, copyOf: string | null): OutgoingMail {
  const { agent } = req;
  const from = agent.company ? `${agent.name} of ${agent.company}` : agent.name;
  const signature = [agent.name, agent.company, agent.email, agent.telephone].filter(Boolean);
  const message = req.recipientMessage.trim();
  const lines = [
    ...(copyOf ? [`This is your copy of the e-mail sent to ${copyOf}.`, '', '---', ''] : []),
    'Hello,',
    '',
    `${from} has sent you ${req.what}. It is attached to this e-mail as a PDF.`,
    ...(req.price
      ? ['', ...req.price.rows.map(([label, amount]) => `${label}: ${amount}`), req.price.terms]
      : []),
    ...(message ? ['', `Message from ${agent.name}:`, '', message] : []),
    '',
    'Kind regards,',
    ...signature,
  ];
  const html = [
    ...(copyOf
      ? [`<p><em>This is your copy of the e-mail sent to ${escapeHtml(copyOf)}.</em></p><hr>`]
      : []),
    '<p>Hello,</p>',
    `<p>${escapeHtml(from)} has sent you ${escapeHtml(req.what)}. It is attached to this e-mail as a PDF.</p>`,
    ...(req.price ? [priceTable(req.price.rows), `<p>${escapeHtml(req.price.terms)}</p>`] : []),
    ...(message
      ? [
          `<p><strong>Message from ${escapeHtml(agent.name)}:</strong></p>`,
          `<blockquote>${escapeHtml(message).replace(/\r?\n/g, '<br>')}</blockquote>`,
        ]
      : []),
    `<p>Kind regards,<br>${signature.map(escapeHtml).join('<br>')}</p>`,
  ].join('\n');
  return {
    to: copyOf ? agent.email : req.recipientEmail,
    // Signed by the agent, so the customer's answer goes to the agent.
    replyTo: mailboxOf(agent.name, agent.email),
    subject: copyOf ? `Copy: ${req.subject}` : req.subject,
    text: lines.join('\n'),
    html,
    attachments: [
      {
        filename: req.attachment.filename,
        contentType: 'application/pdf',
        contentBase64: req.attachment.content.toString('base64'),
      },
    ],
  };
}

/**
 * Puts the mail with its PDF in the durable outbox (and the agent's copy when asked), in the
 * caller's transaction if it passes one, once the mail limits allow it (mail/allowance.ts:
 * 429 otherwise). Returns the recipient's outbox id.
 */
export async function queuePdfMail(
  db: Db,
  req: PdfMailRequest,
  now: number,
  policy: MailPolicy,
): Promise<number> {
  await reserveMail(db, { accountId: req.agent.id, recipient: req.recipientEmail, now, policy });
  const id = await enqueueMail(db, compose(req, null), now);
  if (req.ccApiUser) await enqueueMail(db, compose(req, req.recipientEmail), now);
  return id;
}
