export interface LetterCount {
  letter: string;
  count: number;
}

/**
 * The letter to offer from an empty one: the first letter after it that has communities,
 * going round past Z to A, so /communities/A (where the route opens) offers the first letter
 * that has any. Null when no letter has communities.
 */
export function letterWithCommunities(
  letters: readonly LetterCount[],
  current: string,
): LetterCount | null {
  const start = letters.findIndex((l) => l.letter === current);
  for (let step = 1; step <= letters.length; step++) {
    const candidate = letters[(Math.max(start, 0) + step) % letters.length];
    if (candidate && candidate.count > 0) return candidate;
  }
  return null;
}
