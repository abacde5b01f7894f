// Search answers from the in-memory index: GET /agents with a query, its facets, and suggestions.
// Each answers null when the index cannot (still building, or websearch syntax), and the caller
// answers from SQL instead, in the same shape.
import {
  AGENT_FILTER_CATEGORIES,
  type AgentFacetsQuery,
  type AgentHighlight,
  type AgentFilterCategory,
  type AgentListQuery,
} from '@agent-registry/api-client/contract';
import { decodeCursor, type Cursor } from '../lib/cursor.js';
import { badRequest } from '../lib/errors.js';
import { highlighter } from '../lib/highlight.js';
import type { ServiceContext } from '../services/context.js';
import type { Acceptor, AgentIndex, IndexedAgent } from './index.js';
import { WEBSEARCH_SYNTAX } from './sqlQuery.js';

/** The index this search may use: null when it is off, building, or the query needs PostgreSQL's parser. */
export async function usableIndex(ctx: ServiceContext, text: string): Promise<AgentIndex | null> {
  if (!ctx.search || WEBSEARCH_SYNTAX.test(text)) return null;
  return ctx.search.fresh(ctx.config.searchIndexStrict);
}

type Filters = Pick<AgentListQuery, 'category' | 'featured' | 'visibility' | 'tag'>;

/** Who searches: the signed-in user and the organisations they belong to. */
export interface IndexViewer {
  id: string;
  orgIds: ReadonlySet<string>;
}

/** Who may find what (as repositories/agents.ts listConditions says it in SQL), and the filters. */
function acceptor(q: Filters, viewer: IndexViewer | null, ownerOnly: boolean): Acceptor {
  // The viewer's own agents and their organisations'.
  const theirs = (doc: IndexedAgent) =>
    viewer !== null && (doc.ownerId === viewer.id || (doc.orgId !== null && viewer.orgIds.has(doc.orgId)));
  const accept: Acceptor = (doc) => {
    const a = doc.agent;
    if (ownerOnly ? !theirs(doc) : !(doc.listed || theirs(doc))) return false;
    // A taken-down agent stays in its owner's own list only (as listConditions has it).
    if (!ownerOnly && a.takedown) return false;
    if (q.visibility && a.visibility !== q.visibility) return false;
    if (q.visibility === 'private' && !theirs(doc)) return false;
    if (q.category && a.category !== q.category) return false;
    if (q.featured !== undefined && a.featured !== q.featured) return false;
    if (q.tag && !(a.tags ?? []).includes(q.tag)) return false;
    return true;
  };
  // No filter: every listed agent passes, and the index reads that from its own flags.
  accept.acceptsListed = !ownerOnly && !q.visibility && !q.category && q.featured === undefined && !q.tag;
  return accept;
}

type Order = (a: IndexedAgent, b: IndexedAgent) => number;
const byId = (a: IndexedAgent, b: IndexedAgent) => (a.agent.id < b.agent.id ? 1 : a.agent.id > b.agent.id ? -1 : 0);
/** The explicit sorts of a search, as repositories/agents.ts LIST_ORDERS orders them. */
const ORDERS: Record<string, Order> = {
  newest: (a, b) => b.createdMs - a.createdMs || byId(a, b),
  downloads: (a, b) => b.downloads - a.downloads || byId(a, b),
  popular: (a, b) => b.rating - a.rating || b.downloads - a.downloads || byId(a, b),
  stars: (a, b) => (b.agent.star_count ?? 0) - (a.agent.star_count ?? 0) || byId(a, b),
};

export interface IndexListArgs {
  q: AgentListQuery;
  viewer: IndexViewer | null;
  ownerOnly: boolean;
  text: string;
  mode: string;
  /** The filters' fingerprint, as the SQL path's tokens carry it. */
  filters: string;
  maxOffset: number;
}

export interface IndexList {
  /** The page's agents, and each one's highlights. */
  docs: IndexedAgent[];
  highlights: AgentHighlight[][];
  page: number;
  total: number;
  next: Cursor | null;
  didYouMean: string | null;
}

/** A search (relevance or an explicit sort) from the index, paged by offset in next_token. */
export function listFromIndex(index: AgentIndex, args: IndexListArgs): IndexList | null {
  const { q, text, mode, filters } = args;
  const kind = `index-${mode}`;
  let cursor: Cursor | null = null;
  if (q.next_token) {
    try {
      cursor = decodeCursor(q.next_token, kind, filters);
    } catch {
      return null; // a token of the SQL path (made while the index was building): SQL reads it
    }
    const offset = cursor.k[0];
    if (cursor.k.length !== 1 || typeof offset !== 'number' || !Number.isInteger(offset) || offset < 0 || offset >= 2 ** 31) {
      throw badRequest('Invalid next_token', { next_token: 'Invalid next_token' });
    }
  }
  const pageSize = q.page_size;
  const page = cursor ? cursor.p : q.page;
  const offset = cursor ? Number(cursor.k[0]) : (page - 1) * pageSize;
  if (!cursor && offset > args.maxOffset) throw badRequest('page is too deep: use next_token to page further', { page: 'Use next_token' });

  const understood = index.understand(text);
  const order = ORDERS[mode] as Order | undefined;
  const accept = acceptor(q, args.viewer, args.ownerOnly);
  let pageDocs: IndexedAgent[];
  let found: number;
  if (order) {
    const matches = index.match(understood, accept);
    matches.sort(order);
    pageDocs = matches.slice(offset, offset + pageSize);
    found = matches.length;
  } else {
    // Relevance: only the agents up to this page are put in order (deprecated ones last).
    const best = index.top(understood, accept, offset + pageSize);
    pageDocs = best.docs.slice(offset, offset + pageSize);
    found = best.total;
  }
  const highlights = highlighter(understood.highlight);
  const more = found > offset + pageSize;
  const total = cursor ? cursor.t : found;
  const next: Cursor | null = more ? { s: kind, f: filters, k: [offset + pageSize], p: page + 1, t: total } : null;
  return { docs: pageDocs, highlights: pageDocs.map((d) => highlights(d.agent)), page, total, next, didYouMean: understood.didYouMean };
}

/**
 * The JSON of a page's agents, `[...]`, as `JSON.stringify` writes each agent with its highlights
 * added last: each agent's own JSON comes from the index (written once per agent).
 */
export function indexListDataText(index: AgentIndex, list: IndexList): string {
  const items = list.docs.map((d, i) => `${index.agentText(d).slice(0, -1)},"highlights":${JSON.stringify(list.highlights[i])}}`);
  return `[${items.join(',')}]`;
}

/** How many agents a list without a query holds for `viewer`, with its filters, from the index. */
export function countFromIndex(index: AgentIndex, q: Filters, viewer: IndexViewer | null): number {
  return index.countAccepted(acceptor(q, viewer, false));
}

/**
 * GET /agents/facets from the index: what the list would find, per category. Without a query,
 * from the index's running counts when no filter applies; null (SQL counts) when one does.
 */
export function facetsFromIndex(index: AgentIndex, q: AgentFacetsQuery, viewer: IndexViewer | null, text: string): string | null {
  const accept = acceptor({ tag: q.tag, featured: q.featured }, viewer, false);
  const categories = Object.fromEntries(AGENT_FILTER_CATEGORIES.map((c) => [c, 0])) as Record<AgentFilterCategory, number>;
  if (!text) {
    const counts = index.countByCategory(accept);
    if (!counts) return null;
    let total = 0;
    for (const [category, n] of counts) {
      total += n;
      if (category in categories) categories[category as AgentFilterCategory] = n;
    }
    return JSON.stringify({ total, categories });
  }
  const matches = index.match(index.understand(text), accept, 0);
  for (const doc of matches) {
    const c = doc.agent.category as AgentFilterCategory;
    if (c in categories) categories[c]++;
  }
  return JSON.stringify({ total: matches.length, categories });
}
