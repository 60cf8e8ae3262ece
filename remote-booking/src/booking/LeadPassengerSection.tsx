import {
  leadFieldOfRequest,
  leadFormToRequest,
  leadPassengerFormSchema,
  leadToFormValues,
  type LeadPassengerFormValues,
  bookingEndpoints,
} from '@villa/shared/contract';
import { validateWith } from '@villa/shared/forms';
import {
  AdditionalDetailsFields,
  AddressFields,
  ContactFields,
  PersonNameFields,
} from '@villa/shared/form-blocks';
import { formatDate } from '@villa/shared/format';
import { Alert } from '@villa/shared/ui';
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import {
  EditableSection,
  type EditableBookingSectionProps,
  type SaveOutcome,
} from './EditableSection';

const t = texts.detail;
const validate = validateWith(leadPassengerFormSchema);

/**
 * Lead passenger: view, and edit with the shared blocks (name, address with UK postcode
 * lookup, contact, date of birth and driving). Save posts lead-passenger; Cancel restores the
 * last saved copy.
 */
export function LeadPassengerSection({ booking, editable }: EditableBookingSectionProps) {
  const lead = booking.leadPassenger;
  const change = useModifyBooking(bookingEndpoints.leadPassenger, booking.bookingInfo.bookRef);

  const save = async (values: LeadPassengerFormValues): Promise<SaveOutcome> => {
    await change.mutateAsync(leadFormToRequest(values));
    return 'saved';
  };

  return (
    <EditableSection<LeadPassengerFormValues>
      id="lead"
      title={t.lead}
      editable={editable}
      initialValues={leadToFormValues(lead)}
      validate={validate}
      save={save}
      formFieldOf={leadFieldOfRequest}
      fields={
        <>
          <PersonNameFields withCompany={false} />
          <AddressFields />
          <ContactFields mobileRequired={false} />
          <AdditionalDetailsFields withDob />
          <Alert variant="info">{texts.leadAgeNotice}</Alert>
        </>
      }
      empty={<p className="muted">{t.noLead}</p>}
    >
      {lead ? (
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
      ) : null}
    </EditableSection>
  );
}
