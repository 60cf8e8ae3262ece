// Test data: a booking as the office reads it (shared/src/contract/officeBookings.ts), its
// `booking` in the agent's BookingResponse shape.
import { bookingCapabilities, type OfficeBookingResponse } from '@villa/shared/contract';

type Booking = OfficeBookingResponse['booking'];

export function officeBooking(
  overrides: Partial<OfficeBookingResponse> = {},
): OfficeBookingResponse {
  const booking: Booking = {
    bookingInfo: {
      bookRef: 'VBTEST01',
      bookStatusCode: 'PAYPENDING',
      bookDate: '2026-11-01T10:00:00.000Z',
      holdExpiresAt: null,
      depositDueBy: '2026-11-02T10:00:00.000Z',
      cancelReason: null,
      cancelledAt: null,
    },
    propertyInfo: {
      propertyId: 12,
      villaCode: 'WH1012',
      villaName: 'Palm Retreat',
      propertyTypeName: 'Villa',
      bedrooms: 4,
      communityName: 'Windsor Hills Resort',
      maxOccupancy: 8,
    },
    propertyBookingInfo: {
      propertyId: 12,
      arrival: '2027-03-01',
      departure: '2027-03-08',
      checkInTime: '16:00',
      checkOutTime: '10:00',
      nights: 7,
    },
    leadPassenger: {
      clientTitle: 'Mrs',
      clientForename: 'Jane',
      clientSurname: 'Smith',
      clientTelephone: '020 7946 0000',
      clientMobile: '',
      clientEmail: 'jane@example.com',
      address1: '10 Downing Street',
      address2: '',
      addTown: 'London',
      addCounty: '',
      addPostcode: 'SW1A 2AA',
      addCountryId: 82,
      countryName: 'United Kingdom',
      dob: '1980-04-12',
      isDriving: '1',
    },
    additionalPassengers: [],
    customerBreakdown: [{ name: 'Villa rental (7 nights)', amount: 2000 }],
    agentSummary: {
      agentTotalCommissionable: 2000,
      agentTotalNonCommissionable: 0,
      commissionRate: 10,
      commissionAmount: 200,
      paymentsReceived: 0,
      outstandingBalance: 2000,
    },
    total: 2000,
    payments: [],
    declinedPayments: [],
    depositInfo: { available: true, amount: 500, balanceDue: '2027-01-01' },
    paymentToken: 'token',
    cardPayment: { minimum: 500, maximum: 2000, allowed: true },
    purchasedExtras: [],
    purchaseAbleExtras: [],
    extrasLocked: false,
    purchasedCustomExtras: [],
    agentsAdditionalDetails: { agentRef: 'REF-1', agentNotes: '' },
    quoteAvailableToBeBooked: false,
    quoteExpiry: null,
    quoteUnavailableReason: null,
    quoteBookedAs: null,
    quoteSentTo: null,
    capabilities: bookingCapabilities('PAYPENDING', { holdLive: true, quoteBookable: false }),
    remindersSent: [],
  };
  return {
    booking,
    agent: { id: 3, email: 'agent@demo.test', name: 'Alex Agent' },
    organisation: { id: 1, name: 'Sunshine Travel' },
    officePayments: [],
    paymentsReceived: [],
    customExtras: [],
    history: [],
    ...overrides,
  };
}
