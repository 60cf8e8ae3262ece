import { getIn, setIn, type SubmissionErrors } from 'final-form';
import { ApiError, unwrapResponse } from '@villa/shared/api';

/**
 * The field errors of a 422 answer (`validationErrors`) as final-form submit errors, so each
 * message shows at its field; undefined for any other failure. `rename` maps the request's
 * field names to the form's (password -> existingPassword). Paths such as
 * `passengers[2].surname` become nested errors, the way final-form reads them; a field's first
 * message wins.
 */
export function submitErrorsOf(
  error: unknown,
  rename: Record<string, string> | ((field: string) => string) = {},
): SubmissionErrors | undefined {
  if (!(error instanceof ApiError) || error.status !== 422) return undefined;
  const body = unwrapResponse(error.body) as {
    validationErrors?: { field: string; error: string }[];
  } | null;
  if (!Array.isArray(body?.validationErrors) || body.validationErrors.length === 0) {
    return undefined;
  }
  const formField =
    typeof rename === 'function' ? rename : (field: string) => rename[field] ?? field;
  let errors: SubmissionErrors = {};
  for (const { field, error: message } of body.validationErrors) {
    const name = formField(field);
    if (getIn(errors, name) === undefined) errors = setIn(errors, name, message);
  }
  return errors;
}
