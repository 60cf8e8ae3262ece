import { ApiError, unwrapResponse } from '@villa/shared/api';

export type GuideField = 'file' | 'name' | 'nameExtra' | 'sendToCustomer';
export type FieldErrors = Partial<Record<GuideField | 'form', string>>;

const FIELDS: readonly string[] = ['file', 'name', 'nameExtra', 'sendToCustomer'];

/** A failed call's messages, each at its field (a 422 or 409), or at the form; null if none. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError)) return null;
  const body = unwrapResponse(error.body) as {
    errors?: unknown;
    validationErrors?: { field?: string; error?: string }[];
  } | null;
  const errors: FieldErrors = {};
  for (const entry of body?.validationErrors ?? []) {
    if (typeof entry?.error !== 'string') continue;
    const field = entry.field && FIELDS.includes(entry.field) ? entry.field : 'form';
    errors[field as GuideField | 'form'] ??= entry.error;
  }
  if (Array.isArray(body?.errors) && typeof body.errors[0] === 'string') {
    errors.form ??= body.errors.join(' ');
  }
  return Object.keys(errors).length > 0 ? errors : null;
}
