// jsdom has no fetch: this gives every test realm Node's own fetch and the classes it works
// with, before any test file imports ky (ky reads them when it loads).
import vm from 'node:vm';

const outer = vm.runInThisContext(
  '({ fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream })',
) as Record<string, unknown>;
Object.assign(globalThis, outer);
