const { createConfig } = require('../build/webpack-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'admin', devPort: 8084 });
