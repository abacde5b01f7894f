// How text is cut into words, the same for the index, its queries and the SQL fallback's queries.

/**
 * A word: letters and digits; or one or two letters followed by `++` or `#` (C++, C#, F#), kept
 * whole so that 'C++' is not read as the letter c (which begins a word of most agents).
 */
const WORD = /\p{L}{1,2}(?:\+\+|#)(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu;

/** The words of a text, lower-cased (queryWords reads a query so too). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** A word with a symbol ('c++', 'c#'), or of one character: matched whole, never as a prefix or a misspelling. */
export function wholeWordOnly(term: string): boolean {
  return /[+#]/.test(term) || Array.from(term).length < 2;
}

/** The trigrams of a text as pg_trgm makes them (each word padded: two spaces before, one after). */
export function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of tokenize(text)) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** pg_trgm's similarity() from two texts' trigrams: shared trigrams over all trigrams of the two. */
export function trigramOverlap(x: ReadonlySet<string>, y: ReadonlySet<string>): number {
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}
