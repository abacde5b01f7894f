// What a typed query means to the database: each word matches as a prefix when some catalogue
// word begins with it ('summ' finds 'summarizer'), and otherwise as its closest spellings in the
// catalogue ('reserch' finds 'research'), found by trigram similarity in search_terms (migration
// 0002). A query with websearch syntax (quotes, -word, OR) keeps PostgreSQL's own parser.
import { sql, type SQL } from 'drizzle-orm';
import { pgTextArray } from '../db/rawSql.js';
import { TtlCache } from '../lib/ttlCache.js';
import type { ServiceContext } from '../services/context.js';
import { tokenize, wholeWordOnly } from './words.js';
import {
  correctionScore,
  FREQUENCY_CAP,
  MAX_CORRECTIONS,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  MIN_CORRECTABLE_LENGTH,
  MIN_SIMILARITY,
  TRANSPOSITION_SIMILARITY,
} from './ranking.js';

export interface ExpandedQuery {
  /** The words as typed. */
  terms: string[];
  /** to_tsquery text matching what the user meant (AND of each word's alternatives). */
  match: string;
  /** to_tsquery text of the words as typed, OR'd: matching it ranks a result first. */
  exact: string;
  /** True when `match` is websearch syntax for websearch_to_tsquery. */
  websearch: boolean;
  /** The query with each misspelled word replaced by its closest spelling, when any was. */
  didYouMean: string | null;
  /** Words to highlight in results: the terms and their corrections. */
  highlight: string;
  /** The whole query, lower-case, spaces collapsed (a slug or `namespace/slug` it names ranks first). */
  phrase: string;
}

export function queryWords(text: string): string[] {
  const words = tokenize(text);
  // Cut by code point, never inside a surrogate pair.
  return [...new Set(words.map((w) => Array.from(w).slice(0, MAX_TERM_LENGTH).join('')))].slice(0, MAX_TERMS);
}

export const WEBSEARCH_SYNTAX = /"|(^|\s)-\S|\sor\s/i;

interface LookupRow {
  term: string;
  known: boolean;
  word: string | null;
  sim: number | null;
  freq: number | null;
}

interface TermInfo {
  known: boolean;
  /** Closest spellings, most likely first. */
  close: string[];
}

/** The word with two neighbouring letters swapped, every way: trigrams miss 'reprot' for 'report'. */
export function transpositions(term: string): string[] {
  // By code point: swapping the halves of a surrogate pair would make text no database can store.
  const chars = Array.from(term);
  const out: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) {
    if (chars[i] !== chars[i + 1]) out.push([...chars.slice(0, i), chars[i + 1], chars[i], ...chars.slice(i + 2)].join(''));
  }
  return out;
}

/**
 * One round trip: for each word, whether a catalogue word begins with it (a range scan on the
 * "C"-collated key) and, only when none does, its likely spellings: trigram neighbours (the %
 * operator on the trigram index) and swapped-letter variants, each with how many public agents
 * hold it (counted up to FREQUENCY_CAP), so a common word beats a rare one that looks as close.
 */
const LOOKUP = `
  SELECT t.term, p.known, c.word, c.sim, c.freq
  FROM unnest($1::text[], $2::text[]) AS t(term, variants)
  CROSS JOIN LATERAL (
    SELECT EXISTS (
      SELECT 1 FROM search_terms s
      WHERE s.kind = 'word' AND s.term >= t.term COLLATE "C" AND s.term < (t.term || chr(1114111)) COLLATE "C"
    ) AS known
  ) p
  LEFT JOIN LATERAL (
    SELECT k.word, k.sim,
      (SELECT count(*)::int FROM (
        SELECT 1 FROM agents a WHERE a.visibility = 'public' AND a.taken_down_at IS NULL AND a.search @@ plainto_tsquery('english', k.word) LIMIT $6
      ) x) AS freq
    FROM (
      SELECT s.term AS word,
        greatest(similarity(s.term, t.term), CASE WHEN s.term = ANY (string_to_array(t.variants, ',')) THEN $4::real ELSE 0 END) AS sim
      FROM search_terms s
      WHERE NOT p.known AND length(t.term) >= $3 AND s.kind = 'word'
        AND (s.term % t.term OR s.term = ANY (string_to_array(t.variants, ',')))
      ORDER BY 2 DESC, 1
      LIMIT $5
    ) k
  ) c ON TRUE`;

/** Candidates read per misspelled word before the most likely few are kept. */
const CANDIDATES = 4;

export async function lookupTerms(ctx: ServiceContext, terms: string[]): Promise<Map<string, TermInfo>> {
  const rows = await ctx.handle.raw<LookupRow>(
    LOOKUP,
    // Arrays go as text[] literals: the embedded database's worker passes parameters as text.
    [
      pgTextArray(terms),
      pgTextArray(terms.map((t) => transpositions(t).join(','))),
      MIN_CORRECTABLE_LENGTH,
      TRANSPOSITION_SIMILARITY,
      CANDIDATES,
      FREQUENCY_CAP,
    ],
    'search_terms_lookup',
  );
  const scored = new Map<string, { known: boolean; candidates: Array<{ word: string; score: number }> }>();
  for (const row of rows) {
    const entry = scored.get(row.term) ?? { known: row.known, candidates: [] };
    scored.set(row.term, entry);
    const freq = Number(row.freq ?? 0);
    const sim = Number(row.sim ?? 0);
    // A word no public agent holds any more (its agent went private or was deleted) is no answer.
    if (!row.word || freq === 0 || sim < MIN_SIMILARITY) continue;
    entry.candidates.push({ word: row.word, score: correctionScore(sim, freq) });
  }
  return new Map(
    [...scored].map(([term, { known, candidates }]) => [
      term,
      {
        known,
        close: candidates
          .sort((a, b) => b.score - a.score || a.word.localeCompare(b.word))
          .slice(0, MAX_CORRECTIONS)
          .map((c) => c.word),
      },
    ]),
  );
}

/** Widens a typed query to what the user meant; cached briefly, as the catalogue's words change slowly. */
export async function expandQuery(ctx: ServiceContext, text: string): Promise<ExpandedQuery> {
  const key = text.trim().toLowerCase();
  let cache = expansionCache.get(ctx);
  if (!cache) expansionCache.set(ctx, (cache = new TtlCache<ExpandedQuery>(EXPANSIONS_KEPT, EXPANSION_TTL_MS)));
  const cached = cache.get(key);
  if (cached) return cached;
  const value = await expand(ctx, key);
  cache.set(key, value);
  return value;
}

const EXPANSION_TTL_MS = 30_000;
const EXPANSIONS_KEPT = 2_000;
const expansionCache = new WeakMap<ServiceContext, TtlCache<ExpandedQuery>>();

async function expand(ctx: ServiceContext, text: string): Promise<ExpandedQuery> {
  const terms = queryWords(text);
  const phrase = text.replace(/\s+/g, ' ');
  if (WEBSEARCH_SYNTAX.test(text) || !terms.length) {
    return { terms, match: text, exact: text, websearch: true, didYouMean: null, highlight: text, phrase };
  }
  const found = await lookupTerms(
    ctx,
    terms.filter((t) => !wholeWordOnly(t)),
  );
  const groups: string[] = [];
  const meant: string[] = [];
  let corrected = false;
  for (const term of terms) {
    const row = found.get(term);
    const close = row?.close ?? [];
    if (wholeWordOnly(term)) {
      // The full-text parser keeps the letters of 'c++' ('c'): matched as that whole word, never a prefix.
      groups.push(tsWord(term));
      meant.push(term);
    } else if (row?.known || !close.length) {
      groups.push(`${term}:*`);
      meant.push(term);
    } else {
      // The word as typed stays: an agent only its owner sees may hold it.
      groups.push(`(${[`${term}:*`, ...close].join(' | ')})`);
      meant.push(close[0]!);
      corrected = true;
    }
  }
  const alternatives = terms.flatMap((t) => found.get(t)?.close ?? []);
  return {
    terms,
    match: groups.join(' & '),
    exact: terms.map(tsWord).join(' | '),
    websearch: false,
    didYouMean: corrected ? meant.join(' ') : null,
    highlight: [...terms, ...alternatives].join(' '),
    phrase,
  };
}

/** The slug, or namespace and slug, a whole query could be (`qa-tester`, `alice/qa-tester`). */
export function namedRef(phrase: string): { namespace?: string; slug: string } | undefined {
  const m = /^(?:([a-z0-9][a-z0-9._-]*)\/)?([a-z0-9][a-z0-9._-]*)$/.exec(phrase);
  if (!m) return undefined;
  return m[1] ? { namespace: m[1], slug: m[2]! } : { slug: m[2]! };
}

/** A word as a to_tsquery operand: its letters and digits only (the parser reads 'c++' as 'c'). */
function tsWord(term: string): string {
  return term.replace(/[+#]/g, '');
}

/** The tsquery of what the user meant, as an InitPlan (parsed once per statement). */
export function matchQuery(q: ExpandedQuery): SQL {
  return q.websearch ? sql`(SELECT websearch_to_tsquery('english', ${q.match}))` : sql`(SELECT to_tsquery('english', ${q.match}))`;
}

/** The tsquery of the words as typed: a result matching it ranks above corrections. */
export function exactQuery(q: ExpandedQuery): SQL {
  return q.websearch ? sql`(SELECT websearch_to_tsquery('english', ${q.exact}))` : sql`(SELECT to_tsquery('english', ${q.exact}))`;
}
