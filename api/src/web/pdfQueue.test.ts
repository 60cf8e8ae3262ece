import { HttpError } from '../errors';
import { createPdfQueue, PDF_QUEUE_FULL } from './pdfQueue';

const later = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('the per-account PDF queue', () => {
  it("makes one account's PDFs one after another, in order, and another account's at once", async () => {
    const queue = createPdfQueue({ perAccount: 1 });
    const order: string[] = [];
    const first = later();
    const a1 = queue.run(1, async () => {
      order.push('a1 start');
      await first.promise;
      order.push('a1 end');
    });
    const a2 = queue.run(1, async () => {
      order.push('a2');
    });
    const b1 = queue.run(2, async () => {
      order.push('b1');
    });
    await b1;
    expect(order).toEqual(['a1 start', 'b1']);
    first.resolve();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['a1 start', 'b1', 'a1 end', 'a2']);
  });

  it('refuses more than the waiting limit of one account with 429, and goes on after a failure', async () => {
    const queue = createPdfQueue({ perAccount: 1, maxWaiting: 1 });
    const hold = later();
    const running = queue.run(7, () => hold.promise);
    const waiting = queue.run(7, async () => 'made');
    await expect(queue.run(7, async () => 'too many')).rejects.toEqual(
      new HttpError(429, { errors: [PDF_QUEUE_FULL] }, { 'retry-after': '10' }),
    );
    hold.resolve();
    await running;
    await expect(waiting).resolves.toBe('made');
    await expect(queue.run(7, async () => Promise.reject(new Error('broken')))).rejects.toThrow(
      'broken',
    );
    await expect(queue.run(7, async () => 'again')).resolves.toBe('again');
  });
});
