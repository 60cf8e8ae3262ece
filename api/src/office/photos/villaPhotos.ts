import type { Selectable } from 'kysely';
import type { OfficePhoto } from '@villa/shared/contract';
import { lockRowForUpdate } from '../../db/engine';
import type { Db } from '../../db/schema';
import type { VillaImagesTable } from '../../property/tables';
import type { BlobStore } from '../../storage/blobStore';
import { toTimestamp } from '../../time';
import type { PhotoFiles } from './photoSizes';

/*
 * A villa's photos as the office changes them: rows of villa_images (the table the agent's
 * villa page and search cards read, so a change reaches agents on their next request), with
 * their files in the storage module. Each change runs in the caller's transaction with the
 * villa's row locked, so two uploads never take one position, and returns what the audit log
 * keeps. Positions stay 0, 1, 2, ... (0 is the main image).
 */

/** Where a stored file is served (GET /api/photos/{key}, web/photoRoutes in this folder). */
export const photoUrlOf = (key: string) => `/api/photos/${key}`;

/** The key of a URL photoUrlOf made; null for any other URL (the seed's generated pictures). */
export const photoKeyOf = (url: string | null): string | null =>
  url?.startsWith('/api/photos/') ? url.slice('/api/photos/'.length) : null;

type ImageRow = Selectable<VillaImagesTable>;

export const officePhotoOf = (row: ImageRow): OfficePhoto => ({
  id: row.id,
  position: row.position,
  title: row.title,
  large: row.large_url,
  small: row.small_url,
  largeWebp: row.large_webp_url,
  smallWebp: row.small_webp_url,
  uploadedAt: row.uploaded_at,
});

/** The villa's photos, main image first. */
export async function listPhotos(db: Db, villaId: number): Promise<OfficePhoto[]> {
  const rows = await db
    .selectFrom('villa_images')
    .selectAll()
    .where('villa_id', '=', villaId)
    .orderBy('position')
    .execute();
  return rows.map(officePhotoOf);
}

export async function findPhoto(db: Db, villaId: number, photoId: number) {
  const row = await db
    .selectFrom('villa_images')
    .selectAll()
    .where('villa_id', '=', villaId)
    .where('id', '=', photoId)
    .executeTakeFirst();
  return row ? officePhotoOf(row) : undefined;
}

/** The URLs a photo's stored files are served at; written before the row that names them. */
export interface StoredPhoto {
  large: string;
  small: string;
  largeWebp: string;
  smallWebp: string;
}

export async function storePhotoFiles(store: BlobStore, files: PhotoFiles): Promise<StoredPhoto> {
  const [large, largeWebp, small, smallWebp] = await Promise.all([
    store.put(files.large.jpeg, 'jpg'),
    store.put(files.large.webp, 'webp'),
    store.put(files.small.jpeg, 'jpg'),
    store.put(files.small.webp, 'webp'),
  ]);
  return {
    large: photoUrlOf(large),
    small: photoUrlOf(small),
    largeWebp: photoUrlOf(largeWebp),
    smallWebp: photoUrlOf(smallWebp),
  };
}

/** Adds the stored photo as the villa's last. */
export async function insertPhoto(
  trx: Db,
  villaId: number,
  stored: StoredPhoto,
  title: string,
  nowMs: number,
): Promise<OfficePhoto> {
  await lockRowForUpdate(trx, 'villas', villaId);
  const last = await trx
    .selectFrom('villa_images')
    .select((eb) => eb.fn.max('position').as('position'))
    .where('villa_id', '=', villaId)
    .executeTakeFirst();
  const position =
    last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
  const row = await trx
    .insertInto('villa_images')
    .values({
      villa_id: villaId,
      position,
      title,
      large_url: stored.large,
      small_url: stored.small,
      large_webp_url: stored.largeWebp,
      small_webp_url: stored.smallWebp,
      uploaded_at: toTimestamp(nowMs),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return officePhotoOf(row);
}

/** A new caption; undefined when the villa has no such photo. */
export async function retitlePhoto(
  trx: Db,
  villaId: number,
  photoId: number,
  title: string,
): Promise<{ before: OfficePhoto; after: OfficePhoto } | undefined> {
  await lockRowForUpdate(trx, 'villas', villaId);
  const before = await findPhoto(trx, villaId, photoId);
  if (!before) return undefined;
  await trx.updateTable('villa_images').set({ title }).where('id', '=', photoId).execute();
  return { before, after: { ...before, title } };
}

/** Removes a photo and closes the gap it leaves; undefined when the villa has no such photo. */
export async function removePhoto(
  trx: Db,
  villaId: number,
  photoId: number,
): Promise<OfficePhoto | undefined> {
  await lockRowForUpdate(trx, 'villas', villaId);
  const photo = await findPhoto(trx, villaId, photoId);
  if (!photo) return undefined;
  await trx.deleteFrom('villa_images').where('id', '=', photoId).execute();
  const rest = await listPhotos(trx, villaId);
  await writeOrder(
    trx,
    rest.map((p) => p.id),
  );
  return photo;
}

/**
 * Puts the villa's photos in the order of `ids`, which must name each of them once; false
 * (nothing changed) when it does not.
 */
export async function reorderPhotos(
  trx: Db,
  villaId: number,
  ids: readonly number[],
): Promise<{ before: number[]; after: number[] } | false> {
  await lockRowForUpdate(trx, 'villas', villaId);
  const before = (await listPhotos(trx, villaId)).map((p) => p.id);
  const known = new Set(before);
  if (ids.length !== before.length || !ids.every((id) => known.has(id))) return false;
  await writeOrder(trx, ids);
  return { before, after: [...ids] };
}

/**
 * Positions 0, 1, 2 ... in the order given. (villa_id, position) is unique and checked row by
 * row, so every photo first moves out of the way to a negative position.
 */
async function writeOrder(trx: Db, ids: readonly number[]) {
  for (const [i, id] of ids.entries()) {
    await trx
      .updateTable('villa_images')
      .set({ position: -1 - i })
      .where('id', '=', id)
      .execute();
  }
  for (const [i, id] of ids.entries()) {
    await trx.updateTable('villa_images').set({ position: i }).where('id', '=', id).execute();
  }
}

/**
 * Removes the files of a deleted photo that no photo names any more (the same bytes may be
 * another photo's, of this villa or another). Run after the delete committed; a file left
 * behind by a failure here is only unreachable, never wrong.
 */
export async function forgetUnusedFiles(db: Db, store: BlobStore, photo: OfficePhoto) {
  const urls = [photo.large, photo.small, photo.largeWebp, photo.smallWebp].filter(
    (u): u is string => photoKeyOf(u) !== null,
  );
  if (urls.length === 0) return;
  const used = await db
    .selectFrom('villa_images')
    .select(['large_url', 'small_url', 'large_webp_url', 'small_webp_url'])
    .where((eb) =>
      eb.or([
        eb('large_url', 'in', urls),
        eb('small_url', 'in', urls),
        eb('large_webp_url', 'in', urls),
        eb('small_webp_url', 'in', urls),
      ]),
    )
    .execute();
  const stillNamed = new Set(
    used.flatMap((r) => [r.large_url, r.small_url, r.large_webp_url, r.small_webp_url]),
  );
  for (const url of urls) {
    if (!stillNamed.has(url)) await store.delete(photoKeyOf(url)!);
  }
}
