import { Worker } from 'node:worker_threads';

/*
 * gzip on a thread of its own, for answers the API keeps and sends many times (held search
 * answers). zlib.gzip already compresses in libuv's thread pool, but each call also sets up
 * and tears down a zlib stream and its ~256 KB of deflate state on the event loop: about
 * 0.1 ms of it for a 32 KB answer, a tenth of a never-asked search at 10,000 villas. Here the
 * event loop only copies the bytes to the thread and back.
 *
 * The thread compresses at zlib's default level, as zlib.gzip and @fastify/compress do, so the
 * bytes are the same. It takes text too (compressed as its UTF-8), so a caller that has only
 * the text need not encode it on the event loop. It is started on first use and keeps the
 * process alive only while a call waits for it. If it fails, the waiting calls get an error
 * (the caller then sends the answer uncompressed) and the next call starts a new one.
 */

/** The thread's whole program: CommonJS source, so it runs the same under tsx and the build. */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const zlib = require('node:zlib');
parentPort.on('message', ({ id, bytes }) => {
  try {
    // A copy of its own length, handed over: zlib's answer is a view of a 16 KB block, and the
    // whole block would be cloned into the event loop's heap.
    const gzipped = Uint8Array.prototype.slice.call(zlib.gzipSync(bytes));
    parentPort.postMessage({ id, gzipped }, [gzipped.buffer]);
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
`;

interface Waiting {
  resolve(gzipped: Buffer): void;
  reject(error: Error): void;
}

type Reply = { id: number; gzipped: Uint8Array } | { id: number; error: string };

/** One running thread and the calls waiting for it. */
interface Running {
  worker: Worker;
  waiting: Map<number, Waiting>;
  /** Refuses every waiting call; the thread is not used again. */
  refuse(error: Error): void;
}

export class GzipThread {
  private running: Running | null = null;
  private nextId = 0;

  gzip(bytes: Uint8Array | string): Promise<Buffer> {
    const { worker, waiting } = this.running ?? this.start();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      // Only waiting calls keep the process alive, as zlib's own pending work would.
      if (waiting.size === 1) worker.ref();
      worker.postMessage({ id, bytes });
    });
  }

  /** Stops the thread; calls still waiting are refused, and a later call starts a new one. */
  async close(): Promise<void> {
    const running = this.running;
    if (!running) return;
    running.refuse(new Error('gzip thread stopped'));
    await running.worker.terminate();
  }

  private start(): Running {
    const worker = new Worker(THREAD_SOURCE, { eval: true });
    const waiting = new Map<number, Waiting>();
    const refuse = (error: Error) => {
      if (this.running === running) this.running = null;
      for (const call of waiting.values()) call.reject(error);
      waiting.clear();
    };
    const running: Running = { worker, waiting, refuse };
    worker.unref();
    worker.on('message', (reply: Reply) => {
      const call = waiting.get(reply.id);
      if (!call) return;
      waiting.delete(reply.id);
      if (waiting.size === 0) worker.unref();
      if ('error' in reply) call.reject(new Error(reply.error));
      else {
        const { buffer, byteOffset, byteLength } = reply.gzipped;
        call.resolve(Buffer.from(buffer, byteOffset, byteLength));
      }
    });
    worker.on('error', refuse);
    worker.on('exit', (code) => refuse(new Error(`gzip thread stopped (exit code ${code})`)));
    this.running = running;
    return running;
  }
}

const thread = new GzipThread();

/** `bytes` (text as UTF-8) gzipped at zlib's default level, compressed on a thread of its own. */
export function gzipOnThread(bytes: Uint8Array | string): Promise<Buffer> {
  return thread.gzip(bytes);
}
