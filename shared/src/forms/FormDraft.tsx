import { useEffect } from 'react';
import { FormSpy } from 'react-final-form';
import { FORM_DRAFT_PREFIX } from '@villa/shared/store';

/** How long typing pauses before the draft is written. */
const WRITE_DELAY_MS = 300;

function drafts(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser
  }
}

/** A form's draft kept in this tab, or undefined (none, or unreadable). */
export function readFormDraft<T>(key: string): Partial<T> | undefined {
  try {
    const json = drafts()?.getItem(FORM_DRAFT_PREFIX + key);
    const value: unknown = json ? JSON.parse(json) : undefined;
    return value && typeof value === 'object' ? (value as Partial<T>) : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets a form's draft (once the form has been sent). */
export function clearFormDraft(key: string): void {
  drafts()?.removeItem(FORM_DRAFT_PREFIX + key);
}

function writeFormDraft(key: string, values: unknown) {
  try {
    drafts()?.setItem(FORM_DRAFT_PREFIX + key, JSON.stringify(values));
  } catch {
    // storage full or disabled: the form still works, it just is not kept
  }
}

function DraftWriter({ storageKey, values }: { storageKey: string; values: unknown }) {
  useEffect(() => {
    const timer = setTimeout(() => writeFormDraft(storageKey, values), WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [storageKey, values]);
  return null;
}

export interface FormDraftProps<T> {
  /** Names the form and what it is for (e.g. the stay being booked). */
  storageKey: string;
  /** What is kept: leave out what must be given afresh (an acceptance of terms). */
  pick: (values: T) => Partial<T>;
}

/**
 * Inside a react-final-form Form: keeps the values typed so far in this tab's sessionStorage,
 * so a reload (or a slip of the back button) does not lose a long form. Start the form from
 * readFormDraft, and clearFormDraft once it is sent; logging out removes every draft.
 */
export function FormDraft<T>({ storageKey, pick }: FormDraftProps<T>) {
  return (
    <FormSpy<T> subscription={{ values: true }}>
      {({ values }) => <DraftWriter storageKey={storageKey} values={pick(values)} />}
    </FormSpy>
  );
}
