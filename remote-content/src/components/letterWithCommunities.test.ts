import { letterWithCommunities } from './letterWithCommunities';

const strip = (counts: Record<string, number>) =>
  'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('').map((letter) => ({ letter, count: counts[letter] ?? 0 }));

describe('letterWithCommunities', () => {
  it('offers the first letter with communities from an empty A', () => {
    expect(letterWithCommunities(strip({ C: 1, E: 2, W: 6 }), 'A')).toEqual({
      letter: 'C',
      count: 1,
    });
  });

  it('offers the next letter with communities after an empty one', () => {
    expect(letterWithCommunities(strip({ C: 1, E: 2, W: 6 }), 'D')?.letter).toBe('E');
  });

  it('goes round past Z', () => {
    expect(letterWithCommunities(strip({ C: 1, W: 6 }), 'X')?.letter).toBe('C');
  });

  it('offers nothing when no letter has communities', () => {
    expect(letterWithCommunities(strip({}), 'A')).toBeNull();
  });
});
