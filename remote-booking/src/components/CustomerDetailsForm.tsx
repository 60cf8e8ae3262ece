import { useState } from 'react';
import { useNavigate, Link } from '@villa/shared/router';
import {
  AGENT_NOTES_MAX,
  bookingFieldLabels,
  checkoutFormSchema,
  bookingTexts,
  fieldLabels,
  leadFieldOfRequest,
  leadFormToRequest,
  type CheckoutProduct,
  type CheckoutRequest,
  type ChosenExtra,
  type LeadPassengerFormValues,
  type StayQuote,
  agentOfficeEndpoints,
} from '@villa/shared/contract';
import { ApiError } from '@villa/shared/api';
import {
  clearFormDraft,
  Form,
  FORM_ERROR,
  FormDraft,
  FormSubmit,
  readFormDraft,
  TextAreaField,
  TextField,
  validateWith,
  submitErrorsOf,
} from '@villa/shared/forms';
import {
  AdditionalDetailsFields,
  AddressFields,
  ContactFields,
  PassengerList,
  PersonNameFields,
  isPopulated,
  passengerRowErrors,
  rowsToSend,
  type PassengerRow,
} from '@villa/shared/form-blocks';
import { paths } from '@villa/shared/routes';
import { endpointKey, useMutation, useQueryClient } from '@villa/shared/query';
import { useSessionStore } from '@villa/shared/store';
import { Alert } from '@villa/shared/ui';
import { checkout, errorsOf, useRefreshBooking } from '../api';
import { texts } from '../texts';
import { AcceptTermsField } from './AcceptTermsField';

export interface CustomerFormValues {
  lead: LeadPassengerFormValues;
  passengers: PassengerRow[];
  agentRef: string;
  agentNotes: string;
  termsAccepted: boolean;
}

const validateBase = validateWith(checkoutFormSchema);

/** Every rule of the form: the contract's schemas for the lead, the rows and the agent fields. */
export function validateCustomerForm(
  values: Partial<CustomerFormValues>,
  stay: { arrival: string; maxOccupancy: number },
): Record<string, unknown> {
  const errors: Record<string, unknown> = {
    ...validateBase(values),
    ...passengerRowErrors(values.passengers ?? [], stay),
  };
  const dob = values.lead?.dob;
  if (dob && /^\d{4}-\d{2}-\d{2}$/.test(dob) && dob > stay.arrival) {
    const lead = { ...((errors.lead as Record<string, string>) ?? {}) };
    lead.dob ??= `${fieldLabels.dob} must be on or before the arrival date`;
    errors.lead = lead;
  }
  return errors;
}

export interface CustomerDetailsFormProps {
  product: CheckoutProduct;
  stay: StayQuote;
  chosen: readonly ChosenExtra[];
  bookRef: string | undefined;
  villaLink: string;
}

const t = texts.checkout;

/** What a reload keeps of the form: everything but the acceptance of the terms. */
const draftOf = ({ termsAccepted: _accepted, ...rest }: CustomerFormValues) => rest;

/**
 * Stage two of the checkout: lead passenger (name, address with UK postcode lookup, contact,
 * date of birth, driving), additional passengers (the passenger list block), the agent's own
 * reference and notes, and acceptance of the vc-booking terms. Submitting creates the booking
 * and goes to the completed page.
 */
export function CustomerDetailsForm({
  product,
  stay,
  chosen,
  bookRef,
  villaLink,
}: CustomerDetailsFormProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const refreshBookings = useRefreshBooking();
  const booking = useMutation({
    mutationFn: (body: CheckoutRequest) => checkout(product, body),
    // A new booking (or a quotation booked): every list and page of bookings is out of date.
    onSuccess: () =>
      Promise.all([
        refreshBookings(),
        queryClient.invalidateQueries({ queryKey: endpointKey(agentOfficeEndpoints.bookings) }),
        queryClient.invalidateQueries({ queryKey: endpointKey(agentOfficeEndpoints.quotesSent) }),
      ]),
  });
  const stayRules = { arrival: stay.arrival, maxOccupancy: stay.maxOccupancy };
  const userId = useSessionStore((s) => s.userId);
  // One draft per agent and stay (or quotation being booked), kept in this tab only.
  const draftKey = `checkout:${userId ?? ''}:${product}:${
    bookRef ?? `${stay.propertyId}:${stay.arrival}:${stay.nights}`
  }`;
  // Created once: a new initialValues object would make final-form start the form again.
  const [initialValues] = useState<Partial<CustomerFormValues>>(() => ({
    passengers: [],
    agentRef: '',
    agentNotes: '',
    ...readFormDraft<CustomerFormValues>(draftKey),
    termsAccepted: false,
  }));

  const onSubmit = async (values: CustomerFormValues) => {
    // The form's own rule (checkoutFormSchema, the server's) holds the submit back until the
    // box is ticked and says so beside it; this only tells the type what the rule made sure of.
    if (values.termsAccepted !== true) return { termsAccepted: bookingTexts.termsRequired };
    const rows = values.passengers ?? [];
    const body: CheckoutRequest = {
      bookRef: bookRef ?? '',
      ...(bookRef
        ? {}
        : { propertyId: stay.propertyId, arrival: stay.arrival, nights: stay.nights }),
      extras: [...chosen],
      leadPassenger: leadFormToRequest(values.lead ?? {}),
      passengers: rowsToSend(rows, stay.arrival),
      agentRef: values.agentRef ?? '',
      agentNotes: values.agentNotes ?? '',
      termsAccepted: true,
    };
    try {
      const data = await booking.mutateAsync(body);
      clearFormDraft(draftKey);
      navigate(paths.checkoutCompleted(data.bookRef));
      return undefined;
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        return { [FORM_ERROR]: errorsOf(error)[0] ?? bookingTexts.notAvailable };
      }
      // The server numbers populated passenger rows; the form numbers every row.
      const populated = rows
        .map((row, index) => ({ row, index }))
        .filter(({ row }) => isPopulated(row));
      return submitErrorsOf(error, (field) => {
        const lead = /^leadPassenger\.(\w+)$/.exec(field);
        if (lead) return `lead.${leadFieldOfRequest(lead[1])}`;
        const row = /^passengers\.(\d+)\.(\w+)$/.exec(field);
        if (row) return `passengers[${populated[Number(row[1])]?.index ?? row[1]}].${row[2]}`;
        if (field === 'passengers') return 'passengersOccupancy';
        return field;
      });
    }
  };

  return (
    <Form<CustomerFormValues>
      onSubmit={onSubmit}
      validate={(values) => validateCustomerForm(values, stayRules)}
      initialValues={initialValues}
      subscription={{ values: true, submitError: true }}
      render={({ handleSubmit, values, submitError }) => (
        <form onSubmit={handleSubmit} noValidate className="stack">
          <FormDraft<CustomerFormValues> storageKey={draftKey} pick={draftOf} />
          <section className="card" aria-labelledby="lead-heading">
            <h2 id="lead-heading">{t.leadHeading}</h2>
            <PersonNameFields prefix="lead" withCompany={false} />
            <AddressFields prefix="lead" />
            <ContactFields prefix="lead" mobileRequired={false} />
            <AdditionalDetailsFields prefix="lead" withDob />
            <Alert variant="info">{bookingTexts.leadAgeNotice}</Alert>
          </section>
          <div className="card">
            <PassengerList
              lead={values.lead ?? null}
              arrival={stay.arrival}
              maxOccupancy={stay.maxOccupancy}
            />
          </div>
          <section className="card" aria-labelledby="agent-heading">
            <h2 id="agent-heading">{t.agentHeading}</h2>
            <TextField name="agentRef" label={bookingFieldLabels.agentRef} hint="Optional" />
            <TextAreaField
              name="agentNotes"
              label={bookingFieldLabels.agentNotes}
              maxLength={AGENT_NOTES_MAX}
              rows={3}
            />
          </section>
          <section className="card" aria-labelledby="terms-heading">
            <h2 id="terms-heading">{t.termsHeading}</h2>
            <p>
              <Link to={paths.terms('vc-booking')} target="_blank" rel="noopener">
                {t.termsLink}
              </Link>
            </p>
            <AcceptTermsField name="termsAccepted" label={t.termsLabel} />
          </section>
          {submitError ? (
            <Alert variant="danger" title={t.notAvailableTitle} live>
              <p>{String(submitError)}</p>
              <p>
                <Link to={villaLink}>{t.backToVilla}</Link>
              </p>
            </Alert>
          ) : null}
          <FormSubmit label={t.submit(product)} submittingLabel={t.submitting} />
        </form>
      )}
    />
  );
}
