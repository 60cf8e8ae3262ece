const { createConfig } = require('../build/webpack-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'office', devPort: 8086 });
