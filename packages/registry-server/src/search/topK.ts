// Picking the best few of many scored matches without sorting them all: a page needs the top 20
// of thousands.

/**
 * The positions `0..n-1` best first by `keys` (higher first, ties by lower position), up to
 * `want` of them. A full sort only when the caller wants a large share of them in order; else
 * the best `want` are kept sorted in a small array, and most positions cost one comparison with
 * its last.
 */
export function topPositions(keys: Float64Array, n: number, want: number): Int32Array {
  const k = Math.min(want, n);
  if (k <= 0) return new Int32Array(0);
  if (k >= n / 4) {
    const order = Array.from({ length: n }, (_, i) => i);
    order.sort((a, b) => keys[b]! - keys[a]! || a - b);
    return Int32Array.from(order.slice(0, k));
  }
  const top = new Int32Array(k);
  const topKeys = new Float64Array(k);
  let held = 0;
  for (let i = 0; i < n; i++) {
    const key = keys[i]!;
    // A later position ties below: it goes in only above a strictly lower key.
    if (held === k && !(key > topKeys[k - 1]!)) continue;
    let at = held < k ? held++ : k - 1;
    while (at > 0 && key > topKeys[at - 1]!) {
      top[at] = top[at - 1]!;
      topKeys[at] = topKeys[at - 1]!;
      at--;
    }
    top[at] = i;
    topKeys[at] = key;
  }
  return top;
}
