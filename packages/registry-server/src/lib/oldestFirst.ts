// Evicting a Map's oldest entries one at a time (a Map keeps its keys in insertion order).

/**
 * A function answering `map`'s oldest key at each call (undefined when it is empty), for a caller
 * that deletes each key it is given. It keeps one iterator across calls: a new `map.keys()` each
 * time walks past every key deleted since the map's table was last compacted, which cost 15 µs a
 * call in a Map of 10,000 keys that gains one and loses one each time (0.3 µs with one iterator).
 */
export function oldestFirst<K>(map: Map<K, unknown>): () => K | undefined {
  let keys = map.keys();
  return () => {
    let next = keys.next();
    // An iterator that has reached the end stays there: keys added since need a new one.
    if (next.done) {
      keys = map.keys();
      next = keys.next();
    }
    return next.done ? undefined : next.value;
  };
}
