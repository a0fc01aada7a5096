/** Uploads and previews are kept a few at a time: the newest, per process. */
const KEEP = 4;

/** Sets `key` and drops the oldest entries beyond the newest KEEP. */
export function remember<K, V>(map: Map<K, V>, key: K, value: V): void {
  map.set(key, value);
  while (map.size > KEEP) {
    const oldest = map.keys().next();
    if (oldest.done) break;
    map.delete(oldest.value);
  }
}
