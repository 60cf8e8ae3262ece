import { randomBytes } from 'node:crypto';
import type { UserRole } from '../../auth/roles';
import { UNITED_KINGDOM_ID } from './countries';

export interface DemoUser {
  email: string;
  /** null: an unguessable random password, so the account cannot log in with one. */
  password: string | null;
  role: UserRole;
  signupIncomplete?: boolean;
  inOrganisation: boolean;
  /** An office account's authenticator secret (base32): a fixed demo value, never a real one. */
  demoTotpSecret?: string;
  details: {
    title?: string;
    forename?: string;
    surname?: string;
    telephone?: string;
    mobile?: string;
    company_name?: string;
    address1?: string;
    address2?: string;
    town?: string;
    county?: string;
    postcode?: string;
    country_id?: number;
  };
}

/**
 * DEMO VALUES, NOT SECRETS: the office demo accounts' authenticator secrets, fixed so that
 * README and `npm start` can print them and a tester needs no phone (add one to any
 * authenticator app, or run `pnpm --filter @villa/api cli totp staff@demo.test`). Real staff
 * accounts enrol with a random secret of their own at their first sign-in.
 */
export const DEMO_TOTP_SECRETS = {
  staff: 'DEMOSTAFFTOTPSECRETNOTFORREALUSE',
  admin: 'DEMOADMINTOTPSECRETNOTFORREALUSE',
} as const;

export const DEMO_ORGANISATION = {
  name: 'Sunshine Travel Ltd',
  display_name: 'Sunshine Travel',
};

/*
 * The demo logins of the README. Telephone numbers are from Ofcom's ranges reserved for drama,
 * so they reach nobody.
 */
export const DEMO_USERS: readonly DemoUser[] = [
  {
    email: 'agent@demo.test',
    password: 'Agent#2026',
    role: 'AGENT',
    inOrganisation: true,
    details: {
      title: 'Mrs',
      forename: 'Sarah',
      surname: 'Mitchell',
      telephone: '0121 496 0123',
      mobile: '07700 900123',
      company_name: 'Sunshine Travel Harborne',
      address1: '14 Wellington Road',
      address2: 'Harborne',
      town: 'Birmingham',
      county: 'West Midlands',
      postcode: 'B17 9AA',
      country_id: UNITED_KINGDOM_ID,
    },
  },
  {
    email: 'organisation@demo.test',
    password: 'Organisation#2026',
    role: 'ORGANISATION',
    inOrganisation: true,
    details: {
      title: 'Mr',
      forename: 'James',
      surname: 'Carter',
      telephone: '0121 496 0456',
      mobile: '07700 900456',
      company_name: 'Sunshine Travel Ltd',
      address1: 'Unit 3, Brindley Place',
      address2: '',
      town: 'Birmingham',
      county: 'West Midlands',
      postcode: 'B1 2JB',
      country_id: UNITED_KINGDOM_ID,
    },
  },
  {
    email: 'accounts@demo.test',
    password: 'Accounts#2026',
    role: 'ACCOUNTS',
    inOrganisation: true,
    details: {
      title: 'Ms',
      forename: 'Priya',
      surname: 'Shah',
      telephone: '0121 496 0789',
      mobile: '07700 900789',
      company_name: 'Sunshine Travel Ltd',
      address1: 'Unit 3, Brindley Place',
      address2: '',
      town: 'Birmingham',
      county: 'West Midlands',
      postcode: 'B1 2JB',
      country_id: UNITED_KINGDOM_ID,
    },
  },
  {
    email: 'newagent@demo.test',
    password: 'Newagent#2026',
    role: 'AGENT',
    signupIncomplete: true,
    inOrganisation: true,
    // Signed up (name, company, phones) but has not yet given an address.
    details: {
      title: 'Mr',
      forename: 'Tom',
      surname: 'Hughes',
      telephone: '0121 496 0321',
      mobile: '07700 900321',
      company_name: 'Sunshine Travel Solihull',
    },
  },
  // The provider's office (issue 44): they sign in at /office/login with a second factor too.
  {
    email: 'staff@demo.test',
    password: 'Staff#2026',
    role: 'STAFF',
    inOrganisation: false,
    demoTotpSecret: DEMO_TOTP_SECRETS.staff,
    details: { forename: 'Office', surname: 'Staff' },
  },
  {
    email: 'admin@demo.test',
    password: 'Admin#2026',
    role: 'ADMIN',
    inOrganisation: false,
    demoTotpSecret: DEMO_TOTP_SECRETS.admin,
    details: { title: 'Mr', forename: 'Portal', surname: 'Administrator' },
  },
];

export const unusablePassword = () => randomBytes(24).toString('base64url');
