import * as v from 'valibot';

/*
 * The provider's own details (issue 15): who runs the portal, how agents reach them, where a
 * customer's balance can be paid by bank transfer, and who mail comes from. They are set in
 * one place, the server's provider settings file (api/src/providerSettings.ts, checked at start
 * with the schema of ./providerSettings.ts), and reach the pages in the login config
 * (ServerConfig.provider) or, on the log-in page, from the public GET /api/provider-contact.
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

/** GET /api/provider-contact's answer: the details without the bank account. */
export const providerContactSchema = v.object({
  name: v.string(),
  phone: v.string(),
  phoneHref: v.string(),
  email: v.string(),
  supportHours: v.string(),
  socialLinks: v.array(v.object({ name: v.string(), href: v.string() })),
  demo: v.boolean(),
});

/** ProviderDetails as a page checks it when it arrives from outside (the impersonation link). */
export const providerDetailsSchema = v.object({
  ...providerContactSchema.entries,
  bankTransfer: v.object({
    accountName: v.string(),
    sortCode: v.string(),
    accountNumber: v.string(),
    iban: v.string(),
    bic: v.string(),
    referenceRule: v.picklist(BANK_REFERENCE_RULES),
  }),
});

/** The public part of the details: no bank account. */
export function providerContactOf(details: ProviderDetails): ProviderContact {
  const { bankTransfer: _bank, ...contact } = details;
  return contact;
}
