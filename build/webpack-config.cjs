// One webpack configuration for the host and every remote, so the Module Federation
// contract (share rules, output names, cache-safe entry files) is written once.
const fs = require('node:fs');
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { firstPaintMarkup } = require('./firstPaint.cjs');
const CopyPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const TerserPlugin = require('terser-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const { hostVersions, remoteSharedConfig } = require('./sharedModules.cjs');
const { ChunkGroupFilesPlugin } = require('./chunkGroupFilesPlugin.cjs');
const { RouteManifestPlugin, contractVersion, isPageChunk } = require('./routeManifestPlugin.cjs');

/**
 * The host's chunk of what a remote page needs before it can run (host/src/federation): the
 * `webpackChunkName` of those imports, written there as a literal.
 */
const REMOTE_RUNTIME_CHUNK = 'remote-runtime';
/**
 * The host's entry the server writes into a page as an inline script: it sends the opening
 * screen's data calls (host/src/openingCalls.ts). A fixed name, since the server reads it from
 * the build; it is never fetched by a page.
 */
const OPENING_CALLS_ENTRY = 'opening-calls';
/** The host's log-in page (host/src/pages/loginChunk.tsx), preloaded by the server with /login. */
const LOGIN_PAGE_CHUNK = 'page-login';
/**
 * The host's chunk group of each shared module only remotes use, by share key (the
 * `webpackChunkName` of its import in host/src/federation/sharedByHost.ts). preload.json lists
 * each group's files under the share key, which is how a route manifest's `shared` names it.
 */
const ON_DEMAND_SHARED_CHUNKS = {
  moment: 'shared-moment',
  '@villa/shared/forms': 'shared-forms',
  '@villa/shared/form-blocks': 'shared-form-blocks',
  '@villa/shared/villa-ui': 'shared-villa-ui',
  '@villa/shared/standalone': 'shared-standalone',
};

/**
 * The folder of @villa/shared as the app at `dir` resolves it (its real path, as webpack names
 * modules): its stylesheets are the portal's and are not scoped to a remote.
 */
function sharedDirOf(dir) {
  const uiEntry = require.resolve('@villa/shared/ui', { paths: [dir] });
  return fs.realpathSync(path.resolve(path.dirname(uiEntry), '..', '..')) + path.sep;
}
const SCOPE_LOADER = path.join(__dirname, 'scopeRemoteStyles.cjs');
/** What is also written compressed: not the page (the server writes it), nor source maps. */
const PRECOMPRESSED = /\.(js|css|svg|json)$/;

/** Writes a compressed copy (`<file>.<extension>`) of each such file of 1 KB or more. */
function precompressed(extension, algorithm, compressionOptions) {
  return new CompressionPlugin({
    filename: `[path][base].${extension}`,
    algorithm,
    compressionOptions,
    test: PRECOMPRESSED,
    threshold: 1024,
    minRatio: 0.9,
  });
}

/** A webpack plugin that adds one file of the given text to the build's output. */
function emitFile(name, text) {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('VillaEmitFile', (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: 'VillaEmitFile', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
          () => compilation.emitAsset(name, new webpack.sources.RawSource(text)),
        );
      });
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        package folder (__dirname of the caller)
 * @param {string} options.name       federation name: host, search, villa, booking, admin, content
 * @param {number} options.devPort    port of its dev server
 * @param {boolean} [options.isHost]
 */
function createConfig({ dir, name, devPort, isHost = false }) {
  return (_env, argv) => {
    const production = argv.mode === 'production';
    const sharedDir = sharedDirOf(dir);
    return {
      context: dir,
      // A remote's own page (src/index.ts) is for stand-alone development only: in production
      // its entry is remoteEntry.js, which runs on the host's federation runtime (below).
      entry: {
        ...(isHost || !production ? { main: './src/index.ts' } : {}),
        ...(isHost && production ? { [OPENING_CALLS_ENTRY]: './src/openingCalls.ts' } : {}),
      },
      // Written for an error tracker, not named in the scripts: the server never sends them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host is served from the site root; a remote works from whatever URL it is
        // deployed under, so its chunks resolve relative to its own entry file.
        publicPath: isHost ? '/' : 'auto',
        filename: ({ chunk }) =>
          chunk?.name === OPENING_CALLS_ENTRY
            ? '[name].js'
            : production
              ? '[name].[contenthash:10].js'
              : '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        uniqueName: `villa_${name}`,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2022',
                },
              },
            },
          },
          {
            test: /\.css$/,
            // The host's styles are a stylesheet of their own (loaded in parallel with the
            // script, and no part of the log-in page's JS budget); a remote injects its few
            // styles with its chunks. CommonJS output keeps `import x from './a.css'` valid.
            // A remote's own styles (and those of the libraries it bundles) apply inside its
            // pages only (scopeRemoteStyles.cjs); the shared package's are the portal's.
            use: ({ resource }) => [
              isHost && production
                ? { loader: MiniCssExtractPlugin.loader, options: { esModule: false } }
                : 'style-loader',
              'css-loader',
              ...(isHost || resource.startsWith(sharedDir)
                ? []
                : [
                    {
                      loader: SCOPE_LOADER,
                      ident: 'scope-remote-styles',
                      options: { remote: name },
                    },
                  ]),
            ],
          },
          { test: /\.(png|svg|jpg|gif|woff2?|ttf|eot)$/, type: 'asset/resource' },
        ],
      },
      optimization: production
        ? {
            // A browser on HTTP/1.1 fetches six files at a time from a server, so every six a
            // page needs cost it a round trip: a remote page's first load came in 17 requests
            // (its data and first photo among them), now 12. The host: modules used by
            // several chunks get a chunk of their own however small, instead of a copy in each
            // (the texts and the CSS runtime were loaded four times over), but libraries are
            // not split from the chunk that uses them. A remote: see below.
            splitChunks: isHost
              ? {
                  minSize: 0,
                  cacheGroups: {
                    // The federation runtime, TanStack Query and the shared query module go
                    // in the remote-runtime chunk (federation.ts names it): every remote page
                    // needs all of them; split by which chunk group used which part, they
                    // came in three files.
                    remoteRuntime: {
                      test: /[\\/](@module-federation|@tanstack[\\/](query-core|react-query)|shared[\\/]src[\\/]query)[\\/]/,
                      name: 'remote-runtime',
                      chunks: 'async',
                      enforce: true,
                    },
                    defaultVendors: false,
                  },
                }
              : {
                  // A remote's pages (routes.ts names their chunks page-<id>) share
                  // a chunk only for what two or more of them use; anything else a page needs
                  // is in the page's file. The villa page came in four files beside its
                  // remote's routes, now one: webpack's defaults also split out every library
                  // over 20 KB, and everything a shared module's fallback copy also uses
                  // (a copy never loaded beside the host).
                  chunks: (chunk) => isPageChunk(chunk.name),
                  cacheGroups: {
                    defaultVendors: false,
                    default: { minChunks: 2, priority: -20, reuseExistingChunk: true },
                  },
                },
            minimizer: [
              new TerserPlugin({
                minify: TerserPlugin.swcMinify,
                terserOptions: { compress: true, mangle: true },
              }),
            ],
          }
        : {},
      performance: { hints: false },
      plugins: [
        // V8 compiles a function when it is first called, on the main thread; nearly every
        // function of the host's and the remotes' scripts is called while a page loads, so each
        // asks to be compiled whole while it streams in, off the main thread (V8's explicit
        // compile hint). The host's first script too: on bench:load's network (100 ms round
        // trip, the script arriving in about 150 ms) its whole compile can hold the opening
        // screen's data calls back past round trip 4 (4 of 8 runs against 7 of 8 without), but
        // at a phone's CPU its evaluation and React's first render stop blocking the page
        // (Lighthouse's total blocking time 43-92 ms against 155-538 ms without, five routes),
        // and on a phone's network the script takes longer to arrive than to compile.
        // After minification, so the comment stays, and before the source maps are written,
        // so they count its line.
        ...(production
          ? [
              new webpack.BannerPlugin({
                banner: '//# allFunctionsCalledOnLoad',
                raw: true,
                test: /\.js$/,
                stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
              }),
            ]
          : []),
        // Each script, style sheet, image and manifest also written compressed, brotli at its
        // highest quality and gzip at level 9, once at build time: the server sends the one the
        // browser accepts (@fastify/static's preCompressed) instead of compressing every
        // response itself at gzip's default level. Brotli makes the host's script 92 KB where
        // gzip made it 105 KB; every browser the portal supports accepts it.
        ...(production
          ? [
              precompressed('br', 'brotliCompress', {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
              }),
              precompressed('gz', 'gzip', { level: 9 }),
            ]
          : []),
        // moment would bundle its 130-odd locales (about 60 KB gzip); the portal speaks en-GB.
        new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /en-gb/),
        ...(isHost && production
          ? [new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css' })]
          : []),
        ...(isHost
          ? [
              // The host is not built with the federation plugin: it starts the federation
              // runtime itself when a remote's route is first visited
              // (src/federation/federation.ts), so the log-in page does not download it.
              new webpack.DefinePlugin({
                'process.env.VILLA_SHARED_VERSIONS': JSON.stringify(
                  JSON.stringify(hostVersions(dir)),
                ),
              }),
              // What a remote page needs of the host's own build: the federation runtime and
              // TanStack Query (every page), and the shared modules its page uses. The server
              // preloads them with the page of a remote's route.
              new ChunkGroupFilesPlugin({
                filename: 'preload.json',
                groups: {
                  [REMOTE_RUNTIME_CHUNK]: REMOTE_RUNTIME_CHUNK,
                  ...ON_DEMAND_SHARED_CHUNKS,
                  [LOGIN_PAGE_CHUNK]: LOGIN_PAGE_CHUNK,
                },
              }),
              // The same versions beside index.html: `pnpm deploy:remote` checks a remote's
              // ranges against the host that is deployed (scripts/deploy-remote.mjs).
              emitFile('shared-versions.json', `${JSON.stringify(hostVersions(dir), null, 2)}\n`),
              // And the endpoint contract it was built with: deploys refuse a remote of another
              // major (docs/adr/0017).
              emitFile(
                'contract-version.json',
                `${JSON.stringify({ contract: contractVersion() }, null, 2)}\n`,
              ),
            ]
          : [
              new ModuleFederationPlugin({
                name,
                dts: false,
                manifest: true,
                filename: 'remoteEntry.js',
                exposes: { './routes': './src/routes.ts' },
                shareStrategy: 'loaded-first',
                shared: remoteSharedConfig(),
                // In production a remote's entry uses the federation runtime the host already
                // runs (src/federation/federation.ts provides it) instead of bringing its own
                // copy: each remoteEntry.js was 28 KB gzip, most of it that copy. The dev
                // server's stand-alone page has no host, so it keeps its own.
                ...(production ? { experiments: { externalRuntime: true } } : {}),
              }),
            ]),
        // Remotes only need a page for stand-alone development.
        ...(isHost || !production
          ? [
              new HtmlWebpackPlugin({
                template: path.join(__dirname, 'index.html'),
                title: 'Villa Portal',
                // The host's page paints its header before any script has run
                // (build/firstPaint.cjs).
                firstPaint: isHost ? firstPaintMarkup() : '',
                filename: 'index.html',
                chunks: ['main'],
              }),
            ]
          : []),
        // The host ships remotes.json beside index.html; operators edit it to move a remote.
        // A remote ships its route manifest beside mf-manifest.json (docs/adr/0014), where the
        // server reads it for the page's boot data and the page's preloads.
        isHost
          ? new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] })
          : new RouteManifestPlugin({ source: path.join(dir, 'src', 'routes.json') }),
      ],
      devServer: {
        port: devPort,
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: 'http://localhost:3000' }],
        static: isHost ? { directory: path.join(dir, 'public'), publicPath: '/' } : false,
      },
    };
  };
}

module.exports = { createConfig };
