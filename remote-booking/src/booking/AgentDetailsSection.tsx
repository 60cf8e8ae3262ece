import { useState } from 'react';
import {
  AGENT_NOTES_MAX,
  agentsAdditionalDetailsSchema,
  bookingFieldLabels,
  type AgentsAdditionalDetailsRequest,
  type AgentsAdditionalDetailsResponse,
  type BookingResponse,
} from '@villa/shared/contract';
import { Form, FormSubmit, TextAreaField, TextField, validateWith } from '@villa/shared/forms';
import { Alert } from '@villa/shared/ui';
import { modifyBooking, submitErrorsOf } from '../api';
import { texts } from '../texts';
import { Section } from './Section';

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
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const current = booking.agentsAdditionalDetails;

  const onSubmit = async (values: AgentsAdditionalDetailsRequest) => {
    const next = {
      agentRef: (values.agentRef ?? '').trim(),
      agentNotes: (values.agentNotes ?? '').trim(),
    };
    if (next.agentRef === current.agentRef && next.agentNotes === current.agentNotes) {
      setEditing(false);
      setNotice(t.unchanged);
      return undefined;
    }
    try {
      await modifyBooking<AgentsAdditionalDetailsResponse>(
        'agents-additional-details',
        booking.bookingInfo.bookRef,
        next,
      );
    } catch (error) {
      return submitErrorsOf(error);
    }
    setEditing(false);
    setNotice(t.saved);
    onSaved();
    return undefined;
  };

  return (
    <Section
      id="agent-details"
      title={t.agentDetails}
      actions={
        editing ? null : (
          <button
            type="button"
            className="button button--small"
            aria-label={t.editLabel(t.agentDetails)}
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {t.edit}
          </button>
        )
      }
    >
      {editing ? (
        <Form<AgentsAdditionalDetailsRequest>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={current}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              <TextField name="agentRef" label={bookingFieldLabels.agentRef} />
              <TextAreaField
                name="agentNotes"
                label={bookingFieldLabels.agentNotes}
                maxLength={AGENT_NOTES_MAX}
                rows={3}
              />
              <FormSubmit label={t.save} submittingLabel={t.saving}>
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  {t.cancel}
                </button>
              </FormSubmit>
            </form>
          )}
        />
      ) : (
        <>
          {notice ? (
            <Alert variant={notice === t.saved ? 'success' : 'info'} live>
              {notice}
            </Alert>
          ) : null}
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
        </>
      )}
    </Section>
  );
}
