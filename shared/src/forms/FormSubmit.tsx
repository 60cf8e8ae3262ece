import { useId, useRef, type ReactNode } from 'react';
import { useForm, useFormState } from 'react-final-form';
import { messages } from '@villa/shared/contract';
import { errorPaths } from './fieldErrors';

export interface FormSubmitProps {
  label: string;
  submittingLabel?: string;
  /** Other buttons beside the submit button (Cancel, ...). */
  children?: ReactNode;
}

/** Words of the shared forms layer that the specification does not give. */
export const formSubmitTexts = {
  showErrors: 'Show what needs fixing',
} as const;

/**
 * The submit button of a form. While the form has any error, even one the user has not met
 * yet (an empty required field of a fresh form), it is disabled and "Please fix the form
 * errors above before submitting this form" shows above it (docs/forms-and-errors.md: "while
 * errors exist"). Field messages still wait for the field to be left, so a fresh form is not red all
 * over; until one shows, "Show what needs fixing" reveals them all and moves focus to the
 * first field to fix.
 */
export function FormSubmit({ label, submittingLabel, children }: FormSubmitProps) {
  const form = useForm();
  const fixId = useId();
  const ref = useRef<HTMLDivElement>(null);
  const { errors, touched, submitFailed, submitting, hasValidationErrors } = useFormState({
    subscription: {
      errors: true,
      touched: true,
      submitFailed: true,
      submitting: true,
      hasValidationErrors: true,
    },
  });
  const met = submitFailed || errorPaths(errors).some((path) => touched?.[path]);
  const showFix = hasValidationErrors;

  const showErrors = () => {
    // A submit with errors marks every field touched and calls no onSubmit.
    void form.submit();
    requestAnimationFrame(() => {
      ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <div className="form-actions form-actions--split" ref={ref}>
      {showFix ? (
        <p className="form-fix" id={fixId} role={met ? 'alert' : undefined}>
          {messages.fixForm}
          {met ? null : (
            <>
              {' '}
              <button type="button" className="link-button form-fix__show" onClick={showErrors}>
                {formSubmitTexts.showErrors}
              </button>
            </>
          )}
        </p>
      ) : null}
      {children}
      {/* While sending it stays focusable (aria-disabled), so focus is not lost from a dialog
          and Esc still reaches it; final-form ignores a second submit meanwhile. */}
      <button
        type="submit"
        className="button button--primary"
        disabled={showFix}
        aria-describedby={showFix ? fixId : undefined}
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
      >
        {submitting && submittingLabel ? submittingLabel : label}
      </button>
    </div>
  );
}
