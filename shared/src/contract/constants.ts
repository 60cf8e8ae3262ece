/** Business constants of both specifications, used by client and server alike. */

/** Login form: user_type is always 10. */
export const LOGIN_USER_TYPE = 10;

/** Session: the client considers the token gone this many seconds before the server does. */
export const SESSION_EXPIRY_MARGIN_SECONDS = 10;
/**
 * The inactivity dialog opens this long before the session expiry. The specification shows a
 * default of 30 without a unit; we read it as seconds is too short to notice, so 60 seconds.
 */
export const LOGOUT_WARNING_LEAD_SECONDS = 60;
/** How often the session clock is checked. */
export const SESSION_CHECK_INTERVAL_MS = 1000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
/** The longest address a mail can carry (RFC 5321): a longer one is no one's e-mail. */
export const EMAIL_MAX_LENGTH = 254;

export const SENT_QUOTES_PAGE_SIZE = 20;
export const CUSTOMER_BOOKINGS_PAGE_SIZE = 5;
export const SEND_PDF_MESSAGE_MAX = 500;
/** The United Kingdom's country id: what the UK postcode lookup sets. */
export const DEFAULT_LOOKUP_COUNTRY_ID = 82;
/** The country an address form starts on: the United Kingdom (issue 16). */
export const DEFAULT_COUNTRY_ID = DEFAULT_LOOKUP_COUNTRY_ID;

export const INFANT_UNDER_YEARS = 2;
export const CHILD_UP_TO_YEARS = 16;
/** docs/booking-and-payments.md: a text notice on the forms and the rule the booking terms state; not checked. */
export const LEAD_PASSENGER_MIN_AGE = 18;

export const CHANGE_REQUEST_MIN_LENGTH = 10;
export const QUICK_SEARCH_MIN_LENGTH = 2;
export const CARD_PAYMENT_MINIMUM = 10;

export const CHECK_IN_TIME = '16:00';
export const CHECK_OUT_TIME = '10:00';
export const RESERVE_HOLD_HOURS = 24;
/** A booking waiting for its deposit (PAYPENDING) lapses when it is not paid within this. */
export const DEPOSIT_WAIT_HOURS = 24;

export const CALENDAR_MONTHS = 24;
export const TESTIMONIALS_SHOWN = 3;
export const SEARCH_PAGE_LINKS = 7;

/** HTTP headers of the session contract. Readable cross-origin (Access-Control-Expose-Headers). */
export const HEADERS = {
  tokenExpiry: 'x-token-expiry',
  userId: 'x-user-id',
  adminUserId: 'x-admin-user-id',
} as const;

/** English month names, January first (calendars, weather months, written dates). */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
