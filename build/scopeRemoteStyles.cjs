// A remote's CSS applies inside that remote's pages only. Every selector of a stylesheet a
// remote bundles is put under its root class at build time (ADR 0013), so a rule written in
// remote-admin cannot restyle a booking page after a visit to the admin area, and no one has to
// remember to scope a new rule by hand.
const postcss = require('postcss');

/** The class on the root of every page of `remote` (and of the dialogs it opens). */
function styleScopeClass(remote) {
  return `remote-${remote}`;
}

/**
 * Selectors that name the document itself: under a page's root they would match nothing, so
 * the build refuses them instead of dropping them silently. The page frame's styles belong to
 * the global stylesheet, shared/src/ui/styles.css.
 */
const DOCUMENT_SELECTOR = /^(html|body|:root)(?![\w-])/;

/** At-rules whose blocks hold no selectors (keyframe steps, font faces). */
const NOT_SELECTORS = new Set(['keyframes', '-webkit-keyframes', 'font-face', 'page']);

/**
 * `css` with every selector under `.remote-<remote>`. The root class is wrapped in `:where()`,
 * which adds no specificity: inside its own pages a remote's rules win or lose against the
 * global stylesheet exactly as they did unscoped.
 */
function scopeCss(css, remote, from = 'remote.css') {
  const scope = `:where(.${styleScopeClass(remote)})`;
  const root = postcss.parse(css, { from });
  root.walkRules((rule) => {
    if (rule.parent.type === 'atrule' && NOT_SELECTORS.has(rule.parent.name.toLowerCase())) return;
    rule.selectors = rule.selectors.map((selector) => {
      if (DOCUMENT_SELECTOR.test(selector)) {
        throw rule.error(
          `"${selector}" styles the whole document, not a page of the ${remote} remote: ` +
            'put it in the global stylesheet (shared/src/ui/styles.css)',
        );
      }
      return `${scope} ${selector}`;
    });
  });
  return root.toResult();
}

/** webpack loader (before css-loader): `options.remote` is the remote's federation name. */
function scopeRemoteStylesLoader(source, map) {
  const { remote } = this.getOptions();
  try {
    const result = scopeCss(source, remote, this.resourcePath);
    this.callback(null, result.css, map);
  } catch (error) {
    this.callback(error);
  }
}

module.exports = scopeRemoteStylesLoader;
module.exports.scopeCss = scopeCss;
module.exports.styleScopeClass = styleScopeClass;
