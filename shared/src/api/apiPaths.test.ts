// The portal's pages never write an API path: every call goes through a fetcher module, and
// once the endpoint table of issue 18 has landed in shared/src/contract, through its typed
// fetcher alone (then FETCHER_MODULES shrinks to nothing).
import fs from 'node:fs';
import path from 'node:path';
import { endpoints } from '@villa/shared/contract';
import { routeTable } from '@villa/shared/routes';

const root = path.resolve(__dirname, '../../..');

/** The modules that may still name API paths: each app's fetchers and their query options. */
const FETCHER_MODULES = [
  'shared/src/api/client.ts',
  'shared/src/form-blocks/AddressFields.tsx',
  'shared/src/form-blocks/PostcodeLookup.tsx',
  'shared/src/form-blocks/SendPdfDialog.tsx',
  'host/src/pages/LoginPage.tsx',
  'host/src/session/SessionWatcher.tsx',
  'host/src/shell/useProviderContact.ts',
  'remote-admin/src/api.ts',
  'remote-booking/src/api.ts',
  'remote-booking/src/booking/ChangeRequestDialog.tsx',
  'remote-content/src/contentApi.ts',
  'remote-search/src/api.ts',
  'remote-villa/src/api/villaApi.ts',
];

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
  for (const { path: screen } of Object.values(routeTable)) segments.delete(screen.split('/')[1]);
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
  it('are written only in the fetcher modules, never in a page or component', () => {
    const segments = apiSegments();
    expect(segments.size).toBeGreaterThan(10);
    const apiPath = new RegExp(`['\`]/(?:api/|(?:${[...segments].join('|')})(?:[/?'\`$]))`);
    const offenders: string[] = [];
    for (const dir of clientDirs) {
      for (const file of sourceFiles(path.join(root, dir))) {
        const relative = path.relative(root, file).split(path.sep).join('/');
        if (
          relative.startsWith('shared/src/contract/') ||
          relative.startsWith('shared/src/testing/')
        )
          continue;
        if (FETCHER_MODULES.includes(relative)) continue;
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
});
