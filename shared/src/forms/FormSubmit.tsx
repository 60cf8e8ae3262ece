import type { ReactNode } from 'react';
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
 * The submit button of a form. While the form has errors the user has met (a touched field
 * with an error, or after a submit attempt), it is disabled and "Please fix the form errors
 * above before submitting this form" shows above it.
 */
export function FormSubmit({ label, submittingLabel, children }: FormSubmitProps) {
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
  return (
    <div className="form-actions form-actions--split">
      {showFix ? (
        <p className="form-fix" role="alert">
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
        aria-disabled={submitting || undefined}
        aria-busy={submitting || undefined}
      >
        {submitting && submittingLabel ? submittingLabel : label}
      </button>
    </div>
  );
}
