// The WebAssembly binary of a .wat file, as the build (buildWasm.mjs) and its test make it.
// CommonJS so that the API's tests (jest, CommonJS) can require it too.
const fs = require('node:fs');
const wabt = require('wabt');

/** @param {string} file a .wat file @returns {Promise<Uint8Array>} */
async function wasmOfWat(file) {
  const compiler = await wabt();
  const module = compiler.parseWat(file, fs.readFileSync(file, 'utf8'));
  try {
    module.validate();
    return module.toBinary({ log: false, write_debug_names: false }).buffer;
  } finally {
    module.destroy();
  }
}

module.exports = { wasmOfWat };
