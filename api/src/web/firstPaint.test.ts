import { firstPaintPreloads } from './firstPaint';

describe('the image a screen paints first', () => {
  const asked: Record<string, string>[] = [];
  const images = {
    villa: async (params: Record<string, string>) => {
      asked.push(params);
      return params.id === '7' ? '/api/property-images/7/0-l.svg' : null;
    },
  };

  it("is preloaded at high priority, found from the route's params", async () => {
    expect(await firstPaintPreloads('/villa/7', images)).toEqual([
      { href: '/api/property-images/7/0-l.svg', as: 'image', fetchpriority: 'high' },
    ]);
    expect(asked.at(-1)).toEqual({ id: '7' });
  });

  it('is left out when the domain knows none, or for another screen', async () => {
    expect(await firstPaintPreloads('/villa/8', images)).toEqual([]);
    expect(await firstPaintPreloads('/villas', images)).toEqual([]);
    expect(await firstPaintPreloads('/villa/7/more', images)).toEqual([]);
  });

  it('is not asked for with a malformed escape, and a URL that would break the header is dropped', async () => {
    const count = asked.length;
    expect(await firstPaintPreloads('/villa/%E0%A4%A', images)).toEqual([]);
    expect(asked).toHaveLength(count);
    const unsafe = { villa: async () => '/a>; rel=preload; as=script, </evil.js' };
    expect(await firstPaintPreloads('/villa/1', unsafe)).toEqual([]);
    expect(await firstPaintPreloads('/villa/1', { villa: async () => '/ok.svg\r\nx: y' })).toEqual(
      [],
    );
  });
});
