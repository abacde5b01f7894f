import { highlightsFromRanges, type AgentHighlight } from '@agent-registry/api-client/contract';

// Words PostgreSQL's english configuration drops; highlighting them would only add noise.
export const STOPWORDS = new Set(
  (
    'a an and are as at be but by for from has have he her his i if in into is it its me my no not of on or our ' +
    'she so than that the their them then there these they this to too us was we were what when where which who ' +
    'why will with you your'
  ).split(' '),
);

/** A rough English stem: enough to find "agents" for "agent" and "analysing" for "analyse". */
export function stem(word: string): string {
  const suffixes = ['ations', 'ation', 'ings', 'ing', 'ers', 'ies', 'ied', 'ed', 'es', 'er', 'ly', 's', 'e', 'y'];
  for (const suffix of suffixes) {
    if (word.length - suffix.length >= 3 && word.endsWith(suffix)) return word.slice(0, -suffix.length);
  }
  return word;
}

/** The positive terms of a websearch-style query, stemmed and lower-cased. */
export function queryTerms(query: string): string[] {
  const terms = new Set<string>();
  // Drop negated words ("-foo", "-"quoted phrase"") and the OR operator.
  const cleaned = query.replace(/(^|\s)-"[^"]*"?/g, ' ').replace(/(^|\s)-\S+/g, ' ');
  for (const raw of cleaned.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!raw || raw === 'or' || STOPWORDS.has(raw)) continue;
    terms.add(stem(raw));
  }
  return [...terms];
}

/**
 * [start, end) ranges of the words of `text` that begin with one of the stems. (A word that is
 * a prefix of a stem and stems to it is the stem itself: `stem` only ever shortens a word.)
 */
export function matchRanges(text: string, stems: string[]): Array<[number, number]> {
  if (!text || !stems.length) return [];
  const ascii = asciiMatchRanges(text, stems);
  if (ascii) return ascii;
  const ranges: Array<[number, number]> = [];
  const word = /[\p{L}\p{N}]+/gu;
  for (let m = word.exec(text); m; m = word.exec(text)) {
    const lower = m[0].toLowerCase();
    if (stems.some((s) => lower.startsWith(s) || (s.startsWith(lower) && lower.length >= 3 && stem(lower) === s))) {
      ranges.push([m.index, m.index + m[0].length]);
    }
  }
  return ranges;
}

/** An ASCII letter or digit (what `[\p{L}\p{N}]` is within ASCII). */
export function isAsciiWordChar(c: number): boolean {
  return (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
}

/**
 * matchRanges for a text of ASCII characters only (most of them), word by word without a regular
 * expression or a lower-cased copy of each word (a page's highlights allocated more than the rest
 * of a search); null for any other text.
 */
function asciiMatchRanges(text: string, stems: string[]): Array<[number, number]> | null {
  const ranges: Array<[number, number]> = [];
  const length = text.length;
  let at = 0;
  while (at < length) {
    const c = text.charCodeAt(at);
    if (c >= 0x80) return null;
    if (!isAsciiWordChar(c)) {
      at++;
      continue;
    }
    let end = at + 1;
    for (; end < length; end++) {
      const d = text.charCodeAt(end);
      if (d >= 0x80) return null;
      if (!isAsciiWordChar(d)) break;
    }
    if (beginsWithAny(text, at, end, stems)) ranges.push([at, end]);
    at = end;
  }
  return ranges;
}

/** Whether `text[start, end)`, lower-cased, begins with one of the stems. */
function beginsWithAny(text: string, start: number, end: number, stems: string[]): boolean {
  for (const s of stems) if (wordBeginsWith(text, start, end, s)) return true;
  return false;
}

/** Whether `text[start, end)`, lower-cased, begins with `prefix` (lower-case ASCII). */
export function wordBeginsWith(text: string, start: number, end: number, prefix: string): boolean {
  if (prefix.length > end - start) return false;
  for (let i = 0; i < prefix.length; i++) {
    let c = text.charCodeAt(start + i);
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    if (c !== prefix.charCodeAt(i)) return false;
  }
  return true;
}

/** An agent's highlights for a query (computed for the returned page only), its words read once for the page. */
export function highlighter(
  query: string,
): (agent: { name: string; description?: string | null; tags?: string[] | null }) => AgentHighlight[] {
  const stems = queryTerms(query);
  if (!stems.length) return () => [];
  const rangesOf = (text: string) => matchRanges(text, stems);
  return (agent) => highlightsFromRanges(agent, rangesOf);
}
