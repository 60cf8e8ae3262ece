import { bookingCapabilities, type BookingResponse } from '@villa/shared/contract';

/**
 * A booking as GET /bookings/{ref} answers it, with overrides. Its capabilities are what the
 * server would send for its status (a live hold, a quotation as quoteAvailableToBeBooked says)
 * unless the overrides give their own.
 */
export function bookingFixture(overrides: Partial<BookingResponse> = {}): BookingResponse {
  const booking: Omit<BookingResponse, 'capabilities'> = {
    bookingInfo: {
      bookRef: 'VBTEST01',
      bookStatusCode: 'PAYPENDING',
      bookDate: '2026-11-01T10:00:00.000Z',
      holdExpiresAt: null,
      depositDueBy: null,
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
    purchaseAbleExtras: [
      {
        extraId: 1,
        extraName: 'Travel cot',
        category: 'Baby and child',
        extraPrice: 45,
        maxQuantity: 4,
      },
    ],
    extrasLocked: false,
    purchasedCustomExtras: [],
    agentsAdditionalDetails: { agentRef: 'REF-1', agentNotes: '' },
    quoteAvailableToBeBooked: false,
    quoteExpiry: null,
    quoteUnavailableReason: null,
    quoteBookedAs: null,
    quoteSentTo: null,
    remindersSent: [],
    ...overrides,
  };
  const quoteBookable = booking.quoteAvailableToBeBooked && !booking.quoteExpiry?.expired;
  return {
    ...booking,
    capabilities:
      overrides.capabilities ??
      bookingCapabilities(booking.bookingInfo.bookStatusCode, { holdLive: true, quoteBookable }),
  };
}
