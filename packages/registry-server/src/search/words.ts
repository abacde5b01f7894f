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
