import { useState } from 'react';
import {
  leadFieldOfRequest,
  leadFormToRequest,
  leadPassengerFormSchema,
  leadToFormValues,
  type BookingResponse,
  type LeadPassengerFormValues,
  type LeadPassengerResponse,
} from '@villa/shared/contract';
import { Form, FormSubmit, validateWith } from '@villa/shared/forms';
import {
  AdditionalDetailsFields,
  AddressFields,
  ContactFields,
  PersonNameFields,
} from '@villa/shared/form-blocks';
import { formatDate } from '@villa/shared/format';
import { Alert } from '@villa/shared/ui';
import { modifyBooking, submitErrorsOf } from '../api';
import { texts } from '../texts';
import { Section } from './Section';

const t = texts.detail;
const validate = validateWith(leadPassengerFormSchema);

/**
 * Lead passenger: view, and edit with the shared blocks (name, address with UK postcode
 * lookup, contact, date of birth and driving). Save posts lead-passenger; Cancel restores the
 * last saved copy.
 */
export function LeadPassengerSection({
  booking,
  editable,
  onSaved,
}: {
  booking: BookingResponse;
  editable: boolean;
  onSaved: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const lead = booking.leadPassenger;
  const ref = booking.bookingInfo.bookRef;

  const onSubmit = async (values: LeadPassengerFormValues) => {
    try {
      await modifyBooking<LeadPassengerResponse>('lead-passenger', ref, leadFormToRequest(values));
    } catch (error) {
      return submitErrorsOf(error, leadFieldOfRequest);
    }
    setEditing(false);
    setSaved(true);
    onSaved();
    return undefined;
  };

  return (
    <Section
      id="lead"
      title={t.lead}
      actions={
        editable && !editing ? (
          <button
            type="button"
            className="button button--small"
            aria-label={t.editLabel(t.lead)}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            {t.edit}
          </button>
        ) : null
      }
    >
      {editing ? (
        <Form<LeadPassengerFormValues>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={leadToFormValues(lead)}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <PersonNameFields withCompany={false} />
              <AddressFields />
              <ContactFields mobileRequired={false} />
              <AdditionalDetailsFields withDob />
              <Alert variant="info">{texts.leadAgeNotice}</Alert>
              <FormSubmit label={t.save} submittingLabel={t.saving}>
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  {t.cancel}
                </button>
              </FormSubmit>
            </form>
          )}
        />
      ) : lead ? (
        <>
          {saved ? (
            <Alert variant="success" live>
              {t.saved}
            </Alert>
          ) : null}
          <dl className="details">
            <div>
              <dt>{t.name}</dt>
              <dd>{[lead.clientTitle, lead.clientForename, lead.clientSurname].join(' ')}</dd>
            </div>
            <div>
              <dt>{t.address}</dt>
              <dd>
                {[
                  lead.address1,
                  lead.address2,
                  lead.addTown,
                  lead.addCounty,
                  lead.addPostcode,
                  lead.countryName,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </dd>
            </div>
            <div>
              <dt>{t.telephone}</dt>
              <dd>{lead.clientTelephone}</dd>
            </div>
            {lead.clientMobile ? (
              <div>
                <dt>{t.mobile}</dt>
                <dd>{lead.clientMobile}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.email}</dt>
              <dd>{lead.clientEmail}</dd>
            </div>
            {lead.dob ? (
              <div>
                <dt>{t.dob}</dt>
                <dd>{formatDate(lead.dob)}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t.driving}</dt>
              <dd>{lead.isDriving === '1' ? t.yes : lead.isDriving === '0' ? t.no : '-'}</dd>
            </div>
          </dl>
        </>
      ) : (
        <p className="muted">{t.noLead}</p>
      )}
    </Section>
  );
}
