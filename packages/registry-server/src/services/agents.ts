import crypto from 'node:crypto';
import {
  AGENT_API_MESSAGES,
  AGENT_FILTER_CATEGORIES,
  ERROR_CODES,
  INLINE_MESSAGES,
  PUBLISH_MESSAGES,
  agentRef,
  toAgentSlug,
  type Agent,
  type AgentCreate,
  type AgentFacetsQuery,
  type AgentFilterCategory,
  type AgentListQuery,
  type AgentUpdate,
} from '@agent-registry/api-client/contract';
import type { SQL } from 'drizzle-orm';
import type { UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { decodeCursor, encodeCursor, fingerprint, type Cursor } from '../lib/cursor.js';
import { checkReadme, clipText, metadataTags, METADATA_LIMITS, readAgentFile } from '../lib/agentYaml.js';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../lib/errors.js';
import { givenFields } from '../lib/fields.js';
import { highlighter } from '../lib/highlight.js';
import * as repo from '../repositories/agents.js';
import * as versionRepo from '../repositories/agentVersions.js';
import * as orgRepo from '../repositories/orgs.js';
import type { AgentDbRow, AgentKey, KeyCast, ListOrderName, Ownership, RankedRow } from '../repositories/agents.js';
import type { IndexRow } from '../repositories/agentChanges.js';
import type { Queryable } from '../db/rawSql.js';
import type { ServiceContext } from './context.js';
import {
  countFromIndex,
  facetsFromIndex,
  indexListDataText,
  listFromIndex,
  usableIndex,
  type IndexList,
  type IndexViewer,
} from '../search/answers.js';
import type { AgentIndex } from '../search/index.js';
import { exactQuery, expandQuery, matchQuery, namedRef, type ExpandedQuery } from '../search/sqlQuery.js';
import { takedownJson, takenDown } from './takedowns.js';
import { isOperator } from './operators.js';
import { findNamespace, mayPublishInto, orgRole } from './namespaces.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (v: string) => UUID.test(v);

/** Deepest OFFSET a plain `page` may reach; further pages go through next_token. */
const MAX_OFFSET = 10_000;

/** `Date#toISOString`'s form, in which the search index's rows hold their timestamps. */
const API_INSTANT = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/**
 * A timestamp of an agent's row as the API writes it. One in that form already is kept as it is
 * (making a Date of it again took a tenth of a search index build); drizzle's raw statements give
 * PostgreSQL's own text form.
 */
const apiTime = (at: Date | string): string => (typeof at === 'string' && API_INSTANT.test(at) ? at : iso(at)!);

export function agentJson(row: AgentDbRow | IndexRow): Agent {
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
    star_count: Number(row.star_count),
    category: row.category,
    featured: row.featured,
    visibility: row.visibility,
    status: row.status,
    current_version: row.current_version,
    tags: row.tags ?? [],
    repository_url: row.repository_url,
    documentation_url: row.documentation_url,
    created_at: apiTime(row.created_at),
    updated_at: apiTime(row.updated_at),
    namespace: row.namespace,
    slug: row.slug,
    deprecation_message: row.deprecation_message ?? null,
    takedown: takedownJson(row),
  };
}

// --- Addressing -----------------------------------------------------------------------------

/** The agent a path parameter names, else 404 'Agent not found' (it can name none). */
export function agentKey(idOrRef: string): AgentKey {
  if (isUuid(idOrRef)) return { id: idOrRef.toLowerCase() };
  // Namespaces (usernames) and slugs are lower-case; neither holds a slash.
  const m = /^([^/]+)\/([^/]+)$/.exec(idOrRef.trim());
  if (!m) throw notFound(INLINE_MESSAGES.agentNotFound);
  return { namespace: m[1]!.toLowerCase(), slug: m[2]!.toLowerCase() };
}

/**
 * Drops an agent's cached answers (under its id and its 'namespace/slug') and the cached search
 * answers, after a write.
 */
export function forgetAgent(ctx: ServiceContext, agent: { id: string; namespace: string; slug: string }, search = true): void {
  ctx.agentCache.delete(agent.id.toLowerCase());
  ctx.agentCache.delete(`${agent.namespace}/${agent.slug}`.toLowerCase());
  if (search) ctx.searchCache.clear();
  // The change is in the feed already (a trigger wrote it): the next search here reads it first.
  ctx.search?.touched();
}

// --- Reading one ----------------------------------------------------------------------------

/**
 * The row of an agent the viewer may see (public, or their own), else 404 'Agent not found'. A
 * taken-down agent is shown to its owner and to operators; anyone else gets a 451 whose message
 * is the operators' public reason.
 */
export async function getAgentRow(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<AgentDbRow> {
  const row = await repo.findVisibleAgent(ctx.handle, agentKey(idOrRef), viewer?.id ?? null);
  if (!row) throw notFound(INLINE_MESSAGES.agentNotFound);
  if (row.taken_down_at && !(await holdsAgent(ctx, row, viewer)) && !isOperator(ctx, viewer)) throw takenDown(row.takedown_reason);
  return row;
}

/** The viewer as the search index matches them: with the organisations they belong to. */
async function indexViewer(ctx: ServiceContext, viewer: UserRow | null): Promise<IndexViewer | null> {
  if (!viewer) return null;
  return { id: viewer.id, orgIds: new Set(await orgRepo.memberOrgIds(ctx.handle, viewer.id)) };
}

/** Whether the agent is the viewer's: their own, or an organisation's they belong to. */
export async function holdsAgent(
  ctx: ServiceContext,
  row: Pick<AgentDbRow, 'owner_id' | 'org_id'>,
  viewer: UserRow | null,
): Promise<boolean> {
  if (!viewer) return false;
  if (row.owner_id === viewer.id) return true;
  return row.org_id !== null && (await orgRole(ctx, row.org_id, viewer.id)) !== null;
}

/** An agent the viewer may see (public, or their own), else 404 'Agent not found'. */
export async function getAgent(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<Agent> {
  return agentJson(await getAgentRow(ctx, idOrRef, viewer));
}

/**
 * GET /agents/{id} as a JSON string. Public agents are the same for every viewer, so their
 * serialized form is kept in the micro-cache; private agents never are.
 */
export async function getAgentJsonText(ctx: ServiceContext, idOrRef: string, viewer: UserRow | null): Promise<string> {
  // Under the id or the 'namespace/slug' as asked; forgetAgent drops both.
  const key = idOrRef.trim().toLowerCase();
  const cached = ctx.agentCache.get(key);
  if (cached !== undefined) return cached;
  const agent = await getAgent(ctx, idOrRef, viewer);
  const text = JSON.stringify(agent);
  // A taken-down agent reaches only its owner and operators: never cached for everyone.
  if (agent.visibility === 'public' && !agent.takedown) ctx.agentCache.set(key, text);
  return text;
}

// --- Lists and search -----------------------------------------------------------------------

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
  return value.replace(/^(\d{4}-\d\d-\d\dT\d\d:\d\d)(?=Z|[+-])/, '$1:00').replace(/(\.\d{6})\d+/, '$1');
}

/** A cursor's keys must fit the SQL types they are cast to, else 400 (never a database error). */
function checkKeys(keys: Array<string | number>, casts: KeyCast[]): void {
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

export interface ListResult {
  data: Agent[];
  count: number;
  pagination: { page: number; page_size: number; total: number; total_pages: number };
  next_token: string | null;
  did_you_mean?: string | null;
}

function result(data: Agent[], page: number, pageSize: number, total: number, next: Cursor | null): ListResult {
  return {
    data,
    count: data.length,
    pagination: { page, page_size: pageSize, total, total_pages: Math.ceil(total / pageSize) },
    next_token: next ? encodeCursor(next) : null,
  };
}

/** The WHERE conditions of a list or its facets, so both count the same agents. */
function conditions(
  q: Pick<AgentListQuery, 'category' | 'featured' | 'visibility' | 'tag' | 'updated_since'>,
  viewer: UserRow | null,
  search: ExpandedQuery | null,
  options: { ownerOnly?: boolean } = {},
  withTakenDown = false,
): SQL[] {
  const filters = {
    category: q.category,
    featured: q.featured,
    visibility: q.visibility,
    tag: q.tag,
    updatedSince: q.updated_since && normalizeInstant(q.updated_since),
    match: search ? matchQuery(search) : undefined,
    ref: search ? namedRef(search.phrase) : undefined,
  };
  return repo.listConditions(filters, viewer?.id ?? null, { ...options, withTakenDown });
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
 * Highlights are computed in JavaScript for the returned page only. Answered as the JSON the API
 * sends: a page from the search index is written from each agent's JSON, kept by the index,
 * rather than serialized again.
 */
export async function listAgentsText(
  ctx: ServiceContext,
  q: AgentListQuery,
  viewer: UserRow | null,
  options: { ownerOnly?: boolean } = {},
): Promise<string> {
  const load = async () => {
    const answer = await listAnswer(ctx, q, viewer, options);
    return 'list' in answer ? JSON.stringify(answer.list) : indexListText(answer.index, answer.found, q.page_size);
  };
  // Anonymous pages without a query (the catalogue as everyone browses it, a few pages read by
  // everyone) are the same for all: kept for a second (listCache), one read for a crowd asking at
  // once. Searches are answered by the index and are too many to keep.
  if (viewer || options.ownerOnly || q.query?.trim()) return load();
  return ctx.listCache.getOrLoad(JSON.stringify(q), load);
}

/** A page from the search index as the API's JSON. */
export function indexListText(index: AgentIndex, found: IndexList, pageSize: number): string {
  // The envelope with a stand-in for its data, which comes first: the same text JSON.stringify writes.
  const envelope = JSON.stringify(indexListResult(found, pageSize, 0));
  return `{"data":${indexListDataText(index, found)}${envelope.slice('{"data":0'.length)}`;
}

function indexListResult<D>(found: IndexList, pageSize: number, data: D): Omit<ListResult, 'data'> & { data: D } {
  return {
    data,
    count: found.docs.length,
    pagination: { page: found.page, page_size: pageSize, total: found.total, total_pages: Math.ceil(found.total / pageSize) },
    next_token: found.next ? encodeCursor(found.next) : null,
    did_you_mean: found.didYouMean,
  };
}

/** A list from the search index (and the index), or from SQL. */
async function listAnswer(
  ctx: ServiceContext,
  q: AgentListQuery,
  viewer: UserRow | null,
  options: { ownerOnly?: boolean },
): Promise<{ list: ListResult } | { index: AgentIndex; found: IndexList }> {
  const pageSize = q.page_size;
  const text = q.query?.trim() ?? '';
  if (q.updated_since && !isRealTimestamp(normalizeInstant(q.updated_since))) {
    throw badRequest('updated_since must be an RFC 3339 date-time', { updated_since: 'Invalid date-time' });
  }
  const mode: ListOrderName | 'relevance' = q.updated_since ? 'sync' : (q.sort ?? (text ? 'relevance' : 'newest'));
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

  // A text search is answered from the search index once it is built.
  // Operators also see taken-down agents, which the index leaves out: their few searches take the SQL path.
  const index = text && mode !== 'sync' && !isOperator(ctx, viewer) ? await usableIndex(ctx, text) : null;
  const fromIndex = index
    ? listFromIndex(index, {
        q,
        viewer: await indexViewer(ctx, viewer),
        ownerOnly: !!options.ownerOnly,
        text,
        mode,
        filters,
        maxOffset: MAX_OFFSET,
      })
    : null;
  if (index && fromIndex) return { index, found: fromIndex };

  const search = text ? await expandQuery(ctx, text) : null;
  const conds = conditions(q, viewer, search, options, isOperator(ctx, viewer));
  const cursor = q.next_token ? decodeCursor(q.next_token, mode, filters) : null;
  const page = cursor ? cursor.p : q.page;
  if (!cursor && (page - 1) * pageSize > MAX_OFFSET) {
    throw badRequest('page is too deep: use next_token to page further', { page: 'Use next_token' });
  }
  const offset = cursor ? 0 : (page - 1) * pageSize;

  const finish = (rows: AgentDbRow[]) => {
    const data = rows.map(agentJson);
    if (search) {
      const highlights = highlighter(search.highlight);
      for (const agent of data) agent.highlights = highlights(agent);
    }
    return data;
  };
  const withCorrection = (list: ListResult): ListResult => (search ? { ...list, did_you_mean: search.didYouMean } : list);

  if (mode !== 'relevance') {
    const order = repo.LIST_ORDERS[mode];
    if (cursor) checkKeys(cursor.k, order.casts);
    const rowsPromise = repo.selectAgentPage(ctx.handle, conds, { order, after: cursor?.k, limit: pageSize + 1, offset });
    const [rows, total] = await Promise.all([rowsPromise, cursor ? Promise.resolve(cursor.t) : listTotal(ctx, q, viewer, options, conds)]);
    const more = rows.length > pageSize;
    const pageRows = rows.slice(0, pageSize);
    const last = pageRows[pageRows.length - 1];
    const next: Cursor | null = more && last ? { s: mode, f: filters, k: repo.orderKeys(order, last), p: page + 1, t: total } : null;
    return { list: withCorrection(result(finish(pageRows), page, pageSize, total, next)) };
  }

  return { list: withCorrection(await relevanceSearch(ctx, { search: search!, conds, pageSize, page, offset, cursor, filters, finish })) };
}

/**
 * How many agents a list without a relevance ranking holds. A catalogue page (no query) is counted
 * by the search index once it is built, as a search would find its agents: counting the table
 * reads every row (200 ms at 100,000 agents on PGlite). The index is as fresh as search is (this
 * instance's own writes first, another's within a second). "My agents" (which holds the owner's
 * taken-down agents) and operators (who see every taken-down agent) are counted by SQL, since the
 * index leaves taken-down agents out.
 */
async function listTotal(
  ctx: ServiceContext,
  q: AgentListQuery,
  viewer: UserRow | null,
  options: { ownerOnly?: boolean },
  conds: SQL[],
): Promise<number> {
  const byIndex = !options.ownerOnly && !q.updated_since && !q.query?.trim() && !isOperator(ctx, viewer);
  const index = byIndex ? await usableIndex(ctx, '') : null;
  return index ? countFromIndex(index, q, await indexViewer(ctx, viewer)) : repo.countAgents(ctx.handle, conds);
}

interface RelevanceArgs {
  search: ExpandedQuery;
  conds: SQL[];
  pageSize: number;
  page: number;
  offset: number;
  cursor: Cursor | null;
  filters: string;
  finish: (rows: AgentDbRow[]) => Agent[];
}

async function relevanceSearch(ctx: ServiceContext, args: RelevanceArgs): Promise<ListResult> {
  const { conds, pageSize, page, offset, cursor, filters } = args;
  const limit = Math.max(1, ctx.config.searchCandidateLimit);
  // One pass over the GIN matches gives the candidates and the total; a very broad query stops
  // after `scanLimit` matches (its total then reads as that many).
  const scanLimit = Math.max(limit, ctx.config.searchScanLimit);
  const want = offset + pageSize + 1;
  const rows: Array<AgentDbRow & { rank?: number }> = [];
  let candN: number;
  let edge: [number, string] | null;
  let matches: number;

  if (!cursor || cursor.ph !== 'x') {
    // Phase 1: rank the top candidates only.
    if (cursor) checkKeys(cursor.k, ['real', 'uuid']);
    const ranked: RankedRow[] = await repo.rankCandidates(ctx.handle, conds, {
      match: matchQuery(args.search),
      exact: exactQuery(args.search),
      ref: args.search.phrase,
      scanLimit,
      candidates: limit,
      want,
      after: cursor ? [cursor.k[0]!, cursor.k[1]!] : undefined,
    });
    const head = ranked[0];
    candN = Number(head?.cand_n ?? 0);
    matches = Number(head?.total ?? 0);
    edge = head?.edge_id ? [Number(head.edge_dc), head.edge_id] : null;
    for (const r of ranked) if (r.id) rows.push({ ...r, rank: Number(r.rank) });
  } else {
    checkKeys(cursor.e ?? [], ['integer', 'uuid', 'integer']);
    matches = cursor.t;
    candN = Number(cursor.e![2]);
    edge = [Number(cursor.e![0]), String(cursor.e![1])];
  }

  // Phase 2: matches beyond the ranked candidates, in the cheap order.
  const rankedCount = rows.length;
  if (rows.length < want && candN >= limit && edge) {
    const order = repo.LIST_ORDERS.downloads;
    const after = cursor?.ph === 'x' ? cursor.k : edge;
    checkKeys(after, order.casts);
    rows.push(...(await repo.selectAgentPage(ctx.handle, conds, { order, after, limit: want - rows.length })));
  }

  // The first page's total is the number of matches the scan counted: exact up to `scanLimit`,
  // `scanLimit` for a broader query. Later pages carry it in their cursor.
  const total = cursor ? cursor.t : matches;
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
  // Without a query too: counting every row by category took 200-400 ms at 100,000 agents on PGlite.
  const index = !isOperator(ctx, viewer) ? await usableIndex(ctx, text) : null;
  const fromIndex = index ? facetsFromIndex(index, q, await indexViewer(ctx, viewer), text) : null;
  if (fromIndex !== null) {
    if (!viewer) ctx.searchCache.set(key, fromIndex);
    return fromIndex;
  }
  const search = text ? await expandQuery(ctx, text) : null;
  const scanLimit = search ? Math.max(1, ctx.config.searchScanLimit) : undefined;
  const rows = await repo.countByCategory(ctx.handle, conditions(q, viewer, search, {}, isOperator(ctx, viewer)), scanLimit);
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

/**
 * The agent `idOrRef` names when `user` owns it. Someone else's public agent is a 403 ('You can
 * only change your own agents'); a private one, or none, a 404 (its existence is not revealed).
 * `lock` takes the row's lock for the rest of a transaction (`tx` is then required).
 */
export async function loadOwned(
  ctx: ServiceContext,
  idOrRef: string,
  user: UserRow,
  options: { tx?: Queryable; lock?: boolean; ownerRole?: boolean } = {},
): Promise<Ownership> {
  const row = await repo.findOwnership(ctx.handle, agentKey(idOrRef), { ...options, userId: user.id });
  // An organisation's agent is its members' (maintainers publish, yank, deprecate and edit;
  // owners also delete and transfer); any other agent is its owner's.
  const member = row?.org_id ? row.role !== null : false;
  const mine = row ? (row.org_id ? member : row.owner_id === user.id) : false;
  if (!row || (!mine && !member && row.visibility !== 'public')) throw notFound(INLINE_MESSAGES.agentNotFound);
  if (!mine) throw forbidden(AGENT_API_MESSAGES.ownAgentsOnly);
  if (options.ownerRole && row.org_id && row.role !== 'owner') throw forbidden(ORG_OWNER_ONLY);
  return row;
}

/** A maintainer's refusal where an organisation's owner is needed. */
export const ORG_OWNER_ONLY = 'Only an owner of the organisation can do this';

/**
 * An owner's write that matched nothing: says why, 403 ('not yours') or 404 ('not there'), with
 * a second look (only then: on success the write is one statement).
 */
export async function refuseOwnerWrite(ctx: ServiceContext, idOrRef: string, user: UserRow, ownerRole = false): Promise<never> {
  await loadOwned(ctx, idOrRef, user, { ownerRole });
  throw notFound(INLINE_MESSAGES.agentNotFound);
}

/** A publish into a namespace that is neither the caller's nor an organisation they maintain. */
export const NAMESPACE_FORBIDDEN = AGENT_API_MESSAGES.namespaceForbidden;

/**
 * POST /agents: a new agent and its first version, in one transaction. The agent.yaml comes as
 * `agent_yaml`, as `manifest`, or (legacy callers) is made from name, current_version,
 * description and tags, which then needs a `manifest` with at least spec.runtime and spec.model.
 */
export async function createAgent(ctx: ServiceContext, user: UserRow, input: AgentCreate): Promise<Agent> {
  const legacy: Record<string, unknown> = { version: input.current_version || '1.0.0' };
  if (input.name !== undefined) legacy.name = toAgentSlug(input.name);
  if (input.description) legacy.description = input.description;
  if (input.tags?.length) legacy.tags = input.tags;
  const file = readAgentFile(input, { metadata: legacy });
  if (input.current_version && input.current_version !== file.version) {
    const message = AGENT_API_MESSAGES.currentVersionMismatch(file.version);
    throw badRequest(message, { current_version: message });
  }
  const readme = checkReadme(input.readme);
  const namespace = input.namespace ?? user.username;
  const holder = namespace === user.username ? undefined : await findNamespace(ctx, namespace);
  if (namespace !== user.username && !(holder && (await mayPublishInto(ctx, user.id, namespace)))) {
    throw new ApiError(403, ERROR_CODES.forbidden, NAMESPACE_FORBIDDEN(namespace), { namespace: NAMESPACE_FORBIDDEN(namespace) });
  }
  const ref = agentRef({ namespace, slug: file.name })!;

  const id = crypto.randomUUID();
  const now = ctx.clock.now().toISOString();
  const name = clipText(input.name ?? file.displayName, METADATA_LIMITS.name) || file.name;
  const description = input.description ?? clipText(file.description, METADATA_LIMITS.description) ?? '';
  const tags = input.tags ?? metadataTags(file.tags) ?? [];
  const author = input.author_name || clipText(file.author, METADATA_LIMITS.author) || user.fullName || user.username;

  const row = await ctx.db.transaction(async (tx) => {
    const agent = await repo.insertAgent(
      tx,
      {
        id,
        // An organisation's agent is the organisation's alone, whoever publishes it first.
        owner_id: holder?.org_id ? null : user.id,
        org_id: holder?.org_id ?? null,
        name,
        description,
        author_name: author,
        category: input.category,
        visibility: input.visibility ?? 'public',
        current_version: file.version,
        tags,
        repository_url: input.repository_url || null,
        documentation_url: input.documentation_url || null,
        manifest: file.manifest,
        namespace,
        slug: file.name,
      },
      now,
    );
    // A taken namespace/slug inserts nothing (no error inside the transaction): answered as 409.
    if (!agent) throw conflict(PUBLISH_MESSAGES.nameTaken(ref), 'metadata.name');
    await versionRepo.insertVersion(tx, versionRepo.newVersionRow(id, file, readme, input.changelog ?? '', user.id), now);
    return agent;
  });
  forgetAgent(ctx, row);
  return agentJson(row);
}

/** PUT /agents/{id}: the agent's metadata (its versions are published, never edited). */
export async function updateAgent(ctx: ServiceContext, user: UserRow, idOrRef: string, input: AgentUpdate): Promise<Agent> {
  const key = agentKey(idOrRef);
  const changes: repo.AgentChanges = givenFields(input, [
    'name',
    'description',
    'author_name',
    'category',
    'visibility',
    'tags',
    'repository_url',
    'documentation_url',
  ]);
  // An empty author name falls back to the owner's name; empty links are cleared.
  if (changes.author_name !== undefined) changes.author_name ||= user.fullName || user.username;
  if (changes.repository_url !== undefined) changes.repository_url ||= null;
  if (changes.documentation_url !== undefined) changes.documentation_url ||= null;
  const row =
    (await repo.updateOwnedAgent(ctx.handle, key, user.id, ctx.clock.now().toISOString(), changes)) ??
    (await refuseOwnerWrite(ctx, idOrRef, user));
  forgetAgent(ctx, row);
  return agentJson(row);
}

/** DELETE /agents/{id}: the agent and (by cascade) every version of it. */
export async function deleteAgent(ctx: ServiceContext, user: UserRow, idOrRef: string): Promise<{ message: string; id: string }> {
  const deleted =
    (await repo.deleteOwnedAgent(ctx.handle, agentKey(idOrRef), user.id)) ?? (await refuseOwnerWrite(ctx, idOrRef, user, true));
  forgetAgent(ctx, deleted);
  return { message: AGENT_API_MESSAGES.agentDeleted, id: deleted.id };
}
