import * as v from 'valibot';

/*
 * A villa's photos in the office (docs/office-photos.md): what an upload may be, what the
 * server answers about a photo, and the caption and order changes. The screen and the server
 * judge a file by the same limits; the server also reads its content.
 */

/** The largest upload, in bytes (20 MB). */
export const PHOTO_MAX_BYTES = 20 * 1024 * 1024;

/** The most pixels a photo may have (a decoded 100-megapixel photo is 300 MB of memory). */
export const PHOTO_MAX_PIXELS = 100_000_000;

/** The types an upload may be, by content; the screen offers files of these types. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** The sizes the carousel shows (spec-2 images.l and images.s), 3:2 like its frames. */
export const PHOTO_SIZES = {
  large: { width: 1200, height: 800 },
  small: { width: 320, height: 213 },
} as const;

export const PHOTO_TITLE_MAX_LENGTH = 120;

/** Why an upload is not a photo: each has its message below. */
export type PhotoProblem = 'EMPTY' | 'NOT_AN_IMAGE' | 'CORRUPT' | 'TOO_LARGE' | 'TOO_MANY_PIXELS';

export const officePhotoMessages = {
  fileRequired: 'Choose a photo to upload',
  problems: {
    EMPTY: 'The file is empty: choose a JPEG, PNG or WebP photo',
    NOT_AN_IMAGE: 'The file is not a JPEG, PNG or WebP photo',
    CORRUPT: 'The file could not be read as a photo: it may be damaged or cut short',
    TOO_LARGE: 'The file is larger than 20 MB: choose a smaller photo',
    TOO_MANY_PIXELS: 'The photo has more than 100 megapixels: choose a smaller one',
  } satisfies Record<PhotoProblem, string>,
  title: `The caption must be at most ${PHOTO_TITLE_MAX_LENGTH} characters`,
  orderIds: "List each of the villa's photos once, in the new order",
  photoNotFound: 'This photo is no longer on the villa: reload the page',
} as const;

/** The problem of a file as the browser sees it (size, type); null when it may be sent. */
export function photoFileProblem(file: { size: number; type: string }): PhotoProblem | null {
  if (file.size === 0) return 'EMPTY';
  if (file.size > PHOTO_MAX_BYTES) return 'TOO_LARGE';
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'NOT_AN_IMAGE';
  return null;
}

export const photoTitleSchema = v.pipe(
  v.string(officePhotoMessages.title),
  v.trim(),
  v.maxLength(PHOTO_TITLE_MAX_LENGTH, officePhotoMessages.title),
);

/** PATCH /office/villas/{id}/photos/{photoId}. */
export const photoPatchSchema = v.object({ title: photoTitleSchema });
export type PhotoPatchRequest = v.InferInput<typeof photoPatchSchema>;

/** PUT /office/villas/{id}/photos/order: every photo id of the villa, once, main image first. */
export const photoOrderSchema = v.object({
  ids: v.pipe(
    v.array(
      v.pipe(v.number(officePhotoMessages.orderIds), v.integer(officePhotoMessages.orderIds)),
      officePhotoMessages.orderIds,
    ),
    v.maxLength(500, officePhotoMessages.orderIds),
    v.check((ids) => new Set(ids).size === ids.length, officePhotoMessages.orderIds),
  ),
});
export type PhotoOrderRequest = v.InferInput<typeof photoOrderSchema>;

export const officePhotoSchema = v.object({
  id: v.number(),
  /** 0 is the villa's main image. */
  position: v.number(),
  title: v.string(),
  /** The carousel's images (spec-2 images.l and images.s), as agents get them. */
  large: v.string(),
  small: v.string(),
  /** WebP of each; null for the seed's generated pictures. */
  largeWebp: v.nullable(v.string()),
  smallWebp: v.nullable(v.string()),
  /** ISO instant of the upload; null for the seed's pictures. */
  uploadedAt: v.nullable(v.string()),
});
export type OfficePhoto = v.InferOutput<typeof officePhotoSchema>;

export const officePhotoResponseSchema = v.object({ photo: officePhotoSchema });
export const officePhotosResponseSchema = v.object({ photos: v.array(officePhotoSchema) });
export type OfficePhotosResponse = v.InferOutput<typeof officePhotosResponseSchema>;
