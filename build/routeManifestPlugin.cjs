// A remote's route manifest as it ships (docs/adr/0014): src/routes.json, with each route's
// `assets` added by the build: the files its page needs before it can show (the exposed routes
// module's and the page's own chunk group, `webpackChunkName: "page-<id>"` in src/routes.ts),
// which the server preloads with the page of that route instead of letting the browser
// discover them one round trip after another.
const fs = require('node:fs');
const path = require('node:path');

/** The chunk group of the exposed `./routes` module, as the federation plugin names it. */
const EXPOSED_ROUTES_GROUP = '__federation_expose_routes';

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
          const exposed = filesOf(EXPOSED_ROUTES_GROUP);
          for (const [id, route] of Object.entries(manifest.routes)) {
            const page = filesOf(`page-${id}`);
            if (page.length === 0) {
              compilation.warnings.push(
                new Error(
                  `${path.basename(this.source)}: no chunk "page-${id}" (webpackChunkName in src/routes.ts)`,
                ),
              );
            }
            route.assets = [...new Set([...exposed, ...page])];
          }
          compilation.emitAsset(
            'routes.json',
            new RawSource(`${JSON.stringify(manifest, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { RouteManifestPlugin };
