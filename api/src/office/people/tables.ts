import type { Generated, Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { AgentOfficeTables } from '../../agent-office/tables';

/*
 * The columns and table of the office's people (migration 033-office-people), typed into the
 * one Database through Kysely's withTables, as agent-office/tables.ts does for its own.
 */

export type OrganisationPeopleColumns = {
  address1: string | null;
  address2: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  country_id: number | null;
  /** The organisation's commission rate in basis points (1000 = 10%). */
  commission_bp: number | null;
  /** Set while the organisation is deactivated: none of its users can log in. */
  deactivated_at: string | null;
  updated_at: string | null;
};

export type StaffInvitesTable = {
  id: Generated<number>;
  email: string;
  role: 'STAFF' | 'ADMIN';
  forename: string;
  surname: string;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  revoked_at: string | null;
  user_id: number | null;
  invited_by: number | null;
  created_at: string;
};

export type PeopleTables = AgentOfficeTables & {
  organisations: OrganisationPeopleColumns;
  agent_invites: { revoked_at: string | null };
  staff_invites: StaffInvitesTable;
};

export type PeopleDb = Kysely<Database & PeopleTables>;

/** The database with the people's columns and tables typed in. */
export const peopleDb = (db: Db | PeopleDb): PeopleDb =>
  (db as Db).withTables<PeopleTables>() as PeopleDb;
