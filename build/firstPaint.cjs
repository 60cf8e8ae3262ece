const path = require('node:path');

/**
 * The markup index.html shows before any script runs: the host's FirstPaintHeader, rendered
 * once at build time with the same components and texts React renders later.
 */
function firstPaintMarkup() {
  const tsx = require('tsx/cjs/api');
  const hostShell = path.join(__dirname, '..', 'host', 'src', 'shell');
  const { createElement } = tsx.require(
    require.resolve('react', { paths: [hostShell] }),
    __filename,
  );
  const { renderToStaticMarkup } = tsx.require(
    require.resolve('react-dom/server', { paths: [hostShell] }),
    __filename,
  );
  const { FirstPaintHeader } = tsx.require(
    path.join(hostShell, 'FirstPaintHeader.tsx'),
    __filename,
  );
  return renderToStaticMarkup(createElement(FirstPaintHeader));
}

module.exports = { firstPaintMarkup };
