import { validateCustomerForm } from './CustomerDetailsForm';

const stay = { arrival: '2027-08-07', maxOccupancy: 6 };
const lead = {
  title: 'Mr',
  forename: 'Route',
  surname: 'Walker',
  address1: '1 High Street',
  addTown: 'Leeds',
  addCountryId: 82,
  addPostcode: 'LS1 1AA',
  clientTelephone: '0113 496 0000',
  clientEmail: 'route.walker@example.com',
  dob: '1982-02-14',
  isDriving: '1',
};

describe("the checkout form's own rules", () => {
  it('holds an unticked terms box back with its message, before any call', () => {
    for (const termsAccepted of [false, undefined]) {
      expect(validateCustomerForm({ lead, termsAccepted }, stay)).toEqual({
        termsAccepted: 'Please accept the booking terms and conditions',
      });
    }
  });

  it('has nothing to say once the box is ticked', () => {
    expect(validateCustomerForm({ lead, termsAccepted: true }, stay)).toEqual({});
  });
});
