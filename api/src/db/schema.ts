import type { ContentTables } from '../content/tables';
import type { PropertyTables } from '../property/tables';
import type { Generated, Insertable, Kysely, Selectable } from 'kysely';
import type { UserRole } from '../auth/roles';

/*
 * Column conventions, the same on every engine: booleans are 0/1 integers, money is integer
 * pence, timestamps are ISO-8601 UTC text (see time.ts), dates are 'YYYY-MM-DD' text.
 */

export interface OrganisationsTable {
  id: Generated<number>;
  /** Registered company name (organisation.clientCompName in the contract). */
  name: string;
  /** Shown in the portal header as "by ...". */
  display_name: string;
  created_at: string;
}

export interface CountriesTable {
  id: number;
  name: string;
}

export interface UsersTable {
  id: Generated<number>;
  /** Always stored lower-case. */
  email: string;
  password_hash: string;
  role: UserRole;
  title: string | null;
  forename: string | null;
  surname: string | null;
  telephone: string | null;
  mobile: string | null;
  company_name: string | null;
  address1: string | null;
  address2: string | null;
  town: string | null;
  county: string | null;
  postcode: string | null;
  country_id: number | null;
  organisation_id: number | null;
  signup_incomplete: number;
  failed_login_count: number;
  /** When the current run of failed log-ins started. */
  failed_login_since: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
  /** Set when the account was deactivated: it cannot log in and has no session (auth/accounts.ts). */
  deactivated_at: string | null;
  /** The latest log-in (a session opened by the user, not by an impersonation); migration 033. */
  last_login_at: string | null;
}

/** The office's second factor of one staff account (office/signIn/secondFactor.ts). */
export interface StaffSecondFactorsTable {
  user_id: number;
  /** The TOTP secret (base32), sealed with the office's key: never stored in clear. */
  secret_sealed: string;
  /** null while enrolment waits for the first code. */
  confirmed_at: string | null;
  /** The TOTP step of the last code accepted: a code of that step or an earlier one is refused. */
  last_used_step: number | null;
  /** 1: a fixed demo secret of the seed, printed by `cli totp`. */
  demo: number;
  created_at: string;
}

export interface StaffRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  /** HMAC of the normalised code with the office's key. */
  code_hash: string;
  used_at: string | null;
  created_at: string;
}

/** One change made in the office (office/audit.ts); rows are never updated or deleted. */
export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  staff_user_id: number;
  /** The staff member's e-mail when they made the change. */
  staff_email: string;
  ip: string;
  /** What was done, `<entity>.<verb>` ('villa.created', 'villa.published', ...). */
  action: string;
  entity_type: string;
  /** The entity's id or reference, as text. */
  entity_id: string;
  /** JSON of the value before (null: it did not exist) and after (null: it no longer does). */
  before_json: string | null;
  after_json: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  /** sha256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  /** Set for impersonation: every call must carry this admin's id in x-admin-user-id. */
  impersonated_by_admin_id: number | null;
  created_at: string;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxTable {
  id: Generated<number>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** JSON array of { filename, contentType, contentBase64 }. */
  attachments: string;
  status: OutboxStatus;
  attempts: number;
  /** When pending: the next attempt. When sending: the end of the worker's lease. */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  /** Where answers go (migration 012): the agent who signed the mail; null: nobody in particular. */
  reply_to: string | null;
}

/** Portal-wide values sent to the client in the login config; value is JSON. */
/** One log-in counter (auth/throttle.ts): an address, an account from an address, an account. */
export interface LoginThrottleTable {
  key: string;
  /** sha256 of the account's e-mail for account counters, so a new password lifts them. */
  account: string | null;
  attempts: number;
  window_started_at: string;
  locked_until: string | null;
}

export interface SettingsTable {
  key: string;
  value: string;
}

/** A caller whose payment callbacks did not verify (migration 016). */
export interface PaymentCallbackRefusalsTable {
  /** `<provider>:<address>` */
  key: string;
  provider: string;
  ip: string;
  refusals: number;
  first_at: string;
  last_at: string;
  /** The reference the last refused callback named, cut to 64 characters; null if none. */
  last_reference: string | null;
}

/** A code of an impersonation link; only its sha256 is kept (auth/impersonation.ts). */
export interface ImpersonationCodesTable {
  code_hash: string;
  user_id: number;
  admin_id: number;
  created_at: string;
  expires_at: string;
  /** When the code was exchanged for its session; a code is exchanged once. */
  used_at: string | null;
}

/** A one-time code mailed to an account whose log-in met a lock (auth/loginCodes.ts). */
export interface LoginCodesTable {
  id: Generated<number>;
  /** sha256 of the account's e-mail, as login_throttle keys it. */
  account: string;
  user_id: number;
  /** sha256 of the code, set when its mail is sent; null while the mail waits. */
  code_hash: string | null;
  created_at: string;
  expires_at: string;
  /** When the code lifted the lock; a code works once. */
  used_at: string | null;
}

/** Mails sent in the current window by an account or to an address (mail/allowance.ts). */
export interface MailAllowanceTable {
  key: string;
  sent: number;
  window_started_at: string;
}

export interface Database extends ContentTables, PropertyTables {
  organisations: OrganisationsTable;
  countries: CountriesTable;
  users: UsersTable;
  staff_second_factors: StaffSecondFactorsTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  audit_log: AuditLogTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  outbox: OutboxTable;
  settings: SettingsTable;
  login_throttle: LoginThrottleTable;
  payment_callback_refusals: PaymentCallbackRefusalsTable;
  impersonation_codes: ImpersonationCodesTable;
  mail_allowance: MailAllowanceTable;
  login_codes: LoginCodesTable;
}

export type Db = Kysely<Database>;
export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type OutboxRow = Selectable<OutboxTable>;
