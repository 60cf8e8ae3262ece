import {
  AGENT_NOTES_MAX,
  agentsAdditionalDetailsSchema,
  bookingFieldLabels,
  type AgentsAdditionalDetailsRequest,
  type AgentsAdditionalDetailsResponse,
  type BookingResponse,
} from '@villa/shared/contract';
import { TextAreaField, TextField, validateWith } from '@villa/shared/forms';
import { modifyBooking } from '../api';
import { texts } from '../texts';
import { EditableSection, type SaveOutcome } from './EditableSection';

const t = texts.detail;
const validate = validateWith(agentsAdditionalDetailsSchema);

/** The agent's own reference and notes: view and edit, saved only if changed. */
export function AgentDetailsSection({
  booking,
  onSaved,
}: {
  booking: BookingResponse;
  onSaved: () => void;
}) {
  const current = booking.agentsAdditionalDetails;

  const save = async (values: AgentsAdditionalDetailsRequest): Promise<SaveOutcome> => {
    const next = {
      agentRef: (values.agentRef ?? '').trim(),
      agentNotes: (values.agentNotes ?? '').trim(),
    };
    if (next.agentRef === current.agentRef && next.agentNotes === current.agentNotes) {
      return 'unchanged';
    }
    await modifyBooking<AgentsAdditionalDetailsResponse>(
      'agents-additional-details',
      booking.bookingInfo.bookRef,
      next,
    );
    return 'saved';
  };

  return (
    <EditableSection<AgentsAdditionalDetailsRequest>
      id="agent-details"
      title={t.agentDetails}
      initialValues={current}
      validate={validate}
      save={save}
      onSaved={onSaved}
      fields={
        <>
          <TextField name="agentRef" label={bookingFieldLabels.agentRef} />
          <TextAreaField
            name="agentNotes"
            label={bookingFieldLabels.agentNotes}
            maxLength={AGENT_NOTES_MAX}
            rows={3}
          />
        </>
      }
    >
      <dl className="details">
        <div>
          <dt>{t.agentRef}</dt>
          <dd>{current.agentRef || t.none}</dd>
        </div>
        <div>
          <dt>{t.agentNotes}</dt>
          <dd className="pre-wrap">{current.agentNotes || t.none}</dd>
        </div>
      </dl>
    </EditableSection>
  );
}
