// Test support, never bundled. jsdom lacks fetch and TextEncoder (ky and react-router need
// them): the test realm gets Node's own. Import it first in a test file.
import vm from 'node:vm';

const outer = vm.runInThisContext(
  '({ fetch, Request, Response, Headers, AbortController, AbortSignal, TextEncoder, TextDecoder, ReadableStream, Blob, FormData })',
) as Record<string, unknown>;
Object.assign(globalThis, outer);
