import { useId, useState, type FormEvent } from 'react';
import {
  guideFileProblem,
  guideNameExtraSchema,
  guideNameSchema,
  officeGuideMessages,
  type Guide,
} from '@villa/shared/contract';
import { Alert } from '@villa/shared/ui';
import * as v from 'valibot';
import { contentTexts } from './contentTexts';
import { fieldErrorsOf, type FieldErrors } from './fieldErrors';
import type { GuideFields } from './guidesApi';

const t = contentTexts.guides;

export interface GuideFormProps {
  /** The guide being replaced, or null for a new one. */
  guide: Guide | null;
  onSave: (fields: GuideFields) => Promise<unknown>;
  onCancel?: () => void;
}

/** Problems the screen can see before sending, by the contract's own limits and messages. */
function problemsOf(file: File | null, name: string, nameExtra: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!file) errors.file = officeGuideMessages.fileRequired;
  else {
    const problem = guideFileProblem(file);
    if (problem) errors.file = officeGuideMessages.problems[problem];
  }
  if (!v.safeParse(guideNameSchema, name).success) errors.name = officeGuideMessages.name;
  if (!v.safeParse(guideNameExtraSchema, nameExtra).success) {
    errors.nameExtra = officeGuideMessages.nameExtra;
  }
  return errors;
}

/**
 * A new guide, or the replacement of one: the PDF and its texts are sent together, so a guide
 * is never left with new texts over an old file. Each message is shown at its field.
 */
export function GuideForm({ guide, onSave, onCancel }: GuideFormProps) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState(guide?.name ?? '');
  const [nameExtra, setNameExtra] = useState(guide?.nameExtra ?? '');
  const [sendToCustomer, setSendToCustomer] = useState(guide?.sendToCustomer ?? false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = problemsOf(file, name, nameExtra);
    setErrors(problems);
    if (Object.keys(problems).length > 0 || !file) return;
    setSending(true);
    try {
      await onSave({ file, name: name.trim(), nameExtra: nameExtra.trim(), sendToCustomer });
    } catch (error) {
      setErrors(fieldErrorsOf(error) ?? { form: contentTexts.actionFailed });
      setSending(false);
    }
  };

  const errorOf = (field: keyof FieldErrors) =>
    errors[field] ? (
      <p className="field__error" id={`${id}-${field}-error`}>
        {errors[field]}
      </p>
    ) : null;
  const described = (field: keyof FieldErrors, hint?: string) =>
    [hint, errors[field] ? `${id}-${field}-error` : undefined].filter(Boolean).join(' ') ||
    undefined;
  const heading = guide ? t.replaceHeading(guide.name) : t.uploadHeading;

  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <div className="field">
          <label htmlFor={`${id}-file`}>{t.file}</label>
          <p className="field__hint" id={`${id}-file-hint`}>
            {t.fileHint}
          </p>
          <input
            id={`${id}-file`}
            name="file"
            type="file"
            accept="application/pdf"
            required
            aria-invalid={errors.file ? true : undefined}
            aria-describedby={described('file', `${id}-file-hint`)}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          {errorOf('file')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-name`}>{t.name}</label>
          <input
            id={`${id}-name`}
            name="name"
            type="text"
            required
            value={name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            onChange={(event) => setName(event.target.value)}
          />
          {errorOf('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-nameExtra`}>{t.nameExtra}</label>
          <input
            id={`${id}-nameExtra`}
            name="nameExtra"
            type="text"
            value={nameExtra}
            aria-invalid={errors.nameExtra ? true : undefined}
            aria-describedby={described('nameExtra')}
            onChange={(event) => setNameExtra(event.target.value)}
          />
          {errorOf('nameExtra')}
        </div>
        <div className="field">
          <input
            id={`${id}-send`}
            name="sendToCustomer"
            type="checkbox"
            checked={sendToCustomer}
            aria-describedby={described('sendToCustomer')}
            onChange={(event) => setSendToCustomer(event.target.checked)}
          />{' '}
          <label htmlFor={`${id}-send`}>{t.sendToCustomer}</label>
          {errorOf('sendToCustomer')}
        </div>
        {errors.form ? (
          <Alert variant="danger" live>
            <p>{errors.form}</p>
          </Alert>
        ) : null}
        <div className="form-actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            {sending ? t.sending : guide ? t.replaceSave : t.upload}
          </button>
          {onCancel ? (
            <button type="button" className="button" onClick={onCancel}>
              {t.cancel}
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
