// GET /agents/suggest: what the search boxes offer while the user types. Agent names (by their
// words, as prefixes or corrected spellings), whole tags and framework names; public data only,
// so one answer serves every viewer and is kept in the micro-cache.
import type { SearchSuggestion, SearchSuggestQuery, SearchSuggestResponse } from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { matchRanges } from '../lib/highlight.js';
import type { ServiceContext } from './context.js';
import { expandQuery, type ExpandedQuery } from './searchQuery.js';

/** Most agent names one suggestion request reads before picking the most downloaded. */
const AGENT_SCAN_LIMIT = 200;
const MAX_TAGS = 2;
const MAX_FRAMEWORKS = 2;

function likePrefix(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
}

interface SuggestRow {
  kind: SearchSuggestion['kind'];
  label: string;
  id: string | null;
}

/** Where the typed text (or what it was taken to mean) sits in a label, for bold matching. */
function matchIn(label: string, search: ExpandedQuery, phrase: string): [number, number] | null {
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
