// GET /agents/suggest: what the search boxes offer while the user types. Agent names (by their
// words, as prefixes or corrected spellings), whole tags and framework names; public data only,
// so one answer serves every viewer and is kept in the micro-cache.
import type { SearchSuggestion, SearchSuggestQuery, SearchSuggestResponse } from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { matchRanges } from '../lib/highlight.js';
import type { ServiceContext } from '../services/context.js';
import { usableIndex } from './answers.js';
import { nameHead, NAME_HEAD_CHARS, type AgentIndex, type IndexedAgent } from './index.js';
import { SUGGEST_MAX_FRAMEWORKS as MAX_FRAMEWORKS, SUGGEST_MAX_TAGS as MAX_TAGS, SUGGEST_SCAN_LIMIT } from './ranking.js';
import { expandQuery, type ExpandedQuery } from './sqlQuery.js';
import { trigramOverlap, trigrams } from './words.js';

/** Most agent names the SQL fallback reads before picking the most downloaded. */
const AGENT_SCAN_LIMIT = 200;

function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

interface SuggestRow {
  kind: SearchSuggestion['kind'];
  label: string;
  id: string | null;
}

/** Where the typed text (or what it was taken to mean) sits in a label, for bold matching. */
function matchIn(label: string, search: Pick<ExpandedQuery, 'terms' | 'highlight'>, phrase: string): [number, number] | null {
  const lower = label.toLowerCase();
  if (phrase && lower.startsWith(phrase)) return [0, phrase.length];
  const words = /[\p{L}\p{N}]+/gu;
  for (let m = words.exec(lower); m; m = words.exec(lower)) {
    const term = search.terms.find((t) => m![0].startsWith(t));
    if (term) return [m.index, m.index + term.length];
  }
  return matchRanges(label, search.highlight.split(' '))[0] ?? null;
}

export async function suggestText(ctx: ServiceContext, q: SearchSuggestQuery): Promise<string> {
  const phrase = q.q.trim().toLowerCase().replace(/\s+/g, ' ');
  const key = `suggest:${q.limit}:${phrase}`;
  const cached = ctx.searchCache.get(key);
  if (cached !== undefined) return cached;

  const index = await usableIndex(ctx, phrase);
  if (index) {
    const text = JSON.stringify(await suggestFromIndex(ctx, index, q, phrase));
    ctx.searchCache.set(key, text);
    return text;
  }

  const search = await expandQuery(ctx, phrase);
  const agentLimit = Math.max(1, q.limit - MAX_TAGS - MAX_FRAMEWORKS);
  // Names are matched unstemmed ('simple'): the typed words as prefixes, corrections as words. A
  // websearch-syntax query's words still suggest names.
  const names = search.websearch ? search.terms.map((t) => `${t}:*`).join(' & ') : search.match;
  const rows = names
    ? await ctx.handle.query<SuggestRow>(
        sql`
        (SELECT 'agent' AS kind, m.name AS label, m.id::text AS id FROM (
          SELECT a.id, a.name, a.download_count, a.deprecation_message FROM agents a
          WHERE a.visibility = 'public' AND a.taken_down_at IS NULL AND a.name_search @@ (SELECT to_tsquery('simple', ${names}))
          LIMIT ${AGENT_SCAN_LIMIT}
        ) m
        -- Deprecated agents after the others, as in search.
        ORDER BY (lower(m.name) LIKE ${likePrefix(phrase)}) DESC, (m.deprecation_message IS NULL) DESC, m.download_count DESC, m.id
        LIMIT ${agentLimit})
        UNION ALL
        (SELECT 'tag', s.term, NULL FROM search_terms s
        WHERE s.kind = 'tag' AND (
          (s.term >= ${phrase} COLLATE "C" AND s.term < (${phrase} || chr(1114111)) COLLATE "C")
          OR (length(${phrase}) >= 4 AND s.term % ${phrase})
        )
        ORDER BY (s.term >= ${phrase} COLLATE "C" AND s.term < (${phrase} || chr(1114111)) COLLATE "C") DESC,
          similarity(s.term, ${phrase}) DESC, s.term
        LIMIT ${MAX_TAGS})
        UNION ALL
        (SELECT 'framework', f.name, NULL FROM frameworks f
        WHERE lower(f.name) LIKE ${likePrefix(phrase)} OR (length(${phrase}) >= 4 AND lower(f.name) % ${phrase})
        ORDER BY (lower(f.name) LIKE ${likePrefix(phrase)}) DESC, f.stars DESC, f.name
        LIMIT ${MAX_FRAMEWORKS})`,
        { prepare: true },
      )
    : [];

  const suggestions: SearchSuggestion[] = rows.slice(0, q.limit).map((row) => ({
    kind: row.kind,
    label: row.label,
    ...(row.id ? { id: row.id } : {}),
    match: matchIn(row.label, search, phrase),
  }));
  const body: SearchSuggestResponse = { query: q.q, suggestions, did_you_mean: search.didYouMean };
  const text = JSON.stringify(body);
  ctx.searchCache.set(key, text);
  return text;
}

/** Framework names and stars, read at most once a second (there are a few dozen; they rarely change). */
const FRAMEWORKS_TTL_MS = 1_000;

interface FrameworkName {
  name: string;
  lower: string;
  stars: number;
  /** Its trigrams, made once per read rather than once per suggestion. */
  grams: Set<string>;
}

const frameworkLists = new WeakMap<ServiceContext, { at: number; list: FrameworkName[]; loading?: Promise<void> }>();

async function frameworkNames(ctx: ServiceContext): Promise<FrameworkName[]> {
  let entry = frameworkLists.get(ctx);
  const load = async () => {
    const rows = await ctx.handle.raw<{ name: string; stars: number }>('SELECT name, stars FROM frameworks', [], 'suggest_frameworks');
    frameworkLists.set(ctx, {
      at: Date.now(),
      list: rows.map((r) => {
        const lower = r.name.toLowerCase();
        return { name: r.name, lower, stars: Number(r.stars), grams: trigrams(lower) };
      }),
    });
  };
  if (!entry) {
    await load();
    entry = frameworkLists.get(ctx)!;
  } else if (Date.now() - entry.at > FRAMEWORKS_TTL_MS && !entry.loading) {
    // The list of a second ago answers while a fresh one is read.
    entry.loading = load().catch(() => {
      entry!.loading = undefined;
    });
  }
  return entry.list;
}

/**
 * Whether `label.toLowerCase()` begins with `prefix` (lower-case), without lower-casing the whole
 * label when its first characters are ASCII (the common case, and most labels differ at the first).
 */
function startsWithLowered(label: string, prefix: string): boolean {
  if (label.length < prefix.length) return label.toLowerCase().startsWith(prefix);
  for (let i = 0; i < prefix.length; i++) {
    let c = label.charCodeAt(i);
    // Past ASCII, lower-casing may change lengths: the exact way.
    if (c >= 0x80) return label.toLowerCase().startsWith(prefix);
    if (c >= 0x41 && c <= 0x5a) c += 0x20;
    if (c !== prefix.charCodeAt(i)) return false;
  }
  return true;
}

/**
 * Whether `doc`'s name, lower-cased, begins with `phrase`, whose `nameHead` is `phraseHead`: its
 * name is only read when their first letters agree (or one of them is not ASCII).
 */
function nameStartsWith(doc: IndexedAgent, phrase: string, phraseHead: number): boolean {
  const head = doc.nameHead;
  const have = head & 3;
  const want = phraseHead & 3;
  if (head < 0 || phraseHead < 0 || have < want) return startsWithLowered(doc.agent.name, phrase);
  // The name's first `want` letters (the head holds `have`, 7 bits each).
  if (Math.floor(head / 4 / 128 ** (have - want)) !== Math.floor(phraseHead / 4)) return false;
  return phrase.length <= NAME_HEAD_CHARS || startsWithLowered(doc.agent.name, phrase);
}

/**
 * Whether name suggestion `a` (beginning with the typed text or not: `aStarts`) goes before `b`:
 * names beginning with the typed text first, then not deprecated, most downloaded, by id.
 */
function before(a: IndexedAgent, aStarts: boolean, b: IndexedAgent, bStarts: boolean): boolean {
  if (aStarts !== bStarts) return aStarts;
  if (a.deprecated !== b.deprecated) return b.deprecated;
  if (a.downloads !== b.downloads) return a.downloads > b.downloads;
  return a.agent.id < b.agent.id;
}

/**
 * The first `limit` of `names` in that order: one pass keeping the best few in a short sorted
 * array (a page of suggestions out of up to SUGGEST_SCAN_LIMIT matches; sorting them all, with
 * names lower-cased inside the comparison, cost more than the rest of the request).
 */
function bestNames(names: IndexedAgent[], phrase: string, limit: number): IndexedAgent[] {
  const best: IndexedAgent[] = [];
  const starts: boolean[] = [];
  const phraseHead = nameHead(phrase);
  for (const doc of names) {
    const s = nameStartsWith(doc, phrase, phraseHead);
    if (best.length === limit && !before(doc, s, best[limit - 1]!, starts[limit - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(doc, s, best[at - 1]!, starts[at - 1]!)) at--;
    best.splice(at, 0, doc);
    starts.splice(at, 0, s);
    if (best.length > limit) {
      best.pop();
      starts.pop();
    }
  }
  return best;
}

/** Suggestions from the index, with the same picks and order as the SQL: names, then tags, then frameworks. */
async function suggestFromIndex(
  ctx: ServiceContext,
  index: AgentIndex,
  q: SearchSuggestQuery,
  phrase: string,
): Promise<SearchSuggestResponse> {
  const understood = index.understand(phrase);
  const agentLimit = Math.max(1, q.limit - MAX_TAGS - MAX_FRAMEWORKS);
  const rows: SuggestRow[] = [];
  if (understood.terms.length) {
    for (const doc of bestNames(index.namesMatching(understood, SUGGEST_SCAN_LIMIT), phrase, agentLimit)) {
      rows.push({ kind: 'agent', label: doc.agent.name, id: doc.agent.id });
    }
    for (const tag of index.tagsMatching(phrase, MAX_TAGS)) rows.push({ kind: 'tag', label: tag, id: null });
    const grams = Array.from(phrase).length >= 4 ? trigrams(phrase) : null;
    // Each framework is read in place (a copy of each, made with its fields spread, cost a third of a suggestion).
    const frameworks: Array<{ f: FrameworkName; prefix: boolean }> = [];
    for (const f of await frameworkNames(ctx)) {
      const prefix = f.lower.startsWith(phrase);
      if (prefix || (grams !== null && trigramOverlap(f.grams, grams) >= 0.3)) frameworks.push({ f, prefix });
    }
    frameworks.sort((a, b) => Number(b.prefix) - Number(a.prefix) || b.f.stars - a.f.stars || (a.f.name < b.f.name ? -1 : 1));
    for (const { f } of frameworks.slice(0, MAX_FRAMEWORKS)) rows.push({ kind: 'framework', label: f.name, id: null });
  }
  const suggestions: SearchSuggestion[] = rows.slice(0, q.limit).map((row) => ({
    kind: row.kind,
    label: row.label,
    ...(row.id ? { id: row.id } : {}),
    match: matchIn(row.label, understood, phrase),
  }));
  return { query: q.q, suggestions, did_you_mean: understood.didYouMean };
}
