import type { ErrorDialogContent } from '@villa/shared/store';
import { texts } from '@villa/shared/texts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Error bodies may come wrapped in `response` ({ response: { validationErrors } }). */
export function unwrapResponse(body: unknown): unknown {
  return isRecord(body) && isRecord(body.response) ? body.response : body;
}

function validationMessages(body: unknown): string[] {
  const list = isRecord(body) ? body.validationErrors : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (isRecord(entry) ? entry.error : entry))
    .filter((error): error is string => typeof error === 'string' && error.trim() !== '');
}

function errorMessages(body: unknown): string[] {
  const list = isRecord(body) ? body.errors : undefined;
  if (!Array.isArray(list)) return [];
  return list.filter((error): error is string => typeof error === 'string' && error.trim() !== '');
}

/**
 * The global error dialog for a failed call (docs/forms-and-errors.md), or null for none.
 * `status` is null when no answer arrived (network failure, time-out): that gets the default
 * message like any other unexplained failure.
 */
export function errorDialogFor(status: number | null, body: unknown): ErrorDialogContent | null {
  const content = unwrapResponse(body);
  switch (status) {
    case 401:
      return null;
    case 404:
      return { title: texts.errors.title, message: texts.errors.notFound };
    case 422: {
      const items = validationMessages(content);
      return items.length
        ? { title: texts.errors.validationTitle, items }
        : { title: texts.errors.validationTitle, message: texts.errors.default };
    }
    case 500:
      return { title: texts.errors.title, message: texts.errors.default };
    default: {
      const errors = errorMessages(content);
      return {
        title: texts.errors.title,
        message: errors.length ? errors.join(', ') : texts.errors.default,
      };
    }
  }
}
