// Search over the sample agents the way the real server searches its catalogue, at toy scale:
// a word matches as a substring (a symbol word such as 'c++', or a single character, only as a
// whole word), a word no sample holds is read as its closest spelling (one or two edits away),
// which `did_you_mean` reports, and owners' names are searched too. Suggestions and facet counts too.
import { AGENT_FILTER_CATEGORIES, type AgentFilterCategory } from '../contract/constants';
import type { Agent } from '../contract/entities';
import { MAX_TERM_LENGTH, MAX_TERMS, MIN_CORRECTABLE_LENGTH, SUGGEST_MAX_TAGS } from '../contract/ranking';
import type { AgentFacetsResponse, SearchSuggestion, SearchSuggestResponse } from '../contract/schemas';

/** Edits between two words, a swap of neighbours counting as one (optimal string alignment). */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** Words as the server reads them: letters and digits, or 'c++', 'c#' kept whole. */
const words = (text: string) => text.toLowerCase().match(/\p{L}{1,2}(?:\+\+|#)(?![\p{L}\p{N}])|[\p{L}\p{N}]+/gu) ?? [];

/** A word matched only whole: one with a symbol, or of one character (not the start of most words). */
const wholeWordOnly = (term: string) => /[+#]/.test(term) || Array.from(term).length < 2;

function haystack(agent: Agent): string {
  return [agent.name, agent.description, agent.category, agent.author_name, agent.author, agent.namespace, ...(agent.tags ?? [])]
    .join(' ')
    .toLowerCase();
}

export interface SampleQuery {
  /** The words to match: as typed, or corrected. */
  terms: string[];
  didYouMean: string | null;
}

/** Reads each word no sample holds as its closest spelling among the samples' words. */
export function interpretQuery(text: string, agents: readonly Agent[]): SampleQuery {
  // As the server cuts a query: each word once, at most MAX_TERMS of at most MAX_TERM_LENGTH characters.
  const typed = [...new Set(words(text).map((word) => Array.from(word).slice(0, MAX_TERM_LENGTH).join('')))].slice(0, MAX_TERMS);
  const vocabulary = [...new Set(agents.flatMap((agent) => words(haystack(agent))))];
  let corrected = false;
  const terms = typed.map((term) => {
    if (term.length < MIN_CORRECTABLE_LENGTH || wholeWordOnly(term) || vocabulary.some((word) => word.includes(term))) return term;
    const allowed = term.length >= 7 ? 2 : 1;
    const best = vocabulary
      .map((word) => ({ word, distance: editDistance(term, word) }))
      .filter((c) => c.distance <= allowed)
      .sort((x, y) => x.distance - y.distance || x.word.localeCompare(y.word))[0];
    if (!best) return term;
    corrected = true;
    return best.word;
  });
  return { terms, didYouMean: corrected ? terms.join(' ') : null };
}

/** Every term must appear in the name, description, tags, category, author or namespace. */
export function matchesTerms(agent: Agent, terms: readonly string[]): boolean {
  const text = haystack(agent);
  const whole = new Set(words(text));
  return terms.every((term) => (wholeWordOnly(term) ? whole.has(term) : text.includes(term)));
}

/** The agents with the one a query names by its slug or `namespace/slug` first (as the server ranks it). */
export function namedFirst(agents: readonly Agent[], text: string): Agent[] {
  const ref = text.trim().toLowerCase();
  const named = (a: Agent) => a.slug?.toLowerCase() === ref || `${a.namespace}/${a.slug}`.toLowerCase() === ref;
  return [...agents.filter(named), ...agents.filter((a) => !named(a))];
}

/** GET /agents/suggest over the samples: names with a word beginning with a term, then tags. */
export function suggestSamples(q: string, limit: number, agents: readonly Agent[]): SearchSuggestResponse {
  const phrase = q.trim().toLowerCase();
  const { terms, didYouMean } = interpretQuery(phrase, agents);
  const begins = (label: string) => {
    const lower = label.toLowerCase();
    for (const match of lower.matchAll(/[\p{L}\p{N}]+/gu)) {
      const term = terms.find((t) => match[0].startsWith(t));
      if (term) return [match.index, match.index + term.length] as [number, number];
    }
    return null;
  };
  const suggestions: SearchSuggestion[] = [];
  for (const agent of agents) {
    const match = terms.length ? begins(agent.name) : null;
    if (match && terms.every((t) => words(agent.name).some((w) => w.startsWith(t)))) {
      suggestions.push({ kind: 'agent', label: agent.name, id: agent.id, match });
    }
  }
  const tags = [...new Set(agents.flatMap((agent) => (agent.tags ?? []).map((tag) => tag.toLowerCase())))].sort();
  const meant = terms.join(' ');
  for (const tag of tags.filter((tag) => tag.startsWith(meant)).slice(0, SUGGEST_MAX_TAGS)) {
    suggestions.push({ kind: 'tag', label: tag, match: [0, meant.length] });
  }
  return { query: q, suggestions: suggestions.slice(0, limit), did_you_mean: didYouMean };
}

/** GET /agents/facets over the agents already matched by the query and filters. */
export function facetsOf(agents: readonly Agent[]): AgentFacetsResponse {
  const categories = Object.fromEntries(AGENT_FILTER_CATEGORIES.map((c) => [c, 0])) as Record<AgentFilterCategory, number>;
  for (const agent of agents) {
    const category = agent.category as AgentFilterCategory;
    if (category in categories) categories[category] += 1;
  }
  return { total: agents.length, categories };
}
