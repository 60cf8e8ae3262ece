const { createConfig } = require('../build/webpack-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'search', devPort: 8081 });
