const { createConfig } = require('../build/webpack-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'villa', devPort: 8082 });
