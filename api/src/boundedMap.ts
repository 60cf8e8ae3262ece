/**
 * Puts `key` in a Map kept to at most `kept` entries: when full, the entry put first goes (a
 * Map iterates in insertion order). A caller that deletes a key before putting it again on each
 * use makes that order "least recently used first".
 */
export function putBounded<K, V>(map: Map<K, V>, key: K, value: V, kept: number): void {
  if (!map.has(key) && map.size >= kept) map.delete(map.keys().next().value as K);
  map.set(key, value);
}
