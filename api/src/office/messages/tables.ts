import type { Generated, Kysely } from 'kysely';
import type { MessageAuthor } from '@villa/shared/contract';
import type { Database, Db } from '../../db/schema';

/*
 * The conversations' tables (migration 030-conversations), typed in through Kysely's
 * withTables so this folder owns its schema. Booleans 0/1, timestamps ISO-8601 UTC text.
 */

export interface ConversationsTable {
  id: Generated<number>;
  agent_user_id: number;
  /** Null for a general enquiry. */
  booking_id: number | null;
  subject: string;
  /** 1 while the agent's last message waits for the office. */
  staff_unread: number;
  /** The office's replies the agent has not read. */
  agent_unread: number;
  done_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationMessagesTable {
  id: Generated<number>;
  conversation_id: number;
  author_role: MessageAuthor;
  author_user_id: number;
  author_name: string;
  body: string;
  at: string;
}

export type MessageTables = {
  conversations: ConversationsTable;
  conversation_messages: ConversationMessagesTable;
};

export type MessageDb = Kysely<Database & MessageTables>;

export const messageDb = (db: Db | MessageDb): MessageDb =>
  (db as Db).withTables<MessageTables>() as MessageDb;
