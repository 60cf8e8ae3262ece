// Compiles the API's hand-written WebAssembly (src/**/*.wat) into the .wasm beside each file.
// The .wasm files are committed so the API loads them synchronously at start with no compiler;
// src/property/searchKernel.test.ts compiles the .wat again and fails if the two differ.
//
//   pnpm --filter @villa/api build:wasm
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import wasmOfWatModule from './wasmOfWat.cjs';

const { wasmOfWat } = wasmOfWatModule;

const src = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
for (const file of fs.readdirSync(src, { recursive: true })) {
  if (!String(file).endsWith('.wat')) continue;
  const wat = path.join(src, String(file));
  const wasm = wat.replace(/\.wat$/, '.wasm');
  fs.writeFileSync(wasm, await wasmOfWat(wat));
  console.log(`${path.relative(process.cwd(), wasm)}: ${fs.statSync(wasm).size} bytes`);
}
