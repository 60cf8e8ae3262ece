// Writes the files of named chunk groups into a JSON file of the build, so the server that
// serves the page can tell the browser to fetch them early (<link rel="preload">) instead of
// waiting for the script that asks for them.

/**
 * @param {{ filename: string, groups: Record<string, string> }} options `groups`: the file's
 * keys, each naming a chunk group (a webpackChunkName value); the file maps each key to its
 * group's JavaScript and CSS files (the chunks webpack split off it included), in load order.
 */
class ChunkGroupFilesPlugin {
  constructor({ filename, groups }) {
    this.filename = filename;
    this.groups = groups;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('ChunkGroupFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'ChunkGroupFilesPlugin',
          stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
        },
        () => {
          const files = {};
          for (const [key, name] of Object.entries(this.groups)) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group)
              throw new Error(`no chunk group named ${name}: is the webpackChunkName right?`);
            files[key] = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
          }
          compilation.emitAsset(
            this.filename,
            new RawSource(`${JSON.stringify(files, null, 2)}\n`),
          );
        },
      );
    });
  }
}

module.exports = { ChunkGroupFilesPlugin };
