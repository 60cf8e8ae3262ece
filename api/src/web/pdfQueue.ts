import { inSpan } from '../ops/spans';
import { HttpError } from '../errors';

/*
 * Decision (issue 49): each account's PDFs wait their turn: at most `perAccount` of one
 * account's are made at once (the provider settings' limits.pdfRendersPerAccount, 1 by
 * default), the others queue in the order they came. One account may have at most
 * `maxWaiting` waiting; more is 429. The drawing itself runs in a PDF thread
 * (pdf/renderPool.ts), so it no longer holds up anyone's calls; the queue still keeps one
 * account from taking the PDF threads, and the database reads and the villa facts each PDF
 * needs (which run here), from everyone else. The queue is per process, like the threads.
 */

export interface PdfQueue {
  /** Runs `make` when the account's turn comes; its result. */
  run<T>(accountId: number, make: () => Promise<T>): Promise<T>;
}

export const PDF_QUEUE_FULL =
  'Too many PDFs are being made for your account at once. Please wait for them to finish, then try again.';

export function createPdfQueue(options: { perAccount: number; maxWaiting?: number }): PdfQueue {
  const maxWaiting = options.maxWaiting ?? 50;
  const accounts = new Map<number, { running: number; waiting: (() => void)[] }>();

  const release = (accountId: number) => {
    const state = accounts.get(accountId);
    if (!state) return;
    const next = state.waiting.shift();
    if (next) {
      // On the next turn of the event loop, not at once: the calls that came in meanwhile are
      // read first, or a long queue would run PDF after PDF without ever letting them in.
      setImmediate(next);
      return;
    }
    state.running -= 1;
    if (state.running === 0) accounts.delete(accountId);
  };

  return {
    async run(accountId, make) {
      let state = accounts.get(accountId);
      if (!state) {
        state = { running: 0, waiting: [] };
        accounts.set(accountId, state);
      }
      if (state.running < options.perAccount) {
        state.running += 1;
      } else {
        if (state.waiting.length >= maxWaiting) {
          throw new HttpError(429, { errors: [PDF_QUEUE_FULL] }, { 'retry-after': '10' });
        }
        // The slot passes straight from the one finishing to the one waiting.
        await new Promise<void>((resolve) => state.waiting.push(resolve));
      }
      try {
        return await inSpan('pdf render', {}, make);
      } finally {
        release(accountId);
      }
    },
  };
}
