import type { ProviderDetails } from '../contract';

/** The provider's details as a test's login config carries them (demo values). */
export const testProviderDetails: ProviderDetails = {
  name: 'Orlando Villa Collection (demo)',
  phone: '01632 960 000',
  phoneHref: 'tel:+441632960000',
  email: 'agents@villa-portal.test',
  supportHours: 'Demo hours: Monday to Friday 9am to 5.30pm (UK time)',
  socialLinks: [
    { name: "Agents' group on Facebook (demo link)", href: 'https://www.facebook.com/' },
    { name: "Agents' group on LinkedIn (demo link)", href: 'https://www.linkedin.com/' },
  ],
  demo: true,
  bankTransfer: {
    accountName: 'Orlando Villa Collection Ltd - DEMO ACCOUNT, DO NOT PAY',
    sortCode: '12-34-56',
    accountNumber: '98765432',
    iban: 'GB82 WEST 1234 5698 7654 32',
    bic: 'WESTGB2L',
    referenceRule: 'BOOKING_REF',
  },
};
