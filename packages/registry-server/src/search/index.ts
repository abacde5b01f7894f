// The search index: every agent, kept in memory by the feed (feed.ts) as a projection of the
// agents table. MiniSearch scores the words (BM25 per field, prefixes, field weights); the
// vocabulary of listed agents reads misspellings and 'did you mean'; names and tags by word serve
// suggestions. Nothing here touches the database.
import type { Agent } from '@agent-registry/api-client/contract';
import MiniSearch, { type Query } from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import { STOPWORDS, stem } from '../lib/highlight.js';
import type { IndexRow } from '../repositories/agentChanges.js';
import {
  correctionScore,
  CORRECTION_WEIGHT,
  documentBoost,
  FIELD_WEIGHTS,
  MAX_CORRECTIONS,
  MIN_CORRECTABLE_LENGTH,
  MIN_SIMILARITY,
  PREFIX_WEIGHT,
  TRANSPOSITION_SIMILARITY,
} from './ranking.js';
import { queryWords, transpositions } from './sqlQuery.js';

/** One agent in the index. */
export interface IndexedAgent {
  agent: Agent;
  /** Anyone may find it (else only its owner, or its organisation's members). */
  listed: boolean;
  /** The user who owns it; null for an organisation's agent (orgId). */
  ownerId: string | null;
  orgId: string | null;
  namespace: string;
  slug: string;
  downloads: number;
  rating: number;
  deprecated: boolean;
  boost: number;
  createdMs: number;
  /** Words of its name (lower-case), for suggestions. */
  nameWords: string[];
  /** Its distinct words (3 to 40 letters) and whole tags, counted in the vocabulary while listed. */
  words: string[];
  tags: string[];
}

/** The scored matches of one word of a query, best first. */
interface WordResult {
  docs: IndexedAgent[];
  /** MiniSearch's score of each, before its multiplication by the number of query terms matched. */
  scores: Float64Array;
  /** How many query terms each matched. */
  terms: Uint8Array;
  /** Where each agent is in `docs` (made when a second word needs it). */
  position(): Map<IndexedAgent, number>;
}

/** Most scored matches kept across the cached words (about 20 bytes each). */
const WORD_CACHE_ENTRIES = 2_000_000;

interface IndexDoc {
  id: string;
  name: string;
  description: string;
  tags: string;
}

/** The words of a text: letters and digits, lower-cased (as queryWords reads a query). */
export function tokenize(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A word as indexed and searched: stop words dropped, a rough English stem (as the highlights use). */
function indexTerm(term: string): string | null {
  return STOPWORDS.has(term) ? null : stem(term);
}

/** What a query means: each word with its likely spellings when no catalogue word begins with it. */
export interface UnderstoodQuery {
  terms: string[];
  groups: Array<{ term: string; close: string[] }>;
  didYouMean: string | null;
  /** Words to highlight: the terms and their corrections. */
  highlight: string;
}

export class AgentIndex {
  readonly docs = new Map<string, IndexedAgent>();
  private readonly engine: MiniSearch<IndexDoc>;
  /**
   * Words of listed agents → how many listed agents hold them. Counted in a plain Map (cheap per
   * occurrence); the radix tree (prefix and fuzzy lookups) only changes when a word comes or goes.
   */
  private readonly wordCounts = new Map<string, number>();
  private readonly vocabulary = new SearchableMap<number>();
  /** Whole tags of listed agents (lower-case), counted likewise. */
  private readonly tagTotals = new Map<string, number>();
  private readonly tagCounts = new SearchableMap<number>();
  /** Listed agents by the words of their names. */
  private readonly nameWordSets = new Map<string, Set<IndexedAgent>>();
  private readonly byNameWord = new SearchableMap<Set<IndexedAgent>>();
  /**
   * Scored matches of one word (with its corrections), best first, reused by every query holding
   * the word until the index changes: a query's words recur far more often than whole queries.
   */
  private readonly wordResults = new Map<string, WordResult>();
  private cachedEntries = 0;

  constructor() {
    this.engine = new MiniSearch<IndexDoc>({
      idField: 'id',
      fields: ['name', 'description', 'tags'],
      tokenize,
      processTerm: indexTerm,
      searchOptions: {
        tokenize,
        processTerm: indexTerm,
        boost: { ...FIELD_WEIGHTS },
        weights: { prefix: PREFIX_WEIGHT, fuzzy: 0 },
        boostDocument: (id: string) => this.docs.get(id)?.boost ?? 1,
      },
    });
  }

  get size(): number {
    return this.docs.size;
  }

  /** Adds or replaces an agent. */
  upsert(row: IndexRow, agent: Agent): void {
    this.remove(agent.id);
    const tags = (agent.tags ?? []).map((t) => t.toLowerCase());
    const searched = [tags.join(' '), agent.category, row.framework ?? ''].join(' ');
    const words = new Set<string>();
    for (const w of tokenize(`${agent.name} ${searched} ${agent.description ?? ''}`)) {
      const n = Array.from(w).length;
      if (n >= 3 && n <= 40) words.add(w);
    }
    const deprecated = agent.deprecation_message !== null;
    const doc: IndexedAgent = {
      agent,
      listed: row.listed,
      ownerId: row.owner_id,
      orgId: row.org_id,
      namespace: row.namespace,
      slug: row.slug,
      downloads: Number(row.download_count),
      rating: Number(row.rating),
      deprecated,
      boost: documentBoost(Number(row.download_count), deprecated),
      createdMs: new Date(row.created_at).getTime(),
      nameWords: [...new Set(tokenize(agent.name))],
      words: [...words],
      tags,
    };
    this.changed();
    this.docs.set(agent.id, doc);
    this.engine.add({ id: agent.id, name: agent.name, description: agent.description ?? '', tags: searched });
    if (doc.listed) this.count(doc, 1);
  }

  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.changed();
    this.docs.delete(id);
    this.engine.discard(id);
    if (doc.listed) this.count(doc, -1);
  }

  private count(doc: IndexedAgent, delta: 1 | -1): void {
    const bump = (counts: Map<string, number>, tree: SearchableMap<number>, key: string) => {
      const n = (counts.get(key) ?? 0) + delta;
      if (n > 0) {
        counts.set(key, n);
        if (n === 1) tree.set(key, 1);
      } else {
        counts.delete(key);
        tree.delete(key);
      }
    };
    for (const w of doc.words) bump(this.wordCounts, this.vocabulary, w);
    for (const t of new Set(doc.tags)) if (t.length >= 1 && t.length <= 40) bump(this.tagTotals, this.tagCounts, t);
    for (const w of doc.nameWords) {
      let set = this.nameWordSets.get(w);
      if (delta > 0) {
        if (!set) {
          this.nameWordSets.set(w, (set = new Set()));
          this.byNameWord.set(w, set);
        }
        set.add(doc);
      } else if (set) {
        set.delete(doc);
        if (!set.size) {
          this.nameWordSets.delete(w);
          this.byNameWord.delete(w);
        }
      }
    }
  }

  /** The index changed: scored words are read again. */
  private changed(): void {
    // Empty results too: a word no agent held may be held now.
    if (this.wordResults.size) {
      this.wordResults.clear();
      this.cachedEntries = 0;
    }
  }

  /** Whether some word of a listed agent begins with `prefix`. */
  private known(prefix: string): boolean {
    return !this.vocabulary.atPrefix(prefix).keys().next().done;
  }

  /** The likeliest spellings of a word no listed agent's word begins with. */
  private corrections(term: string): string[] {
    const length = Array.from(term).length;
    if (length < MIN_CORRECTABLE_LENGTH) return [];
    const scored = new Map<string, number>();
    for (const [word, [, distance]] of this.vocabulary.fuzzyGet(term, length >= 7 ? 2 : 1)) {
      const agents = this.wordCounts.get(word) ?? 0;
      const similarity = 1 - distance / Math.max(length, Array.from(word).length);
      if (similarity >= MIN_SIMILARITY) scored.set(word, correctionScore(similarity, agents));
    }
    for (const variant of transpositions(term)) {
      const agents = this.wordCounts.get(variant);
      if (agents) scored.set(variant, Math.max(scored.get(variant) ?? 0, correctionScore(TRANSPOSITION_SIMILARITY + 0.3, agents)));
    }
    return [...scored]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, MAX_CORRECTIONS)
      .map(([w]) => w);
  }

  /** Reads a typed query (words, corrections, 'did you mean'). */
  understand(text: string): UnderstoodQuery {
    const terms = queryWords(text);
    const groups: UnderstoodQuery['groups'] = [];
    const meant: string[] = [];
    let corrected = false;
    for (const term of terms) {
      const close = this.known(term) ? [] : this.corrections(term);
      groups.push({ term, close });
      meant.push(close[0] ?? term);
      if (close.length) corrected = true;
    }
    return {
      terms,
      groups,
      didYouMean: corrected ? meant.join(' ') : null,
      highlight: [...terms, ...groups.flatMap((g) => g.close)].join(' '),
    };
  }

  /**
   * The agents matching every word (as a prefix, or as one of its corrections), best first, that
   * `accept` lets through. Stop words alone match everything the filter lets through. Scores are
   * MiniSearch's for the whole query (its AND: the words' scores summed, times how many query
   * terms matched), computed per word and kept for the next query holding the same word.
   */
  match(q: UnderstoodQuery, accept: (doc: IndexedAgent) => boolean): IndexedAgent[] {
    const groups = q.groups.filter((g) => indexTerm(g.term) !== null || g.close.length);
    if (!groups.length) {
      const all = this.engine.search(MiniSearch.wildcard, { filter: (r) => accept(this.docs.get(r.id as string)!) });
      return all.map((r) => this.docs.get(r.id as string)!);
    }
    const words = groups.map((g) => this.wordResult(g)).sort((a, b) => a.docs.length - b.docs.length);
    const [first, ...rest] = words;
    if (!rest.length) return first!.docs.filter(accept);
    const scored: Array<{ doc: IndexedAgent; score: number }> = [];
    for (let i = 0; i < first!.docs.length; i++) {
      const doc = first!.docs[i]!;
      let score = first!.scores[i]!;
      let terms = first!.terms[i]!;
      let all = true;
      for (const other of rest) {
        const at = other.position().get(doc);
        if (at === undefined) {
          all = false;
          break;
        }
        score += other.scores[at]!;
        terms += other.terms[at]!;
      }
      if (all && accept(doc)) scored.push({ doc, score: score * terms });
    }
    return scored.sort((a, b) => b.score - a.score).map((x) => x.doc);
  }

  /** The scored matches of one word of a query (from the cache when the index has not changed since). */
  private wordResult(g: { term: string; close: string[] }): WordResult {
    const key = `${g.term}\u0000${g.close.join(',')}`;
    const hit = this.wordResults.get(key);
    if (hit) return hit;
    const typed: Query = { queries: [g.term], prefix: true };
    const query: Query = g.close.length
      ? { combineWith: 'OR', queries: [typed, { queries: g.close, prefix: false, boostTerm: () => CORRECTION_WEIGHT }] }
      : typed;
    const results = this.engine.search(query);
    const docs: IndexedAgent[] = [];
    const scores = new Float64Array(results.length);
    const terms = new Uint8Array(results.length);
    for (const r of results) {
      const doc = this.docs.get(r.id as string);
      if (!doc) continue;
      const n = Math.max(1, r.queryTerms.length);
      // MiniSearch multiplied by the number of query terms matched; kept apart to add across words.
      scores[docs.length] = r.score / n;
      terms[docs.length] = n;
      docs.push(doc);
    }
    let positions: Map<IndexedAgent, number> | null = null;
    const entry: WordResult = {
      docs,
      scores,
      terms,
      position: () => (positions ??= new Map(docs.map((d, i) => [d, i]))),
    };
    if (this.cachedEntries + docs.length > WORD_CACHE_ENTRIES) this.changed();
    this.wordResults.set(key, entry);
    this.cachedEntries += docs.length;
    return entry;
  }

  /** Listed agents whose name has a word beginning with each of the words (or equal to a correction); at most `limit`. */
  namesMatching(q: UnderstoodQuery, limit: number): IndexedAgent[] {
    const groups = q.groups.filter((g) => g.term);
    if (!groups.length) return [];
    const sets = groups.map((g) => {
      const found: Array<Set<IndexedAgent>> = [];
      let size = 0;
      for (const [, set] of this.byNameWord.atPrefix(g.term)) {
        found.push(set);
        size += set.size;
      }
      for (const c of g.close) {
        const set = this.byNameWord.get(c);
        if (set) {
          found.push(set);
          size += set.size;
        }
      }
      return { g, found, size };
    });
    sets.sort((a, b) => a.size - b.size);
    const [first, ...rest] = sets;
    const hasWord = (doc: IndexedAgent, g: { term: string; close: string[] }) =>
      doc.nameWords.some((w) => w.startsWith(g.term) || g.close.includes(w));
    const out = new Set<IndexedAgent>();
    for (const set of first!.found) {
      for (const doc of set) {
        if (rest.every((r) => hasWord(doc, r.g))) out.add(doc);
        if (out.size >= limit) return [...out];
      }
    }
    return [...out];
  }

  /** Whole tags of listed agents beginning with `text`, else (4 letters or more) close to it; by closeness. */
  tagsMatching(text: string, limit: number): string[] {
    const prefixed: string[] = [];
    for (const tag of this.tagCounts.atPrefix(text).keys()) {
      prefixed.push(tag);
      if (prefixed.length >= 200) break;
    }
    const close: Array<[string, number]> = [];
    if (Array.from(text).length >= 4) {
      for (const [tag] of this.tagCounts.fuzzyGet(text, 2)) {
        if (tag.startsWith(text)) continue;
        const s = trigramSimilarity(tag, text);
        if (s >= MIN_SIMILARITY) close.push([tag, s]);
      }
    }
    const byCloseness = (a: string, b: string) => trigramSimilarity(b, text) - trigramSimilarity(a, text) || (a < b ? -1 : 1);
    return [...prefixed.sort(byCloseness), ...close.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([t]) => t)].slice(0, limit);
  }
}

/** The trigrams of a text as pg_trgm makes them (each word padded: two spaces before, one after). */
function trigrams(text: string): Set<string> {
  const out = new Set<string>();
  for (const word of tokenize(text)) {
    const chars = Array.from(`  ${word} `);
    for (let i = 0; i + 3 <= chars.length; i++) out.add(chars.slice(i, i + 3).join(''));
  }
  return out;
}

/** pg_trgm's similarity(): shared trigrams over all trigrams of the two texts. */
export function trigramSimilarity(a: string, b: string): number {
  const x = trigrams(a);
  const y = trigrams(b);
  if (!x.size || !y.size) return 0;
  let shared = 0;
  for (const t of x) if (y.has(t)) shared++;
  return shared / (x.size + y.size - shared);
}
