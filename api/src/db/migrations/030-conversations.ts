import { sql, type Kysely } from 'kysely';
import { withId } from '../engine';

/*
 * Issue 45: an agent's enquiry or change request is a conversation in the portal, besides the
 * mail the provider's desk gets.
 *
 * conversations: one per booking (the agent's later messages about it join it), or a general
 * enquiry of its own (booking_id null). staff_unread is 1 while the agent's last message waits
 * for the office (a reply or "done" clears it); agent_unread counts the office's replies the
 * agent has not read yet. done_at is set when the office marks it done, and cleared when the
 * agent writes again.
 *
 * conversation_messages: each message, in order; author_role is AGENT or STAFF, author_name the
 * words shown as its sender, copied as they were when it was written.
 *
 * Frozen as written once merged (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await withId(db, db.schema.createTable('conversations'))
    .addColumn('agent_user_id', 'integer', (c) =>
      c.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('booking_id', 'integer', (c) => c.references('bookings.id').onDelete('cascade'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('staff_unread', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('agent_unread', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('done_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversations_agent')
    .on('conversations')
    .columns(['agent_user_id', 'booking_id'])
    .execute();

  await withId(db, db.schema.createTable('conversation_messages'))
    .addColumn('conversation_id', 'integer', (c) =>
      c.notNull().references('conversations.id').onDelete('cascade'),
    )
    .addColumn('author_role', 'text', (c) =>
      c.notNull().check(sql`author_role in ('AGENT', 'STAFF')`),
    )
    .addColumn('author_user_id', 'integer', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('conversation_messages_conversation')
    .on('conversation_messages')
    .columns(['conversation_id', 'id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('conversation_messages').execute();
  await db.schema.dropTable('conversations').execute();
}
