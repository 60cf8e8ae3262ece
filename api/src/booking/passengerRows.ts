import type { AdditionalPassengerValues, LeadPassengerValues } from '@villa/shared/contract';

/*
 * Passengers as the tables hold them: the one mapping from the contract's shapes to rows, for
 * the checkout and for later changes alike. record.ts maps the other way.
 */

/** The lead passenger's booking_clients columns (the postcode in capitals). */
export function leadPassengerColumns(lead: LeadPassengerValues, updatedAt: string) {
  return {
    title: lead.clientTitle,
    forename: lead.clientForename,
    surname: lead.clientSurname,
    telephone: lead.clientTelephone,
    mobile: lead.clientMobile,
    email: lead.clientEmail,
    address1: lead.address1,
    address2: lead.address2,
    town: lead.addTown,
    county: lead.addCounty,
    postcode: lead.addPostcode.toUpperCase(),
    country_id: lead.addCountryId,
    dob: lead.dob,
    is_driving: lead.isDriving,
    updated_at: updatedAt,
  };
}

/** booking_passengers rows of the additional passengers, numbered 1, 2, ... in their order. */
export function additionalPassengerRows(
  bookingId: number,
  passengers: readonly AdditionalPassengerValues[],
  updatedAt: string,
) {
  return passengers.map((passenger, index) => ({
    booking_id: bookingId,
    position: index + 1,
    title: passenger.title,
    forename: passenger.forename,
    surname: passenger.surname,
    dob: passenger.dob,
    is_driving: passenger.isDriving,
    updated_at: updatedAt,
  }));
}
