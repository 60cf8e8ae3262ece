import sharp, { type Metadata } from 'sharp';
import {
  PHOTO_MAX_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_SIZES,
  type PhotoProblem,
} from '@villa/shared/contract';

/*
 * What the server makes of an uploaded photo (README.md): the carousel's large and small image
 * (spec-2 images.l and images.s, 3:2 as the generated pictures and the carousel's frames),
 * each as a JPEG (what every browser shows) and a WebP (a third the size). The upload is
 * judged by its content, never its name: JPEG, PNG or WebP by their signature, then decoded in
 * full, so a corrupt file is refused before anything is stored. The images made carry no
 * metadata at all: EXIF (GPS, camera, time) is dropped once the orientation it gives is applied.
 */

export type PhotoFormat = 'jpeg' | 'png' | 'webp';

/** The format the bytes start like, or null. */
export function photoFormatOf(bytes: Uint8Array): PhotoFormat | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  const ascii = (from: number, to: number) =>
    Buffer.from(bytes.subarray(from, to)).toString('latin1');
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface PhotoFiles {
  large: { jpeg: Buffer; webp: Buffer };
  small: { jpeg: Buffer; webp: Buffer };
  /** The upload as it came: its format and size in pixels (after its orientation). */
  source: { format: PhotoFormat; width: number; height: number };
}

export type PhotoResult = { ok: true; files: PhotoFiles } | { ok: false; problem: PhotoProblem };

/** The sizes of a photo, or why it cannot be one. */
export async function makePhotoFiles(bytes: Buffer): Promise<PhotoResult> {
  if (bytes.length > PHOTO_MAX_BYTES) return { ok: false, problem: 'TOO_LARGE' };
  if (bytes.length === 0) return { ok: false, problem: 'EMPTY' };
  const format = photoFormatOf(bytes);
  if (!format) return { ok: false, problem: 'NOT_AN_IMAGE' };
  const input = () =>
    sharp(bytes, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS, sequentialRead: true });
  let meta: Metadata;
  try {
    meta = await input().metadata();
  } catch {
    return { ok: false, problem: 'CORRUPT' };
  }
  if (meta.format !== format) return { ok: false, problem: 'CORRUPT' };
  if ((meta.width ?? 0) * (meta.height ?? 0) > PHOTO_MAX_PIXELS) {
    return { ok: false, problem: 'TOO_MANY_PIXELS' };
  }
  try {
    // Decoded once, to the large size; the small one is made from it.
    const { data, info } = await input()
      .rotate()
      .flatten({ background: '#ffffff' })
      .resize(PHOTO_SIZES.large.width, PHOTO_SIZES.large.height, { fit: 'cover' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const large = () => sharp(data, raw);
    const small = () =>
      sharp(data, raw).resize(PHOTO_SIZES.small.width, PHOTO_SIZES.small.height, { fit: 'cover' });
    const [largeJpeg, largeWebp, smallJpeg, smallWebp] = await Promise.all([
      large().jpeg({ quality: 82, progressive: true, mozjpeg: false }).toBuffer(),
      large().webp({ quality: 80 }).toBuffer(),
      small().jpeg({ quality: 80, progressive: true }).toBuffer(),
      small().webp({ quality: 78 }).toBuffer(),
    ]);
    const turned = (meta.orientation ?? 1) >= 5;
    return {
      ok: true,
      files: {
        large: { jpeg: largeJpeg, webp: largeWebp },
        small: { jpeg: smallJpeg, webp: smallWebp },
        source: {
          format,
          width: (turned ? meta.height : meta.width) ?? 0,
          height: (turned ? meta.width : meta.height) ?? 0,
        },
      },
    };
  } catch {
    // A file whose header reads but whose pixels do not (cut short, damaged).
    return { ok: false, problem: 'CORRUPT' };
  }
}
