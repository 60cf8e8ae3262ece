// The modules that must exist once in the page: one React, one router, one store, one
// QueryClient. The remotes' webpack builds share them through the Module Federation plugin;
// the host provides its own copies at run time (host/src/federation/sharedByHost.ts), and a
// unit test keeps the two lists equal.
const fs = require('node:fs');
const path = require('node:path');

const sharedPackage = require('../shared/package.json');

/**
 * Subpaths of @villa/shared that hold only data and pure functions (schemas, route table,
 * texts, formatting). Each app compiles in the parts it uses, tree-shaken: shared, each
 * would be one indivisible module, and the log-in page would download every schema and text
 * of the portal.
 */
const COMPILED_INTO_EACH_APP = new Set([
  './contract',
  './routes',
  './texts',
  './format',
  './testing',
]);

/**
 * Third-party singletons. react-router is reached through @villa/shared/router, TanStack Query
 * through @villa/shared/query (one QueryClient, one query context for host and remotes).
 */
const LIBRARIES = [
  'react',
  'react-dom',
  'react-dom/client',
  'zustand',
  'moment',
  '@tanstack/react-query',
];

/** Every shared module name: the libraries, then @villa/shared subpath by subpath. */
function sharedModuleNames() {
  const subpaths = Object.keys(sharedPackage.exports)
    .filter((subpath) => !COMPILED_INTO_EACH_APP.has(subpath))
    .map((subpath) => path.posix.join('@villa/shared', subpath));
  return [...LIBRARIES, ...subpaths];
}

/** The version each module is provided at: its package's version, read from the host. */
function sharedVersions(fromDir) {
  const versions = {};
  for (const name of sharedModuleNames()) {
    const packageName = name.startsWith('@')
      ? name.split('/').slice(0, 2).join('/')
      : name.split('/')[0];
    const manifest =
      packageName === '@villa/shared'
        ? sharedPackage
        : require(require.resolve(`${packageName}/package.json`, { paths: [fromDir] }));
    versions[name] = manifest.version;
  }
  return versions;
}

/**
 * The federation plugin's `shared` option of a remote. Each @villa/shared singleton is
 * declared at shared's version and with the range the remote is built against (`^` that
 * version); shared's version is bumped with every change of the surface
 * (scripts/shared-surface.mjs), so the range says which host can run the remote. The range is
 * in the remote's mf-manifest.json, where the host reads it before loading anything of the
 * remote (host/src/federation/sharedSurfacePlugin.ts); `strictVersion` makes the remote's own
 * federation runtime refuse a wrong version too, should it ever be offered one.
 */
function remoteSharedConfig() {
  const shared = {};
  for (const name of sharedModuleNames()) {
    shared[name] = name.startsWith('@villa/shared')
      ? {
          singleton: true,
          version: sharedPackage.version,
          requiredVersion: `^${sharedPackage.version}`,
          strictVersion: true,
        }
      : { singleton: true, requiredVersion: false, strictVersion: false };
  }
  return shared;
}

/**
 * What the host gives remotes, by version: every shared module, and the federation runtime a
 * remote's production entry runs on (built with `experiments.externalRuntime`). Compiled into
 * the host's script and written beside its index.html, where `pnpm deploy:remote` reads it.
 */
function hostVersions(fromDir) {
  // The package exports no ./package.json: read its own from the entry's folder up.
  let folder = path.dirname(require.resolve(FEDERATION_RUNTIME, { paths: [fromDir] }));
  for (;;) {
    const file = path.join(folder, 'package.json');
    const manifest = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
    if (manifest?.name === FEDERATION_RUNTIME) {
      return { ...sharedVersions(fromDir), [FEDERATION_RUNTIME]: manifest.version };
    }
    if (path.dirname(folder) === folder)
      throw new Error(`${FEDERATION_RUNTIME} has no package.json`);
    folder = path.dirname(folder);
  }
}

/** The name the host's versions give the federation runtime (host/src/federation/sharedSurface.ts). */
const FEDERATION_RUNTIME = '@module-federation/runtime-core';

module.exports = { sharedModuleNames, sharedVersions, hostVersions, remoteSharedConfig };
