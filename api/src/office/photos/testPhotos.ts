import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/*
 * Photos made for the tests and the benchmark: a camera-sized JPEG with the EXIF a phone
 * writes, GPS position included, so a test can see it go.
 */

/**
 * A JPEG of width x height pixels with GPS EXIF: gradients with some grain, so it compresses
 * about as a photo does (a few MB at 12 megapixels), made in well under a second.
 */
export async function cameraJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const pixels = Buffer.allocUnsafe(width * height * 3);
  const grain = randomBytes(4096);
  for (let y = 0, i = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, i += 3) {
      const g = grain[(x * 7 + y * 13) & 4095] & 63;
      pixels[i] = ((x * 255) / width + g) & 255;
      pixels[i + 1] = ((y * 255) / height + g) & 255;
      pixels[i + 2] = (160 + g) & 255;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'Test camera', Model: 'Villa 12MP', DateTime: '2026:06:01 09:00:00' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '28/1 20/1 3000/100',
        GPSLongitudeRef: 'W',
        GPSLongitude: '81/1 35/1 1200/100',
      },
    })
    .toBuffer();
}

/** A small PNG and WebP, for the other accepted formats. */
export const smallPng = () =>
  sharp({ create: { width: 640, height: 480, channels: 4, background: '#3a7bd5cc' } })
    .png()
    .toBuffer();
export const smallWebp = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#d53a7b' } })
    .webp()
    .toBuffer();
