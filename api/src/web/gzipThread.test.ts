import { randomBytes } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { GzipThread, gzipOnThread } from './gzipThread';

const answerLike = (n: number) =>
  Buffer.from(
    JSON.stringify({
      results: Array.from({ length: n }, (_, i) => ({ id: i, name: `Villa ${i}` })),
    }),
  );

describe('gzip on a thread of its own', () => {
  test('gives the bytes zlib.gzip gives, which inflate to the input', async () => {
    for (const input of [answerLike(400), randomBytes(5000), Buffer.alloc(0)]) {
      const gzipped = await gzipOnThread(input);
      expect(gzipped.equals(gzipSync(input))).toBe(true);
      expect(gunzipSync(gzipped).equals(input)).toBe(true);
    }
  });

  test('takes JSON text as well as bytes, and gzips its UTF-8', async () => {
    for (const text of [answerLike(300).toString(), '{"villaName":"Casa Ñandú — lake view £"}']) {
      const gzipped = await gzipOnThread(text);
      expect(gzipped.equals(gzipSync(Buffer.from(text, 'utf8')))).toBe(true);
      expect(gunzipSync(gzipped).toString('utf8')).toBe(text);
    }
  });

  test('answers many calls at once, each with its own input', async () => {
    const inputs = Array.from({ length: 60 }, (_, i) => answerLike(20 + i));
    const outputs = await Promise.all(inputs.map((input) => gzipOnThread(input)));
    outputs.forEach((gzipped, i) => expect(gunzipSync(gzipped).equals(inputs[i])).toBe(true));
  });

  test('a stopped thread refuses the calls waiting for it, and the next call starts another', async () => {
    const thread = new GzipThread();
    const input = answerLike(2000);
    const waiting = thread.gzip(input);
    await thread.close();
    await expect(waiting).rejects.toThrow('gzip thread stopped');
    expect(gunzipSync(await thread.gzip(input)).equals(input)).toBe(true);
    await thread.close();
  });
});
