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

/** [start, end) ranges of the words of `text` that begin with one of the stems. */
export function matchRanges(text: string, stems: string[]): Array<[number, number]> {
  if (!text || !stems.length) return [];
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

/** Highlights of one agent for a query: computed for the returned page only, in JavaScript. */
export function highlightAgent(
  agent: { name: string; description?: string | null; tags?: string[] | null },
  query: string,
): AgentHighlight[] {
  const stems = queryTerms(query);
  if (!stems.length) return [];
  return highlightsFromRanges(agent, (text) => matchRanges(text, stems));
}
