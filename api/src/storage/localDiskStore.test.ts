import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { blobKeyOf, contentTypeOfKey, isBlobKey } from './blobStore';
import { localDiskStore } from './localDiskStore';

describe('the local disk store', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'villa-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps bytes under their content key, once, and gives them back', async () => {
    const store = localDiskStore(dir);
    const bytes = Buffer.from('a photo, as far as this test is concerned');
    const key = await store.put(bytes, 'jpg');
    expect(key).toBe(blobKeyOf(bytes, 'jpg'));
    expect(isBlobKey(key)).toBe(true);
    expect(contentTypeOfKey(key)).toBe('image/jpeg');
    expect(await store.put(bytes, 'jpg')).toBe(key);
    expect(await store.get(key)).toEqual(bytes);
    expect(await store.has(key)).toBe(true);
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await store.delete(key);
  });

  it('answers nothing to what is not a key, so no path outside its folder is read', async () => {
    const store = localDiskStore(dir);
    expect(await store.get('../../etc/passwd')).toBeNull();
    expect(await store.get(`${'a'.repeat(64)}.svg`)).toBeNull();
    expect(await store.has('')).toBe(false);
  });
});
