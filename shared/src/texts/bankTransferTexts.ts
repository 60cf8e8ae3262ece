/**
 * The provider's bank account, wherever a customer's balance can be paid by transfer (the
 * BankDetails list of @villa/shared/villa-ui), en-GB. A module of its own: only pages with a
 * balance use it, so the log-in page does not download it.
 */
export const bankTransferTexts = {
  accountName: 'Account name',
  sortCode: 'Sort code',
  accountNumber: 'Account number',
  iban: 'IBAN',
  bic: 'BIC',
  reference: 'Reference',
  referenceRule: (rule: string) => `Please quote ${rule}, so we can match the payment.`,
  demo: 'Demo values: these bank details are examples. Do not pay into this account.',
} as const;
