import fs from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { scopeCss, styleScopeClass } from './scopeRemoteStyles.cjs';

const repoRoot = path.resolve(__dirname, '..');
const REMOTES = ['search', 'villa', 'booking', 'admin', 'content', 'office'];

/** The pieces every remote uses, defined once in shared/src/ui/styles.css. */
const SHARED_PIECES = [
  '.data-table',
  '.facts',
  '.button--small',
  '.muted',
  '.table-scroll',
  '.two-column',
];

function stylesheetsOf(remote: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.css')) found.push(file);
    }
  };
  walk(path.join(repoRoot, `remote-${remote}`, 'src'));
  return found;
}

function selectorsOf(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as postcss.AtRule).name))
      return;
    selectors.push(...rule.selectors);
  });
  return selectors;
}

describe('scoping a remote stylesheet', () => {
  test('puts every selector, in media queries too, under the remote root class, adding no specificity', () => {
    const css = scopeCss(
      `.card h2, .muted { color: red }
       @media (max-width: 600px) { .layout > aside { order: -1 } }
       @keyframes pulse { from { opacity: 0 } to { opacity: 1 } }`,
      'admin',
    ).css;
    expect(selectorsOf(css)).toEqual([
      ':where(.remote-admin) .card h2',
      ':where(.remote-admin) .muted',
      ':where(.remote-admin) .layout > aside',
    ]);
    expect(css).toContain('from { opacity: 0 }');
  });

  test.each(['body', 'html.dark', ':root'])(
    'refuses %s, which no page of a remote contains',
    (selector) => {
      expect(() => scopeCss(`${selector} { margin: 0 }`, 'booking')).toThrow(
        /styles the whole document, not a page of the booking remote/,
      );
    },
  );

  test('names the root class after the remote', () => {
    expect(styleScopeClass('content')).toBe('remote-content');
  });
});

describe.each(REMOTES)("remote-%s's own stylesheets", (remote) => {
  const files = stylesheetsOf(remote);

  test('exist and apply inside its pages only once built', () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const scoped = scopeCss(fs.readFileSync(file, 'utf8'), remote, file).css;
      for (const selector of selectorsOf(scoped)) {
        expect(selector.startsWith(`:where(.${styleScopeClass(remote)}) `)).toBe(true);
      }
    }
  });

  test('do not define again a piece the global stylesheet holds for every remote', () => {
    const redefined = files.flatMap((file) =>
      selectorsOf(fs.readFileSync(file, 'utf8'))
        .filter((selector) =>
          SHARED_PIECES.some((piece) =>
            new RegExp(`^${piece.replace('.', '\\.')}(?![\\w-])`).test(selector),
          ),
        )
        .map((selector) => `${path.relative(repoRoot, file)}: ${selector}`),
    );
    expect(redefined).toEqual([]);
  });
});

test('the global stylesheet defines each shared piece', () => {
  const global = selectorsOf(
    fs.readFileSync(path.join(repoRoot, 'shared/src/ui/styles.css'), 'utf8'),
  );
  for (const piece of SHARED_PIECES) {
    expect(global).toContain(piece);
  }
});
