// The search index: every agent, kept in memory by the feed (feed.ts) as a projection of the
// agents table. Words are scored by BM25+ per field, with prefixes and field weights, over
// postings of our own (MiniSearch's formulas, MiniSearch's radix tree for the terms); the
// vocabulary of listed agents reads misspellings and 'did you mean'; names and tags by word serve
// suggestions. Nothing here touches the database.
import type { Agent } from '@agent-registry/api-client/contract';
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
import { topPositions } from './topK.js';
import { WordCache } from './wordCache.js';
import { hasWord, tokenize, trigramOverlap, trigrams, wholeWordOnly } from './words.js';

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
  /** The manifest's framework, searched with the tags. */
  framework: string | null;
  downloads: number;
  rating: number;
  deprecated: boolean;
  boost: number;
  createdMs: number;
  /** Its slot in the postings (a dense number, `slots[shortId]`): scoring reads it without a lookup by key. */
  shortId: number;
  /** The first letters of its name, lower-cased (`nameHead`): suggestions compare them without reading the name. */
  nameHead: number;
  /** Its JSON as the API shows it, once a page has shown it (kept for the last AGENT_TEXTS agents shown). */
  json: string | undefined;
}

/** How many of a name's first characters `nameHead` holds. */
export const NAME_HEAD_CHARS = 3;

/**
 * The first NAME_HEAD_CHARS characters of a text (fewer when it is shorter), lower-cased and packed
 * in a number with how many they are (7 bits each, then 2 bits of count); -1 when one of them is
 * not ASCII (lower-casing may then change more than that letter).
 */
export function nameHead(text: string): number {
  const n = Math.min(text.length, NAME_HEAD_CHARS);
  let head = 0;
  for (let i = 0; i < n; i++) {
    let c = text.charCodeAt(i);
    if (c >= 0x80) return -1;
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    head = head * 128 + c;
  }
  return head * 4 + n;
}

/** The scored matches of one word of a query, by slot ascending. */
interface WordResult {
  /** How many agents it matched. */
  size: number;
  /** Slots of the matching agents, ascending (a narrow word's; a broad word's are its `bits`). */
  ids: Int32Array | null;
  /**
   * Each one's BM25 score, summed over the spellings it matched, before it is multiplied by their
   * number. Single precision halves the cache; two agents' order can only flip where their scores
   * differ in the eighth digit.
   */
  scores: Float32Array;
  /** How many spellings (the word as typed, its corrections) each matched; null when it has one spelling (1 each). */
  terms: Uint8Array | null;
  /** Its key in the word cache. */
  key: string;
  /**
   * A broad word's matches (BITSET_SHARE): a bit per slot, and per block of 32 slots how many of
   * its matches come before the block, so a slot's position in `scores` is a popcount away.
   * Words are intersected block by block, 32 slots an AND, rather than match by match.
   */
  bits: Uint32Array | null;
  ranks: Int32Array | null;
}

/**
 * A word holding at least this share of the slots keeps its matches as a bitset (8 bytes per 32
 * slots with its ranks, at most 8 bytes a match: no fewer than its 4-byte slots would take).
 */
const BITSET_SHARE = 1 / 32;

/**
 * The bytes the cached words may hold in all (their scores, slots or bitsets), outside the
 * JavaScript heap: enough for the words of a busy day's queries, so they are rarely scored twice.
 */
const WORD_CACHE_BYTES = 96 * 2 ** 20;
/**
 * How many agents' JSON texts the index keeps for search pages (oldest out first): about 20 MB at
 * most, the agents that keep ranking high are written once.
 */
const AGENT_TEXTS = 20_000;
/** Above this many name-word sets, a suggestion's word is checked against each name rather than each set. */
const NAME_SETS = 16;
/** How many tags' trigrams the index keeps for suggestions. */
const TAG_TRIGRAMS = 20_000;

/**
 * How far (as a share) the number of agents or a field's mean length may move before scores are
 * computed with the new figures (and every cached word is scored again). Cached words stay valid
 * while agents change: scores use the figures of the last refresh, the same for every word.
 */
const STATISTICS_DRIFT = 0.001;

/** BM25+'s parameters spelled out once, as the formula reads them. */
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;
const BM25_K1 = BM25_K + 1;
const BM25_1_B = 1 - BM25_B;

/**
 * The postings of one term, by field (FIELDS' order): each a list of `slot << FREQ_BITS | freq`,
 * slots ascending (an agent added later has a higher slot). Small integers in plain arrays: a
 * few bytes a posting, and a term held by one agent (a number in a name) costs two small arrays.
 */
type TermPostings = Array<number[] | undefined>;

/**
 * A term (a stemmed word) as indexing meets it: its postings (also in `terms`, by term, for
 * queries) and the scratch of the field being read, so an agent's text is counted without a Map.
 */
interface TermEntry {
  readonly term: string;
  postings: TermPostings | undefined;
  /** The words that stem to it (the entry is forgotten with the last one). */
  words: number;
  /** The field being read (`fieldStamp`) and the term's count there. */
  fieldStamp: number;
  freq: number;
}

/**
 * A distinct word of agents' text, looked up once per occurrence while agents are indexed: what
 * it is indexed as, whether it may join the vocabulary, and how many agents hold it.
 */
interface WordEntry {
  readonly word: string;
  /** The term it is indexed under; none for a stop word. */
  readonly term: TermEntry | null;
  /** Of 3 to 40 letters: such words of listed agents make the vocabulary misspellings are read against. */
  readonly inVocabulary: boolean;
  /** Agents holding it in any field: the entry is forgotten at 0. */
  agents: number;
  /** Listed agents holding it (it is in the vocabulary while above 0): its weight as a correction. */
  listed: number;
  /** The field being read when it was last met, and the agent (`agentStamp`). */
  fieldStamp: number;
  agentStamp: number;
}

/** How often a term occurs in a field, in the low bits of a posting; FREQ_ESCAPE means "read `bigFreqs`". */
const FREQ_BITS = 6;
const FREQ_ESCAPE = (1 << FREQ_BITS) - 1;
/** Slots stay below this, so a posting is a small integer (renumbered before they would not). */
const SLOT_LIMIT = 2 ** (31 - FREQ_BITS);

const FIELDS = Object.keys(FIELD_WEIGHTS) as Array<keyof typeof FIELD_WEIGHTS>;
const FIELD_COUNT = FIELDS.length;
const FIELD_FACTORS = FIELDS.map((f) => FIELD_WEIGHTS[f]);
const SLOT_STRIDE = 1 + FIELD_COUNT;

/** A word as indexed and searched: stop words dropped, a rough English stem (as the highlights use). */
function indexTerm(term: string): string | null {
  return STOPWORDS.has(term) ? null : stem(term);
}

/** The length of a word in code points (its UTF-16 length unless it holds a surrogate pair). */
function codePoints(word: string): number {
  let n = word.length;
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) n--;
  }
  return n;
}

/** The texts of an agent's searched fields, in FIELDS' order. */
function fieldTexts(doc: IndexedAgent): [name: string, description: string, tags: string, owner: string] {
  const a = doc.agent;
  const tags = (a.tags ?? []).map((t) => t.toLowerCase()).join(' ');
  // The owner's names: its namespace, its username and the author name shown on the agent.
  const owner = [...new Set([doc.namespace, a.author ?? '', a.author_name ?? ''])].join(' ');
  return [a.name, a.description ?? '', [tags, a.category, doc.framework ?? ''].join(' '), owner];
}

/**
 * Which agents a search may return. `acceptsListed` says it takes every listed agent (no filter,
 * not the owner's own list): the index then asks it about unlisted agents only.
 */
export type Acceptor = ((doc: IndexedAgent) => boolean) & { acceptsListed?: boolean };

/** Each slot's flags: an agent holds it, the agent is listed, the agent is deprecated. */
const PRESENT = 1;
const LISTED = 2;
const DEPRECATED = 4;

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
  /** Agents by slot (`shortId`); a removed agent leaves its slot empty until the slots are renumbered. */
  private slots: Array<IndexedAgent | undefined> = [];
  private nextSlot = 0;
  /** Each slot's number of distinct words per field (FIELD_COUNT a slot), as BM25 reads a field's length. */
  private fieldLengths = new Int32Array(0);
  /**
   * What scoring reads of each slot, side by side (SLOT_STRIDE numbers a slot, one memory read):
   * its agent's boost, then per field BM25's length term `k × (1 − b + b × length / mean length)`
   * with the mean lengths scores are computed with (recomputed when those move).
   */
  private slotScoring = new Float64Array(0);
  /** Each slot's PRESENT, LISTED and DEPRECATED flags, read by matching without touching the agent. */
  private flags = new Uint8Array(0);
  /** A query's matches (slots) and their rank keys, `collect` fills them. */
  private candidateSlots = new Int32Array(0);
  private candidateKeys = new Float64Array(0);
  /** Mean field lengths over the agents, kept as MiniSearch keeps them (a running mean). */
  private readonly avgFieldLength: number[] = FIELDS.map(() => 0);
  /** The number of agents and mean field lengths scores are computed with (see STATISTICS_DRIFT). */
  private scoredTotal = -1;
  private readonly scoredAvgFieldLength: number[] = FIELDS.map(() => 0);
  /** Terms (stemmed) → their postings, and the same terms in a radix tree for prefix lookups. */
  private readonly terms = new Map<string, TermPostings>();
  private readonly termTree = new SearchableMap<TermPostings>();
  /** Frequencies too high for a posting's low bits, by `term, field, slot`. */
  private readonly bigFreqs = new Map<string, number>();
  /** Agents by lower-case slug (one, or several in different namespaces): a query naming one exactly puts it first. */
  private readonly bySlug = new Map<string, IndexedAgent | IndexedAgent[]>();
  /** Scratch space of one query, by slot (grown with the index; `epoch` says which marks are current). */
  private scratchMark = new Uint32Array(0);
  /** Slots a word reached, in the order it reached them (`touchedCount` of them). */
  private scratchTouched = new Int32Array(0);
  /** A word's scores and spelling bits by slot while it is scored: all zero between words. */
  private wordScore = new Float64Array(0);
  private wordBits = new Uint8Array(0);
  /** The slots a word reached, a bit each, while its matches are put in slot order: all zero between words. */
  private wordMarks = new Uint32Array(0);
  private touchedCount = 0;
  private epoch = 0;
  /**
   * Every word of the indexed agents' text, and the terms they stem to: an occurrence of a word
   * costs one lookup, its stem and length are worked out once, and counts live on the entry.
   */
  private readonly words = new Map<string, WordEntry>();
  private readonly termEntries = new Map<string, TermEntry>();
  /** Stamps telling the field and the agent being read (scratch on the entries), and its lists. */
  private stamp = 0;
  private readonly fieldTerms: TermEntry[] = [];
  private readonly agentWords: WordEntry[] = [];
  private readonly vocabularyWords: WordEntry[] = [];
  /**
   * The words of listed agents (each entry's `listed` counts them). The radix tree (prefix and
   * fuzzy lookups) only changes when a word comes or goes.
   */
  private readonly vocabulary = new SearchableMap<number>();
  /** Whole tags of listed agents (lower-case), counted likewise. */
  private readonly tagTotals = new Map<string, number>();
  /** How many listed agents each category holds (the catalogue's facets without a query). */
  private readonly listedByCategory = new Map<string, number>();
  private readonly tagCounts = new SearchableMap<number>();
  private readonly tagGrams = new Map<string, Set<string>>();
  /** Listed agents by the words of their names. */
  private readonly nameWordSets = new Map<string, Set<IndexedAgent>>();
  private readonly byNameWord = new SearchableMap<Set<IndexedAgent>>();
  /**
   * Scored matches of one word (with its corrections), reused by every query holding the word
   * until an agent holding one of its terms changes: a query's words recur far more often than
   * whole queries.
   */
  private readonly wordCache = new WordCache<WordResult>(WORD_CACHE_BYTES);

  /**
   * The agents whose JSON is kept (`json`), oldest first from `textHead`: a ring, because evicting
   * the oldest key of a Map walks over every key deleted before it (tens of µs each at 20,000).
   */
  private readonly textRing: Array<IndexedAgent | undefined> = new Array<IndexedAgent | undefined>(AGENT_TEXTS).fill(undefined);
  private textHead = 0;

  /** An agent's JSON as the API shows it (`JSON.stringify(doc.agent)`), written once while it keeps being shown. */
  agentText(doc: IndexedAgent): string {
    if (doc.json !== undefined) return doc.json;
    const text = JSON.stringify(doc.agent);
    const oldest = this.textRing[this.textHead];
    if (oldest) oldest.json = undefined;
    this.textRing[this.textHead] = doc;
    this.textHead = (this.textHead + 1) % AGENT_TEXTS;
    doc.json = text;
    return text;
  }

  get size(): number {
    return this.docs.size;
  }

  /** Adds or replaces an agent. */
  upsert(row: IndexRow, agent: Agent): void {
    this.remove(agent.id);
    const deprecated = agent.deprecation_message !== null;
    const downloads = Number(row.download_count);
    const doc: IndexedAgent = {
      agent,
      listed: row.listed,
      ownerId: row.owner_id,
      orgId: row.org_id,
      namespace: row.namespace,
      slug: row.slug,
      framework: row.framework ?? null,
      downloads,
      rating: Number(row.rating),
      deprecated,
      boost: documentBoost(downloads, deprecated),
      createdMs: new Date(row.created_at).getTime(),
      shortId: -1,
      nameHead: nameHead(agent.name),
      json: undefined,
    };
    if (this.nextSlot >= SLOT_LIMIT || (this.nextSlot >= 4096 && this.nextSlot > 2 * this.docs.size)) this.renumber();
    this.docs.set(agent.id, doc);
    const slot = this.nextSlot++;
    doc.shortId = slot;
    this.slots[slot] = doc;
    if (this.fieldLengths.length < this.nextSlot * FIELD_COUNT) {
      const size = Math.max(1024, this.nextSlot * 2);
      const grown = new Int32Array(size * FIELD_COUNT);
      grown.set(this.fieldLengths);
      this.fieldLengths = grown;
      const scoring = new Float64Array(size * SLOT_STRIDE);
      scoring.set(this.slotScoring);
      this.slotScoring = scoring;
      const flags = new Uint8Array(size);
      flags.set(this.flags);
      this.flags = flags;
    }
    this.slotScoring[slot * SLOT_STRIDE] = doc.boost;
    this.flags[slot] = slotFlags(doc);
    // As MiniSearch adds a document: per field, its distinct words (before stemming) are its
    // length, folded into the running mean; each stemmed term gets a posting with its count.
    const count = this.docs.size - 1;
    const texts = fieldTexts(doc);
    const agentStamp = this.beginAgent();
    let nameTokens: string[] = [];
    for (let f = 0; f < FIELD_COUNT; f++) {
      const tokens = tokenize(texts[f]!);
      if (f === 0) nameTokens = tokens;
      // Each distinct word once (in order of first occurrence), each term with its count.
      const fieldStamp = ++this.stamp;
      const fieldTerms = this.fieldTerms;
      fieldTerms.length = 0;
      let distinct = 0;
      for (const token of tokens) {
        const entry = this.words.get(token) ?? this.learn(token);
        if (entry.fieldStamp !== fieldStamp) {
          entry.fieldStamp = fieldStamp;
          distinct++;
        }
        if (entry.agentStamp !== agentStamp) this.meet(entry, agentStamp, doc.listed);
        const term = entry.term;
        if (!term) continue;
        if (term.fieldStamp !== fieldStamp) {
          term.fieldStamp = fieldStamp;
          term.freq = 0;
          fieldTerms.push(term);
        }
        term.freq++;
      }
      this.fieldLengths[slot * FIELD_COUNT + f] = distinct;
      this.slotScoring[slot * SLOT_STRIDE + 1 + f] = lengthTerm(distinct, this.scoredAvgFieldLength[f]!);
      this.avgFieldLength[f] = (this.avgFieldLength[f]! * count + distinct) / (count + 1);
      for (const entry of fieldTerms) {
        const { term, freq } = entry;
        this.wordCache.termChanged(term);
        let postings = entry.postings;
        if (!postings) {
          postings = entry.postings = new Array<number[] | undefined>(FIELD_COUNT);
          this.terms.set(term, postings);
          this.termTree.set(term, postings);
        }
        const posting = (slot << FREQ_BITS) | Math.min(freq, FREQ_ESCAPE);
        const list = postings[f];
        if (list) list.push(posting);
        else postings[f] = [posting];
        if (freq >= FREQ_ESCAPE) this.bigFreqs.set(`${term}\u0000${f}\u0000${slot}`, freq);
      }
    }
    for (const entry of this.agentWords) entry.agents++;
    const slug = doc.slug.toLowerCase();
    const named = this.bySlug.get(slug);
    if (!named) this.bySlug.set(slug, doc);
    else if (Array.isArray(named)) named.push(doc);
    else this.bySlug.set(slug, [named, doc]);
    if (doc.listed) this.count(doc, 1, this.vocabularyWords, nameTokens);
  }

  /** Starts reading an agent's words: its stamp, and empty lists of them. */
  private beginAgent(): number {
    this.agentWords.length = 0;
    this.vocabularyWords.length = 0;
    return ++this.stamp;
  }

  /** A word met for the first time in the agent being read (`stamp`): listed, and in the vocabulary if it may be. */
  private meet(entry: WordEntry, stamp: number, listed: boolean): void {
    entry.agentStamp = stamp;
    this.agentWords.push(entry);
    if (listed && entry.inVocabulary) this.vocabularyWords.push(entry);
  }

  /** The entry of a word met for the first time: its term, and whether it may join the vocabulary. */
  private learn(word: string): WordEntry {
    const indexed = indexTerm(word);
    let term: TermEntry | null = null;
    if (indexed !== null) {
      term = this.termEntries.get(indexed) ?? null;
      if (!term) {
        term = { term: indexed, postings: undefined, words: 0, fieldStamp: 0, freq: 0 };
        this.termEntries.set(indexed, term);
      }
      term.words++;
    }
    const length = word.length <= 40 ? codePoints(word) : 41;
    const entry: WordEntry = { word, term, inVocabulary: length >= 3 && length <= 40, agents: 0, listed: 0, fieldStamp: 0, agentStamp: 0 };
    this.words.set(word, entry);
    return entry;
  }

  /** Drops the entry of a word no agent holds any more (and its term's, with its last word). */
  private forget(entry: WordEntry): void {
    this.words.delete(entry.word);
    const term = entry.term;
    if (term && --term.words === 0) this.termEntries.delete(term.term);
  }

  remove(id: string): void {
    const doc = this.docs.get(id);
    if (!doc) return;
    const slot = doc.shortId;
    const count = this.docs.size;
    this.docs.delete(id);
    // A replaced or removed agent's text goes now; its place in the ring is taken in turn.
    doc.json = undefined;
    this.slots[slot] = undefined;
    this.flags[slot] = 0;
    const slug = doc.slug.toLowerCase();
    const named = this.bySlug.get(slug);
    if (named === doc) this.bySlug.delete(slug);
    else if (Array.isArray(named)) {
      const rest = named.filter((d) => d !== doc);
      this.bySlug.set(slug, rest.length === 1 ? rest[0]! : rest);
    }
    const texts = fieldTexts(doc);
    const agentStamp = this.beginAgent();
    let nameTokens: string[] = [];
    for (let f = 0; f < FIELD_COUNT; f++) {
      // The running mean, as MiniSearch takes a document out of it.
      const length = this.fieldLengths[slot * FIELD_COUNT + f]!;
      this.avgFieldLength[f] = count === 1 ? 0 : (this.avgFieldLength[f]! * count - length) / (count - 1);
      const fieldStamp = ++this.stamp;
      const tokens = tokenize(texts[f]!);
      if (f === 0) nameTokens = tokens;
      for (const token of tokens) {
        const entry = this.words.get(token);
        if (!entry) continue;
        if (entry.agentStamp !== agentStamp) this.meet(entry, agentStamp, doc.listed);
        const term = entry.term;
        if (!term || term.fieldStamp === fieldStamp) continue;
        term.fieldStamp = fieldStamp;
        this.wordCache.termChanged(term.term);
        this.dropPosting(term, f, slot);
      }
    }
    if (doc.listed) this.count(doc, -1, this.vocabularyWords, nameTokens);
    for (const entry of this.agentWords) if (--entry.agents === 0) this.forget(entry);
  }

  /** Takes an agent's posting out of a term's list in a field (and the term, when no agent holds it any more). */
  private dropPosting(entry: TermEntry, field: number, slot: number): void {
    const { term, postings } = entry;
    const list = postings?.[field];
    if (!postings || !list) return;
    let lo = 0;
    let hi = list.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const at = list[mid]! >>> FREQ_BITS;
      if (at < slot) lo = mid + 1;
      else if (at > slot) hi = mid - 1;
      else {
        if ((list[mid]! & FREQ_ESCAPE) === FREQ_ESCAPE) this.bigFreqs.delete(`${term}\u0000${field}\u0000${slot}`);
        list.splice(mid, 1);
        break;
      }
    }
    if (list.length) return;
    postings[field] = undefined;
    if (postings.some((l) => l !== undefined)) return;
    entry.postings = undefined;
    this.terms.delete(term);
    this.termTree.delete(term);
  }

  /**
   * Numbers the agents' slots again from 0, in the same order, once most slots are empty (each
   * update takes a new slot): the postings, lengths and scratch arrays stay the size of the index.
   */
  private renumber(): void {
    const to = new Int32Array(this.nextSlot).fill(-1);
    const slots: Array<IndexedAgent | undefined> = [];
    const lengths = new Int32Array(Math.max(1024, this.docs.size * 2) * FIELD_COUNT);
    const flags = new Uint8Array(Math.max(1024, this.docs.size * 2));
    const scoring = new Float64Array(flags.length * SLOT_STRIDE);
    for (let old = 0; old < this.nextSlot; old++) {
      const doc = this.slots[old];
      if (!doc) continue;
      const slot = slots.length;
      to[old] = slot;
      doc.shortId = slot;
      slots.push(doc);
      lengths.set(this.fieldLengths.subarray(old * FIELD_COUNT, (old + 1) * FIELD_COUNT), slot * FIELD_COUNT);
      flags[slot] = slotFlags(doc);
      scoring.set(this.slotScoring.subarray(old * SLOT_STRIDE, (old + 1) * SLOT_STRIDE), slot * SLOT_STRIDE);
    }
    for (const postings of this.terms.values()) {
      for (const list of postings) {
        if (!list) continue;
        for (let i = 0; i < list.length; i++) list[i] = (to[list[i]! >>> FREQ_BITS]! << FREQ_BITS) | (list[i]! & FREQ_ESCAPE);
      }
    }
    const big = [...this.bigFreqs];
    this.bigFreqs.clear();
    for (const [key, freq] of big) {
      const [term, field, slot] = key.split('\u0000');
      this.bigFreqs.set(`${term}\u0000${field}\u0000${to[Number(slot)]}`, freq);
    }
    this.slots = slots;
    this.nextSlot = slots.length;
    this.fieldLengths = lengths;
    this.slotScoring = scoring;
    this.flags = flags;
    this.changed();
  }

  /** Counts a listed agent's words, tags and name words in (or out of) the vocabulary and suggestions. */
  private count(doc: IndexedAgent, delta: 1 | -1, words: WordEntry[], nameTokens: string[]): void {
    const category = doc.agent.category ?? '';
    this.listedByCategory.set(category, (this.listedByCategory.get(category) ?? 0) + delta);
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
    for (const entry of words) {
      entry.listed += delta;
      if (entry.listed === 1 && delta > 0) this.vocabulary.set(entry.word, 1);
      else if (entry.listed === 0) this.vocabulary.delete(entry.word);
    }
    const tags = new Set((doc.agent.tags ?? []).map((t) => t.toLowerCase()));
    for (const t of tags) if (t.length >= 1 && t.length <= 40) bump(this.tagTotals, this.tagCounts, t);
    for (const w of new Set(nameTokens)) {
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

  /** The slots were renumbered: every scored word is read again. */
  private changed(): void {
    this.wordCache.clear();
  }

  /**
   * Scores are computed with the number of agents and mean field lengths of the last refresh;
   * refreshed (dropping every cached word) when nothing is cached or they moved more than
   * STATISTICS_DRIFT, so an unchanging catalogue is scored with its own figures exactly.
   */
  private syncStatistics(): void {
    const live = this.docs.size;
    let moved = !this.wordCache.size || Math.abs(live - this.scoredTotal) > STATISTICS_DRIFT * live;
    for (let f = 0; !moved && f < FIELD_COUNT; f++) {
      const avg = this.avgFieldLength[f]!;
      moved = Math.abs(avg - this.scoredAvgFieldLength[f]!) > STATISTICS_DRIFT * avg;
    }
    if (!moved) return;
    this.wordCache.clear();
    this.scoredTotal = live;
    let same = true;
    for (let f = 0; f < FIELD_COUNT; f++) {
      same &&= this.scoredAvgFieldLength[f] === this.avgFieldLength[f];
      this.scoredAvgFieldLength[f] = this.avgFieldLength[f]!;
    }
    if (same) return;
    const scoring = this.slotScoring;
    for (let slot = 0; slot < this.nextSlot; slot++) {
      for (let f = 0; f < FIELD_COUNT; f++) {
        scoring[slot * SLOT_STRIDE + 1 + f] = lengthTerm(this.fieldLengths[slot * FIELD_COUNT + f]!, this.scoredAvgFieldLength[f]!);
      }
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
      const agents = this.words.get(word)?.listed ?? 0;
      const similarity = 1 - distance / Math.max(length, Array.from(word).length);
      if (similarity >= MIN_SIMILARITY) scored.set(word, correctionScore(similarity, agents));
    }
    for (const variant of transpositions(term)) {
      const agents = this.words.get(variant)?.listed;
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
  match(q: UnderstoodQuery, accept: Acceptor, want = Infinity): IndexedAgent[] {
    const n = this.collect(q, accept);
    const top = topPositions(this.candidateKeys, n, want);
    const out: IndexedAgent[] = [];
    const slots = this.candidateSlots;
    for (let i = 0; i < top.length; i++) out.push(this.slots[slots[top[i]!]!]!);
    if (top.length < n) {
      const taken = new Uint8Array(n);
      for (let i = 0; i < top.length; i++) taken[top[i]!] = 1;
      for (let i = 0; i < n; i++) if (!taken[i]) out.push(this.slots[slots[i]!]!);
    }
    return out;
  }

  /** How many agents `accept` lets through (with no filter, a listed agent is taken from its flags). */
  countAccepted(accept: Acceptor): number {
    const flags = this.flags;
    const listedPass = accept.acceptsListed === true;
    let n = 0;
    for (let slot = 0; slot < this.nextSlot; slot++) {
      const f = flags[slot]!;
      if (!(f & PRESENT)) continue;
      if ((listedPass && f & LISTED) || accept(this.slots[slot]!)) n++;
    }
    return n;
  }

  /**
   * How many agents `accept` lets through, per category, when it takes every listed agent (no
   * filter): the listed agents' counts, kept as agents come and go, and the few unlisted agents it
   * also takes (the caller's own). Null for an acceptor with filters.
   */
  countByCategory(accept: Acceptor): Map<string, number> | null {
    if (accept.acceptsListed !== true) return null;
    const counts = new Map(this.listedByCategory);
    const flags = this.flags;
    for (let slot = 0; slot < this.nextSlot; slot++) {
      if ((flags[slot]! & (PRESENT | LISTED)) !== PRESENT) continue;
      const doc = this.slots[slot]!;
      const category = doc.agent.category ?? '';
      if (accept(doc)) counts.set(category, (counts.get(category) ?? 0) + 1);
    }
    return counts;
  }

  /** As `match`, the best `want` matches only (in order), and how many there are in all. */
  top(q: UnderstoodQuery, accept: Acceptor, want: number): { docs: IndexedAgent[]; total: number } {
    const n = this.collect(q, accept);
    const top = topPositions(this.candidateKeys, n, want);
    const docs: IndexedAgent[] = [];
    for (let i = 0; i < top.length; i++) docs.push(this.slots[this.candidateSlots[top[i]!]!]!);
    return { docs, total: n };
  }

  /**
   * Puts the query's matches that `accept` lets through in `candidateSlots`, each one's rank key
   * in `candidateKeys` (in the order of the word with fewest matches, which breaks ties), and
   * answers how many. Whether an agent is present, listed or deprecated is read from `flags`
   * (dense, by slot), so the agent itself is only read when `accept` must judge it.
   */
  private collect(q: UnderstoodQuery, accept: Acceptor): number {
    if (!q.terms.length) return 0;
    this.reserveCandidates(this.nextSlot);
    const outSlots = this.candidateSlots;
    const outKeys = this.candidateKeys;
    const flags = this.flags;
    const listedPass = accept.acceptsListed === true;
    let n = 0;
    const groups = q.groups.filter((g) => indexTerm(g.term) !== null || g.close.length);
    if (!groups.length) {
      for (const doc of this.docs.values()) {
        if (!accept(doc)) continue;
        outSlots[n] = doc.shortId;
        outKeys[n++] = rankKey(doc.deprecated, doc.boost);
      }
    } else {
      const words = groups.map((g) => this.wordResult(g)).sort((a, b) => a.size - b.size);
      const [first, ...rest] = words;
      if (!rest.length) {
        const { scores, terms } = first!;
        const ids = this.slotsOf(first!);
        for (let i = 0; i < ids.length; i++) {
          const id = ids[i]!;
          const f = flags[id]!;
          if (!(f & PRESENT)) continue;
          if (!(listedPass && f & LISTED) && !accept(this.slots[id]!)) continue;
          outSlots[n] = id;
          outKeys[n++] = rankKey((f & DEPRECATED) !== 0, terms ? scores[i]! * terms[i]! : scores[i]!);
        }
      } else {
        n = this.intersect(words, accept, listedPass);
      }
    }
    // The agent the query names by its slug is found even when its words are not (a slug of other
    // words), and comes first; deprecated, it comes first of the deprecated ones, after the others.
    for (const doc of this.named(q.phrase)) {
      const named = doc.deprecated ? -Number.MIN_VALUE : Number.MAX_VALUE;
      const at = this.candidateSlots.subarray(0, n).indexOf(doc.shortId);
      if (at >= 0) this.candidateKeys[at] = named;
      else if (accept(doc)) {
        this.reserveCandidates(n + 1);
        this.candidateSlots[n] = doc.shortId;
        this.candidateKeys[n++] = named;
      }
    }
    return n;
  }

  /**
   * The agents every word matched (the words by their number of matches, fewest first) that
   * `accept` lets through, in slot order, into the candidates with their rank keys; answers how
   * many. Scores are summed word by word in that order. When every word is broad their bitsets
   * are ANDed 32 slots at a time and a match's score is found by a popcount; else each match of
   * the narrowest word is looked up in the others (by bit, or by a cursor up their sorted slots).
   */
  private intersect(words: WordResult[], accept: Acceptor, listedPass: boolean): number {
    const flags = this.flags;
    const outSlots = this.candidateSlots;
    const outKeys = this.candidateKeys;
    const k = words.length;
    const first = words[0]!;
    let n = 0;
    if (k === 2 && first.bits && words[1]!.bits) return this.intersectTwo(first, words[1]!, accept, listedPass);
    if (words.every((w) => w.bits)) {
      let blocks = Infinity;
      for (const w of words) blocks = Math.min(blocks, w.bits!.length);
      const firstBits = first.bits!;
      for (let b = 0; b < blocks; b++) {
        let x = firstBits[b]!;
        for (let w = 1; w < k && x; w++) x &= words[w]!.bits![b]!;
        while (x) {
          const low = x & -x;
          x ^= low;
          const id = (b << 5) | (31 - Math.clz32(low));
          const f = flags[id]!;
          if (!(f & PRESENT)) continue;
          if (!(listedPass && f & LISTED) && !accept(this.slots[id]!)) continue;
          const below = low - 1;
          let score = 0;
          let terms = 0;
          for (let w = 0; w < k; w++) {
            const word = words[w]!;
            const at = word.ranks![b]! + popcount(word.bits![b]! & below);
            score += word.scores[at]!;
            terms += word.terms ? word.terms[at]! : 1;
          }
          outSlots[n] = id;
          outKeys[n++] = rankKey((f & DEPRECATED) !== 0, score * terms);
        }
      }
      return n;
    }
    const cursors = new Int32Array(k);
    const ids = this.slotsOf(first);
    matches: for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      let score = first.scores[i]!;
      let terms = first.terms ? first.terms[i]! : 1;
      for (let w = 1; w < k; w++) {
        const word = words[w]!;
        let at: number;
        if (word.bits) {
          const b = id >>> 5;
          const bit = 1 << (id & 31);
          const block = b < word.bits.length ? word.bits[b]! : 0;
          if (!(block & bit)) continue matches;
          at = word.ranks![b]! + popcount(block & (bit - 1));
        } else {
          const theirs = word.ids!;
          let c = cursors[w]!;
          while (c < theirs.length && theirs[c]! < id) c++;
          cursors[w] = c;
          if (c === theirs.length) break matches;
          if (theirs[c] !== id) continue matches;
          at = c;
        }
        score += word.scores[at]!;
        terms += word.terms ? word.terms[at]! : 1;
      }
      const f = flags[id]!;
      if (!(f & PRESENT)) continue;
      if (!(listedPass && f & LISTED) && !accept(this.slots[id]!)) continue;
      outSlots[n] = id;
      outKeys[n++] = rankKey((f & DEPRECATED) !== 0, score * terms);
    }
    return n;
  }

  /** `intersect` for the common query of two broad words, with each one's arrays at hand. */
  private intersectTwo(a: WordResult, b: WordResult, accept: Acceptor, listedPass: boolean): number {
    const flags = this.flags;
    const outSlots = this.candidateSlots;
    const outKeys = this.candidateKeys;
    const aBits = a.bits!;
    const bBits = b.bits!;
    const aRanks = a.ranks!;
    const bRanks = b.ranks!;
    const aScores = a.scores;
    const bScores = b.scores;
    const aTerms = a.terms;
    const bTerms = b.terms;
    const blocks = Math.min(aBits.length, bBits.length);
    let n = 0;
    for (let block = 0; block < blocks; block++) {
      let x = aBits[block]! & bBits[block]!;
      while (x) {
        const low = x & -x;
        x ^= low;
        const id = (block << 5) | (31 - Math.clz32(low));
        const f = flags[id]!;
        if (!(f & PRESENT)) continue;
        if (!(listedPass && f & LISTED) && !accept(this.slots[id]!)) continue;
        const below = low - 1;
        const i = aRanks[block]! + popcount(aBits[block]! & below);
        const j = bRanks[block]! + popcount(bBits[block]! & below);
        const terms = (aTerms ? aTerms[i]! : 1) + (bTerms ? bTerms[j]! : 1);
        outSlots[n] = id;
        outKeys[n++] = rankKey((f & DEPRECATED) !== 0, (aScores[i]! + bScores[j]!) * terms);
      }
    }
    return n;
  }

  /** A word's slots in order: its own, or a broad word's read from its bitset (into scratch space). */
  private slotsOf(word: WordResult): Int32Array {
    if (word.ids) return word.ids;
    const out = this.scratchTouched.length >= word.size ? this.scratchTouched : new Int32Array(word.size);
    const bits = word.bits!;
    let at = 0;
    for (let b = 0; b < bits.length; b++) {
      let x = bits[b]!;
      while (x) {
        const low = x & -x;
        x ^= low;
        out[at++] = (b << 5) | (31 - Math.clz32(low));
      }
    }
    return out.subarray(0, at);
  }

  /** Room for `n` candidates (kept). */
  private reserveCandidates(n: number): void {
    if (this.candidateSlots.length >= n) return;
    const size = Math.max(n, Math.ceil(this.candidateSlots.length * 1.5), 1024);
    const slots = new Int32Array(size);
    slots.set(this.candidateSlots);
    const keys = new Float64Array(size);
    keys.set(this.candidateKeys);
    this.candidateSlots = slots;
    this.candidateKeys = keys;
  }

  /** The agents a query names by `slug` or `namespace/slug` (lower-case), in the order they were added. */
  private named(phrase: string): IndexedAgent[] {
    const cut = phrase.lastIndexOf('/');
    const found = this.bySlug.get(cut < 0 ? phrase : phrase.slice(cut + 1));
    const all = found === undefined ? [] : Array.isArray(found) ? found : [found];
    if (cut < 0) return all;
    const namespace = phrase.slice(0, cut);
    return all.filter((doc) => doc.namespace.toLowerCase() === namespace);
  }

  /** The scratch arrays, sized to the index, with a new epoch (marks of earlier queries read as unset). */
  private scratch(): { mark: Uint32Array; epoch: number } {
    const n = this.nextSlot;
    if (this.scratchMark.length < n) {
      const size = Math.max(n, Math.ceil(this.scratchMark.length * 1.5), 1024);
      this.scratchMark = new Uint32Array(size);
      this.scratchTouched = new Int32Array(size);
      this.wordScore = new Float64Array(size);
      this.wordBits = new Uint8Array(size);
      this.wordMarks = new Uint32Array((size + 31) >>> 5);
      this.epoch = 0;
    }
    this.epoch = (this.epoch + 1) >>> 0 || 1;
    return { mark: this.scratchMark, epoch: this.epoch };
  }

  /**
   * The scored matches of one word of a query (from the cache when the words it reaches have not
   * changed since): BM25+ over the postings, as MiniSearch's search of `{ prefix: true }` for the
   * word OR'd with its corrections (weighed CORRECTION_WEIGHT) scores them, read straight into
   * typed arrays (no object per match, the cost of a broad word).
   */
  private wordResult(g: { term: string; close: string[] }): WordResult {
    const term = indexTerm(g.term);
    const prefix = !wholeWordOnly(g.term);
    // A misspelling reaches no term of its own (else it would have no corrections): its matches
    // are its corrections' alone, the same for every misspelling read as them.
    const own = term !== null && this.reaches(term, prefix);
    const close = g.close.join(',');
    const key = own ? `${prefix ? '*' : '='}${term}\u0000${close}` : `\u0000${close}`;
    this.syncStatistics();
    const hit = this.wordCache.get(key);
    if (hit) return hit;
    this.scratch();
    this.touchedCount = 0;
    const spellings: Array<{ term: string | null; prefix: boolean; boost: number }> = [];
    if (own) spellings.push({ term, prefix, boost: 1 });
    for (const c of g.close) spellings.push({ term: indexTerm(c), prefix: false, boost: CORRECTION_WEIGHT });
    const reached: string[] = [];
    for (let s = 0; s < spellings.length; s++) {
      const spelling = spellings[s]!;
      if (!spelling.term) continue;
      // Which agents this spelling reached (a spelling counts once per agent, as MiniSearch's query terms do).
      const bit = 1 << s;
      const exact = this.terms.get(spelling.term);
      reached.push(spelling.term);
      if (exact) {
        this.scoreTerm(exact, spelling.term, 1 * spelling.boost, bit);
      }
      if (spelling.prefix) {
        for (const [derived, postings] of this.termTree.atPrefix(spelling.term)) {
          const distance = derived.length - spelling.term.length;
          if (!distance) continue;
          const weight = (PREFIX_WEIGHT * derived.length) / (derived.length + 0.3 * distance);
          this.scoreTerm(postings, derived, weight * spelling.boost, bit);
        }
      }
    }
    const n = this.touchedCount;
    const touched = this.scratchTouched;
    const score = this.wordScore;
    const spelled = this.wordBits;
    // Put in slot order through a bitset of the reached slots (kept all zero between words).
    const marks = this.wordMarks;
    for (let i = 0; i < n; i++) {
      const id = touched[i]!;
      marks[id >>> 5]! |= 1 << (id & 31);
    }
    const blocks = (this.nextSlot + 31) >>> 5;
    const broad = n >= this.nextSlot * BITSET_SHARE;
    const counted = spellings.length > 1;
    // One buffer for all arrays (one allocation): scores, then the slots (or the bitset and its
    // ranks), then the spelling counts when there are several spellings.
    const middle = broad ? blocks * 8 : n * 4;
    const buffer = new ArrayBuffer(n * 4 + middle + (counted ? n : 0));
    const entry: WordResult = {
      size: n,
      scores: new Float32Array(buffer, 0, n),
      ids: broad ? null : new Int32Array(buffer, n * 4, n),
      terms: counted ? new Uint8Array(buffer, n * 4 + middle, n) : null,
      key,
      bits: broad ? new Uint32Array(buffer, n * 4, blocks) : null,
      ranks: broad ? new Int32Array(buffer, n * 4 + blocks * 4, blocks) : null,
    };
    const { ids, scores, terms, bits, ranks } = entry;
    let at = 0;
    for (let b = 0; b < blocks; b++) {
      let x = marks[b]!;
      if (ranks) ranks[b] = at;
      if (!x) continue;
      marks[b] = 0;
      if (bits) bits[b] = x;
      while (x) {
        const low = x & -x;
        x ^= low;
        const id = (b << 5) | (31 - Math.clz32(low));
        if (ids) ids[at] = id;
        scores[at] = score[id]!;
        if (terms) terms[at] = popcount(spelled[id]!);
        // Back to zero for the next word (scoreTerm reads an agent with no bits as not reached yet).
        score[id] = 0;
        spelled[id] = 0;
        at++;
      }
    }
    this.wordCache.set(key, entry, buffer.byteLength, reached, own && prefix ? [term] : []);
    return entry;
  }

  /** Whether a term (or, read as a prefix, a longer one) has postings. */
  private reaches(term: string, prefix: boolean): boolean {
    if (this.terms.has(term)) return true;
    return prefix && !this.termTree.atPrefix(term).keys().next().done;
  }

  /**
   * Adds one term's BM25+ scores (times `weight` and each field's weight) to the scratch arrays,
   * marking each agent reached with `bit`; agents reached first are listed in `scratchTouched`.
   */
  private scoreTerm(postings: TermPostings, derived: string, weight: number, bit: number): void {
    const total = this.scoredTotal;
    const scoring = this.slotScoring;
    const score = this.wordScore;
    const terms = this.wordBits;
    const touched = this.scratchTouched;
    let touchedCount = this.touchedCount;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const list = postings[f];
      if (!list) continue;
      const matching = list.length;
      // Kept at or below the number of agents, the idf stays positive (a negative one would
      // rank matches below the deprecated agents, whose keys are negative).
      const idf = Math.log(1 + (Math.max(total - matching, 0) + 0.5) / (matching + 0.5));
      const factor = weight * FIELD_FACTORS[f]!;
      for (let i = 0; i < matching; i++) {
        const posting = list[i]!;
        const id = posting >>> FREQ_BITS;
        let freq = posting & FREQ_ESCAPE;
        if (freq === FREQ_ESCAPE) freq = this.bigFreqs.get(`${derived}\u0000${f}\u0000${id}`)!;
        const at = id * SLOT_STRIDE;
        const bm25 = idf * (BM25_D + (freq * BM25_K1) / (freq + scoring[at + 1 + f]!));
        const add = factor * scoring[at]! * bm25;
        if (terms[id] === 0) {
          score[id] = add;
          terms[id] = bit;
          touched[touchedCount++] = id;
        } else {
          score[id]! += add;
          terms[id]! |= bit;
        }
      }
    }
    this.touchedCount = touchedCount;
  }

  /** Listed agents whose name has a word beginning with each of the words (or equal to a correction); at most `limit`. */
  namesMatching(q: UnderstoodQuery, limit: number): IndexedAgent[] {
    const groups = q.groups.filter((g) => g.term);
    if (!groups.length) return [];
    // Each word's name-word sets, up to NAME_SETS of them: a short prefix ('re') begins thousands
    // of name words, and walking them all cost milliseconds. A word with more is `many`: read
    // from the names themselves, or walked lazily when it is the only kind there is.
    const sets = groups.map((g) => {
      const found: Array<Set<IndexedAgent>> = [];
      let size = 0;
      let many = false;
      for (const [, set] of this.byNameWord.atPrefix(g.term)) {
        if (found.length === NAME_SETS) {
          many = true;
          break;
        }
        found.push(set);
        size += set.size;
      }
      const corrected: Array<Set<IndexedAgent>> = [];
      for (const c of g.close) {
        const set = this.byNameWord.get(c);
        if (set) corrected.push(set);
      }
      for (const set of corrected) size += set.size;
      if (!many) found.push(...corrected);
      return { g, found, corrected, size: many ? Infinity : size, many };
    });
    sets.sort((a, b) => a.size - b.size);
    const [first, ...rest] = sets;
    // Whether the agent's name has a word of `r`: in one of its few sets, else read from the name.
    const hasWordOf = (doc: IndexedAgent, r: (typeof sets)[number]) =>
      r.many || r.found.length > NAME_SETS ? hasWord(doc.agent.name, r.g.term, r.g.close) : r.found.some((set) => set.has(doc));
    const firstSets: Iterable<Set<IndexedAgent>> = first!.many ? this.nameSetsOf(first!.g.term, first!.corrected) : first!.found;
    // An agent in several of the first word's sets is taken once (marked by slot, in the
    // scratch arrays, rather than held in a Set: the scan reads up to `limit` of them).
    const { mark, epoch } = this.scratch();
    const out: IndexedAgent[] = [];
    for (const set of firstSets) {
      for (const doc of set) {
        if (mark[doc.shortId] === epoch) continue;
        let all = true;
        for (let r = 0; r < rest.length && all; r++) all = hasWordOf(doc, rest[r]!);
        if (!all) continue;
        mark[doc.shortId] = epoch;
        out.push(doc);
        if (out.length >= limit) return out;
      }
    }
    return out;
  }

  /** Every name-word set of a prefix, then its corrections' sets: walked as they are read. */
  private *nameSetsOf(prefix: string, corrected: Array<Set<IndexedAgent>>): Generator<Set<IndexedAgent>> {
    for (const [, set] of this.byNameWord.atPrefix(prefix)) yield set;
    yield* corrected;
  }

  /** Whole tags of listed agents beginning with `text`, else (4 letters or more) close to it; by closeness. */
  tagsMatching(text: string, limit: number): string[] {
    const prefixed: string[] = [];
    for (const tag of this.tagCounts.atPrefix(text).keys()) {
      prefixed.push(tag);
      if (prefixed.length >= 200) break;
    }
    const grams = trigrams(text);
    const similarity = (tag: string) => trigramOverlap(this.tagTrigrams(tag), grams);
    const close: Array<[string, number]> = [];
    if (Array.from(text).length >= 4) {
      for (const [tag] of this.tagCounts.fuzzyGet(text, 2)) {
        if (tag.startsWith(text)) continue;
        const s = similarity(tag);
        if (s >= MIN_SIMILARITY) close.push([tag, s]);
      }
    }
    const byCloseness = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1);
    const prefixedByCloseness = prefixed.map((tag): [string, number] => [tag, similarity(tag)]).sort(byCloseness);
    return [...prefixedByCloseness, ...close.sort(byCloseness)].slice(0, limit).map(([tag]) => tag);
  }

  /** A tag's trigrams, made once (a suggestion compares the typed text with up to 200 tags). */
  private tagTrigrams(tag: string): Set<string> {
    let grams = this.tagGrams.get(tag);
    if (!grams) {
      // Tags no agent holds any more stay until the map is this full, then all are made afresh.
      if (this.tagGrams.size >= TAG_TRIGRAMS) this.tagGrams.clear();
      grams = trigrams(tag);
      this.tagGrams.set(tag, grams);
    }
    return grams;
  }
}

/**
 * What a match is ordered by: its score; a deprecated agent's falls below every other agent's
 * (negative, still in the order of the scores), as the SQL path ranks them.
 */
function rankKey(deprecated: boolean, score: number): number {
  return deprecated ? -1 / (1 + score) : score;
}

/** BM25's length term of a field: `k × (1 − b + b × length / mean length)`, as the formula reads it. */
function lengthTerm(length: number, avg: number): number {
  return BM25_K * (BM25_1_B + (BM25_B * length) / avg);
}

function slotFlags(doc: IndexedAgent): number {
  return PRESENT | (doc.listed ? LISTED : 0) | (doc.deprecated ? DEPRECATED : 0);
}

/** How many bits of a 32-bit number are set. */
function popcount(v: number): number {
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
