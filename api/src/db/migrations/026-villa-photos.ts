import type { Kysely } from 'kysely';

/*
 * Photos the provider's staff upload (the office's photo screen) live in villa_images beside the
 * generated pictures of the seed: the carousel's large and small JPEG as before, plus a WebP of
 * each and the moment of the upload (null for the seed's pictures, which have no WebP). The
 * files themselves sit in the storage module, content-addressed; the row holds their URLs.
 * villa_images already stamps villas.change_seq (migration 016), so a photo added, renamed,
 * moved or deleted reaches every instance's catalogue at once. Frozen as written
 * (docs/adr/0008-migrations-are-frozen.md).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('villa_images').addColumn('large_webp_url', 'text').execute();
  await db.schema.alterTable('villa_images').addColumn('small_webp_url', 'text').execute();
  await db.schema.alterTable('villa_images').addColumn('uploaded_at', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const column of ['uploaded_at', 'small_webp_url', 'large_webp_url']) {
    await db.schema.alterTable('villa_images').dropColumn(column).execute();
  }
}
