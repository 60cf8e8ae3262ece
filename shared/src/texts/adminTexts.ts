import { passwordRuleHint } from '../contract/validation';

/**
 * User-visible strings of the agent admin area (remote-admin and the shared form blocks it
 * uses), en-GB. Messages the specifications quote are verbatim.
 */
export const adminTexts = {
  notGiven: 'Not given',

  dashboard: {
    heading: 'Dashboard',
    welcome: (companyDisplayName: string | undefined) =>
      companyDisplayName ? `Welcome, ${companyDisplayName}` : 'Welcome to your agent admin',
    intro: `From here you can see your customer bookings and the quotes you have sent, download our guides and send them to your customers, and keep your account details up to date.`,
    contactHeading: 'Talk to us',
    contactIntro:
      'Our agent support team is here to help with availability, prices, bookings and anything else about our villas, in the support hours below.',
    socialHeading: 'Join our agent groups',
    socialIntro:
      'Meet other agents, hear about new villas and offers first, and share tips on selling Orlando holidays.',
    visitedHeading: 'We know every villa',
    visited:
      'Our own staff have visited every one of our villas, so whatever your customer asks, we can answer from first-hand knowledge.',
    shortcutsHeading: 'Your admin',
    shortcuts: {
      bookings: 'Customer Bookings: reserves, pending payments and confirmed bookings.',
      quotes: 'Sent Quotes: the quotes you have sent and whether they can still be booked.',
      guides: 'Guides: destination and villa guides to download or send to customers.',
      account: 'Your Account: your details and your password.',
    },
  },

  /** The organisation's commission statements (api/src/office/commission). */
  commissionStatements: {
    heading: 'Commission statements',
    intro: 'Your commission by month of arrival: confirmed bookings, and what we have paid you.',
    loading: 'Loading your statements…',
    failed: 'Your statements could not be loaded.',
    retry: 'Try again',
    none: 'No statement yet: your confirmed bookings show here by their month of arrival.',
    caption: 'Commission statements by month',
    month: 'Month',
    bookings: 'Bookings',
    commission: 'Commission',
    status: 'Paid',
    paidOn: (day: string, amount: string) => `Paid ${amount} on ${day}`,
    unpaid: 'Not paid yet',
  },

  /** The dashboard's card of the agent desk's replies (api/src/office/messages). */
  messages: {
    heading: 'Messages from our agent desk',
    loading: 'Loading messages…',
    failed: 'Your messages could not be loaded.',
    retry: 'Try again',
    none: 'No unread replies. Use Make enquiry on a booking to write to us.',
    unread: (n: number) => (n === 1 ? 'You have 1 unread reply.' : `You have ${n} unread replies.`),
    aboutBooking: (ref: string) => `Booking ${ref}`,
    general: 'General enquiry',
    open: (ref: string) => `Read it on booking ${ref}`,
    markRead: 'Mark as read',
  },

  support: {
    heading: 'Help & Support',
    intro:
      'Need a hand with a booking, a quote or the portal itself? Get in touch and one of our team will help.',
    phoneHeading: 'Call us',
    emailHeading: 'Email us',
    socialHeading: 'Our agent group',
    socialIntro: 'Ask questions and share tips with other agents in our group.',
  },

  contact: {
    phone: 'Phone',
    email: 'Email',
    supportHours: 'Support hours',
  },

  account: {
    heading: 'Your Account',
    detailsHeading: 'Your details',
    detailsIntro: 'To change these details, please contact us.',
    name: 'Name',
    company: 'Company name',
    organisation: 'Organisation',
    email: 'Email',
    telephone: 'Telephone',
    mobile: 'Mobile',
    address: 'Address',
    country: 'Country',
    loading: 'Loading your account details…',
    passwordHeading: 'Change your password',
    passwordLegend: 'Your current password and the new one',
    existingPassword: 'Current password',
    newPassword: 'New password',
    newPasswordConfirm: 'Confirm new password',
    submit: 'Change password',
    submitting: 'Changing password…',
    successTitle: 'Your password has been changed',
    success:
      'Use your new password the next time you log in. Any other sessions of yours have been logged out.',
    logInLink: 'Log in with your new password',
  },

  organisation: {
    heading: 'Organisation Dashboard',
    welcome: (companyDisplayName: string | undefined) =>
      companyDisplayName
        ? `Welcome, ${companyDisplayName}`
        : 'Welcome to your organisation dashboard',
    intro:
      'This dashboard is for the organisation account of your agency. Your agents search, quote and book villas under their own logins; this login is for looking after the agency as a whole.',
    canDoHeading: 'What you can do here',
    canDo: [
      'Ask us to invite a new agent to your organisation: we e-mail them a personal signup link.',
      'Ask us to update your organisation’s registered company details.',
      'Contact us about any of your agents’ bookings.',
    ],
    contactHeading: 'Contact us',
    figuresHeading: 'Your agents this year',
    figuresIntro: (year: number) =>
      `Bookings your agents have made in ${year} that are live now (reserve holds, bookings awaiting payment and confirmed bookings), with their value and the commission they earn. Cancelled and lapsed bookings earn nothing and are not counted.`,
    loading: 'Loading your agents’ figures…',
    failed: 'We could not load your agents’ figures just now.',
    empty:
      'Your organisation has no agents yet. Ask us to invite one: we e-mail them a personal signup link.',
    agent: 'Agent',
    bookings: 'Bookings',
    confirmed: 'Confirmed',
    bookedValue: 'Booked value',
    commission: 'Commission',
    total: 'All agents',
    signupIncomplete: 'Signup not finished',
    stats: {
      bookings: 'Bookings this year',
      confirmed: 'Confirmed',
      bookedValue: 'Booked value',
      commission: 'Commission earned',
    },
  },

  accounts: {
    heading: 'Accounts Dashboard',
    welcome: (companyDisplayName: string | undefined) =>
      companyDisplayName ? `Welcome, ${companyDisplayName}` : 'Welcome to your accounts dashboard',
    intro:
      'This dashboard is for the accounts team of your agency: payments, balances and commission on the bookings your agents make.',
    canDoHeading: 'What you can do here',
    canDo: [
      'Ask us for a statement of payments received and balances due.',
      'Ask us about commission on your agents’ bookings.',
      'Pay a balance by bank transfer or card: call us and we will take you through it.',
    ],
    contactHeading: 'Contact us',
    loading: 'Loading balances and payments…',
    failed: 'We could not load balances and payments just now.',
    stats: {
      due: 'Balances due',
      overdue: 'Overdue',
      overdueCount: (n: number) => (n === 1 ? '1 payment' : `${n} payments`),
      received: (year: number) => `Received in ${year}`,
    },
    dueHeading: 'Balances due',
    dueIntro:
      'What is still owed on your agents’ bookings, earliest first. The deposit (or the full balance where no deposit applies) is due within 24 hours of booking; the balance after a deposit by the date shown.',
    dueEmpty: 'Nothing is owed on your agents’ bookings.',
    paymentsHeading: 'Payments received',
    paymentsIntro: (shown: number) => `The latest ${shown} payments on your agents’ bookings.`,
    paymentsEmpty: 'No payments have been received yet.',
    dueBy: 'Due by',
    bookRef: 'Booking',
    client: 'Customer',
    agent: 'Agent',
    property: 'Villa',
    arrival: 'Arrival',
    what: 'For',
    amount: 'Amount',
    kinds: { DEPOSIT: 'Deposit', FULL_BALANCE: 'Full balance', BALANCE: 'Balance' },
    overdueBadge: 'Overdue',
    paidOn: 'Received',
    method: 'Method',
    reference: 'Reference',
    bankHeading: 'Paying by bank transfer',
    bankPending:
      'Ask us for our bank details by phone or e-mail (see Contact us below), and quote the booking reference with every transfer.',
  },

  dashboardRetry: 'Try again',

  guides: {
    heading: 'Guides',
    intro:
      'Our guides for you and your customers. Download a guide, or send it to a customer by e-mail with your own message.',
    loading: 'Loading the guides…',
    empty: 'No guides to display',
    name: 'Name',
    updated: 'Updated',
    actions: 'Actions',
    download: 'Download',
    downloadLabel: (name: string) => `Download ${name} (PDF)`,
    downloading: 'Downloading…',
    downloadFailed: 'Sorry, the guide could not be downloaded - please try again.',
    send: 'Send to Customer',
    /** Begins with the button's visible words, as a spoken command of it says them. */
    sendLabel: (name: string) => `Send to Customer: ${name}`,
    agentsOnly: 'For agents only',
    /** A guide whose name already says "Guide" is not called "… Guide guide". */
    documentName: (name: string) =>
      /\bguide$/i.test(name.trim()) ? `the ${name}` : `the ${name} guide`,
  },

  signup: {
    heading: 'Create your agent account',
    loading: 'Checking your invitation…',
    invalidTitle: 'We could not open your invitation',
    intro: (organisationName: string, email: string) =>
      `You have been invited to join ${organisationName} as a travel agent. You will log in with ${email}.`,
    submit: 'Create account',
    submitting: 'Creating your account…',
    successTitle: 'Your account has been created',
    success: (email: string) =>
      `Sign in with ${email} and the password you chose. We will then ask for your address to finish your signup.`,
    signIn: 'Sign in',
    terms: 'Agent terms and conditions',
    termsBefore: 'Creating an account means you accept our',
    termsRead: 'Read them before you sign up; the form stays as you left it.',
  },

  completeSignup: {
    heading: 'Complete your signup',
    loading: 'Loading your details…',
    intro: (forename: string) =>
      `${forename ? `Welcome, ${forename}. ` : ''}One last step: give us your business address to finish setting up your account.`,
    submit: 'Complete signup',
    submitting: 'Saving…',
    dashboardLink: 'Go to your dashboard',
  },

  passwordReset: {
    heading: 'Choose a new password',
    loading: 'Checking your link…',
    invalidTitle: 'This link cannot be used',
    forAccount: (email: string) => `Choose a new password for ${email}.`,
    requestNew: 'Go to the log in page to ask for a new link',
    submit: 'Reset password',
    submitting: 'Saving…',
    successTitle: 'Your password has been reset',
    success:
      'You can now log in with your new password. For your security, any sessions that were open have been logged out.',
    logIn: 'Log in',
  },

  bookings: {
    heading: 'Customer Bookings',
    intro:
      'Your reserves, bookings waiting for payment and confirmed bookings. Open one to see and change its details.',
    loading: 'Loading your bookings…',
    empty: 'No bookings to display',
    groups: {
      RESERVE: 'Reserved (24-hour hold)',
      PAYPENDING: 'Payment pending',
      BOOKING: 'Confirmed bookings',
    },
    count: (n: number) => `${n} booking${n === 1 ? '' : 's'}`,
    bookRef: 'Booking ref',
    agentRef: 'Your ref',
    property: 'Property',
    arrival: 'Arrival',
    nights: 'Nights',
    client: 'Lead passenger',
    bookDate: 'Booked on',
    open: (ref: string) => `Open booking ${ref}`,
  },

  quotes: {
    heading: 'Sent Quotes',
    intro:
      'The quotes you have sent to customers or downloaded, and whether they can still be booked.',
    loading: 'Loading your sent quotes…',
    empty: 'No sent quotes to display',
    filterLabel: 'Search sent quotes',
    filterHint: 'Quote reference, property code, recipient email or "downloaded"',
    clear: 'Clear',
    bookRef: 'Quote ref',
    property: 'Property',
    arrival: 'Arrival',
    nights: 'Nights',
    recipient: 'Sent to',
    total: 'Total',
    sentAt: 'Sent',
    status: 'Status',
    actions: 'Actions',
    available: 'Available',
    expired: 'EXPIRED',
    unavailable: 'No longer available',
    booked: 'Booked',
    downloaded: 'Downloaded',
    alsoDownloaded: (date: string) => `Downloaded ${date}`,
    goToBooking: (ref: string) => `Go to booking ${ref}`,
    expires: (date: string) => `Book by ${date}`,
    send: 'Send to Customer',
    /** Begins with the button's visible words, as a spoken command of it says them. */
    sendLabel: (ref: string) => `Send to Customer: quote ${ref}`,
    viewProperty: (code: string) => `View property ${code}`,
    documentName: (ref: string) => `quote ${ref}`,
    sortLabel: 'Sort by',
    sortOption: (column: string, dir: 'asc' | 'desc') =>
      `${column} (${dir === 'asc' ? 'ascending' : 'descending'})`,
    showing: (from: number, to: number, total: number) =>
      `Showing ${from} to ${to} of ${total} quotes`,
    pagination: 'Sent quotes pages',
    previous: 'Previous',
    next: 'Next',
    page: (n: number) => `Page ${n}`,
  },
} as const;

/** Texts of the shared form blocks (shared/src/forms); field names are the contract's labels. */
export const formTexts = {
  optional: 'Optional',
  yes: 'Yes',
  no: 'No',
  selectCountry: 'Select a country',
  personName: 'Name',
  title: {
    placeholder: 'Select a title',
    /** An additional passenger may have none. */
    none: 'No title',
    other: 'Other',
    otherLabel: 'Other title',
  },
  address: 'Address',
  contact: 'Contact details',
  additionalDetails: 'Additional details',
  password: 'Password',
  /** The password rule's own words (shared/src/contract/validation.ts), so the two agree. */
  passwordHint: passwordRuleHint,
  showPassword: 'Show passwords',
  dobHint: 'For example 21/03/1984',
  lookup: {
    label: 'Find the address by postcode',
    hint: 'Type a UK postcode and press Enter, or enter the address below.',
    button: 'Lookup address - UK only',
    searching: 'Looking up…',
    choose: 'Choose the address',
    choosePlaceholder: (count: number) =>
      `${count} address${count === 1 ? '' : 'es'} found - select one`,
    filled: 'The address has been filled in below. Check it before you continue.',
  },
  sendPdf: {
    title: (documentName: string) => `Send ${documentName}`,
    intro: 'We will e-mail the PDF to your customer, with your message and your contact details.',
    recipientEmail: 'Recipient email',
    recipientMessage: 'Message to recipient',
    messageCount: (used: number, max: number) => `${used} of ${max} characters`,
    ccApiUser: 'Send me a copy',
    submit: 'Send PDF',
    submitting: 'Sending…',
    sentTitle: 'Sent',
    sendAnother: 'Send Another',
    close: 'Close',
    cancel: 'Cancel',
  },
} as const;
