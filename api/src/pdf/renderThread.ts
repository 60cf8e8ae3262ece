import { parentPort } from 'node:worker_threads';
import type { PdfSpec } from './document';
import { drawPdf } from './draw';

/*
 * A PDF thread (renderPool.ts): draws one PDF at a time, as the pool sends them, and posts the
 * bytes back (moved, not copied, when they fill their own memory). A drawing that throws is
 * answered with its error; a crash ends the thread, and the pool answers for it.
 */

export interface RenderJob {
  id: number;
  spec: PdfSpec;
}

export type RenderAnswer =
  | { id: number; pdf: Uint8Array }
  | { id: number; error: string }
  /** Sent once, when the thread has loaded its code: from then on a drawing is timed. */
  | { ready: true };

const port = parentPort;
if (!port) throw new Error('renderThread.ts runs as a worker thread of renderPool.ts');

port.on('message', (job: RenderJob) => {
  drawPdf(job.spec).then(
    (pdf) => {
      const bytes = new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength);
      const own = pdf.byteOffset === 0 && pdf.byteLength === pdf.buffer.byteLength;
      port.postMessage(
        { id: job.id, pdf: bytes } satisfies RenderAnswer,
        own ? [pdf.buffer as ArrayBuffer] : [],
      );
    },
    (error: unknown) => {
      const text = error instanceof Error ? (error.stack ?? error.message) : String(error);
      port.postMessage({ id: job.id, error: text } satisfies RenderAnswer);
    },
  );
});

port.postMessage({ ready: true } satisfies RenderAnswer);
