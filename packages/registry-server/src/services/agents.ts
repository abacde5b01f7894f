import {
  AGENT_FILTER_CATEGORIES,
  INLINE_MESSAGES,
  type AgentFacetsQuery,
  type AgentFilterCategory,
  type AgentHighlight,
  type AgentListQuery,
  type AgentUpdate,
} from '@agent-registry/api-client/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { UserRow } from '../db/schema.js';
import { decodeCursor, encodeCursor, fingerprint, type Cursor } from '../lib/cursor.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { highlightAgent } from '../lib/highlight.js';
import type { ServiceContext } from './context.js';
import { exactQuery, expandQuery, matchQuery, type ExpandedQuery } from './searchQuery.js';
import { iso } from './users.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

/** Deepest OFFSET a plain `page` may reach; further pages go through next_token. */
const MAX_OFFSET = 10_000;

export interface AgentDbRow {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  author_name: string;
  category: string;
  featured: boolean;
  visibility: string;
  status: string;
  current_version: string;
  tags: string[];
  repository_url: string | null;
  documentation_url: string | null;
  rating: number;
  download_count: number;
  views: number;
  manifest?: Record<string, unknown> | null;
  namespace: string;
  slug: string;
  deprecation_message: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  author: string | null;
}

export interface AgentJson {
  id: string;
  owner_id: string;
  name: string;
  description: string;
  author: string | null;
  author_name: string;
  rating: number;
  download_count: number;
  views: number;
  category: string;
  featured: boolean;
  visibility: string;
  status: string;
  current_version: string;
  tags: string[];
  repository_url: string | null;
  documentation_url: string | null;
  created_at: string | null;
  updated_at: string | null;
  namespace: string;
  slug: string;
  deprecation_message: string | null;
  highlights?: AgentHighlight[];
}

export const SELECT_COLUMNS = `a.id, a.owner_id, a.name, a.description, a.author_name, a.category, a.featured,
  a.visibility, a.status, a.current_version, a.tags, a.repository_url, a.documentation_url, a.rating,
  a.download_count, a.views, a.created_at, a.updated_at, a.namespace, a.slug, a.deprecation_message,
  u.username AS author`;

export function agentJson(row: AgentDbRow): AgentJson {
  return {
    id: row.id,
    owner_id: row.owner_id,
    name: row.name,
    description: row.description,
    author: row.author ?? null,
    author_name: row.author_name,
    rating: Number(row.rating),
    download_count: Number(row.download_count),
    views: Number(row.views),
    category: row.category,
    featured: row.featured,
    visibility: row.visibility,
    status: row.status,
    current_version: row.current_version,
    tags: row.tags ?? [],
    repository_url: row.repository_url,
    documentation_url: row.documentation_url,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    namespace: row.namespace,
    slug: row.slug,
    deprecation_message: row.deprecation_message ?? null,
  };
}

// --- Addressing -----------------------------------------------------------------------------

/** How a path names an agent: its id, or 'namespace/slug' (the slash URL-encoded in the path). */
export type AgentKey = { id: string } | { namespace: string; slug: string };

/** The agent a path parameter names, or null when it can name none (answered as a 404). */
export function agentKey(idOrRef: string): AgentKey | null {
  if (isUuid(idOrRef)) return { id: idOrRef.toLowerCase() };
  // Namespaces (usernames) and slugs are lower-case; neither holds a slash.
  const m = /^([^/]+)\/([^/]+)$/.exec(idOrRef.trim());
  return m ? { namespace: m[1]!.toLowerCase(), slug: m[2]!.toLowerCase() } : null;
}

/** A WHERE condition selecting the agent `key` names, on the table or alias `table`. */
export function keyCondition(key: AgentKey, table = 'a'): SQL {
  const t = sql.raw(table);
  return 'id' in key ? sql`${t}.id = ${key.id}` : sql`${t}.namespace = ${key.namespace} AND ${t}.slug = ${key.slug}`;
}

/**
 * Drops an agent's cached answers (under its id and its 'namespace/slug') and the cached search
 * answers, after a write.
 */
export function forgetAgent(ctx: ServiceContext, agent: { id: string; namespace: string; slug: string }, search = true): void {
  ctx.agentCache.delete(agent.id.toLowerCase());
  ctx.agentCache.delete(`${agent.namespace}/${agent.slug}`.toLowerCase());
  if (search) ctx.searchCache.clear();
}

// --- Reading one ----------------------------------------------------------------------------

const GET_BY_ID = `SELECT ${SELECT_COLUMNS} FROM agents a JOIN users u ON u.id = a.owner_id
  WHERE a.id = $1 AND (a.visibility = 'public' OR a.owner_id = $2)`;
const GET_BY_REF = `SELECT ${SELECT_COLUMNS} FROM agents a JOIN users u ON u.id = a.owner_id
  WHERE a.namespace = $1 AND a.slug = $2 AND (a.visibility = 'public' OR a.owner_id = $3)`;

/** The row of an agent the viewer may see (public, or their own), else 404 'Agent not found'. */
export async function getAgentRow(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<AgentDbRow> {
  const key = agentKey(idOrRef);
  if (!key) throw notFound(INLINE_MESSAGES.agentNotFound);
  const rows =
    'id' in key
      ? await ctx.handle.raw<AgentDbRow>(GET_BY_ID, [key.id, viewer?.id ?? null], 'agent_by_id')
      : await ctx.handle.raw<AgentDbRow>(GET_BY_REF, [key.namespace, key.slug, viewer?.id ?? null], 'agent_by_ref');
  if (!rows[0]) throw notFound(INLINE_MESSAGES.agentNotFound);
  return rows[0];
}

/** An agent the viewer may see (public, or their own), else 404 'Agent not found'. */
export async function getAgent(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<AgentJson> {
  return agentJson(await getAgentRow(ctx, idOrRef, viewer));
}

/**
 * GET /agents/{id} as a JSON string. Public agents are the same for every viewer, so their
 * serialized form is kept in the micro-cache; private agents never are.
 */
export async function getAgentJsonText(
  ctx: ServiceContext,
  idOrRef: string,
  viewer: UserRow | null,
  validate?: (agent: AgentJson) => void,
): Promise<string> {
  // Under the id or the 'namespace/slug' as asked; forgetAgent drops both.
  const key = idOrRef.trim().toLowerCase();
  const cached = ctx.agentCache.get(key);
  if (cached !== undefined) return cached;
  const agent = await getAgent(ctx, idOrRef, viewer);
  validate?.(agent);
  const text = JSON.stringify(agent);
  if (agent.visibility === 'public') ctx.agentCache.set(key, text);
  return text;
}

// --- Lists and search -----------------------------------------------------------------------

/** 'sync' is the order of `updated_since`: oldest change first, so a mirror can resume. */
type SortKey = 'newest' | 'downloads' | 'popular' | 'sync';

interface SortSpec {
  cols: string[];
  casts: string[];
  keys: (r: AgentDbRow) => Array<string | number>;
  ascending?: boolean;
}

const SORTS: Record<SortKey, SortSpec> = {
  sync: {
    cols: ['a.updated_at', 'a.id'],
    casts: ['timestamptz', 'uuid'],
    keys: (r) => [iso(r.updated_at)!, r.id],
    ascending: true,
  },
  newest: {
    cols: ['a.created_at', 'a.id'],
    casts: ['timestamptz', 'uuid'],
    keys: (r) => [iso(r.created_at)!, r.id],
  },
  downloads: {
    cols: ['a.download_count', 'a.id'],
    casts: ['integer', 'uuid'],
    keys: (r) => [Number(r.download_count), r.id],
  },
  popular: {
    cols: ['a.rating', 'a.download_count', 'a.id'],
    casts: ['real', 'integer', 'uuid'],
    keys: (r) => [Number(r.rating), Number(r.download_count), r.id],
  },
};

/**
 * A timestamp PostgreSQL accepts: a calendar date that exists (no 2024-02-30: JavaScript rolls it
 * over, PostgreSQL refuses it) in years 1 to 9999, and a time of day in range.
 */
function isRealTimestamp(value: string): boolean {
  const m = /^(\d{4})-(\d\d)-(\d\d)T(\d\d):(\d\d):(\d\d)(\.\d{1,6})?(Z|[+-]\d\d:\d\d)$/.exec(value);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return false;
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCDate() === day && date.getUTCMonth() === month - 1;
}

/**
 * An RFC 3339 instant in the one form isRealTimestamp reads: seconds present (RFC 3339 requires
 * them, zod's check does not), fractions cut to PostgreSQL's microseconds.
 */
function normalizeInstant(value: string): string {
  return value
    .replace(/^(\d{4}-\d\d-\d\dT\d\d:\d\d)(?=Z|[+-])/, '$1:00')
    .replace(/(\.\d{6})\d+/, '$1');
}

function checkKeys(keys: Array<string | number>, casts: string[]): void {
  const ok =
    keys.length === casts.length &&
    keys.every((k, i) => {
      switch (casts[i]) {
        case 'uuid':
          return typeof k === 'string' && isUuid(k);
        case 'timestamptz':
          return typeof k === 'string' && isRealTimestamp(k);
        case 'integer':
          return typeof k === 'number' && Number.isInteger(k) && Math.abs(k) < 2 ** 31;
        case 'real':
          // Within float4: PostgreSQL refuses an out-of-range `::real` with an error, not a row.
          return typeof k === 'number' && Number.isFinite(k) && (k === 0 || (Math.abs(k) >= 1.2e-38 && Math.abs(k) <= 3.4e38));
        default:
          return false;
      }
    });
  if (!ok) throw badRequest('Invalid next_token', { next_token: 'Invalid next_token' });
}

function keysetCondition(cols: string[], casts: string[], keys: Array<string | number>, ascending = false): SQL {
  checkKeys(keys, casts);
  const left = sql.raw(`(${cols.join(', ')})`);
  const right = sql.join(
    keys.map((k, i) => sql`${k}::${sql.raw(casts[i])}`),
    sql`, `,
  );
  return ascending ? sql`${left} > (${right})` : sql`${left} < (${right})`;
}

function orderBy(cols: string[], ascending = false): SQL {
  return sql.raw(cols.map((c) => `${c} ${ascending ? 'ASC' : 'DESC'}`).join(', '));
}

export interface ListResult {
  data: AgentJson[];
  count: number;
  pagination: { page: number; page_size: number; total: number; total_pages: number };
  next_token: string | null;
  did_you_mean?: string | null;
}

function result(data: AgentJson[], page: number, pageSize: number, total: number, next: Cursor | null): ListResult {
  return {
    data,
    count: data.length,
    pagination: { page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) },
    next_token: next ? encodeCursor(next) : null,
  };
}

type ListFilters = Pick<AgentListQuery, 'category' | 'featured' | 'visibility' | 'tag' | 'updated_since'>;

/**
 * The WHERE conditions of a list: what the viewer may see, the filters, and the text match.
 * Shared by the list and its facet counts, so both count the same agents.
 */
function listConditions(
  q: ListFilters,
  viewer: UserRow | null,
  search: ExpandedQuery | null,
  options: { ownerOnly?: boolean },
): SQL[] {
  const conds: SQL[] = [];
  if (options.ownerOnly) {
    conds.push(sql`a.owner_id = ${viewer!.id}`);
    if (q.visibility) conds.push(sql`a.visibility = ${q.visibility}`);
  } else if (q.visibility === 'public') {
    conds.push(sql`a.visibility = 'public'`);
  } else if (q.visibility === 'private') {
    conds.push(viewer ? sql`a.visibility = 'private' AND a.owner_id = ${viewer.id}` : sql`FALSE`);
  } else {
    conds.push(viewer ? sql`(a.visibility = 'public' OR a.owner_id = ${viewer.id})` : sql`a.visibility = 'public'`);
  }
  if (q.category) conds.push(sql`a.category = ${q.category}`);
  if (q.featured !== undefined) conds.push(sql`a.featured = ${q.featured}`);
  if (q.tag) conds.push(sql`a.tags @> ARRAY[${q.tag}]::text[]`);
  if (q.updated_since) conds.push(sql`a.updated_at >= ${normalizeInstant(q.updated_since)}::timestamptz`);
  // The tsquery is an InitPlan, computed once per statement: as a plain expression over a
  // parameter, a prepared (generic) plan would parse it again for every row it ranks or rechecks.
  if (search) conds.push(sql`a.search @@ ${matchQuery(search)}`);
  return conds;
}

/**
 * GET /agents and GET /agents/my-agents.
 * - No query: filters + keyset order (newest by default; popular; downloads).
 * - Query and sort: the GIN match, ordered by the sort (no ranking needed).
 * - Query without sort: relevance, in one statement: a single pass over the GIN matches (at most
 *   SEARCH_SCAN_LIMIT, default 5,000) counts them and keeps the top candidates by a cheap order
 *   (downloads, SEARCH_CANDIDATE_LIMIT, default 200); only those are ranked with ts_rank. Matches
 *   beyond the candidates follow in the cheap order, so they stay reachable while the cost per
 *   request stays bounded.
 * Highlights are computed in JavaScript for the returned page only.
 */
export async function listAgents(
  ctx: ServiceContext,
  q: AgentListQuery,
  viewer: UserRow | null,
  options: { ownerOnly?: boolean } = {},
): Promise<ListResult> {
  const pageSize = q.page_size;
  const text = q.query?.trim() ?? '';
  if (q.updated_since && !isRealTimestamp(normalizeInstant(q.updated_since))) {
    throw badRequest('updated_since must be an RFC 3339 date-time', { updated_since: 'Invalid date-time' });
  }
  const mode: SortKey | 'relevance' = q.updated_since ? 'sync' : (q.sort ?? (text ? 'relevance' : 'newest'));
  const search = text ? await expandQuery(ctx, text) : null;
  const conds = listConditions(q, viewer, search, options);

  const filters = fingerprint([
    text,
    q.category ?? null,
    q.featured ?? null,
    q.visibility ?? null,
    q.tag ?? null,
    q.updated_since ?? null,
    options.ownerOnly ? viewer!.id : null,
    viewer?.id ?? null,
  ]);
  const cursor = q.next_token ? decodeCursor(q.next_token, mode, filters) : null;
  const page = cursor ? cursor.p : q.page;
  if (!cursor && (page - 1) * pageSize > MAX_OFFSET) {
    throw badRequest('page is too deep: use next_token to page further', { page: 'Use next_token' });
  }
  const offset = cursor ? 0 : (page - 1) * pageSize;
  const where = (extra: SQL[] = []) => sql.join([...conds, ...extra], sql` AND `);

  const countAll = async (): Promise<number> => {
    const [row] = await ctx.handle.query<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM agents a WHERE ${where()}`,
      { prepare: true },
    );
    return Number(row?.n ?? 0);
  };

  const finish = (rows: AgentDbRow[]) => {
    const data = rows.map(agentJson);
    if (search) {
      for (const agent of data) agent.highlights = highlightAgent(agent, search.highlight);
    }
    return data;
  };
  const withCorrection = (list: ListResult): ListResult =>
    search ? { ...list, did_you_mean: search.didYouMean } : list;

  if (mode !== 'relevance') {
    const spec = SORTS[mode];
    const extra = cursor ? [keysetCondition(spec.cols, spec.casts, cursor.k, spec.ascending)] : [];
    const rowsPromise = ctx.handle.query<AgentDbRow>(sql`
      SELECT ${sql.raw(SELECT_COLUMNS)} FROM agents a JOIN users u ON u.id = a.owner_id
      WHERE ${where(extra)}
      ORDER BY ${orderBy(spec.cols, spec.ascending)}
      LIMIT ${pageSize + 1} OFFSET ${offset}`,
      { prepare: true },
    );
    const [rows, total] = await Promise.all([rowsPromise, cursor ? Promise.resolve(cursor.t) : countAll()]);
    const more = rows.length > pageSize;
    const pageRows = rows.slice(0, pageSize);
    const last = pageRows[pageRows.length - 1];
    const next: Cursor | null =
      more && last ? { s: mode, f: filters, k: spec.keys(last), p: page + 1, t: total } : null;
    return withCorrection(result(finish(pageRows), page, pageSize, total, next));
  }

  return withCorrection(await relevanceSearch(ctx, { search: search!, where, pageSize, page, offset, cursor, filters, countAll, finish }));
}

interface RelevanceArgs {
  search: ExpandedQuery;
  where: (extra?: SQL[]) => SQL;
  pageSize: number;
  page: number;
  offset: number;
  cursor: Cursor | null;
  filters: string;
  countAll: () => Promise<number>;
  finish: (rows: AgentDbRow[]) => AgentJson[];
}

type RankedRow = AgentDbRow & {
  cand_n: number;
  total: number;
  edge_dc: number | null;
  edge_id: string | null;
  rank: number | null;
};

async function relevanceSearch(ctx: ServiceContext, args: RelevanceArgs): Promise<ListResult> {
  const { where, pageSize, page, offset, cursor, filters } = args;
  const limit = Math.max(1, ctx.config.searchCandidateLimit);
  // One pass over the GIN matches gives the candidates and the total; a very broad query stops
  // after `scanLimit` matches (its total then reads as that many).
  const scanLimit = Math.max(limit, ctx.config.searchScanLimit);
  const want = offset + pageSize + 1;
  const rows: Array<AgentDbRow & { rank?: number }> = [];
  let candN: number;
  let edge: [number, string] | null;
  let matches: number | undefined;

  if (!cursor || cursor.ph !== 'x') {
    // Phase 1: rank the top candidates only.
    const keyset = cursor ? sql`WHERE (rank, id) < (${cursor.k[0]}::real, ${cursor.k[1]}::uuid)` : sql``;
    if (cursor) checkKeys(cursor.k, ['real', 'uuid']);
    const ranked = await ctx.handle.query<RankedRow>(
      sql`
      WITH m AS MATERIALIZED (
        SELECT a.id, a.download_count, a.search, a.deprecation_message IS NOT NULL AS deprecated
        FROM agents a WHERE ${where()} LIMIT ${scanLimit}
      ),
      cand AS (
        SELECT id, download_count, search, deprecated FROM m ORDER BY download_count DESC, id DESC LIMIT ${limit}
      ),
      edge AS (
        SELECT (SELECT count(*) FROM m)::int AS total, count(*)::int AS cand_n,
          (array_agg(download_count ORDER BY download_count, id))[1] AS edge_dc,
          (array_agg(id ORDER BY download_count, id))[1] AS edge_id
        FROM cand
      ),
      page AS (
        SELECT id, rank FROM (
          -- A match of the words as typed counts on top of the match of what was meant, so an
          -- exact hit ranks above a corrected or prefix one. A deprecated agent keeps a quarter
          -- of its rank: still found, but after the agents that replace it.
          SELECT c.id, ((ts_rank(c.search, ${matchQuery(args.search)}) + ts_rank(c.search, ${exactQuery(args.search)}))
            * CASE WHEN c.deprecated THEN 0.25 ELSE 1 END)::real AS rank
          FROM cand c
        ) r ${keyset}
        ORDER BY rank DESC, id DESC
        LIMIT ${want}
      )
      SELECT e.cand_n, e.total, e.edge_dc, e.edge_id, p.rank, ${sql.raw(SELECT_COLUMNS)}
      FROM edge e
      LEFT JOIN page p ON TRUE
      LEFT JOIN agents a ON a.id = p.id
      LEFT JOIN users u ON u.id = a.owner_id
      ORDER BY p.rank DESC, p.id DESC`,
      { prepare: true },
    );
    const head = ranked[0];
    candN = Number(head?.cand_n ?? 0);
    matches = Number(head?.total ?? 0);
    edge = head?.edge_id ? [Number(head.edge_dc), head.edge_id] : null;
    for (const r of ranked) if (r.id) rows.push({ ...r, rank: Number(r.rank) });
  } else {
    checkKeys(cursor.e ?? [], ['integer', 'uuid', 'integer']);
    candN = Number(cursor.e![2]);
    edge = [Number(cursor.e![0]), String(cursor.e![1])];
  }

  // Phase 2: matches beyond the ranked candidates, in the cheap order.
  const rankedCount = rows.length;
  if (rows.length < want && candN >= limit && edge) {
    const after =
      cursor?.ph === 'x'
        ? keysetCondition(['a.download_count', 'a.id'], ['integer', 'uuid'], cursor.k)
        : keysetCondition(['a.download_count', 'a.id'], ['integer', 'uuid'], edge);
    const rest = await ctx.handle.query<AgentDbRow>(sql`
      SELECT ${sql.raw(SELECT_COLUMNS)} FROM agents a JOIN users u ON u.id = a.owner_id
      WHERE ${where([after])}
      ORDER BY a.download_count DESC, a.id DESC
      LIMIT ${want - rows.length}`,
      { prepare: true },
    );
    rows.push(...rest);
  }

  // The window count of the candidate scan is the exact number of matches.
  const total = cursor ? cursor.t : (matches ?? (await args.countAll()));
  const pageRows = rows.slice(offset, offset + pageSize);
  const more = rows.length > offset + pageSize;
  let next: Cursor | null = null;
  const lastIndex = offset + pageRows.length - 1;
  const last = rows[lastIndex];
  if (more && last) {
    const e = edge ? [edge[0], edge[1], candN] : undefined;
    next =
      lastIndex < rankedCount
        ? { s: 'relevance', f: filters, k: [Number(last.rank), last.id], p: page + 1, t: total, ph: 'r', e }
        : { s: 'relevance', f: filters, k: [Number(last.download_count), last.id], p: page + 1, t: total, ph: 'x', e };
  }
  return result(args.finish(pageRows), page, pageSize, total, next);
}

// --- Facets ---------------------------------------------------------------------------------

/**
 * GET /agents/facets: how many agents the viewer may see match the query and filters, per
 * category. A text query counts at most SEARCH_SCAN_LIMIT matches, as the list's total does.
 * Anonymous answers are kept in the micro-cache.
 */
export async function agentFacetsText(ctx: ServiceContext, q: AgentFacetsQuery, viewer: UserRow | null): Promise<string> {
  const text = q.query?.trim() ?? '';
  const key = `facets:${fingerprint([text.toLowerCase(), q.tag ?? null, q.featured ?? null])}`;
  if (!viewer) {
    const cached = ctx.searchCache.get(key);
    if (cached !== undefined) return cached;
  }
  const search = text ? await expandQuery(ctx, text) : null;
  const where = sql.join(listConditions(q, viewer, search, {}), sql` AND `);
  const limit = search ? sql`LIMIT ${Math.max(1, ctx.config.searchScanLimit)}` : sql``;
  const rows = await ctx.handle.query<{ category: string; n: number }>(
    sql`SELECT m.category, count(*)::int AS n FROM (SELECT a.category FROM agents a WHERE ${where} ${limit}) m GROUP BY m.category`,
    { prepare: true },
  );
  const categories = Object.fromEntries(AGENT_FILTER_CATEGORIES.map((c) => [c, 0])) as Record<AgentFilterCategory, number>;
  let total = 0;
  for (const row of rows) {
    total += Number(row.n);
    if (row.category in categories) categories[row.category as AgentFilterCategory] = Number(row.n);
  }
  const body = JSON.stringify({ total, categories });
  if (!viewer) ctx.searchCache.set(key, body);
  return body;
}

// --- Writes ---------------------------------------------------------------------------------

export interface OwnedAgent {
  id: string;
  owner_id: string;
  visibility: string;
  namespace: string;
  slug: string;
}

/**
 * The agent `idOrRef` names when `user` owns it. Someone else's public agent is a 403 ('You can
 * only change your own agents'); a private one, or none, a 404 (its existence is not revealed).
 * `lock` takes the row's lock for the rest of a transaction (`tx` is then required).
 */
export async function loadOwned(
  ctx: ServiceContext,
  idOrRef: string,
  user: UserRow,
  options: { tx?: Queryable; lock?: boolean } = {},
): Promise<OwnedAgent> {
  const key = agentKey(idOrRef);
  if (!key) throw notFound(INLINE_MESSAGES.agentNotFound);
  const q = sql`SELECT a.id, a.owner_id, a.visibility, a.namespace, a.slug FROM agents a
    WHERE ${keyCondition(key)}${options.lock ? sql` FOR UPDATE` : sql``}`;
  const [row] = options.tx ? await txRows<OwnedAgent>(options.tx, q) : await ctx.handle.query<OwnedAgent>(q);
  if (!row || (row.owner_id !== user.id && row.visibility !== 'public')) throw notFound(INLINE_MESSAGES.agentNotFound);
  if (row.owner_id !== user.id) throw forbidden('You can only change your own agents');
  return row;
}

/** What runs SQL inside a transaction (drizzle's transaction object, either driver). */
export interface Queryable {
  execute(query: SQL): Promise<unknown>;
}

/** The rows of a statement run on a transaction (both drivers answer `{ rows }`). */
export async function txRows<T>(tx: Queryable, query: SQL): Promise<T[]> {
  return ((await tx.execute(query)) as { rows: T[] }).rows;
}

/** A text[] literal; each element quoted and escaped, so any string is stored as data. */
export function pgTextArray(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}

/** PUT /agents/{id}: the agent's metadata (its versions are published, never edited). */
export async function updateAgent(ctx: ServiceContext, user: UserRow, idOrRef: string, input: AgentUpdate): Promise<AgentJson> {
  const key = agentKey(idOrRef);
  if (!key) throw notFound(INLINE_MESSAGES.agentNotFound);
  const sets: SQL[] = [sql`updated_at = ${ctx.clock.now().toISOString()}`];
  const set = (col: string, value: unknown) => sets.push(sql`${sql.raw(col)} = ${value}`);
  if (input.name !== undefined) set('name', input.name);
  if (input.description !== undefined) set('description', input.description);
  if (input.author_name !== undefined) set('author_name', input.author_name || user.fullName || user.username);
  if (input.category !== undefined) set('category', input.category);
  if (input.visibility !== undefined) set('visibility', input.visibility);
  if (input.tags !== undefined) sets.push(sql`tags = ${pgTextArray(input.tags)}::text[]`);
  if (input.repository_url !== undefined) set('repository_url', input.repository_url || null);
  if (input.documentation_url !== undefined) set('documentation_url', input.documentation_url || null);
  // One statement on success: the owner's update and the updated row. Only when nothing matched
  // does a second look tell 'not yours' (403) from 'not there' (404).
  const rows = await ctx.handle.query<AgentDbRow>(sql`
    WITH a AS (
      UPDATE agents a SET ${sql.join(sets, sql`, `)} WHERE ${keyCondition(key)} AND a.owner_id = ${user.id} RETURNING a.*)
    SELECT ${sql.raw(SELECT_COLUMNS)} FROM a JOIN users u ON u.id = a.owner_id`);
  if (!rows[0]) {
    await loadOwned(ctx, idOrRef, user);
    throw notFound(INLINE_MESSAGES.agentNotFound);
  }
  forgetAgent(ctx, rows[0]);
  return agentJson(rows[0]);
}

/** DELETE /agents/{id}: the agent and (by cascade) every version of it. */
export async function deleteAgent(ctx: ServiceContext, user: UserRow, idOrRef: string): Promise<{ message: string; id: string }> {
  const key = agentKey(idOrRef);
  if (!key) throw notFound(INLINE_MESSAGES.agentNotFound);
  const deleted = await ctx.handle.query<{ id: string; namespace: string; slug: string }>(
    sql`DELETE FROM agents a WHERE ${keyCondition(key)} AND a.owner_id = ${user.id} RETURNING a.id, a.namespace, a.slug`,
  );
  if (!deleted[0]) {
    await loadOwned(ctx, idOrRef, user);
    throw notFound(INLINE_MESSAGES.agentNotFound);
  }
  forgetAgent(ctx, deleted[0]);
  return { message: 'Agent deleted successfully', id: deleted[0].id };
}
