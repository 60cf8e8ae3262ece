// The version rule of the shared singleton surface (scripts/shared-surface.mjs applies it to
// the API reports in shared/api/): which bump of shared's version a change of a report needs.

const DECLARATION =
  /^export (?:declare )?(?:default )?(?:abstract )?(?:const|let|var|function|interface|type|class|enum|namespace) ([\w$]+)/;

/**
 * The declarations of an API Extractor report, by exported name (overloads together), each as
 * its code without comments (release tags and warnings are no part of the surface), and the
 * report's import lines.
 */
function declarationsOf(report) {
  const body = report.replace(/^[\s\S]*?```ts\n/, '').replace(/```[\s\S]*$/, '');
  const declarations = new Map();
  const imports = new Set();
  for (const block of body.split(/\n\s*\n/)) {
    const code = block
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.trim().startsWith('//'));
    if (code.length === 0) continue;
    if (code.every((line) => line.startsWith('import '))) {
      for (const line of code) imports.add(line);
      continue;
    }
    const key = DECLARATION.exec(code[0])?.[1] ?? code[0];
    const text = code.join('\n');
    declarations.set(key, declarations.has(key) ? `${declarations.get(key)}\n${text}` : text);
  }
  return { declarations, imports };
}

/**
 * The bump a change of one entry's report needs: 'major' when a declaration was removed or
 * changed (a remote built against it may break: a removed export, a changed signature, a prop
 * added to an existing type), 'minor' when declarations were only added, 'none' otherwise.
 */
function requiredBump(before, after) {
  if (before === undefined) return 'minor';
  const old = declarationsOf(before);
  const now = declarationsOf(after);
  for (const [name, text] of old.declarations) {
    if (now.declarations.get(name) !== text) return 'major';
  }
  if (now.declarations.size > old.declarations.size) return 'minor';
  const sameImports =
    old.imports.size === now.imports.size &&
    [...old.imports].every((line) => now.imports.has(line));
  return sameImports ? 'none' : 'minor';
}

function parseVersion(version) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version ?? '');
  if (!match) throw new Error(`"${version}" is not a plain major.minor.patch version`);
  return match.slice(1).map(Number);
}

/** Whether `to` is a bump from `from` of at least the given kind. */
function isBumped(from, to, kind) {
  const [fromMajor, fromMinor] = parseVersion(from);
  const [toMajor, toMinor] = parseVersion(to);
  if (kind === 'major') return toMajor > fromMajor;
  if (kind === 'minor')
    return toMajor > fromMajor || (toMajor === fromMajor && toMinor > fromMinor);
  return true;
}

module.exports = { requiredBump, isBumped };
