import type { Db } from '../db/schema';
import { enqueueMail, type OutgoingMail } from '../mail/outbox';
import type { AgentProfile } from './agents';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export interface PdfMailRequest {
  agent: AgentProfile;
  recipientEmail: string;
  recipientMessage: string;
  ccApiUser: boolean;
  /** What is attached, as a sentence ends: 'the "Villa Holiday Checklist" guide'. */
  what: string;
  subject: string;
  attachment: { filename: string; content: Buffer };
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
 * caller's transaction if it passes one. Returns the recipient's outbox id.
 */
export async function queuePdfMail(db: Db, req: PdfMailRequest, now: number): Promise<number> {
  const id = await enqueueMail(db, compose(req, null), now);
  if (req.ccApiUser) await enqueueMail(db, compose(req, req.recipientEmail), now);
  return id;
}
