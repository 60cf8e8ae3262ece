import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readRemotesJson, remoteOrigins } from './remotes';

describe('remoteOrigins', () => {
  test('collects the origins of absolute URLs, also inside objects, and skips relative ones', () => {
    const json = JSON.stringify({
      search: 'http://localhost:3001/mf-manifest.json',
      villa: '/remotes/villa/mf-manifest.json',
      booking: { entry: 'https://booking.cdn.test/remoteEntry.js' },
      admin: 'http://localhost:3001/other.json',
    });
    expect(remoteOrigins(json)).toEqual(['http://localhost:3001', 'https://booking.cdn.test']);
  });

  test('answers no origins for a missing or broken file', () => {
    expect(remoteOrigins(null)).toEqual([]);
    expect(remoteOrigins('{not json')).toEqual([]);
  });
});

describe('readRemotesJson', () => {
  it('gives the current text of the first file there, after a deploy renames a new one over it', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'remotes-json-'));
    const file = path.join(dir, 'remotes.json');
    const files = [path.join(dir, 'missing.json'), file];
    expect(await readRemotesJson(files)).toBeNull();

    await writeFile(file, '{"villa":"/remotes/villa/mf-manifest.json"}');
    expect(await readRemotesJson(files)).toBe('{"villa":"/remotes/villa/mf-manifest.json"}');
    expect(await readRemotesJson(files)).toBe('{"villa":"/remotes/villa/mf-manifest.json"}');

    // As pnpm deploy:remote switches: a new file renamed over the old one.
    await writeFile(`${file}.next`, '{"villa":"/remotes/villa/1.0.1-0123456789/mf-manifest.json"}');
    await rename(`${file}.next`, file);
    expect(await readRemotesJson(files)).toBe(
      '{"villa":"/remotes/villa/1.0.1-0123456789/mf-manifest.json"}',
    );

    // Edited in place by hand.
    await writeFile(file, '{}');
    expect(await readRemotesJson(files)).toBe('{}');
    await rm(dir, { recursive: true });
  });
});
