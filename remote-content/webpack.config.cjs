const { createConfig } = require('../build/webpack-config.cjs');

module.exports = createConfig({ dir: __dirname, name: 'content', devPort: 8085 });
