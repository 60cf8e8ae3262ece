import type { Services } from '../services';
import type { BlobStore } from './blobStore';
import { localDiskStore } from './localDiskStore';

/*
 * The store of an app, made once from its configuration: the folder STORAGE_DIR (by default
 * beside the SQLite file). An S3-compatible store would be chosen here by its own settings.
 */

const stores = new WeakMap<Services, BlobStore>();

export function blobStoreOf(services: Services): BlobStore {
  let store = stores.get(services);
  if (!store) {
    store = localDiskStore(services.config.storageDir);
    stores.set(services, store);
  }
  return store;
}
