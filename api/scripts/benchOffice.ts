// `pnpm bench:office`: figures of the office calendar and photos (issue 44). Prints; not a test.
//
//   1. two API instances in this process on one fresh database (the demo's 300 villas, 24 months
//      of calendar each), SQLite, and PostgreSQL too when TEST_DATABASE_URL names a server;
//   2. a staff range edit through POST /api/office/villas/{id}/calendar, each timed from the
//      call to its answer: a week's nightly rate, the whole 24 months' rate, a week's block;
//      then the time until the second instance answers it: its next search for that stay,
//      timed, showing the new price (or the villa gone, for the block), with no full reload;
//   3. a generated 12-megapixel JPEG with GPS EXIF uploaded through POST /photos: time of the
//      call, and the files made (size and bytes).
// Median of --rounds rounds (default 7). Calls go through Fastify's inject (no TCP).
//
//   pnpm bench:office [--rounds 7]
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { dayOfInstant, isoOf } from '@villa/shared/contract';
import { assessStay } from '../src/booking/stay';
import { cameraJpeg } from '../src/office/photos/testPhotos';
import { searchCatalogOf } from '../src/property/search/sharedCatalog';
import { engines } from '../test/helpers/engines';
import { DEMO, bearer, createTestApp, officeTokenFor, tokenFor } from '../test/helpers/testApp';

const { values: args } = parseArgs({ options: { rounds: { type: 'string', default: '7' } } });
const ROUNDS = Number(args.rounds);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
}

async function bench(engine: 'sqlite' | 'postgres') {
  const a = await createTestApp(engine);
  const b = await createTestApp(engine, {
    databaseFrom: a,
    config: { storageDir: a.config.storageDir },
  });
  try {
    const staff = await officeTokenFor(a, DEMO.staff);
    const agentB = await tokenFor(b.app, DEMO.agent);
    const today = dayOfInstant(a.clock());
    const post = (villaId: number, payload: object) =>
      a.app.inject({
        method: 'POST',
        url: `/api/office/villas/${villaId}/calendar`,
        headers: bearer(staff),
        payload,
      });
    const searchOnB = (arrival: string) =>
      b.app.inject({
        method: 'GET',
        url: `/api/property-search?criteria[arrival]=${arrival}&criteria[nights]=7&criteria[rpp]=50`,
        headers: bearer(agentB),
      });
    /** Villas with a free week 60+ days out and rates to the end of the calendar. */
    const villas: { id: number; arrival: string }[] = [];
    const rows = await a.services.db
      .selectFrom('villas')
      .select(['id', 'rates_until'])
      .orderBy('id')
      .execute();
    const calendar = await a.app.inject({
      method: 'GET',
      url: `/api/office/villas/${rows[0].id}/calendar?from=${isoOf(today)}&to=${isoOf(today)}`,
      headers: bearer(staff),
    });
    const calendarEnd = (calendar.json() as { window: { to: string } }).window.to;
    for (const row of rows) {
      if (villas.length >= ROUNDS * 3 || row.rates_until < calendarEnd) continue;
      const arrival = isoOf(today + 63);
      const stay = await assessStay(
        a.services.db,
        { propertyId: row.id, arrival, nights: 7 },
        a.clock(),
      );
      if (stay?.problem === null) villas.push({ id: row.id, arrival });
    }
    if (villas.length < ROUNDS * 3) throw new Error('not enough villas with 24 months of rates');
    const seasons = await a.services.db
      .selectFrom('seasons')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('villa_id', '=', villas[0].id)
      .executeTakeFirstOrThrow();
    await searchOnB(villas[0].arrival); // the second instance's catalogue loaded first
    const fullLoads = searchCatalogOf(b.services).reads.fullLoads;

    const figures: Record<string, { apply: number[]; seen: number[] }> = {
      "a week's nightly rate": { apply: [], seen: [] },
      'the 24 months’ nightly rate': { apply: [], seen: [] },
      "a week's block": { apply: [], seen: [] },
    };
    for (let round = 0; round < ROUNDS; round += 1) {
      const cases = [
        ["a week's nightly rate", villas[round * 3], { nightlyRate: 401 + round }],
        [
          'the 24 months’ nightly rate',
          villas[round * 3 + 1],
          { nightlyRate: 402 + round, whole: true },
        ],
        ["a week's block", villas[round * 3 + 2], { block: { reason: 'OWNER_STAY' } }],
      ] as const;
      for (const [name, villa, change] of cases) {
        const lastNight = isoOf(today + 63 + 6);
        const payload =
          'whole' in change
            ? { from: isoOf(today), to: calendarEnd, nightlyRate: change.nightlyRate }
            : { from: villa.arrival, to: lastNight, ...change };
        const [res, apply] = await timed(() => post(villa.id, payload));
        if (res.statusCode !== 200) throw new Error(`${name}: ${res.statusCode} ${res.body}`);
        const [search, seen] = await timed(() => searchOnB(villa.arrival));
        const listed = (search.json() as { properties: { propertyId: number }[] }).properties.some(
          (p) => p.propertyId === villa.id,
        );
        const page = await b.app.inject({
          method: 'GET',
          url: `/api/property/${villa.id}?arrival=${villa.arrival}&nights=7`,
          headers: bearer(agentB),
        });
        const original = page.json().pricing.total?.originalPrice ?? null;
        const answered =
          'block' in change ? !listed && original === null : original === change.nightlyRate * 7;
        if (!answered) throw new Error(`${name}: the second instance did not answer the change`);
        figures[name].apply.push(apply);
        figures[name].seen.push(seen);
      }
    }
    const reloads = searchCatalogOf(b.services).reads.fullLoads - fullLoads;
    const unchanged: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      unchanged.push((await timed(() => searchOnB(villas[round].arrival)))[1]);
    }
    console.log(
      `\n[${engine}] range edits, villa with ${seasons.n} seasons over 24 months, median of ${ROUNDS}`,
    );
    for (const [name, f] of Object.entries(figures)) {
      console.log(
        `  ${name.padEnd(28)} apply ${ms(median(f.apply))}   second instance's next search ${ms(median(f.seen))}`,
      );
    }
    console.log(`  the same search with nothing changed: ${ms(median(unchanged))}`);
    console.log(`  full catalogue reloads on the second instance meanwhile: ${reloads}`);

    const camera = await cameraJpeg();
    const uploads: number[] = [];
    let made: { large: string; small: string; largeWebp: string; smallWebp: string } | null = null;
    for (let round = 0; round < Math.min(ROUNDS, 5); round += 1) {
      const boundary = '----bench';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="camera.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        camera,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const [res, took] = await timed(() =>
        a.app.inject({
          method: 'POST',
          url: `/api/office/villas/${villas[0].id}/photos`,
          headers: {
            ...bearer(staff),
            'content-type': `multipart/form-data; boundary=${boundary}`,
          },
          payload: body,
        }),
      );
      if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
      uploads.push(took);
      made = res.json().photo;
    }
    const meta = await sharp(camera).metadata();
    console.log(
      `\n[${engine}] photo upload: ${meta.width} x ${meta.height} JPEG (${(camera.length / 1e6).toFixed(1)} MB, GPS EXIF), median of ${uploads.length}: ${ms(median(uploads))}`,
    );
    const { large, small, largeWebp, smallWebp } = made!;
    for (const [name, url] of Object.entries({ large, small, largeWebp, smallWebp })) {
      const file = await a.app.inject({ method: 'GET', url });
      const m = await sharp(file.rawPayload).metadata();
      console.log(
        `  ${name.padEnd(10)} ${m.format} ${m.width} x ${m.height}, ${(file.rawPayload.length / 1024).toFixed(0)} KB, EXIF ${m.exif ? 'present' : 'none'}`,
      );
    }
  } finally {
    await b.close();
    await a.close();
  }
}

(async () => {
  for (const engine of engines) await bench(engine);
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
