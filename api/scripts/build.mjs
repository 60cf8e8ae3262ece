// Builds the API server for production: src/server.ts and what it imports, the workspace's
// @villa/shared included, into one file, dist/server.js, run with plain node (source maps on,
// so a stack trace in the log names the TypeScript line); and the PDF thread's entry,
// src/pdf/renderThread.ts, into dist/pdfRenderThread.js beside it. The packages of
// package.json's dependencies stay outside the bundles, loaded from node_modules as they are.
//
// Each is written to a temporary file and renamed, so a server starting meanwhile never reads
// half a file. About a third of a second; every production start runs it (`pnpm start`).
//
//   node scripts/build.mjs
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(fs.readFileSync(path.join(apiRoot, 'package.json'), 'utf8'));
// tsx too: only the TypeScript's PDF pool asks for it (src/pdf/renderPool.ts), never the bundle.
const external = [
  ...Object.keys(pkg.dependencies).filter((name) => name !== '@villa/shared'),
  'tsx',
];
/**
 * Bundles one entry into dist/<name>.js (and its map), written to a temporary file and
 * renamed, so a process starting meanwhile never reads half a file.
 */
async function bundle(entry, name) {
  const outfile = path.join(apiRoot, 'dist', `${name}.js`);
  const partial = `${outfile}.${process.pid}.partial`;
  await build({
    entryPoints: [path.join(apiRoot, 'src', entry)],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    external,
    sourcemap: 'linked',
    outfile: partial,
    logLevel: 'warning',
  });
  fs.renameSync(`${partial}.map`, `${outfile}.map`);
  // The map is named after the file it was written as: point the bundle at its final name.
  const code = fs
    .readFileSync(partial, 'utf8')
    .replace(/\/\/# sourceMappingURL=.*$/m, `//# sourceMappingURL=${name}.js.map`);
  fs.writeFileSync(partial, code);
  fs.renameSync(partial, outfile);
}

// The PDF thread's entry is its own file, which the server starts as a worker thread
// (src/pdf/renderPool.ts): written first, so a server that starts finds it.
await bundle(path.join('pdf', 'renderThread.ts'), 'pdfRenderThread');
await bundle('server.ts', 'server');
