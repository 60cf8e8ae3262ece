import type { Conversation, MessageAuthor } from '@villa/shared/contract';
import { paths } from '@villa/shared/routes';
import type { Db, User } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { toTimestamp } from '../../time';
import { messageDb, type MessageDb } from './tables';

/*
 * The conversations between the agents and the office (README.md beside this file). Every
 * write takes the transaction of the change that causes it: the agent's message with the mail
 * to the desk, a reply with its mail to the agent and its audit entry.
 */

type Named = Pick<User, 'email' | 'title' | 'forename' | 'surname'>;

/** The name a message is signed with: the person's, or their e-mail when they gave none. */
export const nameOf = (user: Named) =>
  [user.title, user.forename, user.surname].filter(Boolean).join(' ') || user.email;

/**
 * The agent's enquiry or change request. About a booking, it joins the booking's conversation
 * (opened again if the office had marked it done); otherwise it is a general enquiry of its own.
 */
export async function recordAgentMessage(
  trx: Db,
  args: {
    user: Named & Pick<User, 'id'>;
    bookingId: number | null;
    subject: string;
    body: string;
    nowMs: number;
  },
): Promise<number> {
  const db = messageDb(trx);
  const at = toTimestamp(args.nowMs);
  const existing =
    args.bookingId === null
      ? undefined
      : await db
          .selectFrom('conversations')
          .select('id')
          .where('agent_user_id', '=', args.user.id)
          .where('booking_id', '=', args.bookingId)
          .orderBy('id', 'desc')
          .executeTakeFirst();
  let id: number;
  if (existing) {
    id = existing.id;
    await db
      .updateTable('conversations')
      .set({ staff_unread: 1, done_at: null, updated_at: at })
      .where('id', '=', id)
      .execute();
  } else {
    ({ id } = await db
      .insertInto('conversations')
      .values({
        agent_user_id: args.user.id,
        booking_id: args.bookingId,
        subject: args.subject,
        staff_unread: 1,
        agent_unread: 0,
        done_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow());
  }
  await addMessage(db, id, 'AGENT', args.user.id, nameOf(args.user), args.body, at);
  return id;
}

async function addMessage(
  db: MessageDb,
  conversationId: number,
  role: MessageAuthor,
  userId: number,
  name: string,
  body: string,
  at: string,
) {
  await db
    .insertInto('conversation_messages')
    .values({
      conversation_id: conversationId,
      author_role: role,
      author_user_id: userId,
      author_name: name,
      body,
      at,
    })
    .execute();
}

export type Viewer = 'STAFF' | 'AGENT';

/**
 * Conversations, unread first (for whoever reads them), then the most recently active. The
 * office sees every one; an agent only its own, or one booking's.
 */
export async function listConversations(
  db: Db,
  viewer: Viewer,
  filter: { agentUserId?: number; bookingId?: number; id?: number } = {},
): Promise<Conversation[]> {
  const mdb = messageDb(db);
  const unreadColumn: 'c.staff_unread' | 'c.agent_unread' =
    viewer === 'STAFF' ? 'c.staff_unread' : 'c.agent_unread';
  let query = mdb
    .selectFrom('conversations as c')
    .innerJoin('users as u', 'u.id', 'c.agent_user_id')
    .leftJoin('bookings as b', 'b.id', 'c.booking_id')
    .select([
      'c.id',
      'c.subject',
      'c.done_at',
      'c.updated_at',
      'b.ref',
      'u.email',
      'u.title',
      'u.forename',
      'u.surname',
    ])
    .select((eb) => eb.ref(unreadColumn).as('unread'));
  if (filter.agentUserId !== undefined) {
    query = query.where('c.agent_user_id', '=', filter.agentUserId);
  }
  if (filter.bookingId !== undefined) query = query.where('c.booking_id', '=', filter.bookingId);
  if (filter.id !== undefined) query = query.where('c.id', '=', filter.id);
  const rows = await query
    .orderBy(unreadColumn, 'desc')
    .orderBy('c.updated_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  if (rows.length === 0) return [];
  const messages = await mdb
    .selectFrom('conversation_messages')
    .select(['conversation_id', 'author_role', 'author_name', 'body', 'at'])
    .where(
      'conversation_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bookRef: row.ref,
    subject: row.subject,
    unread: Number(row.unread),
    doneAt: row.done_at,
    agentEmail: row.email,
    agentName: nameOf(row),
    messages: messages
      .filter((m) => m.conversation_id === row.id)
      .map((m) => ({ at: m.at, from: m.author_name, author: m.author_role, body: m.body })),
  }));
}

/** One conversation as `viewer` sees it, or null when there is none (or not the agent's). */
export async function readConversation(
  db: Db,
  viewer: Viewer,
  id: number,
  agentUserId?: number,
): Promise<Conversation | null> {
  const [found] = await listConversations(db, viewer, { id, agentUserId });
  return found ?? null;
}

/**
 * The office's answer: the conversation is no longer waiting for the office, the agent has one
 * more reply to read, and a mail tells the agent (queued in the same transaction, so it goes
 * once the reply is kept, whenever the mail server is back). The office's mails to an agent
 * are not counted against an account's mail allowance: that limit keeps agents from relaying.
 */
export async function addStaffReply(
  trx: Db,
  args: {
    id: number;
    staff: { userId: number; email: string };
    body: string;
    nowMs: number;
    publicUrl: string;
  },
): Promise<Conversation | null> {
  const before = await readConversation(trx, 'STAFF', args.id);
  if (!before) return null;
  const db = messageDb(trx);
  const at = toTimestamp(args.nowMs);
  const staffUser = await trx
    .selectFrom('users')
    .select(['email', 'title', 'forename', 'surname'])
    .where('id', '=', args.staff.userId)
    .executeTakeFirst();
  await addMessage(
    db,
    args.id,
    'STAFF',
    args.staff.userId,
    staffUser ? nameOf(staffUser) : args.staff.email,
    args.body,
    at,
  );
  await db
    .updateTable('conversations')
    .set((eb) => ({ staff_unread: 0, agent_unread: eb('agent_unread', '+', 1), updated_at: at }))
    .where('id', '=', args.id)
    .execute();
  const page = before.bookRef
    ? `${args.publicUrl}${paths.bookingDetail(before.bookRef)}`
    : `${args.publicUrl}${paths.agentDashboard()}`;
  await enqueueMail(
    trx,
    {
      to: before.agentEmail,
      subject: before.bookRef
        ? `[${before.bookRef}] Reply: ${before.subject}`
        : `Reply: ${before.subject}`,
      text: [
        `Dear ${before.agentName},`,
        '',
        'The provider has answered your message:',
        '',
        args.body,
        '',
        `Read the conversation in the portal: ${page}`,
      ].join('\n'),
    },
    args.nowMs,
  );
  return readConversation(trx, 'STAFF', args.id);
}

/** The office marks a conversation done: nothing waits for it until the agent writes again. */
export async function markConversationDone(
  trx: Db,
  id: number,
  nowMs: number,
): Promise<{ before: Conversation; after: Conversation } | null> {
  const before = await readConversation(trx, 'STAFF', id);
  if (!before) return null;
  await messageDb(trx)
    .updateTable('conversations')
    .set({ staff_unread: 0, done_at: before.doneAt ?? toTimestamp(nowMs) })
    .where('id', '=', id)
    .execute();
  const after = await readConversation(trx, 'STAFF', id);
  return after ? { before, after } : null;
}

/** The agent has read the replies of one of its conversations. */
export async function markReadByAgent(
  db: Db,
  id: number,
  agentUserId: number,
): Promise<Conversation | null> {
  await messageDb(db)
    .updateTable('conversations')
    .set({ agent_unread: 0 })
    .where('id', '=', id)
    .where('agent_user_id', '=', agentUserId)
    .execute();
  return readConversation(db, 'AGENT', id, agentUserId);
}
