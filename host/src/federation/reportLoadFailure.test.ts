import { configureApi } from '@villa/shared/api';
import { startLoopbackApi, type LoopbackApi } from '@villa/shared/testing';
import { useErrorDialogStore } from '@villa/shared/store';
import { reportRemoteLoadFailure } from './reportLoadFailure';

let api: LoopbackApi;
beforeAll(async () => {
  api = await startLoopbackApi();
  configureApi({ baseUrl: api.baseUrl });
});
afterAll(() => api.close());

const settle = async () => {
  for (let i = 0; i < 50 && api.requests.length === 0; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await new Promise((resolve) => setTimeout(resolve, 20));
};

describe('reportRemoteLoadFailure', () => {
  it('tells the API which remote failed and why', async () => {
    api.requests.length = 0;
    api.answer({ status: 204 });
    reportRemoteLoadFailure('villa', new Error('remote villa did not load within the load limit'));
    await settle();
    expect(api.requests[0]).toMatchObject({
      method: 'POST',
      url: '/api/telemetry/remote-load-failure',
      body: { remote: 'villa', reason: 'remote villa did not load within the load limit' },
    });
  });

  it('shows the agent nothing when the report itself fails', async () => {
    api.requests.length = 0;
    useErrorDialogStore.setState({ queue: [] });
    api.answer({ status: 429, body: { errors: ['Too many reports'] } });
    reportRemoteLoadFailure('search', 'x'.repeat(1000));
    await settle();
    expect((api.requests[0].body as { reason: string }).reason).toHaveLength(300);
    expect(useErrorDialogStore.getState().queue).toEqual([]);
  });
});
