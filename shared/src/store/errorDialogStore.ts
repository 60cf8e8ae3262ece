import { create } from 'zustand';

/** What the global error dialog shows. */
export interface ErrorDialogContent {
  /** Dialog title: ERROR, or the 422 title. */
  title: string;
  /** A single message paragraph. */
  message?: string;
  /** Bullet points (one per invalid field on a 422). */
  items?: string[];
}

interface ErrorDialogState {
  /** Dialogs waiting to be seen; the first is open. */
  queue: ErrorDialogContent[];
  show(content: ErrorDialogContent): void;
  /** Closes the open dialog (the next one, if any, opens). */
  close(): void;
}

const same = (a: ErrorDialogContent, b: ErrorDialogContent) =>
  JSON.stringify(a) === JSON.stringify(b);

/** The tiny store behind the one global error dialog the host renders. */
export const useErrorDialogStore = create<ErrorDialogState>()((set) => ({
  queue: [],
  show(content) {
    // Several calls failing the same way at once give one dialog, not a stack of them.
    set((state) =>
      state.queue.some((queued) => same(queued, content))
        ? state
        : { queue: [...state.queue, content] },
    );
  },
  close() {
    set((state) => ({ queue: state.queue.slice(1) }));
  },
}));

/** Opens the global error dialog from anywhere (also outside React). */
export const showErrorDialog = (content: ErrorDialogContent) =>
  useErrorDialogStore.getState().show(content);
