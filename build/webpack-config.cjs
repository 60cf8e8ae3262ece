// One webpack configuration for the host and every remote, so the Module Federation
// contract (share rules, output names, cache-safe entry files) is written once.
const path = require('node:path');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CopyPlugin = require('copy-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const sharedPackage = require('../shared/package.json');

/** Every module that must exist once in the page: one React, one router, one store. */
function sharedSingletons() {
  const singleton = () => ({ singleton: true, requiredVersion: false, strictVersion: false });
  const shared = {
    react: singleton(),
    'react-dom': singleton(),
    'react-dom/client': singleton(),
    'react-router': singleton(),
    'react-router-dom': singleton(),
    zustand: singleton(),
    moment: singleton(),
  };
  // The workspace package is shared subpath by subpath: a remote that imports
  // `@villa/shared/store` gets the host's instance, so the page holds one session store.
  for (const subpath of Object.keys(sharedPackage.exports)) {
    if (subpath === './testing') continue;
    const request = path.posix.join('@villa/shared', subpath);
    shared[request] = {
      singleton: true,
      version: sharedPackage.version,
      requiredVersion: `^${sharedPackage.version}`,
    };
  }
  return shared;
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
    return {
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The host is served from the site root; a remote works from whatever URL it is
        // deployed under, so its chunks resolve relative to its own entry file.
        publicPath: isHost ? '/' : 'auto',
        filename: production ? '[name].[contenthash:10].js' : '[name].js',
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
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|gif|woff2?|ttf|eot)$/, type: 'asset/resource' },
        ],
      },
      optimization: production
        ? {
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
        // moment would bundle its 130-odd locales (about 60 KB gzip); the portal speaks en-GB.
        new webpack.ContextReplacementPlugin(/moment[/\\]locale$/, /en-gb/),
        new ModuleFederationPlugin({
          name,
          dts: false,
          manifest: true,
          ...(isHost
            ? {
                // Remotes are registered at run time from remotes.json; none is fetched
                // before one of its routes is visited.
                remotes: {},
                shareStrategy: 'loaded-first',
                runtimePlugins: [
                  path.join(__dirname, '../host/src/federation/remoteTimeoutPlugin.ts'),
                ],
              }
            : {
                filename: 'remoteEntry.js',
                exposes: { './routes': './src/routes.ts' },
                shareStrategy: 'loaded-first',
              }),
          shared: sharedSingletons(),
        }),
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          title: 'Villa Portal',
          // Remotes only need a page for stand-alone development.
          filename: 'index.html',
        }),
        // The host ships remotes.json beside index.html; operators edit it to move a remote.
        ...(isHost ? [new CopyPlugin({ patterns: [{ from: 'public', to: '.' }] })] : []),
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
