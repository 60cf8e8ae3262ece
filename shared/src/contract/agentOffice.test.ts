import * as v from 'valibot';
import { validateWith } from '@villa/shared/forms';
import {
  addressEntries,
  additionalDetailsEntries,
  agentSignupSchema,
  bookingGroupsInOrder,
  contactEntries,
  isQuoteAvailable,
  passwordFormSchema,
  passwordResetSchema,
  personNameEntries,
  sendPdfSchema,
  signupCompleteSchema,
  type BookingListItem,
} from './agentOffice';
import { loginSchema } from './validation';

/** The first error of one field, as the form shows it; undefined when the value is valid. */
function errorOf(entries: v.ObjectEntries, field: string, value: unknown) {
  const errors = validateWith(v.object(entries))({ [field]: value });
  return (errors as Record<string, string | undefined>)[field];
}

const STRENGTH =
  'The password must be at least 8 characters long, and contain at least: 1 uppercase letter, 1 lowercase letter, 1 number, and one special character (E.g. , . _ & ? etc)';

describe('person name block', () => {
  it.each([
    ['title', '', 'Title is required'],
    ['title', 'M', 'Title must be between 2 and 10 characters'],
    ['title', 'Lieutenant-Colonel', 'Title must be between 2 and 10 characters'],
    ['title', '<b>Dr</b>', 'Title must be letters, for example Prof or Rev'],
    ['title', '12', 'Title must be letters, for example Prof or Rev'],
    ['forename', '', 'Forename is required'],
    ['forename', '   ', 'Forename is required'],
    ['forename', 'A', 'Forename must be between 2 and 50 characters'],
    ['forename', 'x'.repeat(51), 'Forename must be between 2 and 50 characters'],
    ['surname', undefined, 'Surname is required'],
    ['surname', 'B', 'Surname must be between 2 and 50 characters'],
    ['clientCompName', 'Acme', 'Company name must be between 5 and 50 characters'],
    ['clientCompName', 'x'.repeat(51), 'Company name must be between 5 and 50 characters'],
  ])('%s %j is refused: %s', (field, value, message) => {
    expect(errorOf(personNameEntries, field, value)).toBe(message);
  });

  it.each([
    ['title', 'Mr'],
    ['title', 'Miss'],
    ['title', 'Dr'],
    ['title', 'Professor'],
    ['title', 'Rev.'],
    ['forename', 'Jo'],
    ['forename', 'x'.repeat(50)],
    ['surname', "O'Neill-Smythe"],
    ['clientCompName', ''],
    ['clientCompName', undefined],
    ['clientCompName', 'Acme Travel'],
  ])('%s %j is accepted', (field, value) => {
    expect(errorOf(personNameEntries, field, value)).toBeUndefined();
  });
});

describe('address block', () => {
  it.each([
    ['address1', '', 'Address line 1 is required'],
    ['address1', '1 Hi', 'Address line 1 must be between 5 and 50 characters'],
    ['address1', 'x'.repeat(51), 'Address line 1 must be between 5 and 50 characters'],
    ['address2', 'x'.repeat(51), 'Address line 2 must be at most 50 characters'],
    ['addTown', '', 'Town is required'],
    ['addTown', 'Ab', 'Town must be between 3 and 50 characters'],
    ['addTown', 'x'.repeat(51), 'Town must be between 3 and 50 characters'],
    ['addCounty', 'x'.repeat(51), 'County must be at most 50 characters'],
    ['addCountryId', undefined, 'Country is required'],
    ['addCountryId', '', 'Country is required'],
    ['addCountryId', 0, 'Country is required'],
    ['addPostcode', '', 'Postcode is required'],
    ['addPostcode', 'B17', 'Postcode must be at least 5 characters'],
  ])('%s %j is refused: %s', (field, value, message) => {
    expect(errorOf(addressEntries, field, value)).toBe(message);
  });

  it.each([
    ['address1', '1 High Street'],
    ['address2', ''],
    ['address2', undefined],
    ['addTown', 'Ely'],
    ['addCounty', ''],
    ['addCounty', 'West Midlands'],
    ['addCountryId', 82],
    ['addCountryId', '82'],
    ['addPostcode', 'B17 9AA'],
    ['addPostcode', 'M11AE'],
  ])('%s %j is accepted', (field, value) => {
    expect(errorOf(addressEntries, field, value)).toBeUndefined();
  });

  it('reads a country nobody chose as not given', () => {
    expect(validateWith(v.object(addressEntries))({})).toMatchObject({
      addCountryId: 'Country is required',
    });
  });

  it('hands the server a numeric country id', () => {
    const parsed = v.parse(signupCompleteSchema, {
      address: {
        address1: '14 Wellington Road',
        addTown: 'Birmingham',
        addCountryId: '82',
        addPostcode: 'B17 9AA',
      },
    });
    expect(parsed.address).toEqual({
      address1: '14 Wellington Road',
      address2: '',
      addTown: 'Birmingham',
      addCounty: '',
      addCountryId: 82,
      addPostcode: 'B17 9AA',
    });
  });
});

describe('contact block', () => {
  const required = contactEntries();
  const optionalMobile = contactEntries({ mobileRequired: false });

  it.each([
    ['clientTelephone', '', 'Telephone is required'],
    ['clientTelephone', '012149601', 'Telephone must be between 10 and 30 characters'],
    ['clientTelephone', '0'.repeat(31), 'Telephone must be between 10 and 30 characters'],
    ['clientMobile', '', 'Mobile is required'],
    ['clientMobile', '077009001', 'Mobile must be between 10 and 30 characters'],
    ['clientEmail', '', 'Email is required'],
    ['clientEmail', 'sarah@', 'Email must be a valid email address'],
    ['clientEmail', 'sarah.example.com', 'Email must be a valid email address'],
  ])('%s %j is refused: %s', (field, value, message) => {
    expect(errorOf(required, field, value)).toBe(message);
  });

  it.each([
    ['clientTelephone', '0121 496 0123'],
    ['clientMobile', '07700 900123'],
    ['clientEmail', 'sarah@example.co.uk'],
  ])('%s %j is accepted', (field, value) => {
    expect(errorOf(required, field, value)).toBeUndefined();
  });

  it('mobile may be left blank when not required, but not too short', () => {
    expect(errorOf(optionalMobile, 'clientMobile', '')).toBeUndefined();
    expect(errorOf(optionalMobile, 'clientMobile', undefined)).toBeUndefined();
    expect(errorOf(optionalMobile, 'clientMobile', '0770')).toBe(
      'Mobile must be between 10 and 30 characters',
    );
    expect(errorOf(optionalMobile, 'clientMobile', '0'.repeat(31))).toBe(
      'Mobile must be between 10 and 30 characters',
    );
  });
});

describe('additional details block', () => {
  it('will they be driving is required, Yes (1) or No (0)', () => {
    const entries = additionalDetailsEntries();
    expect(errorOf(entries, 'isDriving', undefined)).toBe('Will they be driving? is required');
    expect(errorOf(entries, 'isDriving', 'maybe')).toBe('Will they be driving? is required');
    expect(errorOf(entries, 'isDriving', '1')).toBeUndefined();
    expect(errorOf(entries, 'isDriving', '0')).toBeUndefined();
  });

  it('an unanswered driving question reads as required', () => {
    expect(validateWith(v.object(additionalDetailsEntries()))({})).toEqual({
      isDriving: 'Will they be driving? is required',
    });
  });

  it('date of birth is required only when asked for', () => {
    expect(errorOf(additionalDetailsEntries(), 'dob', '')).toBeUndefined();
    expect(errorOf(additionalDetailsEntries(), 'dob', '1980-02-30')).toBe(
      'Date of birth must be a valid date',
    );
    const asked = additionalDetailsEntries({ dobRequired: true });
    expect(errorOf(asked, 'dob', '')).toBe('Date of birth is required');
    expect(errorOf(asked, 'dob', 'yesterday')).toBe('Date of birth must be a valid date');
    expect(errorOf(asked, 'dob', '1980-02-29')).toBeUndefined();
  });
});

describe('password form', () => {
  const validate = validateWith(passwordFormSchema);
  const valid = {
    existingPassword: 'Agent#2026',
    newPassword: 'Better#2027',
    newPasswordConfirm: 'Better#2027',
  };

  it('accepts a strong new password that is confirmed', () => {
    expect(validate(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(validate({})).toEqual({
      existingPassword: 'Current password is required',
      newPassword: 'New password is required',
      newPasswordConfirm: 'Confirm new password is required',
    });
  });

  it.each([
    ['short', 'Ab1!'],
    ['no uppercase', 'better#2027'],
    ['no lowercase', 'BETTER#2027'],
    ['no digit', 'Better#Pass'],
    ['no special character', 'Better2027'],
    ['only a letter outside A-Z besides', 'Better2027é'],
  ])('refuses a new password with %s', (_case, password) => {
    expect(validate({ ...valid, newPassword: password, newPasswordConfirm: password })).toEqual({
      newPassword: STRENGTH,
    });
  });

  it('refuses a new password over 30 characters', () => {
    const long = `Aa1!${'x'.repeat(27)}`;
    expect(validate({ ...valid, newPassword: long, newPasswordConfirm: long })).toEqual({
      newPassword: 'New password must be at most 30 characters',
    });
  });

  it('accepts any character that is not a letter or digit as the special one, as the message says', () => {
    for (const special of '!@#$%^&*,._?-+=()[]{}<>/\\|\'"`~:;£€ ') {
      const password = `Better${special}2027`;
      expect(validate({ ...valid, newPassword: password, newPasswordConfirm: password })).toEqual(
        {},
      );
    }
  });

  it('refuses a confirmation that does not match', () => {
    expect(validate({ ...valid, newPasswordConfirm: 'Better#2028' })).toEqual({
      newPasswordConfirm: 'The passwords do not match',
    });
  });

  it('on the server reports the mismatch together with the other errors', () => {
    const result = v.safeParse(passwordFormSchema, {
      existingPassword: '',
      newPassword: 'Better#2027',
      newPasswordConfirm: 'Better#2028',
    });
    expect(result.success).toBe(false);
    expect(result.issues?.map((issue) => issue.message)).toEqual([
      'Current password is required',
      'The passwords do not match',
    ]);
  });
});

describe('signup and reset forms', () => {
  const signup = {
    title: 'Ms',
    forename: 'Amy',
    surname: 'Lee',
    clientCompName: '',
    clientTelephone: '0121 496 0999',
    clientMobile: '',
    password: 'Welcome#2026',
    passwordConfirm: 'Welcome#2026',
  };

  it('accepts a complete signup with an optional mobile and company left blank', () => {
    expect(validateWith(agentSignupSchema)(signup)).toEqual({});
  });

  it('applies the password rules to signup and reset', () => {
    expect(
      validateWith(agentSignupSchema)({ ...signup, password: 'weak', passwordConfirm: 'weak' }),
    ).toEqual({ password: STRENGTH });
    expect(
      validateWith(passwordResetSchema)({ password: 'Welcome#2026', passwordConfirm: 'Welcome' }),
    ).toEqual({ passwordConfirm: 'The passwords do not match' });
    expect(validateWith(passwordResetSchema)({})).toEqual({
      password: 'Password is required',
      passwordConfirm: 'Confirm password is required',
    });
  });
});

describe('send PDF form', () => {
  const validate = validateWith(sendPdfSchema);

  it('requires a valid recipient email', () => {
    expect(validate({ recipientEmail: '' })).toEqual({
      recipientEmail: 'Recipient email is required',
    });
    expect(validate({ recipientEmail: 'not-an-email' })).toEqual({
      recipientEmail: 'Recipient email must be a valid email address',
    });
    expect(validate({ recipientEmail: 'customer@example.com' })).toEqual({});
  });

  it('allows a message of up to 500 characters', () => {
    expect(
      validate({ recipientEmail: 'c@example.com', recipientMessage: 'x'.repeat(500) }),
    ).toEqual({});
    expect(
      validate({ recipientEmail: 'c@example.com', recipientMessage: 'x'.repeat(501) }),
    ).toEqual({ recipientMessage: 'Message to recipient must be at most 500 characters' });
  });

  it('copies the agent in unless told otherwise', () => {
    expect(v.parse(sendPdfSchema, { recipientEmail: 'c@example.com' }).ccApiUser).toBe(true);
    expect(
      v.parse(sendPdfSchema, { recipientEmail: 'c@example.com', ccApiUser: false }).ccApiUser,
    ).toBe(false);
  });
});

describe('login form', () => {
  it('requires email and password', () => {
    expect(validateWith(loginSchema)({ user_type: 10 })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });

  it('refuses an address or password longer than any account can have', () => {
    expect(
      validateWith(loginSchema)({
        email: `${'a'.repeat(250)}@x.test`,
        password: 'x'.repeat(31),
        user_type: 10,
      }),
    ).toEqual({
      email: 'Email must be at most 254 characters',
      password: 'Password must be at most 30 characters',
    });
    expect(
      validateWith(loginSchema)({
        email: 'agent@demo.test',
        password: 'x'.repeat(30),
        user_type: 10,
      }),
    ).toEqual({});
  });
});

describe('quote availability', () => {
  const quote = (
    bookedStatus: 'AVAILABLE' | 'BOOKED',
    propertyStatus: 'AVAILABLE' | 'UNAVAILABLE',
    expired: boolean,
  ) => ({ bookedStatus, property: { propertyStatus }, quoteExpiry: { expired } });

  it('is available only when dates and villa are free and the quote has not expired', () => {
    expect(isQuoteAvailable(quote('AVAILABLE', 'AVAILABLE', false))).toBe(true);
    expect(isQuoteAvailable(quote('BOOKED', 'AVAILABLE', false))).toBe(false);
    expect(isQuoteAvailable(quote('AVAILABLE', 'UNAVAILABLE', false))).toBe(false);
    expect(isQuoteAvailable(quote('AVAILABLE', 'AVAILABLE', true))).toBe(false);
  });
});

describe('booking groups', () => {
  const item = (bookRef: string): BookingListItem => ({
    bookRef,
    agentRef: '',
    property: { propertyCode: 'V1', arrival: '2027-01-01', nights: 7 },
    client: { clientTitle: 'Mr', clientSurname: 'Smith' },
    bookDate: '2026-06-01',
  });

  it('orders groups RESERVE, PAYPENDING, BOOKING whatever order they arrive in', () => {
    const groups = bookingGroupsInOrder({
      BOOKING: [item('B1')],
      RESERVE: [item('R1'), item('R2')],
      PAYPENDING: [item('P1')],
    });
    expect(groups.map((g) => [g.status, g.items.length])).toEqual([
      ['RESERVE', 2],
      ['PAYPENDING', 1],
      ['BOOKING', 1],
    ]);
  });

  it('leaves out groups that are missing or empty', () => {
    expect(
      bookingGroupsInOrder({ BOOKING: [item('B1')], RESERVE: [] }).map((g) => g.status),
    ).toEqual(['BOOKING']);
    expect(bookingGroupsInOrder({})).toEqual([]);
  });
});
