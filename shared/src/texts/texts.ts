/**
 * Every user-visible string of the shell (en-GB). Messages quoted by the specification are
 * verbatim. The provider's own details (name, phone, e-mail, hours, social links, bank) are not
 * texts: they are the server's provider settings (api/provider-settings.json), which the pages
 * receive in the login config or, before log-in, from GET /api/provider-contact.
 */

import { errorTexts } from '../contract/errorTexts';

export const productName = 'Villa Portal';

export const texts = {
  productName,
  tagline: 'Holiday villas in Orlando, Florida, booked by travel agents',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  /** Read by screen readers after a link that opens in a new tab. */
  opensInNewTab: '(opens in a new tab)',

  header: {
    homeLink: `${productName} home`,
    by: (companyDisplayName: string) => `by ${companyDisplayName}`,
    impersonating: 'Impersonating',
    logOut: 'Log out',
    agentView: 'Agent view',
    agentViewHint: 'Shows commission figures',
    menu: 'Menu',
  },

  nav: {
    label: 'Main',
    searchProperties: 'Search Properties',
    optionalExtras: 'Optional Extras',
    communities: 'Communities',
    aboutFlorida: 'About Florida',
    agentAdmin: 'Agent Admin',
    logOut: 'Log out',
  },

  /** The office's menu, shown to the office's staff only. */
  officeNav: {
    label: 'Office',
    logOut: 'Log out',
  },

  adminTabs: {
    label: 'Admin',
    dashboard: 'Dashboard',
    customerBookings: 'Customer Bookings',
    sentQuotes: 'Sent Quotes',
    yourAccount: 'Your Account',
    helpSupport: 'Help & Support',
    guides: 'Guides',
    accountsDashboard: 'Accounts Dashboard',
    organisationDashboard: 'Organisation Dashboard',
  },

  login: {
    heading: 'Agent log in',
    welcomeTitle: `Welcome to ${productName}`,
    welcome:
      'Log in to search our villas, check live prices and availability, send branded quotes and book for your customers.',
    email: 'Email',
    password: 'Password',
    submit: 'Log in',
    submitting: 'Logging in…',
    forgotPasswordLink: 'Forgotten your password?',
    failed: 'We could not log you in. Ensure your username and password are correct.',
    failedAttempts: (count: number) =>
      `Failed attempt ${count}. After several failed attempts you will have to wait a few minutes before trying again.`,
    timedOutTitle: 'You were logged out',
    timedOut:
      'You were inactive for a long period of time. For your security, we automatically logged you out. Changes that you made, but did not save, will have been lost.',
    loggedOutTitle: 'Logged out',
    loggedOut: 'You have logged out.',
    forgotHeading: 'Reset your password',
    forgotIntro:
      'Enter the email address you log in with and we will email you instructions to reset your password.',
    forgotSubmit: 'Reset password',
    forgotSubmitting: 'Sending…',
    goBack: 'Go back',
    resetSuccessTitle: 'Check your email',
    resetSuccess:
      'Instructions to reset your password have been emailed to you. Follow the link in the email to choose a new password.',
    resetFailed:
      'Oops! We tried to reset your password, but there was a problem. Try again in a few minutes.',
    benefitsHeading: 'Why book with us',
    benefits: [
      'Commission on every booking',
      'Hand-picked villas',
      'Pre-arrival inspection',
      'Free welcome pack',
      'Branded instant quotes and property sheets',
      'Breakage insurance',
      'Support seven days a week',
      'Live pricing and availability',
    ],
    moreInfoToggle: 'Not a travel agent? More information',
    moreInfo: `${productName} is for registered travel agents only. If you are not yet registered with us and would like to be, email us and we will be in touch to set up your agency:`,
  },

  impersonation: {
    workingTitle: 'Impersonating',
    working: 'Please wait while we log you in...',
    failedTitle: 'Impersonation failed',
    failed:
      'The impersonation link is missing, incomplete or no longer valid. Please contact the system administrator.',
    backToLogin: 'Go to the log in page',
  },

  home: {
    accessDeniedTitle: 'Oh dear...',
    accessDenied: 'You do not have access to visit the requested url',
    welcome: 'Welcome',
    welcomeBack: (companyDisplayName: string | undefined) =>
      companyDisplayName ? `Welcome back, ${companyDisplayName}` : 'Welcome back',
    agentIntro:
      'Search our hand-picked Orlando villas, quote them to your customers and manage your bookings.',
    organisationIntro: 'Your organisation dashboard shows the agents and bookings of your agency.',
    accountsIntro: 'Your accounts dashboard shows the payments and balances of your agency.',
    staffIntro:
      "You are signed in to the provider's office. The agents' pages are not open to office accounts.",
    noRole: 'Your account has no role in the portal yet. Please contact us.',
    cards: {
      search: {
        title: 'Search Properties',
        text: 'Find villas by date, size, community and features, with live prices.',
      },
      communities: {
        title: 'Communities',
        text: 'Browse the resorts and communities our villas are in.',
      },
      aboutFlorida: {
        title: 'About Florida',
        text: 'Weather, wildlife, theme parks and a map to help your customers plan.',
      },
      bookings: {
        title: 'Customer Bookings',
        text: 'Reserves, pending payments and confirmed bookings.',
      },
      quotes: {
        title: 'Sent Quotes',
        text: 'Quotes you have sent, and whether they can still be booked.',
      },
      dashboard: { title: 'Agent Admin', text: 'Your dashboard, account, guides and support.' },
      organisationDashboard: { title: 'Organisation Dashboard', text: 'Open your dashboard.' },
      accountsDashboard: { title: 'Accounts Dashboard', text: 'Open your dashboard.' },
      office: { title: 'The office', text: "Go to the provider's office." },
    },
  },

  notFound: {
    title: 'Page not found',
    heading: 'Oops',
    subheading: 'Page not found',
    text: 'The page you asked for does not exist. Check the address, or go back to the home page.',
    homeLink: 'Go to the home page',
  },

  unavailable: {
    heading: 'This section is unavailable',
    text: 'This part of the portal could not be loaded just now. The rest of the portal still works. Check your connection and try again.',
    retry: 'Retry',
  },

  /** A remote still loading after a few seconds: a slow network, not a failure (yet). */
  stillLoading: {
    heading: 'Still loading…',
    text: 'This part of the portal is slow to arrive on this connection. Retry asks for it again.',
    retry: 'Retry',
  },

  /** A remote built against shared code the host does not provide: refused, never run. */
  needsUpdate: {
    heading: 'This section needs an update',
    text: 'This part of the portal was built for another version of the portal and cannot run with this one until it is updated. The rest of the portal still works.',
    retry: 'Retry',
  },

  inactivity: {
    title: 'Are you still there?',
    text: 'For your security you will be logged out automatically when the time runs out.',
    countdownLabel: 'Time left before you are logged out',
    keepLoggedIn: 'Keep me logged in',
    logOut: 'Log out',
  },

  errors: {
    title: 'ERROR',
    validationTitle: 'The following form fields contain errors',
    notFound: errorTexts.notFound,
    default: errorTexts.unexpected,
    close: 'Close',
  },

  modal: {
    close: 'Close',
  },

  comingSoon: 'This part of the portal is coming soon. Nothing on this page works yet.',

  contact: {
    phone: 'Phone',
    email: 'Email',
    supportHours: 'Support hours',
    socialGroups: 'Join our agent groups',
    /** Beside details that are the demo's settings, not a real provider's. */
    demoValues: 'Demo values: this portal runs with example provider details.',
  },
} as const;
