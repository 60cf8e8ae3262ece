import exifReader from 'exif-reader';
import sharp from 'sharp';
import { PHOTO_SIZES } from '@villa/shared/contract';
import { makePhotoFiles, photoFormatOf } from './photoSizes';
import { cameraJpeg, smallPng, smallWebp } from './testPhotos';

describe('makePhotoFiles', () => {
  it('makes the large and small sizes as JPEG and WebP from a 12-megapixel photo, EXIF and GPS gone', async () => {
    const upload = await cameraJpeg();
    const exif = (await sharp(upload).metadata()).exif;
    expect(exifReader(exif!).GPSInfo?.GPSLatitude).toEqual([28, 20, 30]);

    const result = await makePhotoFiles(upload);
    if (!result.ok) throw new Error(result.problem);
    expect(result.files.source).toEqual({ format: 'jpeg', width: 4000, height: 3000 });
    for (const [size, files] of [
      ['large', result.files.large],
      ['small', result.files.small],
    ] as const) {
      for (const [format, bytes] of [
        ['jpeg', files.jpeg],
        ['webp', files.webp],
      ] as const) {
        const meta = await sharp(bytes).metadata();
        expect({ size, format: meta.format, width: meta.width, height: meta.height }).toEqual({
          size,
          format,
          ...PHOTO_SIZES[size],
        });
        expect(meta.exif).toBeUndefined();
        expect(meta.icc).toBeUndefined();
        expect(bytes.includes(Buffer.from('Test camera'))).toBe(false);
      }
    }
  });

  it('takes PNG and WebP too, by their content', async () => {
    for (const bytes of [await smallPng(), await smallWebp()]) {
      const result = await makePhotoFiles(bytes);
      expect(result.ok).toBe(true);
    }
  });

  it('refuses what is not a photo, whatever it is called, and what is cut short or damaged', async () => {
    expect(await makePhotoFiles(Buffer.from('not a photo at all, though named photo.jpg'))).toEqual(
      { ok: false, problem: 'NOT_AN_IMAGE' },
    );
    expect(await makePhotoFiles(Buffer.alloc(0))).toEqual({ ok: false, problem: 'EMPTY' });
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    expect(await makePhotoFiles(gif)).toEqual({ ok: false, problem: 'NOT_AN_IMAGE' });
    const photo = await cameraJpeg(800, 600);
    const cut = photo.subarray(0, Math.floor(photo.length / 2));
    expect(await makePhotoFiles(cut)).toEqual({ ok: false, problem: 'CORRUPT' });
    const garbled = Buffer.concat([photo.subarray(0, 16), Buffer.alloc(4000, 0x55)]);
    expect(await makePhotoFiles(garbled)).toEqual({ ok: false, problem: 'CORRUPT' });
  });

  it('refuses a file over 20 MB before reading it', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    big.set([0xff, 0xd8, 0xff]);
    expect(await makePhotoFiles(big)).toEqual({ ok: false, problem: 'TOO_LARGE' });
  });

  it('knows the three formats by their first bytes', () => {
    expect(photoFormatOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(photoFormatOf(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(photoFormatOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
