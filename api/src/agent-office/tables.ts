import type { Generated, Kysely } from 'kysely';
import type { Database, Db } from '../db/schema';

/*
 * Tables of the agent's office (migration 004-agent-office). They are added to the one
 * Database type here, through Kysely's withTables, so this folder owns its schema.
 * Same conventions: booleans 0/1, timestamps ISO-8601 UTC text, dates 'YYYY-MM-DD' text.
 */

export type AgentInvitesTable = {
  id: Generated<number>;
  /** The invited address, lower-case: the new account's log-in. */
  email: string;
  organisation_id: number;
  /** sha256 of the link's token; the token itself is only ever in the link. */
  token_hash: string;
  expires_at: string;
  /** Set when the invite was used: an invite works once. */
  used_at: string | null;
  /** The account the invite created. */
  user_id: number | null;
  created_at: string;
};

export type GuidesTable = {
  id: Generated<number>;
  name: string;
  name_extra: string;
  /** Download file name, e.g. "orlando-theme-parks-guide.pdf". */
  filename: string;
  /** YYYY-MM-DD: when the guide was last revised; part of its download path. */
  updated: string;
  /** 0/1: agents may send it to customers. */
  send_to_customer: number;
  position: number;
  content_type: string;
  /** The file itself (blob / bytea). */
  content: Buffer;
  created_at: string;
};

/** A quote sent by e-mail, or downloaded by its agent (migration 020). */
export type SentQuoteKind = 'EMAIL' | 'DOWNLOAD';

export type SentQuotesTable = {
  id: Generated<number>;
  book_ref: string;
  /** The agent who sent it. */
  user_id: number;
  kind: Generated<SentQuoteKind>;
  /** '' for a download. */
  recipient_email: string;
  recipient_message: string;
  outbox_id: number | null;
  sent_at: string;
};

export type AgentOfficeTables = {
  agent_invites: AgentInvitesTable;
  guides: GuidesTable;
  sent_quotes: SentQuotesTable;
};

export type OfficeDb = Kysely<Database & AgentOfficeTables>;

/** The database with this folder's tables typed in as well. */
export const officeDb = (db: Db | OfficeDb): OfficeDb =>
  (db as Db).withTables<AgentOfficeTables>() as OfficeDb;
