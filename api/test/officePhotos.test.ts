import exifReader from 'exif-reader';
import sharp from 'sharp';
import {
  PHOTO_SIZES,
  type OfficePhoto,
  type OfficePhotosResponse,
  type PropertyDetailResponse,
} from '@villa/shared/contract';
import { cameraJpeg, smallPng, smallWebp } from '../src/office/photos/testPhotos';
import { engines } from './helpers/engines';
import {
  DEMO,
  bearer,
  createTestApp,
  officeTokenFor,
  tokenFor,
  type TestApp,
} from './helpers/testApp';

/*
 * The office's photo calls through the API: uploads judged by their content, the sizes made
 * without EXIF, content-addressed files served for good, and the agent's villa page listing a
 * change on the next request, on a second instance too.
 */

const BOUNDARY = '----villa-photo-test';

/** A multipart/form-data body as a browser sends it. */
function formData(
  parts: { name: string; value: Buffer | string; filename?: string; type?: string }[],
) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

describe.each(engines)('office photos on %s', (engine) => {
  let t: TestApp;
  let other: TestApp;
  let staff: string;
  let agent: string;
  let agentOnOther: string;
  const VILLA = 7;

  beforeAll(async () => {
    t = await createTestApp(engine);
    // Instances sharing a database share the storage folder (docs/office-calendar.md).
    other = await createTestApp(engine, {
      databaseFrom: t,
      config: { storageDir: t.config.storageDir },
    });
    staff = await officeTokenFor(t, DEMO.staff);
    agent = await tokenFor(t.app, DEMO.agent);
    agentOnOther = await tokenFor(other.app, DEMO.agent);
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const upload = (
    file: Buffer | null,
    options: {
      title?: string;
      filename?: string;
      type?: string;
      villa?: number;
      token?: string;
    } = {},
  ) =>
    t.app.inject({
      method: 'POST',
      url: `/api/office/villas/${options.villa ?? VILLA}/photos`,
      headers: {
        ...bearer(options.token ?? staff),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload: formData([
        ...(options.title === undefined ? [] : [{ name: 'title', value: options.title }]),
        ...(file
          ? [
              {
                name: 'file',
                value: file,
                filename: options.filename ?? 'photo.jpg',
                type: options.type ?? 'image/jpeg',
              },
            ]
          : []),
      ]),
    });

  const photos = async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/office/villas/${VILLA}/photos`,
      headers: bearer(staff),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as OfficePhotosResponse).photos;
  };

  const villaImages = async (app: TestApp, token: string) => {
    const res = await app.app.inject({
      method: 'GET',
      url: `/api/property/${VILLA}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    return (res.json() as PropertyDetailResponse).property.images;
  };

  const storedFiles = async () => {
    const rows = await t.services.db.selectFrom('villa_images').select('large_url').execute();
    return rows.filter((r) => r.large_url.startsWith('/api/photos/')).length;
  };

  test('a 12-megapixel JPEG with GPS: the sizes made without EXIF, listed to agents at once on both instances', async () => {
    const camera = await cameraJpeg();
    expect(exifReader((await sharp(camera).metadata()).exif!).GPSInfo).toBeDefined();
    const before = await villaImages(other, agentOnOther);

    const res = await upload(camera, { title: 'Pool at sunset' });
    expect(res.statusCode).toBe(201);
    const { photo } = res.json() as { photo: OfficePhoto };
    expect(photo).toMatchObject({ title: 'Pool at sunset', position: before.l.length });

    for (const [url, size, format] of [
      [photo.large, 'large', 'jpeg'],
      [photo.small, 'small', 'jpeg'],
      [photo.largeWebp, 'large', 'webp'],
      [photo.smallWebp, 'small', 'webp'],
    ] as const) {
      // Public, as an <img> loads it, from either instance.
      const file = await other.app.inject({ method: 'GET', url: url! });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['content-type']).toBe(`image/${format}`);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        format,
        PHOTO_SIZES[size].width,
        PHOTO_SIZES[size].height,
      ]);
      expect(meta.exif).toBeUndefined();
    }

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/office/audit?entity=villa&id=${VILLA}`,
      headers: bearer(staff),
    });
    expect(history.json().entries[0]).toMatchObject({
      action: 'villa.photo_added',
      before: null,
      after: { id: photo.id, title: 'Pool at sunset' },
    });

    const after = await villaImages(other, agentOnOther);
    expect(after.l).toEqual([...before.l, { imgUrl: photo.large, title: 'Pool at sunset' }]);
    expect(after.s).toEqual([...before.s, { imgUrl: photo.small, title: 'Pool at sunset' }]);
  });

  test('PNG and WebP are taken; a file that is not a photo, is damaged or too large is refused, nothing stored', async () => {
    expect(
      (await upload(await smallPng(), { filename: 'a.png', type: 'image/png' })).statusCode,
    ).toBe(201);
    expect(
      (await upload(await smallWebp(), { filename: 'a.webp', type: 'image/webp' })).statusCode,
    ).toBe(201);
    const count = (await photos()).length;
    const files = await storedFiles();
    const photo = await cameraJpeg(800, 600);
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x41);
    big.set([0xff, 0xd8, 0xff]);
    const cases: [Buffer | null, Parameters<typeof upload>[1], string][] = [
      [
        Buffer.from('<html>not a photo</html>'),
        { filename: 'photo.jpg' },
        'The file is not a JPEG, PNG or WebP photo',
      ],
      [
        Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'),
        { type: 'image/gif' },
        'The file is not a JPEG, PNG or WebP photo',
      ],
      [
        photo.subarray(0, photo.length / 2),
        {},
        'The file could not be read as a photo: it may be damaged or cut short',
      ],
      [big, {}, 'The file is larger than 20 MB: choose a smaller photo'],
      [Buffer.alloc(0), {}, 'The file is empty: choose a JPEG, PNG or WebP photo'],
      [null, { title: 'No file' }, 'Choose a photo to upload'],
      [photo, { title: 'x'.repeat(121) }, 'The caption must be at most 120 characters'],
    ];
    for (const [file, options, message] of cases) {
      const res = await upload(file, options);
      expect({ message, status: res.statusCode }).toEqual({ message, status: 422 });
      const [error] = res.json().validationErrors;
      expect(error.error).toBe(message);
    }
    // Not multipart at all.
    const json = await t.app.inject({
      method: 'POST',
      url: `/api/office/villas/${VILLA}/photos`,
      headers: bearer(staff),
      payload: { file: 'photo.jpg' },
    });
    expect(json.statusCode).toBe(422);
    expect((await photos()).length).toBe(count);
    expect(await storedFiles()).toBe(files);
  });

  test('caption, order by id, delete: each what agents see next; bad ids refused', async () => {
    const made = await upload(await cameraJpeg(900, 600), { title: 'Lanai' });
    expect(made.statusCode).toBe(201);
    const a = made.json().photo as OfficePhoto;
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/office/villas/${VILLA}/photos/${a.id}`,
      headers: bearer(staff),
      payload: { title: 'Lanai and pool' },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().photo.title).toBe('Lanai and pool');

    const ids = (await photos()).map((p) => p.id);
    const reversed = [...ids].reverse();
    const ordered = await t.app.inject({
      method: 'PUT',
      url: `/api/office/villas/${VILLA}/photos/order`,
      headers: bearer(staff),
      payload: { ids: reversed },
    });
    expect(ordered.statusCode).toBe(200);
    expect((ordered.json() as OfficePhotosResponse).photos.map((p) => p.id)).toEqual(reversed);
    const images = await villaImages(other, agentOnOther);
    expect(images.l[0]).toEqual({ imgUrl: a.large, title: 'Lanai and pool' });

    for (const bad of [
      [...reversed, reversed[0]],
      reversed.slice(1),
      [...reversed.slice(1), 999_999],
    ]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/office/villas/${VILLA}/photos/order`,
        headers: bearer(staff),
        payload: { ids: bad },
      });
      expect(res.statusCode).toBe(422);
    }
    expect((await photos()).map((p) => p.id)).toEqual(reversed);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/office/villas/${VILLA}/photos/${a.id}`,
      headers: bearer(staff),
    });
    expect(removed.statusCode).toBe(204);
    expect((await photos()).map((p) => p.position)).toEqual(reversed.slice(1).map((_, i) => i));
    expect((await villaImages(t, agent)).l.map((i) => i.imgUrl)).not.toContain(a.large);
    // Its files go with it (no other photo has the same bytes).
    expect((await t.app.inject({ method: 'GET', url: a.large })).statusCode).toBe(404);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/office/villas/${VILLA}/photos/${a.id}`,
      headers: bearer(staff),
    });
    expect(again.statusCode).toBe(404);
  });

  test('agents are refused every photo call; a photo of another villa is not found', async () => {
    expect((await upload(await smallPng(), { token: agent })).statusCode).toBe(403);
    const mine = (await photos())[0];
    const elsewhere = await t.app.inject({
      method: 'PATCH',
      url: `/api/office/villas/${VILLA + 1}/photos/${mine.id}`,
      headers: bearer(staff),
      payload: { title: 'Moved?' },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect((await upload(await smallPng(), { villa: 999_999 })).statusCode).toBe(404);
    const unknown = await t.app.inject({ method: 'GET', url: `/api/photos/${'f'.repeat(64)}.jpg` });
    expect(unknown.statusCode).toBe(404);
    const traversal = await t.app.inject({
      method: 'GET',
      url: '/api/photos/..%2F..%2Fportal.sqlite',
    });
    expect(traversal.statusCode).toBe(404);
  });
});
