import * as v from 'valibot';
import { STAFF_ROLES } from './roles';
import { serverConfigSchema } from './session';
import { loginSchema } from './validation';

/*
 * The provider's office (issue 44): the calls under /api/office, for STAFF and ADMIN only.
 * Staff sign in with a password and a code of an authenticator app (RFC 6238 TOTP); every
 * change made in the office is kept in an append-only audit log.
 */

/** Who is signed in to the office: GET /office/me. */
export const officeMeResponseSchema = v.object({
  staff: v.object({
    id: v.number(),
    email: v.string(),
    role: v.picklist(STAFF_ROLES),
    name: v.string(),
  }),
});
export type OfficeMeResponse = v.InferOutput<typeof officeMeResponseSchema>;

/* ------------------------------------------------------------------ sign-in ---- */

/** How many one-time recovery codes an enrolment gives. */
export const RECOVERY_CODE_COUNT = 10;
/** The letters of a recovery code: no 0/o, 1/l/i, so it can be read out and typed back. */
export const RECOVERY_CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A recovery code as shown (`abcde-23456`), typed with or without the hyphen, any case. */
const RECOVERY_CODE = /^[a-hjkmnp-z2-9]{5}[- ]?[a-hjkmnp-z2-9]{5}$/i;
const TOTP_CODE = /^\d{6}$/;

/** A code as typed: spaces around and inside a TOTP code ("123 456") do not count. */
export const normaliseOfficeCode = (code: string) => {
  const trimmed = code.trim();
  return TOTP_CODE.test(trimmed.replace(/\s/g, '')) ? trimmed.replace(/\s/g, '') : trimmed;
};

/** Whether a (normalised) code is an authenticator's 6 digits rather than a recovery code. */
export const isTotpCode = (code: string) => TOTP_CODE.test(code);

/** The recovery code's stored form: lower case, no hyphen or space. */
export const normaliseRecoveryCode = (code: string) =>
  code.trim().toLowerCase().replace(/[- ]/g, '');

export const officeCodeTexts = {
  label: 'Code',
  hint: 'The 6-digit code from your authenticator app, or one of your recovery codes.',
  invalid:
    'Enter the 6-digit code from your authenticator app, or a recovery code (ten letters and digits).',
  refused:
    'The code is not right, or it was used already. Enter the current code from your authenticator app, or one of your recovery codes.',
} as const;

/**
 * POST /office/login. `code` is the authenticator's 6 digits or a recovery code; left empty by
 * a staff member who has no authenticator yet, who is then taken through enrolment.
 */
export const officeLoginSchema = v.object({
  email: loginSchema.entries.email,
  password: loginSchema.entries.password,
  code: v.optional(
    v.pipe(
      v.string(officeCodeTexts.invalid),
      v.maxLength(32, officeCodeTexts.invalid),
      v.transform(normaliseOfficeCode),
      v.check(
        (code) => code === '' || TOTP_CODE.test(code) || RECOVERY_CODE.test(code),
        officeCodeTexts.invalid,
      ),
    ),
    '',
  ),
});
export type OfficeLoginRequest = v.InferInput<typeof officeLoginSchema>;

/** Signed in: what POST /login answers, with an office role. */
export const officeSessionAnswerSchema = v.object({
  token: v.string(),
  userRole: v.picklist(STAFF_ROLES),
  config: serverConfigSchema,
  accountSignupIncomplete: v.boolean(),
  /**
   * Only on the sign-in that finished enrolment: the ten one-time recovery codes, shown this
   * once (the server keeps only keyed hashes of them).
   */
  recoveryCodes: v.optional(v.array(v.string())),
});
export type OfficeSessionAnswer = v.InferOutput<typeof officeSessionAnswerSchema>;

/** The password was right, and the account has no authenticator yet: enrol one. */
export const officeEnrolmentAnswerSchema = v.object({
  enrolment: v.object({
    /** The secret in base32, for typing into an app by hand. */
    secret: v.string(),
    /** The otpauth:// URI the QR code holds. */
    otpauthUri: v.string(),
    /** The QR code as an SVG data URL, made on the server. */
    qrCode: v.string(),
    /** What the app will show the account as. */
    issuer: v.string(),
    account: v.string(),
  }),
});
export type OfficeEnrolmentAnswer = v.InferOutput<typeof officeEnrolmentAnswerSchema>;

export const officeLoginResponseSchema = v.union([
  officeSessionAnswerSchema,
  officeEnrolmentAnswerSchema,
]);
export type OfficeLoginResponse = v.InferOutput<typeof officeLoginResponseSchema>;

/* ---------------------------------------------------------------- audit log ---- */

/** What the office's audit log keeps changes of; each area adds its own as it comes. */
export const AUDIT_ENTITY_TYPES = [
  'villa',
  'photo',
  'booking',
  'payment',
  'agent',
  'organisation',
  'staff',
  'content',
  'settings',
  'conversation',
  'commissionStatement',
] as const;
export type AuditEntityType = (typeof AUDIT_ENTITY_TYPES)[number];

/** The newest entries an audit answer lists. */
export const AUDIT_ENTRIES_SHOWN = 500;

export const auditTexts = {
  entity: `The entity must be one of ${AUDIT_ENTITY_TYPES.join(', ')}`,
  id: 'The id is required',
} as const;

/** GET /office/audit?entity=villa&id=12: one record's history. */
export const auditQuerySchema = v.object({
  entity: v.picklist(AUDIT_ENTITY_TYPES, auditTexts.entity),
  id: v.pipe(
    v.string(auditTexts.id),
    v.trim(),
    v.nonEmpty(auditTexts.id),
    v.maxLength(64, auditTexts.id),
  ),
});

/** One change, as the audit log keeps it. */
export const auditEntrySchema = v.object({
  /** ISO-8601 UTC. */
  at: v.string(),
  staffEmail: v.string(),
  /** `<entity>.<verb>`: 'villa.created', 'villa.published', 'staff.enrolled' ... */
  action: v.string(),
  /** The value before the change; null when it did not exist. */
  before: v.unknown(),
  /** The value after the change; null when it no longer exists. */
  after: v.unknown(),
});
export type AuditEntry = v.InferOutput<typeof auditEntrySchema>;

/** Newest first, at most AUDIT_ENTRIES_SHOWN. */
export const auditResponseSchema = v.object({ entries: v.array(auditEntrySchema) });
export type AuditResponse = v.InferOutput<typeof auditResponseSchema>;
