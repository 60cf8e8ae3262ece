import { needsUpdate } from './sharedSurface';
import sharedSurfacePlugin from './sharedSurfacePlugin';

const provided = {
  react: '19.3.1',
  '@module-federation/runtime-core': '2.9.2',
  '@villa/shared/store': '1.4.0',
  '@villa/shared/ui': '1.4.0',
};

/** What the runtime hands the plugin once a remote's mf-manifest.json has arrived. */
function manifestOf(
  shared: { name: string; requiredVersion: string | false }[],
  pluginVersion = '2.9.2',
) {
  return {
    manifestUrl: 'http://127.0.0.1:9/mf-manifest.json',
    moduleInfo: { name: 'admin', entry: 'http://127.0.0.1:9/mf-manifest.json' },
    manifestJson: { shared, metaData: { pluginVersion } },
  } as unknown as Parameters<
    NonNullable<ReturnType<typeof sharedSurfacePlugin>['afterLoadManifest']>
  >[0];
}

function refusal(
  shared: { name: string; requiredVersion: string | false }[],
  pluginVersion?: string,
) {
  try {
    void sharedSurfacePlugin(provided).afterLoadManifest?.(manifestOf(shared, pluginVersion));
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the shared surface check of a remote manifest', () => {
  it('accepts a remote built against the same or an older minor of shared', () => {
    expect(
      refusal([
        { name: '@villa/shared/store', requiredVersion: '^1.4.0' },
        { name: '@villa/shared/ui', requiredVersion: '^1.0.0' },
      ]),
    ).toBeUndefined();
  });

  it('refuses a remote built against another major, naming what it needs', () => {
    const error = refusal([
      { name: '@villa/shared/store', requiredVersion: '^2.0.0' },
      { name: '@villa/shared/ui', requiredVersion: '^1.0.0' },
    ]);
    expect(needsUpdate(error)).toBe(true);
    expect(String(error)).toContain('@villa/shared/store ^2.0.0 (host provides 1.4.0)');
    expect(String(error)).not.toContain('@villa/shared/ui');
  });

  it('refuses a remote that needs an addition the host does not have yet', () => {
    expect(needsUpdate(refusal([{ name: '@villa/shared/ui', requiredVersion: '^1.5.0' }]))).toBe(
      true,
    );
  });

  it("runs a remote built by the host's federation runtime line, a patch apart or the same", () => {
    const ui = [{ name: '@villa/shared/ui', requiredVersion: '^1.0.0' }];
    expect(refusal(ui, '2.9.2')).toBeUndefined();
    expect(refusal(ui, '2.9.7')).toBeUndefined();
  });

  it('refuses a remote built by another minor of the federation plugin: its entry runs on the host runtime', () => {
    const error = refusal([{ name: '@villa/shared/ui', requiredVersion: '^1.0.0' }], '2.10.0');
    expect(needsUpdate(error)).toBe(true);
    expect(String(error)).toContain('@module-federation/runtime-core 2.10.0 (host provides 2.9.2)');
  });

  it('refuses a remote that needs a shared entry the host does not provide', () => {
    expect(
      needsUpdate(refusal([{ name: '@villa/shared/charts', requiredVersion: '^1.4.0' }])),
    ).toBe(true);
  });

  it('leaves the third-party libraries to the host (their ranges are not the surface)', () => {
    expect(refusal([{ name: 'react', requiredVersion: '^20.0.0' }])).toBeUndefined();
  });
});
