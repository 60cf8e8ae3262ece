import { useState, type ReactNode } from 'react';
import type { BookingResponse } from '@villa/shared/contract';
import { Form, FormSubmit, submitErrorsOf } from '@villa/shared/forms';
import { Alert } from '@villa/shared/ui';

import { texts } from '../texts';
import { Section } from './Section';

const t = texts.detail;

/** What a save did: sent the change, or sent nothing because nothing had changed. */
export type SaveOutcome = 'saved' | 'unchanged';

/** The props of a section that a cancelled booking locks (lead passenger, passengers). */
export interface EditableBookingSectionProps {
  booking: BookingResponse;
  /** False for a cancelled booking: no Edit. */
  editable: boolean;
}

export interface EditableSectionProps<V> {
  id: string;
  title: string;
  /** Whether Edit is offered (not for a cancelled booking). */
  editable?: boolean;
  initialValues: Partial<V>;
  validate: (values: V) => Record<string, unknown>;
  /**
   * Sends the values (a booking change, which refreshes the booking on the page); throws when
   * the call fails (a 422 becomes the form's field errors).
   */
  save: (values: V) => Promise<SaveOutcome>;
  /** The form field a 422's request field belongs to (by default the same name). */
  formFieldOf?: (requestField: string, values: V) => string;
  /** The form's fields; Save and Cancel follow them. */
  fields: ReactNode;
  /** The saved details, below the saved / unchanged notice. */
  children: ReactNode;
  /** Shown instead of the notice and details when there are no details (children null). */
  empty?: ReactNode;
}

/**
 * A booking section the agent can edit: the details with Edit beside the heading, then the
 * form with Save and Cancel, then the details again with "Saved." (or "Nothing has changed"
 * when nothing was sent). The lead passenger, passengers and agent details sections all work
 * this way, so they share this one component rather than each keeping the states itself.
 */
export function EditableSection<V>({
  id,
  title,
  editable = true,
  initialValues,
  validate,
  save,
  formFieldOf,
  fields,
  children,
  empty,
}: EditableSectionProps<V>) {
  const [editing, setEditing] = useState(false);
  const [notice, setNotice] = useState<SaveOutcome | null>(null);

  const onSubmit = async (values: V) => {
    let outcome: SaveOutcome;
    try {
      outcome = await save(values);
    } catch (error) {
      return submitErrorsOf(error, (field) => (formFieldOf ? formFieldOf(field, values) : field));
    }
    setEditing(false);
    setNotice(outcome);
    return undefined;
  };

  return (
    <Section
      id={id}
      title={title}
      actions={
        editable && !editing ? (
          <button
            type="button"
            className="button button--small"
            aria-label={t.editLabel(title)}
            onClick={() => {
              setNotice(null);
              setEditing(true);
            }}
          >
            {t.edit}
          </button>
        ) : null
      }
    >
      {editing ? (
        <Form<V>
          onSubmit={onSubmit}
          validate={validate}
          initialValues={initialValues}
          subscription={{}}
          render={({ handleSubmit }) => (
            <form onSubmit={handleSubmit} noValidate>
              {fields}
              <FormSubmit label={t.save} submittingLabel={t.saving}>
                <button type="button" className="button" onClick={() => setEditing(false)}>
                  {t.cancel}
                </button>
              </FormSubmit>
            </form>
          )}
        />
      ) : children ? (
        <>
          {notice ? (
            <Alert variant={notice === 'saved' ? 'success' : 'info'} live>
              {notice === 'saved' ? t.saved : t.unchanged}
            </Alert>
          ) : null}
          {children}
        </>
      ) : (
        empty
      )}
    </Section>
  );
}
