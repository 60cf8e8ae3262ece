import type { Db, User } from '../db/schema';
import { reserveMail, type MailPolicy } from '../mail/allowance';
import { enqueueMail } from '../mail/outbox';

/*
 * Make enquiry / change request: the agent's message goes to the provider's agent desk as a
 * real e-mail through the durable outbox. The agent's name, company and e-mail are in the
 * body and the Reply-To so the desk can answer; the booking reference, when there is one, leads the subject.
 */

type Sender = Pick<User, 'email' | 'title' | 'forename' | 'surname'>;

/** The subject the agent wrote, or the one it is given when left empty (mail and conversation). */
export function enquirySubject(user: Sender, subject: string, bookRef: string | null): string {
  const name = [user.title, user.forename, user.surname].filter(Boolean).join(' ') || user.email;
  return subject || (bookRef ? `Change request for booking ${bookRef}` : `Enquiry from ${name}`);
}

export async function queueEnquiry(
  db: Db,
  args: {
    user: Pick<User, 'id' | 'email' | 'title' | 'forename' | 'surname' | 'company_name'>;
    subject: string;
    body: string;
    bookRef: string | null;
    nowMs: number;
    /** The provider's agent desk (provider settings: company.email). */
    deskEmail: string;
    policy: MailPolicy;
  },
): Promise<number> {
  const { user, bookRef } = args;
  await reserveMail(db, {
    accountId: user.id,
    recipient: args.deskEmail,
    now: args.nowMs,
    policy: args.policy,
  });
  const name = [user.title, user.forename, user.surname].filter(Boolean).join(' ') || user.email;
  const subject = enquirySubject(user, args.subject, bookRef);
  const lines = [
    `From: ${name}${user.company_name ? `, ${user.company_name}` : ''}`,
    `Agent e-mail: ${user.email}`,
    ...(bookRef ? [`Booking: ${bookRef}`] : []),
    '',
    args.body,
  ];
  return enqueueMail(
    db,
    {
      to: args.deskEmail,
      // The desk answers the agent who wrote.
      replyTo: user.email,
      subject: bookRef && !subject.includes(bookRef) ? `[${bookRef}] ${subject}` : subject,
      text: lines.join('\n'),
    },
    args.nowMs,
  );
}
