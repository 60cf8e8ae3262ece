import * as v from 'valibot';
import { SEND_PDF_MESSAGE_MAX } from './constants';
import { isIsoDate } from './days';
import { emailField, messages, newPasswordField, requiredText } from './validation';

/*
 * The agent's office (docs/agent-office.md): the form
 * blocks' rules, the request bodies and the answers. Client forms and server routes validate
 * with these very schemas.
 */

// ---- Field rules (docs/forms-and-errors.md) ----

/** Friendly names the messages use. */
export const fieldLabels = {
  title: 'Title',
  forename: 'Forename',
  surname: 'Surname',
  clientCompName: 'Company name',
  address1: 'Address line 1',
  address2: 'Address line 2',
  addTown: 'Town',
  addCounty: 'County',
  addCountryId: 'Country',
  addPostcode: 'Postcode',
  clientTelephone: 'Telephone',
  clientMobile: 'Mobile',
  clientEmail: 'Email',
  isDriving: 'Will they be driving?',
  dob: 'Date of birth',
  existingPassword: 'Current password',
  newPassword: 'New password',
  newPasswordConfirm: 'Confirm new password',
  password: 'Password',
  passwordConfirm: 'Confirm password',
  recipientEmail: 'Recipient email',
  recipientMessage: 'Message to recipient',
} as const;

const L = fieldLabels;

/** Postcodes are at most 8 characters in the UK; other countries' are longer but not by much. */
export const POSTCODE_MAX_LENGTH = 12;

/** A required text of min to max characters (after trimming). */
export const lengthText = (label: string, min: number, max: number) =>
  v.pipe(
    requiredText(label),
    v.minLength(min, messages.between(label, min, max)),
    v.maxLength(max, messages.between(label, min, max)),
  );

/** An optional text of at most max characters; absent reads as ''. */
export const optionalText = (label: string, max: number) =>
  v.optional(
    v.pipe(
      v.string(messages.maxLength(label, max)),
      v.trim(),
      v.maxLength(max, messages.maxLength(label, max)),
    ),
    '',
  );

/** An optional text that, when given, has min to max characters. */
export const optionalLengthText = (label: string, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(messages.between(label, min, max)),
      v.trim(),
      v.check(
        (value) => value === '' || (value.length >= min && value.length <= max),
        messages.between(label, min, max),
      ),
    ),
    '',
  );

/**
 * The titles the person name block offers as a list (issue 16); "Other" lets the agent type
 * one (Prof, Rev, Sir...). The value sent is the title itself, so a typed one is checked as
 * free text: 2 to 10 characters (the spec's rule), letters with spaces, dots, hyphens or
 * apostrophes.
 */
export const PERSON_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Dr'] as const;
export const PERSON_TITLE_OTHER = 'Other';
const OTHER_TITLE_SHAPE = /^[A-Za-z][A-Za-z .'-]*$/;

export const titleMessages = {
  otherShape: `${L.title} must be letters, for example Prof or Rev`,
} as const;

/** True for a listed title or an "Other" one of a sensible shape. */
export function isPersonTitle(title: string): boolean {
  return (
    (PERSON_TITLES as readonly string[]).includes(title) ||
    (title.length >= 2 && title.length <= 10 && OTHER_TITLE_SHAPE.test(title))
  );
}

/** Title: required, one of PERSON_TITLES or an "Other" title of 2 to 10 letters. */
export const titleField = v.pipe(
  lengthText(L.title, 2, 10),
  v.check((title) => isPersonTitle(title), titleMessages.otherShape),
);

/**
 * An additional passenger's title: optional, and when given the same rule as the lead's (one
 * of PERSON_TITLES, or an "Other" title of 2 to 10 letters), chosen from the same list.
 */
export const optionalTitleField = v.optional(
  v.pipe(
    v.string(messages.maxLength(L.title, 10)),
    v.trim(),
    v.check((title) => title === '' || isPersonTitle(title), titleMessages.otherShape),
  ),
  '',
);

/** Person name block: title, forename, surname, clientCompName (optional). */
export const personNameEntries = {
  title: titleField,
  forename: lengthText(L.forename, 2, 50),
  surname: lengthText(L.surname, 2, 50),
  clientCompName: optionalLengthText(L.clientCompName, 5, 50),
};

const countryRequired = messages.required(L.addCountryId);

export const addressMessages = {
  countryRequired,
  /** A country id the select never offered: the server checks it against the countries. */
  unknownCountry: `${L.addCountryId} must be one of the listed countries`,
} as const;

/**
 * The country id: a select's value, as a number or the digits of one. A missing key reads as
 * not chosen, so an untouched select gets "Country is required" rather than a key error.
 */
export const countryIdField = v.pipe(
  v.optional(v.union([v.number(), v.string()], countryRequired), ''),
  v.transform((value): number =>
    typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : NaN,
  ),
  v.check((id) => Number.isInteger(id) && id >= 1, countryRequired),
);

/** Address block: address1, address2, addTown, addCounty, addCountryId, addPostcode. */
export const addressEntries = {
  address1: lengthText(L.address1, 5, 50),
  address2: optionalText(L.address2, 50),
  addTown: lengthText(L.addTown, 3, 50),
  addCounty: optionalText(L.addCounty, 50),
  addCountryId: countryIdField,
  addPostcode: v.pipe(
    requiredText(L.addPostcode),
    v.minLength(5, messages.minLength(L.addPostcode, 5)),
    v.maxLength(POSTCODE_MAX_LENGTH, messages.maxLength(L.addPostcode, POSTCODE_MAX_LENGTH)),
  ),
};
export const addressSchema = v.object(addressEntries);
export type AddressValues = v.InferOutput<typeof addressSchema>;

/** Hint shown under Mobile when it is optional. */
export const MOBILE_OPTIONAL_HINT = 'Leave blank if you only have the one phone number';

/** Telephone and mobile (mobile required unless mobileRequired is false). */
export const phoneEntries = ({ mobileRequired = true } = {}) => ({
  clientTelephone: lengthText(L.clientTelephone, 10, 30),
  clientMobile: mobileRequired
    ? lengthText(L.clientMobile, 10, 30)
    : optionalLengthText(L.clientMobile, 10, 30),
});

/** Contact block: clientTelephone, clientMobile, clientEmail. */
export const contactEntries = ({ mobileRequired = true } = {}) => ({
  ...phoneEntries({ mobileRequired }),
  clientEmail: emailField(L.clientEmail),
});

const dobFormat = `${L.dob} must be a valid date`;

export const IS_DRIVING_VALUES = ['1', '0'] as const;

/** Additional details block: isDriving ('1' yes, '0' no), dob (required only when asked). */
export const additionalDetailsEntries = ({ dobRequired = false } = {}) => ({
  // Optional first, so a radio nobody chose reads as unanswered rather than as a key error.
  isDriving: v.pipe(
    v.optional(v.string(messages.required(L.isDriving)), ''),
    v.check(
      (value) => (IS_DRIVING_VALUES as readonly string[]).includes(value),
      messages.required(L.isDriving),
    ),
    v.transform((value) => value as (typeof IS_DRIVING_VALUES)[number]),
  ),
  dob: dobRequired
    ? v.pipe(requiredText(L.dob), v.check(isIsoDate, dobFormat))
    : v.optional(
        v.pipe(
          v.string(dobFormat),
          v.trim(),
          v.check((value) => value === '' || isIsoDate(value), dobFormat),
        ),
        '',
      ),
});

const confirmation = (label: string) =>
  v.pipe(v.string(messages.required(label)), v.nonEmpty(messages.required(label)));

/** Password form: existingPassword, newPassword, newPasswordConfirm (must match). */
export const passwordFormSchema = v.pipe(
  v.object({
    existingPassword: v.pipe(
      v.string(messages.required(L.existingPassword)),
      v.nonEmpty(messages.required(L.existingPassword)),
      v.maxLength(200, messages.maxLength(L.existingPassword, 200)),
    ),
    newPassword: newPasswordField(L.newPassword),
    newPasswordConfirm: confirmation(L.newPasswordConfirm),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['newPasswordConfirm']],
      (input) => input.newPassword === input.newPasswordConfirm,
      messages.passwordsMatch,
    ),
    ['newPasswordConfirm'],
  ),
);
export type PasswordFormValues = v.InferOutput<typeof passwordFormSchema>;

/** POST /agent/change-password answer. */
export const changePasswordResponseSchema = v.object({
  changed: v.literal(true),
});
export type ChangePasswordResponse = v.InferOutput<typeof changePasswordResponseSchema>;

/** The message of a 422 when the current password is wrong. */
export const WRONG_CURRENT_PASSWORD = 'The current password you entered is not correct';

// ---- Send PDF ----

/**
 * 'property': a villa's property sheet (api/src/villa answers /send-pdf/property/{id});
 * 'booking': a confirmed booking's confirmation (by its reference).
 */
export const SEND_PDF_TYPES = ['quote', 'guide', 'property', 'booking'] as const;
export type SendPdfType = (typeof SEND_PDF_TYPES)[number];

export const sendPdfSchema = v.object({
  recipientEmail: emailField(L.recipientEmail),
  recipientMessage: v.optional(
    v.pipe(
      v.string(messages.maxLength(L.recipientMessage, SEND_PDF_MESSAGE_MAX)),
      v.maxLength(
        SEND_PDF_MESSAGE_MAX,
        messages.maxLength(L.recipientMessage, SEND_PDF_MESSAGE_MAX),
      ),
    ),
    '',
  ),
  ccApiUser: v.optional(v.boolean('Send me a copy must be yes or no'), true),
  pdfFilePath: v.optional(
    v.pipe(v.string(), v.maxLength(300, messages.maxLength('PDF file path', 300))),
    '',
  ),
});
export type SendPdfRequest = v.InferInput<typeof sendPdfSchema>;

/** POST /send-pdf/{type}/{typeId} answer (202): the mail is in the outbox. */
export const sendPdfResponseSchema = v.object({
  queued: v.literal(true),
});
export type SendPdfResponse = v.InferOutput<typeof sendPdfResponseSchema>;

export const sendPdfTexts = {
  failed: 'Sorry unable to send the PDF at the moment - please try again shortly',
  queued: 'The PDF has been placed in a queue to send to the recipient - it will be sent shortly',
  quoteRetrievable: 'This quote can now be retrieved from within your admin',
  wait: 'Please wait for the form to finish sending',
} as const;

// ---- Guides ----

export const guideSchema = v.object({
  guideId: v.number(),
  name: v.string(),
  nameExtra: v.string(),
  /** YYYY-MM-DD */
  updated: v.string(),
  filename: v.string(),
  sendToCustomer: v.boolean(),
  /** Where the file downloads from, relative to the API: /guide/{updatedYYYYMMDD}/{filename}. */
  pdfFilePath: v.string(),
});
export type Guide = v.InferOutput<typeof guideSchema>;

export const guidesResponseSchema = v.object({
  guides: v.array(guideSchema),
});
export type GuidesResponse = v.InferOutput<typeof guidesResponseSchema>;

// ---- Sent quotes and customer bookings ----

export const bookedStatusSchema = v.picklist(['AVAILABLE', 'BOOKED']);
export type BookedStatus = v.InferOutput<typeof bookedStatusSchema>;

export const propertyStatusSchema = v.picklist(['AVAILABLE', 'UNAVAILABLE']);
export type PropertyStatus = v.InferOutput<typeof propertyStatusSchema>;

/**
 * The booking a quotation became: the quotation itself checked out, or the agent's own live
 * booking of the same villa and dates for the same customer (api booking/record.ts
 * quoteBookingsOf).
 */
export const quoteBookedAsSchema = v.object({
  bookRef: v.string(),
  /** ISO timestamp the booking was made. */
  bookDate: v.string(),
});
export type QuoteBookedAs = v.InferOutput<typeof quoteBookedAsSchema>;

export const sentQuoteSchema = v.object({
  bookRef: v.string(),
  property: v.object({
    propertyCode: v.string(),
    propertyId: v.number(),
    /** YYYY-MM-DD */
    arrival: v.string(),
    nights: v.number(),
    propertyStatus: propertyStatusSchema,
  }),
  /** The latest address it was e-mailed to; '' when it was only downloaded (downloadedAt). */
  recipientEmail: v.string(),
  /** When its agent last downloaded its PDF, ISO timestamp; null when never. */
  downloadedAt: v.nullable(v.string()),
  /** The booking it became; null while it is not booked. */
  bookedAs: v.nullable(quoteBookedAsSchema),
  /** Pounds, two decimals. */
  total: v.number(),
  bookedStatus: bookedStatusSchema,
  quoteExpiry: v.object({
    /** YYYY-MM-DD: the last day the quote can be booked. */
    expires: v.string(),
    expired: v.boolean(),
  }),
  /**
   * Why the quote can no longer be booked (booked, expired, villa or nights unavailable), in
   * the server's words; null while it can. Such a quote cannot be sent again.
   */
  notBookableReason: v.nullable(v.string()),
  /** When it was last sent or downloaded, ISO timestamp. */
  sentAt: v.string(),
});
export type SentQuote = v.InferOutput<typeof sentQuoteSchema>;

export const quotesSentResponseSchema = v.object({
  quoteDetails: v.array(sentQuoteSchema),
});
export type QuotesSentResponse = v.InferOutput<typeof quotesSentResponseSchema>;

/** A quote can be booked only while its villa and dates are free and it has not expired. */
export function isQuoteAvailable(quote: {
  bookedStatus: BookedStatus;
  property: { propertyStatus: PropertyStatus };
  quoteExpiry: { expired: boolean };
}): boolean {
  return (
    quote.bookedStatus === 'AVAILABLE' &&
    quote.property.propertyStatus === 'AVAILABLE' &&
    !quote.quoteExpiry.expired
  );
}

export const BOOKING_GROUPS = ['RESERVE', 'PAYPENDING', 'BOOKING'] as const;
export const bookingGroupSchema = v.picklist(BOOKING_GROUPS);
export type BookingGroup = v.InferOutput<typeof bookingGroupSchema>;

export const bookingListItemSchema = v.object({
  bookRef: v.string(),
  agentRef: v.string(),
  property: v.object({
    propertyCode: v.string(),
    arrival: v.string(),
    nights: v.number(),
  }),
  client: v.object({
    clientTitle: v.string(),
    clientSurname: v.string(),
  }),
  /** YYYY-MM-DD */
  bookDate: v.string(),
});
export type BookingListItem = v.InferOutput<typeof bookingListItemSchema>;

export const bookingsResponseSchema = v.object({
  /** Only the groups that have bookings are present. */
  bookings: v.record(bookingGroupSchema, v.array(bookingListItemSchema)),
});
export type BookingsResponse = v.InferOutput<typeof bookingsResponseSchema>;

/** The groups present, in the fixed order RESERVE, PAYPENDING, BOOKING, with their rows. */
export function bookingGroupsInOrder(
  bookings: BookingsResponse['bookings'],
): { status: BookingGroup; items: BookingListItem[] }[] {
  return BOOKING_GROUPS.filter((status) => (bookings[status]?.length ?? 0) > 0).map((status) => ({
    status,
    items: bookings[status]!,
  }));
}

// ---- Signup by invitation ----

export const agentSignupSchema = v.pipe(
  v.object({
    ...personNameEntries,
    ...phoneEntries({ mobileRequired: false }),
    password: newPasswordField(L.password),
    passwordConfirm: confirmation(L.passwordConfirm),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      messages.passwordsMatch,
    ),
    ['passwordConfirm'],
  ),
);
export type AgentSignupRequest = v.InferInput<typeof agentSignupSchema>;

/** GET /agent/signup/{agentInviteId}/{token} answer. */
export const agentInviteResponseSchema = v.object({
  agentInvite: v.object({
    email: v.string(),
    organisationName: v.string(),
    /** ISO timestamp. */
    expires: v.string(),
  }),
});
export type AgentInviteResponse = v.InferOutput<typeof agentInviteResponseSchema>;

/** POST /agent/signup/{agentInviteId}/{token} answer. */
export const agentSignupResponseSchema = v.object({
  signedUp: v.literal(true),
  email: v.string(),
});
export type AgentSignupResponse = v.InferOutput<typeof agentSignupResponseSchema>;

export const signupTexts = {
  inviteNotFound:
    'Sorry we are unable to locate your agent invite information, check with the organisation that sent you the invite, it may be that the invite invitation link has expired.',
  completionNotFound:
    'Sorry we are unable to locate your agent information. It may be you have navigated to this page in error and have already completed this stage in the signup process.',
  emailTaken: 'An account with this email address already exists - please log in instead.',
} as const;

// ---- Signup completion ----

export const signupCompleteSchema = v.object({ address: addressSchema });
export type SignupCompleteRequest = v.InferInput<typeof signupCompleteSchema>;

/** GET /agent/signup-complete answer: who is completing, and any address already held. */
export const signupCompleteInfoResponseSchema = v.object({
  agent: v.object({
    clientForename: v.string(),
    clientSurname: v.string(),
    clientCompName: v.string(),
    email: v.string(),
  }),
  address: v.object({
    address1: v.string(),
    address2: v.string(),
    addTown: v.string(),
    addCounty: v.string(),
    addPostcode: v.string(),
    addCountryId: v.nullable(v.number()),
  }),
});
export type SignupCompleteInfoResponse = v.InferOutput<typeof signupCompleteInfoResponseSchema>;

export const signupCompleteResponseSchema = v.object({
  completed: v.literal(true),
});
export type SignupCompleteResponse = v.InferOutput<typeof signupCompleteResponseSchema>;

// ---- Postcode lookup ----

export const postcodeFullAddressSchema = v.object({
  /** One entry per address at the postcode: what goes in address1. */
  Premises: v.array(v.string()),
  Address2: v.string(),
  Town: v.string(),
  County: v.string(),
  Postcode: v.string(),
});
export type PostcodeFullAddress = v.InferOutput<typeof postcodeFullAddressSchema>;

/** GET /postcode-lookup?q= answer: an error string for the field, or the addresses. */
export const postcodeLookupResponseSchema = v.union([
  v.object({
    error: v.string(),
  }),
  v.object({
    FullAddress: postcodeFullAddressSchema,
  }),
]);
export type PostcodeLookupResponse = v.InferOutput<typeof postcodeLookupResponseSchema>;

export const postcodeLookupTexts = {
  invalid: 'Please enter a full UK postcode, for example SW1A 1AA',
  notFound: 'We could not find any addresses for that postcode - please enter the address below',
  unavailable: 'The address lookup is not available at the moment - please enter the address below',
} as const;

// ---- Password reset by link ----

/** GET /reset-password/{apiUserId}/{token}/{apiUserPasswordResetId} answer. */
export const passwordResetLinkResponseSchema = v.object({
  passwordReset: v.object({
    email: v.string(),
  }),
});
export type PasswordResetLinkResponse = v.InferOutput<typeof passwordResetLinkResponseSchema>;

export const passwordResetSchema = v.pipe(
  v.object({
    password: newPasswordField(L.password),
    passwordConfirm: confirmation(L.passwordConfirm),
  }),
  v.forward(
    v.partialCheck(
      [['password'], ['passwordConfirm']],
      (input) => input.password === input.passwordConfirm,
      messages.passwordsMatch,
    ),
    ['passwordConfirm'],
  ),
);
export type PasswordResetRequest = v.InferInput<typeof passwordResetSchema>;

export const passwordResetResponseSchema = v.object({
  reset: v.literal(true),
});
export type PasswordResetResponse = v.InferOutput<typeof passwordResetResponseSchema>;

export const passwordResetTexts = {
  linkNotFound:
    'Sorry we are unable to locate your details, it may be that the password reset link has expired.',
  updateFailed: 'Sorry we are unable to update your password - please contact us for help',
} as const;
