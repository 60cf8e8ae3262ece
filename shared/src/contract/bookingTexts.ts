import { LEAD_PASSENGER_MIN_AGE, RESERVE_HOLD_HOURS } from './constants';

/** Every booking message the specifications quote, verbatim, and the ones we had to write. */
export const bookingTexts = {
  thankYou: 'Thank You!',
  reservePrefix: 'Reserve',
  holdWarning: `This booking will be held on "Reserve" for ${RESERVE_HOLD_HOURS} Hours`,
  upgradeFromInfoPage: 'You can upgrade it to a full booking from the booking info page.',
  paymentDueWarning: (label: 'Deposit' | 'Full Balance') =>
    `${label} required within 24hrs, payments can be made from the booking info page`,
  noPayments: 'No payments have been received',
  quoteExpired: 'This quotation has expired',
  notAvailable: 'This property is no longer available to be booked',
  notCommissionable: 'Not commissionable',
  priceIncludes: 'Price includes all taxes, breakage insurance and charges',
  /**
   * What a quotation's price is: fixed when it is made (its booking row keeps it), whatever the
   * provider changes in the villa's rates later, for as long as it can be booked.
   */
  quotePriceHeld: 'Its price stays as quoted until then, whatever the villa’s rates do.',
  changeRequestFailed: 'Sorry the request failed to send, please try again later.',
  changeRequestSent: 'Thank you, your message has been sent. We will be in touch shortly.',
  changeRequestDeleteWarning:
    'You have typed a message. Are you sure you want to close this window and delete it?',
  paymentDeclinedTitle: 'Payment Declined',
  paymentDeclined:
    'The payment has been declined - check the payments area for further information.',
  maxOccupancyReached: (max: number) =>
    `The maximum occupancy for this property (a combination of ${max} adults or children) has been reached. You may continue to add infants, if required.`,
  occupancyDiscrepancy: (max: number) =>
    `Please note there is a discrepancy between the passengers on this booking and the maximum occupancy of this property (${max} adults or children). Please call us.`,
  tooManyPassengers: (max: number) =>
    `The maximum occupancy for this property is ${max} adults or children (infants in cots are not counted) - please remove a passenger.`,
  leadIncomplete:
    'You can not add additional passengers, until you have completed the lead passenger information.',
  leadAgeNotice: `The lead passenger must be ${LEAD_PASSENGER_MIN_AGE} or over at the time of booking.`,
  deleteRowConfirm: 'Are you sure?',
  deleteRow: 'Delete Row',
  holdLapsed: 'This reserve hold has lapsed: its dates have been released.',
  holdLapsedNoUpgrade: 'This reserve hold has lapsed and can no longer be upgraded.',
  notReserve: 'Only a booking on reserve can be cancelled or upgraded this way.',
  extrasLocked: 'Extras can no longer be changed on this booking.',
  poolHeatingQuoteOnly:
    'Pool heating is quoted with the villa: choose it when you reserve or book, or call us to add it.',
  poolHeatingNotRemovable:
    'Pool heating was chosen with the quote or at checkout - please call us to remove it.',
  extraMaxReached: 'The maximum quantity of this extra has been reached.',
  extraNotOffered: 'This extra is not offered for this villa.',
  notOfficeCancellable: 'Only a booking pending payment or confirmed can be cancelled.',
  paymentsNotOpen: 'Payments can be made only once the booking is confirmed (pending payment).',
  paymentTooLarge: 'The amount is more than the outstanding balance.',
  quoteNotBookable: 'This quotation can no longer be booked.',
  quoteBooked: 'This quotation has already been booked.',
  /** A quotation that became the agent's booking (itself checked out, or the same stay booked). */
  quoteBookedAs: (bookRef: string) => `This quotation was booked: booking ${bookRef}.`,
  confirmationNotReady:
    'A booking confirmation is available once the booking is confirmed (its deposit or full price paid).',
  termsRequired: 'Please accept the booking terms and conditions',
  depositBasis: 'The deposit is worked out on the villa price.',
  depositBasisWithExtras:
    'The deposit is worked out on the villa price; the extras are paid with the balance.',
  holdTakesNoPayment: 'Nothing is paid to reserve: the hold is free for 24 hours.',
  checkoutStep: (step: number, of: number) => `Step ${step} of ${of}`,
  passengerList: {
    legend: 'Additional passengers',
    intro:
      'Add everyone travelling with the lead passenger. A new row appears when you fill in a name.',
    leadRow: 'Lead passenger',
    passenger: (n: number) => `Passenger ${n}`,
    type: 'Type',
    typeUnknown: 'Adult (add a date of birth)',
    driving: (yes: boolean) => (yes ? 'Driving' : 'Not driving'),
    delete: 'Delete',
    deleteLabel: (n: number) => `Delete passenger ${n}`,
    cancel: 'Cancel',
    occupancy: (used: number, max: number) =>
      `${used} of ${max} adults or children (infants are not counted)`,
  },
} as const;
