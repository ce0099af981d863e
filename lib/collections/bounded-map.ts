/**
 * Sets `key` in a Map used as a bounded cache: the entry becomes the newest (Maps keep insertion order), and
 * the oldest go first while the map is full, so it never holds more than `max`. Neutral: the service's and
 * the dashboard's in-process caches share it.
 */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, max: number): void {
  map.delete(key);
  for (const oldest of map.keys()) {
    if (map.size < max) break;
    map.delete(oldest);
  }
  map.set(key, value);
}
