import * as v from 'valibot';
import { BANK_REFERENCE_RULES, type ProviderDetails } from './provider';
import { cancellationPolicySchema, DEFAULT_CANCELLATION_POLICY } from './cancellationPolicy';

/*
 * The provider settings file as the server checks it at start (api/src/providerSettings.ts),
 * and the pages' view of it. A module apart from provider.ts: the pages receive the details
 * already checked, so they never download these checks (the log-in page's 120 KB budget).
 */

/** True when `iban` (spaces allowed) passes the ISO 13616 mod-97 check. */
export function ibanIsValid(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  const moved = compact.slice(4) + compact.slice(0, 4);
  let remainder = 0;
  for (const char of moved) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}

/** A UK phone number as typed (0800 000 0000, +44 ...) to its tel: link; null when not one. */
export function ukPhoneHref(phone: string): string | null {
  const digits = phone.replace(/[\s()-]/g, '');
  if (/^0\d{9,10}$/.test(digits)) return `tel:+44${digits.slice(1)}`;
  if (/^\+44\d{9,10}$/.test(digits)) return `tel:${digits}`;
  return null;
}

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.nonEmpty(`${label} is required`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** A mailbox as mail headers take it: "Name <address>" or the address alone. */
const mailbox = (label: string) =>
  v.pipe(
    text(label, 200),
    v.check(
      (s) => /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)$/.test(s),
      `${label} must be an e-mail address, or a name and <address>`,
    ),
  );

const count = (label: string, max: number) =>
  v.pipe(
    v.number(`${label} must be a number`),
    v.integer(`${label} must be a whole number`),
    v.minValue(1, `${label} must be at least 1`),
    v.maxValue(max, `${label} must be at most ${max}`),
  );

/** What one account can make the server do (api/src/mail/allowance.ts, api/src/web/pdfQueue.ts). */
export const DEFAULT_PROVIDER_LIMITS = {
  /** The window the mail limits count over, in minutes. */
  mailWindowMinutes: 60,
  /** Mails one account may have sent in a window: sheets, quotes, guides, confirmations, enquiries. */
  mailsPerAccount: 50,
  /** Mails any accounts may have sent to one outside address in a window. */
  mailsPerRecipient: 20,
  /** PDFs of one account rendered at once; more wait their turn. */
  pdfRendersPerAccount: 1,
} as const;

export const providerLimitsSchema = v.object({
  mailWindowMinutes: count('limits.mailWindowMinutes', 24 * 60),
  mailsPerAccount: count('limits.mailsPerAccount', 10_000),
  mailsPerRecipient: count('limits.mailsPerRecipient', 10_000),
  pdfRendersPerAccount: count('limits.pdfRendersPerAccount', 8),
});
export type ProviderLimits = v.InferOutput<typeof providerLimitsSchema>;

/**
 * The provider settings file, as the server reads it (every field required but `limits` and
 * `cancellationPolicy`, which older files do not have: the defaults then).
 */
export const providerSettingsSchema = v.object({
  demo: v.boolean('demo must be true or false'),
  company: v.object({
    name: text('company.name', 100),
    phone: v.pipe(
      text('company.phone', 30),
      v.check((s) => ukPhoneHref(s) !== null, 'company.phone must be a UK phone number'),
    ),
    email: v.pipe(text('company.email', 200), v.email('company.email must be an e-mail address')),
    supportHours: text('company.supportHours', 200),
    socialLinks: v.array(
      v.object({
        name: text('company.socialLinks name', 100),
        href: v.pipe(
          v.string('company.socialLinks href must be text'),
          v.url('company.socialLinks href must be a URL'),
          v.startsWith('https://', 'company.socialLinks href must start with https://'),
        ),
      }),
      'company.socialLinks must be a list',
    ),
  }),
  bankTransfer: v.object({
    accountName: text('bankTransfer.accountName', 140),
    sortCode: v.pipe(
      v.string('bankTransfer.sortCode must be text'),
      v.regex(/^\d{2}-\d{2}-\d{2}$/, 'bankTransfer.sortCode must look like 12-34-56'),
    ),
    accountNumber: v.pipe(
      v.string('bankTransfer.accountNumber must be text'),
      v.regex(/^\d{8}$/, 'bankTransfer.accountNumber must be 8 digits'),
    ),
    iban: v.pipe(
      v.string('bankTransfer.iban must be text'),
      v.check(ibanIsValid, 'bankTransfer.iban must be a valid IBAN (its check digits fail)'),
      v.transform((s) =>
        s
          .replace(/\s+/g, '')
          .toUpperCase()
          .replace(/(.{4})/g, '$1 ')
          .trim(),
      ),
    ),
    bic: v.pipe(
      v.string('bankTransfer.bic must be text'),
      v.regex(
        /^([A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?)?$/,
        'bankTransfer.bic must be 8 or 11 characters, or ""',
      ),
    ),
    referenceRule: v.picklist(
      BANK_REFERENCE_RULES,
      `bankTransfer.referenceRule must be one of ${BANK_REFERENCE_RULES.join(', ')}`,
    ),
  }),
  mail: v.object({
    from: mailbox('mail.from'),
    replyTo: mailbox('mail.replyTo'),
  }),
  limits: v.optional(providerLimitsSchema, { ...DEFAULT_PROVIDER_LIMITS }),
  /** Older files have none: DEFAULT_CANCELLATION_POLICY then. */
  cancellationPolicy: v.optional(cancellationPolicySchema, { ...DEFAULT_CANCELLATION_POLICY }),
});

export type ProviderSettings = v.InferOutput<typeof providerSettingsSchema>;

/** The pages' view of the settings (no mail addresses: those are the server's). */
export function providerDetailsOf(settings: ProviderSettings): ProviderDetails {
  const { company } = settings;
  return {
    name: company.name,
    phone: company.phone,
    phoneHref: ukPhoneHref(company.phone) ?? '',
    email: company.email,
    supportHours: company.supportHours,
    socialLinks: company.socialLinks.map((l) => ({ ...l })),
    demo: settings.demo,
    bankTransfer: { ...settings.bankTransfer },
  };
}
