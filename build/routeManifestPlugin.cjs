// A remote's route manifest as it ships (docs/adr/0014): src/routes.json, with each route's
// `assets` added by the build: the files its page needs before it can show (the exposed routes
// module's and the page's own chunk group, `webpackChunkName: "page-<id>"` in src/routes.ts),
// which the server preloads with the page of that route instead of letting the browser
// discover them one round trip after another; and its `shared`: the shared modules those files
// consume, so the server preloads the host's copy of these and of no others. It also names the
// endpoint contract version the remote was built against (`contract`, docs/adr/0017): the
// version recorded in shared/api/contract.json beside this build folder.
const fs = require('node:fs');
const path = require('node:path');

/** The endpoint contract version this build compiles into the remote. */
function contractVersion() {
  const report = path.join(__dirname, '..', 'shared', 'api', 'contract.json');
  return JSON.parse(fs.readFileSync(report, 'utf8')).version;
}

/** The chunk group of the exposed `./routes` module, as the federation plugin names it. */
const EXPOSED_ROUTES_GROUP = '__federation_expose_routes';
/** A page's chunk, as src/routes.ts names it (`webpackChunkName: "page-<id>"`). */
const pageChunkName = (id) => `page-${id}`;
const isPageChunk = (name) => typeof name === 'string' && name.startsWith(pageChunkName(''));
/** The module type of a shared module's consumer (@module-federation/enhanced's ConsumeSharedModule). */
const CONSUME_SHARED_MODULE = 'consume-shared-module';

class RouteManifestPlugin {
  /** @param {{ source: string }} options the remote's src/routes.json */
  constructor({ source }) {
    this.source = source;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RouteManifestPlugin', (compilation) => {
      compilation.fileDependencies.add(this.source);
      compilation.hooks.processAssets.tap(
        {
          name: 'RouteManifestPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const manifest = JSON.parse(fs.readFileSync(this.source, 'utf8'));
          const filesOf = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            return group ? group.getFiles().filter((file) => /\.(js|css)$/.test(file)) : [];
          };
          const sharedOf = (name) => {
            const group = compilation.namedChunkGroups.get(name);
            const keys = [];
            for (const chunk of group ? group.chunks : []) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type === CONSUME_SHARED_MODULE) keys.push(module.options.shareKey);
              }
            }
            return keys;
          };
          const exposed = filesOf(EXPOSED_ROUTES_GROUP);
          const exposedShared = sharedOf(EXPOSED_ROUTES_GROUP);
          for (const [id, route] of Object.entries(manifest.routes)) {
            const chunk = pageChunkName(id);
            const page = filesOf(chunk);
            if (page.length === 0) {
              compilation.warnings.push(
                new Error(
                  `${path.basename(this.source)}: no chunk "${chunk}" (webpackChunkName in src/routes.ts)`,
                ),
              );
            }
            route.assets = [...new Set([...exposed, ...page])];
            route.shared = [...new Set([...exposedShared, ...sharedOf(chunk)])].sort();
          }
          compilation.emitAsset(
            'routes.json',
            new RawSource(
              `${JSON.stringify({ ...manifest, contract: contractVersion() }, null, 2)}\n`,
            ),
          );
        },
      );
    });
  }
}

module.exports = { RouteManifestPlugin, contractVersion, isPageChunk };
