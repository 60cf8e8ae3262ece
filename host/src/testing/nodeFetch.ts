// Test support, never bundled (a copy of shared/src/api/testing). jsdom has no fetch: this
// gives the test realm Node's own fetch and the classes it works with. Import it before anything
// that imports ky.
import vm from 'node:vm';

const outer = vm.runInThisContext(
  '({ fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream })',
) as Record<string, unknown>;
Object.assign(globalThis, outer);
