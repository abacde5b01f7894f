// How text is cut into words, the same for the index, its queries and the SQL fallback's queries.
import { isAsciiWordChar, wordBeginsWith } from '../lib/highlight.js';

/**
 * A word: letters and digits; or one or two letters followed by `++` or `#` (C++, C#, F#), kept
 * whole so that 'C++' is not read as the letter c (which begins a word of most agents).
 */
const WORD = /\p{L}{1,2}(?:\+\+|#)(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu;

/** The words of a text, lower-cased (queryWords reads a query so too). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(WORD) ?? [];
}

/** A plain lower-case ASCII word (letters and digits): what `hasWord` can compare without tokenizing. */
const PLAIN = /^[a-z0-9]*$/;

/**
 * Whether one of `text`'s words (as `tokenize` cuts them) begins with `prefix` or is one of
 * `whole` (all lower-case). An ASCII text is read in place, without lower-casing it or making its
 * words: suggestions ask this of up to a thousand names per request.
 */
export function hasWord(text: string, prefix: string, whole: readonly string[]): boolean {
  if (!PLAIN.test(prefix) || !whole.every((w) => PLAIN.test(w)))
    return tokenize(text).some((w) => w.startsWith(prefix) || whole.includes(w));
  const length = text.length;
  let at = 0;
  while (at < length) {
    const c = text.charCodeAt(at);
    if (c >= 0x80) return tokenize(text).some((w) => w.startsWith(prefix) || whole.includes(w));
    if (!isAsciiWordChar(c)) {
      at++;
      continue;
    }
    let end = at + 1;
    while (end < length && isAsciiWordChar(text.charCodeAt(end))) end++;
    if (end < length && text.charCodeAt(end) >= 0x80) return tokenize(text).some((w) => w.startsWith(prefix) || whole.includes(w));
    // One or two letters then `++` or `#` (and no letter or digit) are one word with the symbol
    // ('c++'): it begins with a plain prefix as its letters do, and is none of the plain words.
    const symbol = end - at <= 2 && isAsciiLetters(text, at, end) ? symbolLength(text, end) : 0;
    if (wordBeginsWith(text, at, end, prefix)) return true;
    if (!symbol && whole.some((w) => w.length === end - at && wordBeginsWith(text, at, end, w))) return true;
    at = end + symbol;
  }
  return false;
}

function isAsciiLetters(text: string, start: number, end: number): boolean {
  for (let i = start; i < end; i++) {
    const c = text.charCodeAt(i) | 0x20;
    if (c < 0x61 || c > 0x7a) return false;
  }
  return true;
}

/** The length of a `++` or `#` at `at` that ends a word (nothing of a word after it); else 0. */
function symbolLength(text: string, at: number): number {
  const n = text.startsWith('++', at) ? 2 : text.charCodeAt(at) === 0x23 ? 1 : 0;
  if (!n || at + n >= text.length) return n;
  const next = text.charCodeAt(at + n);
  // A letter or digit after it (any non-ASCII one may be) makes the letters a word of their own.
  return next >= 0x80 || isAsciiWordChar(next) ? 0 : n;
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
