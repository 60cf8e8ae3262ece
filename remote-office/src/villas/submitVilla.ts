import { FORM_ERROR, submitErrorsOf } from '@villa/shared/forms';
import { apiMessageOf } from './villaApi';

/**
 * A refused write as the form shows it: a 422's messages at their fields (and together above
 * the buttons, for one at no field), any other failure in the API's words or ours.
 */
export function refusedWrite(error: unknown, fallback: string) {
  const atFields = submitErrorsOf(error);
  return {
    ...atFields,
    [FORM_ERROR]: apiMessageOf(error) ?? fallback,
  };
}

export const writeFailed = 'The villa could not be saved. Please try again.';
