import type { PdfSpec } from '../../src/pdf/document';
import { drawPdf } from '../../src/pdf/draw';
import {
  PDF_BUSY,
  PDF_UNAVAILABLE,
  PdfUnavailableError,
  createPdfRenderPool,
  pdfRenderer,
} from '../../src/pdf/renderPool';
import { engines } from '../helpers/engines';
import { pdfLines } from '../helpers/pdfText';
import { stayFinder, twoAgents, villasWithPoolHeating } from '../helpers/stays';
import { bearer, createTestApp, type TestApp } from '../helpers/testApp';

/*
 * Issue 49: one agent rendering PDFs raised every other user's answer time, as pdfkit drew on
 * the thread that answers requests. PDFs are drawn in worker threads now (src/pdf/renderPool.ts):
 * the same documents, and a drawing that fails, crashes or hangs is a clear 503, never a hang.
 */

/** A document of `paragraphs` long paragraphs: long enough to draw for a while. */
const longSpec = (paragraphs: number): PdfSpec => ({
  header: { title: 'A long document', brandLines: ['Test Travel'], footer: 'Test' },
  meta: { title: 'A long document', author: 'Test Travel' },
  blocks: Array.from({ length: paragraphs }, (_, i) => ({
    kind: 'paragraph' as const,
    text: `Paragraph ${i}: ${'a villa holiday in Orlando, '.repeat(40)}`,
  })),
});

const smallSpec: PdfSpec = {
  header: { title: 'Quotation TEST1', brandLines: ['Test Travel'], footer: 'Quotation TEST1' },
  meta: { title: 'Quotation TEST1', author: 'Test Travel' },
  blocks: [
    { kind: 'heading', text: 'Your stay' },
    { kind: 'table', rows: [['Nights', '7']], boldLast: true },
  ],
};

/** Resolves once the pool is drawing something. */
async function untilDrawing(pool: { load(): { drawing: number } }) {
  while (pool.load().drawing === 0) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('the PDF threads', () => {
  test('draw off the main thread: its timers keep running while a long PDF is drawn', async () => {
    const pool = createPdfRenderPool({ size: 1, maxQueued: 8, timeoutMs: 60_000 });
    await pool.render(smallSpec); // the thread is started and warm
    let worst = 0;
    let last = performance.now();
    const ticker = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 5);
    const started = performance.now();
    try {
      const pdf = await pool.render(longSpec(1500));
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      clearInterval(ticker);
    }
    const took = performance.now() - started;
    // Drawn on this thread, the ticker would have stood still for the whole drawing.
    expect(took).toBeGreaterThan(300);
    expect(worst).toBeLessThan(Math.max(150, took / 3));
  }, 60_000);

  test('a drawing that throws answers a clear error, and the next PDF is made', async () => {
    const pool = createPdfRenderPool({ size: 1, maxQueued: 8, timeoutMs: 60_000 });
    const broken = {
      ...smallSpec,
      blocks: [{ kind: 'table', rows: null, boldLast: false }],
    } as unknown as PdfSpec;
    const failure = await pool.render(broken).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfUnavailableError);
    expect((failure as PdfUnavailableError).message).toBe(PDF_UNAVAILABLE);
    expect((failure as PdfUnavailableError).reason).toMatch(/TypeError/);
    expect(pdfLines(await pool.render(smallSpec))).toContain('Your stay');
  });

  test('a thread that crashes mid-drawing fails its PDF at once and is replaced', async () => {
    const pool = createPdfRenderPool({ size: 1, maxQueued: 8, timeoutMs: 60_000 });
    const drawing = pool.render(longSpec(3000));
    await untilDrawing(pool);
    const [thread] = pool.threads();
    const started = performance.now();
    await thread.terminate();
    const failure = await drawing.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PdfUnavailableError);
    expect((failure as PdfUnavailableError).reason).toMatch(/ended/);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(pdfLines(await pool.render(smallSpec))).toContain('Your stay');
    expect(pool.threads()[0]).not.toBe(thread);
  }, 60_000);

  test('a drawing that takes too long is ended and answered; the queue is bounded', async () => {
    const pool = createPdfRenderPool({ size: 1, maxQueued: 1, timeoutMs: 1500 });
    const slow = pool.render(longSpec(40_000));
    const waiting = pool.render(smallSpec);
    const refused = await pool.render(smallSpec).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PdfUnavailableError);
    expect((refused as PdfUnavailableError).message).toBe(PDF_BUSY);
    const late = await slow.catch((error: unknown) => error);
    expect((late as PdfUnavailableError).reason).toMatch(/longer than 1500 ms/);
    // The one waiting is drawn by the thread that replaced it.
    expect(pdfLines(await waiting)).toContain('Your stay');
  }, 60_000);
});

describe.each(engines)('PDFs made in threads on %s', (engine) => {
  let t: TestApp;
  let agents: Awaited<ReturnType<typeof twoAgents>>;
  let findStay: ReturnType<typeof stayFinder>;
  beforeAll(async () => {
    t = await createTestApp(engine);
    agents = await twoAgents(t);
    findStay = stayFinder(t, () => villasWithPoolHeating(t.services.db), { daysAhead: 60 });
  });
  afterAll(() => t.close());

  const quotePdf = (ref: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/quotes/${ref}/pdf`,
      headers: bearer(agents.tokens.agent),
    });
  async function quote() {
    const stay = await findStay(7);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/quotes',
      headers: bearer(agents.tokens.agent),
      payload: { ...stay, poolHeating: true },
    });
    expect(made.statusCode).toBe(201);
    return { ref: (made.json() as { quote: { bookRef: string } }).quote.bookRef, stay };
  }

  /** The specs the app sends to the process's pool, while `work` runs. */
  async function specsOf<T>(work: () => Promise<T>) {
    const pool = pdfRenderer();
    const render = pool.render;
    const specs: PdfSpec[] = [];
    pool.render = (spec) => {
      specs.push(spec);
      return render(spec);
    };
    try {
      return { result: await work(), specs };
    } finally {
      pool.render = render;
    }
  }

  test("a quote PDF from the thread reads exactly as one drawn on the request's thread", async () => {
    const { ref } = await quote();
    const { result: res, specs } = await specsOf(() => quotePdf(ref));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(specs).toHaveLength(1);
    const fromThread = pdfLines(res.rawPayload);
    const here = pdfLines(await drawPdf(specs[0]));
    expect(fromThread).toEqual(here);
    expect(fromThread).toContain(`Quotation ${ref}`);
    expect(fromThread).toContain('Total price');
    expect(specs[0].blocks.some((block) => block.kind === 'pictureWithText')).toBe(true);
  });

  test('a thread that crashes while drawing answers 503 with a clear message; the next PDF is made', async () => {
    const { ref, stay } = await quote();
    // A description long enough that the drawing is still going when the thread is ended.
    await t.services.db
      .updateTable('villa_descriptions')
      .set({ short: 'A long description of the villa. '.repeat(20_000) })
      .where('villa_id', '=', stay.propertyId)
      .execute();
    const pool = pdfRenderer();
    const answer = quotePdf(ref);
    await untilDrawing(pool);
    await Promise.all(pool.threads().map((thread) => thread.terminate()));
    const res = await answer;
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ errors: [PDF_UNAVAILABLE] });
    expect(res.headers['retry-after']).toBe('5');

    await t.services.db
      .updateTable('villa_descriptions')
      .set({ short: 'A villa near the parks.' })
      .where('villa_id', '=', stay.propertyId)
      .execute();
    const again = await quotePdf(ref);
    expect(again.statusCode).toBe(200);
    expect(pdfLines(again.rawPayload)).toContain(`Quotation ${ref}`);
  }, 60_000);
});
