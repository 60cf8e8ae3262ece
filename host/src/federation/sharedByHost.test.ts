import { sharedInMemory, sharedOnDemand, sharedWithRuntime } from './sharedByHost';

// The build's list of shared modules, as the remotes' webpack builds use it.
const { sharedModuleNames } = require('../../../build/sharedModules.cjs') as {
  sharedModuleNames(): string[];
};

describe('the modules the host provides to the remotes', () => {
  it('are exactly the modules the remotes are built to share', () => {
    expect(
      [
        ...Object.keys(sharedInMemory),
        ...Object.keys(sharedWithRuntime),
        ...Object.keys(sharedOnDemand),
      ].sort(),
    ).toEqual(sharedModuleNames().sort());
  });

  it('are modules of the host, or load one', async () => {
    for (const module of Object.values(sharedInMemory)) expect(module).toEqual(expect.any(Object));
    for (const [name, load] of Object.entries({ ...sharedWithRuntime, ...sharedOnDemand })) {
      if (name === '@villa/shared/standalone') continue; // mounts a page: not for jsdom
      await expect(load()).resolves.toEqual(expect.any(Object));
    }
  });
});
