import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PdfSpec } from './document';
import type { RenderAnswer, RenderJob } from './renderThread';

/*
 * Decision (issue 49): PDFs are drawn in worker threads, not on the thread that answers
 * requests. Drawing one takes about 100 ms of CPU; on the main thread, one agent keeping 20
 * sheets in flight made another user's simplest call wait 1.2 to 2.9 s even with each account's
 * PDFs queued (web/pdfQueue.ts). The pool has one thread, two on a machine with four cores or
 * more (the main thread keeps a core), started when the first PDF is asked for. Jobs wait in
 * one queue, in order, at most `maxQueued`; more is 503 "busy". A drawing that throws, a thread
 * that crashes and a drawing that takes longer than `timeoutMs` (the thread is ended; a cold
 * start is not counted) are
 * answered with PdfUnavailableError, which the error handler turns into 503 with a clear
 * message: never a hang, never a 500. A crashed thread is replaced when the next job comes.
 *
 * The thread's entry is its own file: dist/pdfRenderThread.js beside dist/server.js in the
 * bundle (scripts/build.mjs), renderThread.ts from the TypeScript (tsx in development and the
 * CLI, jest in tests), which the thread compiles with tsx as well. Idle threads are unref'd, so
 * they never keep a process (a CLI command, a test run) alive.
 */

export const PDF_UNAVAILABLE =
  'Sorry, the PDF could not be made just now - please try again in a moment.';
export const PDF_BUSY = 'Many PDFs are being made just now - please try again in a moment.';

/** A PDF that could not be made: the error handler answers 503 with its message. */
export class PdfUnavailableError extends Error {
  constructor(
    message: string,
    /** What went wrong, for the log (a drawing's stack, a crash, a time-out). */
    readonly reason: string | null,
  ) {
    super(message);
    this.name = 'PdfUnavailableError';
  }
}

export interface PdfRenderPool {
  render(spec: PdfSpec): Promise<Buffer>;
  /** The threads running now (tests end one to play a crash). */
  threads(): readonly Worker[];
  /** Jobs drawing and waiting. */
  load(): { drawing: number; waiting: number };
}

export interface PdfRenderPoolOptions {
  size: number;
  maxQueued: number;
  timeoutMs: number;
}

export const DEFAULT_POOL: PdfRenderPoolOptions = {
  size: os.availableParallelism() >= 4 ? 2 : 1,
  maxQueued: 64,
  timeoutMs: 30_000,
};

/** The thread's entry: the bundle's own file, or the TypeScript through tsx. */
function startThread(): Worker {
  if (!__filename.endsWith('.ts')) {
    return new Worker(path.join(__dirname, 'pdfRenderThread.js'));
  }
  const tsx = require.resolve('tsx/cjs');
  const entry = path.join(__dirname, 'renderThread.ts');
  return new Worker(`require(${JSON.stringify(tsx)}); require(${JSON.stringify(entry)});`, {
    eval: true,
  });
}

interface Job {
  id: number;
  spec: PdfSpec;
  resolve(pdf: Buffer): void;
  reject(error: PdfUnavailableError): void;
}

interface Thread {
  worker: Worker;
  job: Job | null;
  timer: NodeJS.Timeout | null;
  /** The thread has loaded its code (a cold start is not counted against a drawing's time). */
  ready: boolean;
  ended: boolean;
}

export function createPdfRenderPool(options: PdfRenderPoolOptions = DEFAULT_POOL): PdfRenderPool {
  const threads = new Set<Thread>();
  const queue: Job[] = [];
  let nextId = 1;

  /** Ends a thread (after a crash, an error event or a time-out); its job fails. */
  const end = (thread: Thread, reason: string) => {
    if (thread.ended) return;
    thread.ended = true;
    threads.delete(thread);
    if (thread.timer) clearTimeout(thread.timer);
    const job = thread.job;
    thread.job = null;
    job?.reject(new PdfUnavailableError(PDF_UNAVAILABLE, reason));
    void thread.worker.terminate();
    pump();
  };

  const spawn = (): Thread => {
    const thread: Thread = {
      worker: startThread(),
      job: null,
      timer: null,
      ready: false,
      ended: false,
    };
    thread.worker.unref();
    thread.worker.on('message', (answer: RenderAnswer) => {
      if ('ready' in answer) {
        thread.ready = true;
        if (thread.job) startTimer(thread);
        return;
      }
      const job = thread.job;
      if (!job || job.id !== answer.id) return;
      if (thread.timer) clearTimeout(thread.timer);
      thread.job = null;
      thread.timer = null;
      thread.worker.unref();
      if ('pdf' in answer) {
        job.resolve(Buffer.from(answer.pdf.buffer, answer.pdf.byteOffset, answer.pdf.byteLength));
      } else {
        job.reject(new PdfUnavailableError(PDF_UNAVAILABLE, answer.error));
      }
      pump();
    });
    thread.worker.on('error', (error) => end(thread, `the PDF thread failed: ${error.stack}`));
    thread.worker.on('exit', (code) => end(thread, `the PDF thread ended (exit code ${code})`));
    threads.add(thread);
    return thread;
  };

  const startTimer = (thread: Thread) => {
    thread.timer = setTimeout(
      () => end(thread, `the drawing took longer than ${options.timeoutMs} ms`),
      options.timeoutMs,
    );
  };

  const give = (thread: Thread, job: Job) => {
    thread.job = job;
    // A thread at work keeps the process alive until its PDF is back.
    thread.worker.ref();
    if (thread.ready) startTimer(thread);
    thread.worker.postMessage({ id: job.id, spec: job.spec } satisfies RenderJob);
  };

  function pump() {
    while (queue.length > 0) {
      let idle = [...threads].find((thread) => !thread.job && !thread.ended);
      if (!idle && threads.size < options.size) idle = spawn();
      if (!idle) return;
      give(idle, queue.shift()!);
    }
  }

  return {
    render(spec) {
      if (queue.length >= options.maxQueued) {
        return Promise.reject(new PdfUnavailableError(PDF_BUSY, null));
      }
      return new Promise<Buffer>((resolve, reject) => {
        queue.push({ id: nextId++, spec, resolve, reject });
        pump();
      });
    },
    threads: () => [...threads].map((thread) => thread.worker),
    load: () => ({
      drawing: [...threads].filter((thread) => thread.job).length,
      waiting: queue.length,
    }),
  };
}

let shared: PdfRenderPool | null = null;

/** The process's one pool: PDF threads share the machine's cores, whatever the apps in it. */
export function pdfRenderer(): PdfRenderPool {
  shared ??= createPdfRenderPool();
  return shared;
}
