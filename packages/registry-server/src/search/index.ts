// The search index: every agent, kept in memory by the feed (feed.ts) as a projection of the
// agents table. MiniSearch scores the words (BM25 per field, prefixes, field weights); the
// vocabulary of listed agents reads misspellings and 'did you mean'; names and tags by word serve
// suggestions. Nothing here touches the database.
import type { Agent } from '@agent-registry/api-client/contract';
import MiniSearch from 'minisearch';
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
import { tokenize, wholeWordOnly } from './words.js';

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
  /** MiniSearch's short id of it (its slot in `byShortId`). */
  shortId: number;
  /** Its distinct words (3 to 40 letters) and whole tags, counted in the vocabulary while listed. */
  words: string[];
  tags: string[];
}

/** The scored matches of one word of a query (in no order). */
interface WordResult {
  /** MiniSearch's short ids of the matching agents. */
  ids: Int32Array;
  /** Each one's BM25 score, summed over the spellings it matched, before MiniSearch multiplies it by their number. */
  scores: Float64Array;
  /** How many spellings (the word as typed, its corrections) each matched. */
  terms: Uint8Array;
}

/** Most scored matches kept across the cached words (about 20 bytes each). */
const WORD_CACHE_ENTRIES = 2_000_000;

interface IndexDoc {
  id: string;
  name: string;
  description: string;
  tags: string;
  owner: string;
}

/** What MiniSearch keeps and this module reads to score without allocating per match (minisearch 7.2). */
interface EngineInternals {
  _index: SearchableMap<Map<number, Map<number, number>>>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _avgFieldLength: number[];
  _documentCount: number;
  _nextId: number;
}

/** MiniSearch's BM25+ parameters (its defaults), so scores are the ones its own search gives. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;
const FIELDS = Object.keys(FIELD_WEIGHTS) as Array<keyof typeof FIELD_WEIGHTS>;

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
  /** The whole query, lower-cased, spaces collapsed: an agent whose slug or `namespace/slug` it is ranks first. */
  phrase: string;
}

export class AgentIndex {
  readonly docs = new Map<string, IndexedAgent>();
  /** Agents by MiniSearch's short id (a dense number): scoring reads them without a lookup by key. */
  private readonly byShortId: Array<IndexedAgent | undefined> = [];
  /** Agents by slug and by `namespace/slug` (lower-case): a query naming one exactly puts it first. */
  private readonly byRef = new Map<string, IndexedAgent[]>();
  private readonly engine: MiniSearch<IndexDoc>;
  private readonly internals: EngineInternals;
  /** Scratch space of one query, by short id (grown with the index; `epoch` says which entries are current). */
  private scratchScore = new Float64Array(0);
  private scratchTerms = new Uint8Array(0);
  private scratchMark = new Uint32Array(0);
  private scratchCount = new Uint8Array(0);
  private epoch = 0;
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
      fields: [...FIELDS],
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
    this.internals = this.engine as unknown as EngineInternals;
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
    // The owner's names: its namespace, its username and the author name shown on the agent.
    const owner = [...new Set([row.namespace, agent.author ?? '', agent.author_name ?? ''])].join(' ');
    for (const w of tokenize(`${agent.name} ${searched} ${agent.description ?? ''} ${owner}`)) {
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
      shortId: -1,
      words: [...words],
      tags,
    };
    this.changed();
    this.docs.set(agent.id, doc);
    this.engine.add({ id: agent.id, name: agent.name, description: agent.description ?? '', tags: searched, owner });
    doc.shortId = this.internals._idToShortId.get(agent.id)!;
    this.byShortId[doc.shortId] = doc;
    for (const ref of this.refsOf(doc)) {
      const list = this.byRef.get(ref);
      if (list) list.push(doc);
      else this.byRef.set(ref, [doc]);
    }
    if (doc.listed) this.count(doc, 1);
  }

  private refsOf(doc: IndexedAgent): string[] {
    const slug = doc.slug.toLowerCase();
    return [slug, `${doc.namespace.toLowerCase()}/${slug}`];
  }

  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    this.changed();
    this.docs.delete(id);
    this.byShortId[doc.shortId] = undefined;
    for (const ref of this.refsOf(doc)) {
      const list = this.byRef.get(ref)?.filter((d) => d !== doc);
      if (list?.length) this.byRef.set(ref, list);
      else this.byRef.delete(ref);
    }
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
      const close = wholeWordOnly(term) || this.known(term) ? [] : this.corrections(term);
      groups.push({ term, close });
      meant.push(close[0] ?? term);
      if (close.length) corrected = true;
    }
    return {
      terms,
      groups,
      didYouMean: corrected ? meant.join(' ') : null,
      highlight: [...terms, ...groups.flatMap((g) => g.close)].join(' '),
      phrase: text.trim().toLowerCase().replace(/\s+/g, ' '),
    };
  }

  /**
   * The agents matching every word (as a prefix, or as one of its corrections) that `accept` lets
   * through, best first up to `want` (the rest in no order; `want` defaults to all). Stop words
   * alone match everything the filter lets through; a query with no word at all ('+++') matches
   * nothing. Scores are MiniSearch's for the whole query (its AND: the words' scores summed, times
   * how many query terms matched), computed per word and kept for the next query holding the word.
   * An agent whose slug or `namespace/slug` is the whole query comes first; deprecated agents
   * follow the others whatever their score.
   */
  match(q: UnderstoodQuery, accept: (doc: IndexedAgent) => boolean, want = Infinity): IndexedAgent[] {
    if (!q.terms.length) return [];
    const out: IndexedAgent[] = [];
    const scores: number[] = [];
    const groups = q.groups.filter((g) => indexTerm(g.term) !== null || g.close.length);
    if (!groups.length) {
      for (const doc of this.docs.values()) {
        if (!accept(doc)) continue;
        out.push(doc);
        scores.push(rankKey(doc, doc.boost));
      }
    } else {
      const words = groups.map((g) => this.wordResult(g)).sort((a, b) => a.ids.length - b.ids.length);
      const [first, ...rest] = words;
      if (!rest.length) {
        for (let i = 0; i < first!.ids.length; i++) {
          const doc = this.byShortId[first!.ids[i]!];
          if (!doc || !accept(doc)) continue;
          out.push(doc);
          scores.push(rankKey(doc, first!.scores[i]! * first!.terms[i]!));
        }
      } else {
        // The smallest word's matches are marked in the scratch arrays; each other word adds to
        // those it also matches; an agent every word matched has count = number of words.
        const { score, terms, mark, epoch, count } = this.scratch();
        for (let i = 0; i < first!.ids.length; i++) {
          const id = first!.ids[i]!;
          mark[id] = epoch;
          score[id] = first!.scores[i]!;
          terms[id] = first!.terms[i]!;
          count[id] = 1;
        }
        for (let w = 0; w < rest.length; w++) {
          const other = rest[w]!;
          for (let i = 0; i < other.ids.length; i++) {
            const id = other.ids[i]!;
            if (mark[id] !== epoch || count[id] !== w + 1) continue;
            score[id]! += other.scores[i]!;
            terms[id]! += other.terms[i]!;
            count[id] = w + 2;
          }
        }
        const all = words.length;
        for (let i = 0; i < first!.ids.length; i++) {
          const id = first!.ids[i]!;
          if (count[id] !== all) continue;
          const doc = this.byShortId[id];
          if (!doc || !accept(doc)) continue;
          out.push(doc);
          scores.push(rankKey(doc, score[id]! * terms[id]!));
        }
      }
    }
    // The agent the query names by its slug is found even when its words are not (a slug of other
    // words), and comes first; deprecated, it comes first of the deprecated ones, after the others.
    for (const doc of this.byRef.get(q.phrase) ?? []) {
      const named = doc.deprecated ? -Number.MIN_VALUE : Number.MAX_VALUE;
      const at = out.indexOf(doc);
      if (at >= 0) scores[at] = named;
      else if (accept(doc)) {
        out.push(doc);
        scores.push(named);
      }
    }
    return bestFirst(out, scores, want);
  }

  /** The scratch arrays, sized to the index, with a new epoch (entries of earlier queries read as unset). */
  private scratch(): { score: Float64Array; terms: Uint8Array; mark: Uint32Array; count: Uint8Array; epoch: number } {
    const n = this.internals._nextId;
    if (this.scratchMark.length < n) {
      const size = Math.max(n, Math.ceil(this.scratchMark.length * 1.5), 1024);
      this.scratchScore = new Float64Array(size);
      this.scratchTerms = new Uint8Array(size);
      this.scratchMark = new Uint32Array(size);
      this.scratchCount = new Uint8Array(size);
      this.epoch = 0;
    }
    this.epoch = (this.epoch + 1) >>> 0 || 1;
    return { score: this.scratchScore, terms: this.scratchTerms, mark: this.scratchMark, count: this.scratchCount, epoch: this.epoch };
  }

  /**
   * The scored matches of one word of a query (from the cache when the index has not changed
   * since): MiniSearch's BM25+ over its own postings, as its search of `{ prefix: true }` for the
   * word OR'd with its corrections (weighed CORRECTION_WEIGHT) scores them, read straight into
   * typed arrays (its search allocates a result object per match, the cost of a broad word).
   */
  private wordResult(g: { term: string; close: string[] }): WordResult {
    const key = `${g.term}\u0000${g.close.join(',')}`;
    const hit = this.wordResults.get(key);
    if (hit) return hit;
    const { score, terms, mark, epoch } = this.scratch();
    const touched: number[] = [];
    const spellings: Array<{ term: string | null; prefix: boolean; boost: number }> = [
      { term: indexTerm(g.term), prefix: !wholeWordOnly(g.term), boost: 1 },
      ...g.close.map((c) => ({ term: indexTerm(c), prefix: false, boost: CORRECTION_WEIGHT })),
    ];
    for (let s = 0; s < spellings.length; s++) {
      const spelling = spellings[s]!;
      if (!spelling.term) continue;
      // Which agents this spelling reached (a spelling counts once per agent, as MiniSearch's query terms do).
      const bit = 1 << s;
      const visit = (data: Map<number, Map<number, number>> | undefined, weight: number) => {
        if (!data) return;
        for (const field of FIELDS) {
          const fieldId = this.internals._fieldIds[field]!;
          const postings = data.get(fieldId);
          if (!postings) continue;
          const avg = this.internals._avgFieldLength[fieldId]!;
          const total = this.internals._documentCount;
          const matching = postings.size;
          // Postings still hold discarded agents until vacuumed, so `matching` may exceed `total`:
          // kept at or below it, the idf stays positive (a negative one would rank matches below
          // the deprecated agents, whose keys are negative).
          const idf = Math.log(1 + (Math.max(total - matching, 0) + 0.5) / (matching + 0.5));
          const factor = weight * spelling.boost * FIELD_WEIGHTS[field];
          for (const [id, freq] of postings) {
            const doc = this.byShortId[id];
            if (!doc) continue; // discarded, its postings not yet vacuumed
            const length = this.internals._fieldLength.get(id)![fieldId]!;
            const bm25 = idf * (BM25.d + (freq * (BM25.k + 1)) / (freq + BM25.k * (1 - BM25.b + (BM25.b * length) / avg)));
            const add = factor * doc.boost * bm25;
            if (mark[id] !== epoch) {
              mark[id] = epoch;
              score[id] = add;
              terms[id] = bit;
              touched.push(id);
            } else {
              score[id]! += add;
              terms[id]! |= bit;
            }
          }
        }
      };
      visit(this.internals._index.get(spelling.term), 1);
      if (spelling.prefix) {
        for (const [derived, data] of this.internals._index.atPrefix(spelling.term)) {
          const distance = derived.length - spelling.term.length;
          if (!distance) continue;
          visit(data, (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance));
        }
      }
    }
    const n = touched.length;
    const entry: WordResult = { ids: new Int32Array(n), scores: new Float64Array(n), terms: new Uint8Array(n) };
    for (let i = 0; i < n; i++) {
      const id = touched[i]!;
      entry.ids[i] = id;
      entry.scores[i] = score[id]!;
      let bits = terms[id]!;
      let count = 0;
      for (; bits; bits &= bits - 1) count++;
      entry.terms[i] = count;
    }
    if (this.cachedEntries + n > WORD_CACHE_ENTRIES) this.changed();
    this.wordResults.set(key, entry);
    this.cachedEntries += n;
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

/**
 * What a match is ordered by: its score; a deprecated agent's falls below every other agent's
 * (negative, still in the order of the scores), as the SQL path ranks them.
 */
function rankKey(doc: IndexedAgent, score: number): number {
  return doc.deprecated ? -1 / (1 + score) : score;
}

/**
 * The items best first by score, up to `want` (the rest follow in no order); ties keep the
 * items' order. A page needs the top few of thousands of matches: a full sort is paid only when
 * the caller wants everything in order.
 */
function bestFirst<T>(items: T[], scores: number[], want: number): T[] {
  const n = items.length;
  const order = Array.from({ length: n }, (_, i) => i);
  const byScore = (a: number, b: number) => scores[b]! - scores[a]! || a - b;
  if (want >= n / 4) return order.sort(byScore).map((i) => items[i]!);
  // The top `want` kept sorted in a small array; most items fall below its last and cost one comparison.
  const top: number[] = [];
  const rest: number[] = [];
  for (let i = 0; i < n; i++) {
    if (top.length < want) {
      top.push(i);
      if (top.length === want) top.sort(byScore);
      continue;
    }
    const last = top[want - 1]!;
    if (byScore(i, last) >= 0) {
      rest.push(i);
      continue;
    }
    let at = want - 1;
    while (at > 0 && byScore(i, top[at - 1]!) < 0) at--;
    top.splice(at, 0, i);
    rest.push(top.pop()!);
  }
  if (top.length < want) top.sort(byScore);
  return [...top, ...rest].map((i) => items[i]!);
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
