// No client code writes an API path: every call names its entry of the endpoint table
// (shared/src/contract/endpoints) and goes through callEndpoint or endpointRoute
// (shared/src/api/endpointClient.ts) or endpointQuery (shared/src/query), which fill the path
// from the entry.
import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '@villa/shared/contract';
import { linkTable } from '@villa/shared/routes';

const root = path.resolve(__dirname, '../../..');

/** The one home of the API's paths. */
const TABLE_DIR = 'shared/src/contract/endpoints/';

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The first path segment of every route of the endpoint table. */
function apiSegments(): Set<string> {
  const segments = new Set<string>();
  for (const area of Object.values(endpoints)) {
    for (const endpoint of Object.values(area as Record<string, { path: string }>)) {
      segments.add(endpoint.path.split('/')[1]);
    }
  }
  // Paths that are also screens of the portal (`/about-florida`) are links, not calls.
  for (const screen of Object.values(linkTable)) segments.delete(screen.split('/')[1]);
  return segments;
}

const clientDirs = [
  'host/src',
  'shared/src',
  ...fs
    .readdirSync(root)
    .filter((d) => d.startsWith('remote-'))
    .map((d) => `${d}/src`),
];

describe('API paths in the client', () => {
  it('are written only in the endpoint table, never in a fetcher, page or component', () => {
    const segments = apiSegments();
    expect(segments.size).toBeGreaterThan(10);
    const apiPath = new RegExp(`['\`]/(?:api/|(?:${[...segments].join('|')})(?:[/?'\`$]))`);
    const offenders: string[] = [];
    for (const dir of clientDirs) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        // The loopback API of the component tests answers paths, as the server does.
        if (relative.startsWith(TABLE_DIR) || relative.startsWith('shared/src/testing/')) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (!/^(\/\/|\/\*|\*)/.test(line.trim()) && apiPath.test(line)) {
              offenders.push(`${relative}:${index + 1}: ${line.trim()}`);
            }
          });
      }
    }
    expect(offenders).toEqual([]);
  });

  it('are never handed to the path-taking client outside the API layer', () => {
    // request and sendRequest take a path; only endpointClient.ts calls them, with the entry's.
    const pathClient = /\b(?:request|sendRequest)\s*[<(]/;
    const offenders: string[] = [];
    for (const dir of clientDirs) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        if (relative.startsWith('shared/src/api/')) continue;
        const text = fs.readFileSync(file, 'utf8');
        const imported =
          /import\s*{[^}]*\b(?:request|sendRequest)\b[^}]*}\s*from\s*'@villa\/shared\/api'/;
        if (imported.test(text) && pathClient.test(text)) offenders.push(relative);
      }
    }
    expect(offenders).toEqual([]);
  });
});
