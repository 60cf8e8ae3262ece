import { useId, useRef, type ReactNode } from 'react';
import { useFormState } from 'react-final-form';
import { messages } from '@villa/shared/contract';
import { errorPaths } from './fieldErrors';

export interface FormSubmitProps {
  label: string;
  submittingLabel?: string;
  /** Other buttons beside the submit button (Cancel, ...). */
  children?: ReactNode;
}

/**
 * Words of the shared forms layer that the specification does not give. (`showErrors` named a
 * link a fresh form no longer needs: submitting shows what needs fixing.)
 */
export const formSubmitTexts = {
  showErrors: 'Show what needs fixing',
} as const;

/**
 * The submit button of a form. "Please fix the form errors above before submitting this form"
 * shows, and the button is disabled, while errors exist that the user can see: once they have
 * tried to submit, or have left a field that has an error (docs/forms-and-errors.md). A fresh
 * form is neither red nor greyed: submitting it shows every field's message and moves focus to
 * the first field to fix.
 */
export function FormSubmit({ label, submittingLabel, children }: FormSubmitProps) {
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
  const showFix = hasValidationErrors && met;

  // A submit with errors marks every field touched and calls no onSubmit; focus goes to the
  // first field to fix once its message is on screen.
  const focusFirstError = () => {
    if (!hasValidationErrors) return;
    requestAnimationFrame(() => {
      ref.current?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  return (
    <div className="form-actions form-actions--split" ref={ref}>
      {showFix ? (
        <p className="form-fix" id={fixId} role="alert">
          {messages.fixForm}
        </p>
      ) : null}
      {children}
      {/* While sending it stays focusable (aria-disabled), so focus is not lost from a dialog
          and Esc still reaches it; final-form ignores a second submit meanwhile. */}
      <button
        type="submit"
        className="button button--primary"
        disabled={showFix}
        onClick={focusFirstError}
        aria-describedby={showFix ? fixId : undefined}
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
      >
        {submitting && submittingLabel ? submittingLabel : label}
      </button>
    </div>
  );
}
