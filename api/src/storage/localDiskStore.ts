import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { blobKeyOf, isBlobKey, type BlobStore, type BlobType } from './blobStore';

/*
 * The embedded default store: one file per key in a folder (STORAGE_DIR), spread over 256
 * sub-folders by the key's first two digits so no folder grows huge. A file is written under a
 * temporary name and renamed, so a reader never sees half a file, and two instances writing the
 * same key write the same bytes. Instances that share a database must share this folder (a
 * shared volume), or use an S3-compatible store instead.
 */

export function localDiskStore(dir: string): BlobStore {
  const fileOf = (key: string) => path.join(dir, key.slice(0, 2), key);
  const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
  const store: BlobStore = {
    async put(bytes: Buffer, type: BlobType) {
      const key = blobKeyOf(bytes, type);
      const file = fileOf(key);
      if (await store.has(key)) return key;
      await mkdir(path.dirname(file), { recursive: true });
      const partial = `${file}.${randomBytes(6).toString('hex')}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
      return key;
    },
    async get(key: string) {
      if (!isBlobKey(key)) return null;
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },
    async delete(key: string) {
      if (!isBlobKey(key)) return;
      await rm(fileOf(key), { force: true });
    },
    async has(key: string) {
      if (!isBlobKey(key)) return false;
      try {
        return (await stat(fileOf(key))).isFile();
      } catch (error) {
        if (missing(error)) return false;
        throw error;
      }
    },
  };
  return store;
}
