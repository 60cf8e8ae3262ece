import { createHash } from 'node:crypto';

/*
 * The storage of files users upload (villa photos now; guides and logos later): a small
 * interface, so the embedded default keeps them in a folder on disk (localDiskStore.ts) and a
 * deployment can put an S3-compatible store behind the same four calls. Files are
 * content-addressed: a file's key is the SHA-256 of its bytes and its extension, so a key never
 * names two contents, storing the same bytes twice is one file, and a URL made from a key can
 * be cached for ever (README.md).
 */

export type BlobType = 'jpg' | 'webp';

export const BLOB_CONTENT_TYPES: Record<BlobType, string> = {
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** A key: 64 lower-case hex digits, a dot and a known extension. */
const KEY = /^[0-9a-f]{64}\.(jpg|webp)$/;

export const isBlobKey = (key: string): boolean => KEY.test(key);

/** The content type of a key's file, from its extension. */
export const contentTypeOfKey = (key: string): string =>
  BLOB_CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1) as BlobType];

/** The key the bytes are stored under. */
export const blobKeyOf = (bytes: Uint8Array, type: BlobType): string =>
  `${createHash('sha256').update(bytes).digest('hex')}.${type}`;

export interface BlobStore {
  /** Stores the bytes under their key (blobKeyOf) and returns it; storing them again is a no-op. */
  put(bytes: Buffer, type: BlobType): Promise<string>;
  /** The bytes of a key; null when nothing is stored under it (or it is no key). */
  get(key: string): Promise<Buffer | null>;
  /** Removes a key's file; a key that holds nothing is no error. */
  delete(key: string): Promise<void>;
  /** Whether a key holds a file. */
  has(key: string): Promise<boolean>;
}
