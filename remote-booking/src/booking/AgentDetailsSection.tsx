import {
  AGENT_NOTES_MAX,
  agentsAdditionalDetailsSchema,
  bookingFieldLabels,
  type AgentsAdditionalDetailsRequest,
  type BookingResponse,
  bookingEndpoints,
} from '@villa/shared/contract';
import { TextAreaField, TextField, validateWith } from '@villa/shared/forms';
import { useModifyBooking } from '../api';
import { texts } from '../texts';
import { EditableSection, type SaveOutcome } from './EditableSection';

const t = texts.detail;
const validate = validateWith(agentsAdditionalDetailsSchema);

/** The agent's own reference and notes: view and edit, saved only if changed. */
export function AgentDetailsSection({ booking }: { booking: BookingResponse }) {
  const current = booking.agentsAdditionalDetails;
  const change = useModifyBooking(bookingEndpoints.agentDetails, booking.bookingInfo.bookRef);

  const save = async (values: AgentsAdditionalDetailsRequest): Promise<SaveOutcome> => {
    const next = {
      agentRef: (values.agentRef ?? '').trim(),
      agentNotes: (values.agentNotes ?? '').trim(),
    };
    if (next.agentRef === current.agentRef && next.agentNotes === current.agentNotes) {
      return 'unchanged';
    }
    await change.mutateAsync(next);
    return 'saved';
  };

  return (
    <EditableSection<AgentsAdditionalDetailsRequest>
      id="agent-details"
      title={t.agentDetails}
      initialValues={current}
      validate={validate}
      save={save}
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
