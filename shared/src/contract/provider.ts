import * as v from 'valibot';

/*
 * The provider's own details (issue 15): who runs the portal, how agents reach them, where a
 * customer's balance can be paid by bank transfer, and who mail comes from. They are set in
 * one place, the server's provider settings file (api/src/providerSettings.ts, validated at
 * start with the schema below), and reach the pages in the login config (ServerConfig.provider)
 * or, on the log-in page, from the public GET /api/provider-contact.
 */

/** How the customer must reference a bank transfer so the provider can match it. */
export const BANK_REFERENCE_RULES = ['BOOKING_REF', 'BOOKING_REF_AND_SURNAME'] as const;
export type BankReferenceRule = (typeof BANK_REFERENCE_RULES)[number];

export interface SocialLink {
  name: string;
  href: string;
}

/** What anyone may see, logged in or not: the footer, the log-in page, Help & Support. */
export interface ProviderContact {
  name: string;
  phone: string;
  /** The phone number as dialled, for tel: links (+44...). */
  phoneHref: string;
  email: string;
  /** e.g. "Monday to Friday 9am to 5.30pm, Saturday 10am to 4pm (UK time)". */
  supportHours: string;
  socialLinks: SocialLink[];
  /** True while the values are the demo's: the pages say so beside them. */
  demo: boolean;
}

export interface BankTransferDetails {
  accountName: string;
  /** 12-34-56 */
  sortCode: string;
  /** Eight digits. */
  accountNumber: string;
  /** Printed in groups of four, e.g. GB82 WEST 1234 5698 7654 32. */
  iban: string;
  /** SWIFT/BIC for payments from abroad; '' when none is given. */
  bic: string;
  referenceRule: BankReferenceRule;
}

/** The provider's details as the logged-in pages receive them (login config). */
export interface ProviderDetails extends ProviderContact {
  bankTransfer: BankTransferDetails;
}

/** What the customer writes as the transfer's reference, by the provider's rule. */
export function bankTransferReference(
  rule: BankReferenceRule,
  booking: { bookRef: string; leadSurname?: string | null },
): string {
  const surname = (booking.leadSurname ?? '').trim().toUpperCase();
  return rule === 'BOOKING_REF_AND_SURNAME' && surname
    ? `${booking.bookRef} ${surname}`.slice(0, 18)
    : booking.bookRef;
}

/** The rule in words, for the pages beside the reference. */
export const bankReferenceRuleTexts: Record<BankReferenceRule, string> = {
  BOOKING_REF: 'the booking reference',
  BOOKING_REF_AND_SURNAME: "the booking reference and the lead passenger's surname",
};

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

/** The provider settings file, as the server reads it (every field required). */
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
});

export type ProviderSettings = v.InferOutput<typeof providerSettingsSchema>;

/** ProviderDetails as a page checks it when it arrives from outside (the impersonation link). */
export const providerDetailsSchema = v.object({
  name: v.string(),
  phone: v.string(),
  phoneHref: v.string(),
  email: v.string(),
  supportHours: v.string(),
  socialLinks: v.array(v.object({ name: v.string(), href: v.string() })),
  demo: v.boolean(),
  bankTransfer: v.object({
    accountName: v.string(),
    sortCode: v.string(),
    accountNumber: v.string(),
    iban: v.string(),
    bic: v.string(),
    referenceRule: v.picklist(BANK_REFERENCE_RULES),
  }),
});

/** GET /api/provider-contact's answer: the details without the bank account. */
export const providerContactSchema = v.omit(providerDetailsSchema, ['bankTransfer']);

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

/** The public part of the details: no bank account. */
export function providerContactOf(details: ProviderDetails): ProviderContact {
  const { bankTransfer: _bank, ...contact } = details;
  return contact;
}
