import { configureApi, request } from '@villa/shared/api';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { tracePageAfterFirstPaint } from './pageTrace';
import { noteRemoteLoad } from './remoteLoads';

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());

const until = async (done: () => boolean) => {
  for (let i = 0; i < 150 && !done(); i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

describe('the page trace', () => {
  it('when the server records traces: every call carries the page load’s traceparent', async () => {
    noteRemoteLoad({ remote: 'villa', start: 10, end: 120, ok: true });
    // The config says tracing is on; everything else (the spans themselves) is accepted.
    api.answer({ body: { tracing: true } }, { status: 204 });
    tracePageAfterFirstPaint();
    await until(() => api.requests.some((r) => r.url === '/api/telemetry/config'));

    let traceparent: string | undefined;
    await until(() => {
      void request('country-values').catch(() => undefined);
      traceparent = api.requests.map((r) => r.headers.traceparent as string).find(Boolean);
      return traceparent !== undefined;
    });
    expect(traceparent).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    // The spans' export (POST /api/telemetry/traces) runs on the SDK's browser build, which
    // webpack bundles and jest's node resolution cannot load: the API side of it is tested in
    // api/test/tracing.test.ts, and the page-load-to-SQL link is this traceparent.
  }, 30_000);
});
