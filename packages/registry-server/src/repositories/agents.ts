// The SQL of the agents table. The services decide who may see or change what and check what
// callers send; these functions only read and write rows. Row types come from the drizzle schema.
import { sql, type SQL } from 'drizzle-orm';
import type { DbHandle } from '../db/client.js';
import { Coalescer } from '../db/coalesce.js';
import { pgTextArray, txRows, type Queryable, type SqlRow } from '../db/rawSql.js';
import type { agents } from '../db/schema.js';

type AgentColumns = SqlRow<typeof agents>;

/**
 * An agent as the API shows it (AGENT_COLUMNS): its row with its author, the owner's username (an
 * organisation's agent has no owning user: its namespace, the organisation's name).
 */
export type AgentDbRow = Omit<AgentColumns, 'manifest' | 'deprecated_at' | 'search' | 'name_search'> & {
  author: string | null;
};

/**
 * The columns of an agent as the API shows it, on `a` (agents) and `u` (its owner); `instant`
 * says how its timestamps are read (as they are: the driver makes Dates of them).
 */
export const agentColumns = (instant: (column: string) => string = (column) => column) => `a.id, a.owner_id, a.name, a.description,
  a.author_name, a.category, a.featured, a.visibility, a.status, a.current_version, a.tags, a.repository_url,
  a.documentation_url, a.rating, a.download_count, a.views, a.star_count, ${instant('a.created_at')} AS created_at,
  ${instant('a.updated_at')} AS updated_at, a.namespace, a.slug, a.deprecation_message, ${instant('a.taken_down_at')} AS taken_down_at,
  a.takedown_reason, a.org_id, coalesce(u.username, a.namespace) AS author`;
export const AGENT_COLUMNS = agentColumns();

/** The rows of a CTE `a` (agents just written) as the API shows them. */
const SELECT_WRITTEN = sql.raw(`SELECT ${AGENT_COLUMNS} FROM a LEFT JOIN users u ON u.id = a.owner_id`);

const and = (conds: SQL[]) => sql.join(conds, sql` AND `);

// --- Addressing -----------------------------------------------------------------------------

/** How a path names an agent: its id, or 'namespace/slug' (the slash URL-encoded in the path). */
export type AgentKey = { id: string } | { namespace: string; slug: string };

/**
 * A WHERE condition selecting the agent `key` names, on the table or alias `table`. A reference
 * no agent holds may be an old one (a renamed namespace, a transfer): its alias names the agent.
 */
export function keyCondition(key: AgentKey, table = 'a'): SQL {
  const t = sql.raw(table);
  return 'id' in key
    ? sql`${t}.id = ${key.id}`
    : sql`((${t}.namespace = ${key.namespace} AND ${t}.slug = ${key.slug})
      OR ${t}.id = (SELECT al.agent_id FROM agent_aliases al WHERE al.namespace = ${key.namespace} AND al.slug = ${key.slug}))`;
}

/** Agents `userId` may see besides public ones, and lists as theirs: their own and their organisations'. */
const MEMBER_OF = (userId: SQL | string) =>
  sql`(a.owner_id = ${userId} OR a.org_id IN (SELECT m.org_id FROM org_members m WHERE m.user_id = ${userId}))`;

/**
 * The agents `userId` may change: their own (not an organisation's), and their organisations'
 * (any role; `ownerRole`: only where they are an owner).
 */
export function writerCondition(userId: string, options: { ownerRole?: boolean } = {}): SQL {
  const role = options.ownerRole ? sql` AND m.role = 'owner'` : sql``;
  return sql`((a.org_id IS NULL AND a.owner_id = ${userId})
    OR a.org_id IN (SELECT m.org_id FROM org_members m WHERE m.user_id = ${userId}${role}))`;
}

// --- Reading one ----------------------------------------------------------------------------

// EXISTS, not `org_id IN (SELECT …)`: for one row PostgreSQL's generic plan made the IN a hashed
// subplan over all of the viewer's memberships, most of a read's executor time.
const VISIBLE = (viewer: string) =>
  `(a.visibility = 'public' OR a.owner_id = ${viewer}
    OR EXISTS (SELECT 1 FROM org_members m WHERE m.org_id = a.org_id AND m.user_id = ${viewer}))`;
const GET_BY_ID = `SELECT ${AGENT_COLUMNS} FROM agents a LEFT JOIN users u ON u.id = a.owner_id
  WHERE a.id = $1 AND ${VISIBLE('$2::uuid')}`;
// The reference as held, else as an old reference (agent_aliases); never both (a trigger drops
// the alias of a reference an agent takes).
const GET_BY_REF = `SELECT ${AGENT_COLUMNS} FROM agents a LEFT JOIN users u ON u.id = a.owner_id
  WHERE ((a.namespace = $1 AND a.slug = $2)
    OR a.id = (SELECT al.agent_id FROM agent_aliases al WHERE al.namespace = $1 AND al.slug = $2))
    AND ${VISIBLE('$3::uuid')}`;

/**
 * Reads by id from several requests at once (a busy server): one statement for `n` of them. A
 * list of parameters, not `= ANY($1::uuid[])`: PostgreSQL plans an array parameter afresh on every
 * execution (its generic plan looks costlier than a custom one), a fixed list once per connection.
 */
const getByIds = (n: number) => {
  const ids = Array.from({ length: n }, (_, i) => `$${i + 1}`).join(', ');
  return `SELECT ${AGENT_COLUMNS} FROM agents a LEFT JOIN users u ON u.id = a.owner_id
  WHERE a.id IN (${ids}) AND ${VISIBLE(`$${n + 1}::uuid`)}`;
};
/** The most reads one statement answers (so at most this many statements are prepared per connection). */
const MAX_READS_BY_ID = 16;
const GET_BY_IDS = Array.from({ length: MAX_READS_BY_ID + 1 }, (_, n) => (n < 2 ? '' : getByIds(n)));

/** Each database's coalescer of reads by id, grouped by viewer ('' for anonymous callers). */
const byIdReads = new WeakMap<DbHandle, Coalescer<AgentDbRow>>();

function readsById(handle: DbHandle): Coalescer<AgentDbRow> {
  let reads = byIdReads.get(handle);
  if (!reads) {
    reads = new Coalescer<AgentDbRow>(
      async (viewer, id) => (await handle.raw<AgentDbRow>(GET_BY_ID, [id, viewer || null], 'agent_by_id'))[0],
      async (viewer, ids) => {
        const found = new Map<string, AgentDbRow>();
        for (let at = 0; at < ids.length; at += MAX_READS_BY_ID) {
          const chunk = ids.slice(at, at + MAX_READS_BY_ID);
          const rows =
            chunk.length === 1
              ? await handle.raw<AgentDbRow>(GET_BY_ID, [chunk[0], viewer || null], 'agent_by_id')
              : await handle.raw<AgentDbRow>(GET_BY_IDS[chunk.length]!, [...chunk, viewer || null], `agent_by_ids_${chunk.length}`);
          for (const row of rows) found.set(row.id, row);
        }
        return found;
      },
    );
    byIdReads.set(handle, reads);
  }
  return reads;
}

/**
 * The agent `key` names when it is public or `viewerId`'s own (fixed, prepared statements: a hot
 * path). Reads by id made in the same turn of the event loop share one statement.
 */
export async function findVisibleAgent(handle: DbHandle, key: AgentKey, viewerId: string | null): Promise<AgentDbRow | undefined> {
  if ('id' in key) return readsById(handle).load(viewerId ?? '', key.id);
  const rows = await handle.raw<AgentDbRow>(GET_BY_REF, [key.namespace, key.slug, viewerId], 'agent_by_ref');
  return rows[0];
}

/**
 * Who owns an agent (a user, or an organisation), whether it is public, and how it is addressed;
 * `role`: the asking user's role in its organisation, when they have one.
 */
export type Ownership = Pick<
  AgentColumns,
  'id' | 'owner_id' | 'org_id' | 'visibility' | 'namespace' | 'slug' | 'taken_down_at' | 'takedown_reason'
> & {
  role: 'owner' | 'maintainer' | null;
};

/** The ownership of the agent `key` names. `lock` holds its row for the rest of `tx`. */
export async function findOwnership(
  handle: DbHandle,
  key: AgentKey,
  options: { tx?: Queryable; lock?: boolean; userId?: string } = {},
): Promise<Ownership | undefined> {
  const role = options.userId
    ? sql`(SELECT m.role FROM org_members m WHERE m.org_id = a.org_id AND m.user_id = ${options.userId})`
    : sql`NULL::text`;
  const q = sql`SELECT a.id, a.owner_id, a.org_id, a.visibility, a.namespace, a.slug, a.taken_down_at, a.takedown_reason,
    ${role} AS role FROM agents a
    WHERE ${keyCondition(key)}${options.lock ? sql` FOR UPDATE OF a` : sql``}`;
  const [row] = options.tx ? await txRows<Ownership>(options.tx, q) : await handle.query<Ownership>(q);
  return row;
}

// --- Lists ----------------------------------------------------------------------------------

/** What a list keeps: filters as the service checked them, and the text match (a tsquery condition). */
export interface ListFilters {
  category?: string;
  featured?: boolean;
  visibility?: 'public' | 'private';
  tag?: string;
  /** An instant PostgreSQL accepts as timestamptz. */
  updatedSince?: string;
  match?: SQL;
  /** The agent the query names by slug or namespace/slug (matched beside `match`). */
  ref?: { namespace?: string; slug: string };
}

/**
 * The WHERE conditions of a list: what the viewer may see (public agents, and their own; only
 * their own with `ownerOnly`), the filters, and the text match. Shared by the list and its counts.
 */
export function listConditions(
  q: ListFilters,
  viewerId: string | null,
  options: { ownerOnly?: boolean; withTakenDown?: boolean } = {},
): SQL[] {
  const conds: SQL[] = [];
  // Taken-down agents are listed to operators (withTakenDown) and, in their own list, to owners.
  if (!options.ownerOnly && !options.withTakenDown) conds.push(sql`a.taken_down_at IS NULL`);
  if (options.ownerOnly) {
    // "My agents": the viewer's own and those of the organisations they belong to.
    conds.push(viewerId ? MEMBER_OF(viewerId) : sql`FALSE`);
    if (q.visibility) conds.push(sql`a.visibility = ${q.visibility}`);
  } else if (q.visibility === 'public') {
    conds.push(sql`a.visibility = 'public'`);
  } else if (q.visibility === 'private') {
    conds.push(viewerId ? sql`a.visibility = 'private' AND ${MEMBER_OF(viewerId)}` : sql`FALSE`);
  } else {
    conds.push(viewerId ? sql`(a.visibility = 'public' OR ${MEMBER_OF(viewerId)})` : sql`a.visibility = 'public'`);
  }
  if (q.category) conds.push(sql`a.category = ${q.category}`);
  if (q.featured !== undefined) conds.push(sql`a.featured = ${q.featured}`);
  if (q.tag) conds.push(sql`a.tags @> ARRAY[${q.tag}]::text[]`);
  if (q.updatedSince) conds.push(sql`a.updated_at >= ${q.updatedSince}::timestamptz`);
  // The tsquery is an InitPlan, computed once per statement: as a plain expression over a
  // parameter, a prepared (generic) plan would parse it again for every row it ranks or rechecks.
  // The agent a query names by its slug (or namespace/slug) is found even when its words are not.
  if (q.match && q.ref?.namespace) {
    conds.push(sql`(a.search @@ ${q.match} OR (a.namespace = ${q.ref.namespace} AND a.slug = ${q.ref.slug}))`);
  } else if (q.match && q.ref) {
    conds.push(sql`(a.search @@ ${q.match} OR a.slug = ${q.ref.slug})`);
  } else if (q.match) conds.push(sql`a.search @@ ${q.match}`);
  return conds;
}

/** The SQL type of an order's column, as a cursor's key is cast back to it. */
export type KeyCast = 'timestamptz' | 'uuid' | 'integer' | 'real';

export interface ListOrder {
  /** Columns of `agents`, the last one unique so the order is total. */
  cols: string[];
  casts: KeyCast[];
  ascending?: boolean;
}

/** The orders of a list. 'sync' is the order of `updated_since`: oldest change first, so a mirror can resume. */
export const LIST_ORDERS = {
  sync: { cols: ['updated_at', 'id'], casts: ['timestamptz', 'uuid'], ascending: true },
  newest: { cols: ['created_at', 'id'], casts: ['timestamptz', 'uuid'] },
  downloads: { cols: ['download_count', 'id'], casts: ['integer', 'uuid'] },
  stars: { cols: ['star_count', 'id'], casts: ['integer', 'uuid'] },
  popular: { cols: ['rating', 'download_count', 'id'], casts: ['real', 'integer', 'uuid'] },
} satisfies Record<string, ListOrder>;

export type ListOrderName = keyof typeof LIST_ORDERS;

/** The values of `order`'s columns in `row`, as a keyset cursor carries them (timestamps as ISO text). */
export function orderKeys(order: ListOrder, row: AgentDbRow): Array<string | number> {
  return order.cols.map((col, i) => {
    const value = row[col as keyof AgentDbRow];
    if (order.casts[i] === 'uuid') return String(value);
    if (order.casts[i] === 'timestamptz') return new Date(value as Date | string).toISOString();
    return Number(value);
  });
}

/** Rows after `keys` in `order` (keys the service has checked against the order's casts). */
function keysetCondition(order: ListOrder, keys: Array<string | number>): SQL {
  const left = sql.raw(`(${order.cols.map((c) => `a.${c}`).join(', ')})`);
  const right = sql.join(
    keys.map((k, i) => sql`${k}::${sql.raw(order.casts[i]!)}`),
    sql`, `,
  );
  return order.ascending ? sql`${left} > (${right})` : sql`${left} < (${right})`;
}

function orderBy(order: ListOrder): SQL {
  return sql.raw(order.cols.map((c) => `a.${c} ${order.ascending ? 'ASC' : 'DESC'}`).join(', '));
}

export async function countAgents(handle: DbHandle, conds: SQL[]): Promise<number> {
  const [row] = await handle.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM agents a WHERE ${and(conds)}`, {
    prepare: true,
  });
  return Number(row?.n ?? 0);
}

/** A page of the agents matching `conds` in `order`, after the keyset `after` or from `offset`. */
export async function selectAgentPage(
  handle: DbHandle,
  conds: SQL[],
  page: { order: ListOrder; after?: Array<string | number>; limit: number; offset?: number },
): Promise<AgentDbRow[]> {
  const where = page.after ? [...conds, keysetCondition(page.order, page.after)] : conds;
  return handle.query<AgentDbRow>(
    sql`
      SELECT ${sql.raw(AGENT_COLUMNS)} FROM agents a LEFT JOIN users u ON u.id = a.owner_id
      WHERE ${and(where)}
      ORDER BY ${orderBy(page.order)}
      LIMIT ${page.limit}${page.offset === undefined ? sql`` : sql` OFFSET ${page.offset}`}`,
    { prepare: true },
  );
}

/** A row of the ranked candidates: the page's agents (null columns when none) with the scan's counts. */
export type RankedRow = AgentDbRow & {
  cand_n: number;
  total: number;
  edge_dc: number | null;
  edge_id: string | null;
  rank: number | null;
};

/**
 * Relevance, in one statement: one pass over the GIN matches (at most `scanLimit`) counts them and
 * keeps the top `candidates` by downloads; only those are ranked with ts_rank, and `want` of them
 * (after the keyset `after`: [rank, id]) come back, with the match count and the candidates' edge.
 */
export async function rankCandidates(
  handle: DbHandle,
  conds: SQL[],
  q: {
    match: SQL;
    exact: SQL;
    /** The whole query, lower-case: the agent whose slug or `namespace/slug` it is ranks first. */
    ref: string;
    scanLimit: number;
    candidates: number;
    want: number;
    after?: [number | string, number | string];
  },
): Promise<RankedRow[]> {
  const keyset = q.after ? sql`WHERE (rank, id) < (${q.after[0]}::real, ${q.after[1]}::uuid)` : sql``;
  return handle.query<RankedRow>(
    sql`
      WITH m AS MATERIALIZED (
        SELECT a.id, a.download_count, a.search, a.deprecation_message IS NOT NULL AS deprecated,
          (a.slug = ${q.ref} OR a.namespace || '/' || a.slug = ${q.ref}) AS named
        FROM agents a WHERE ${and(conds)} LIMIT ${q.scanLimit}
      ),
      cand AS (
        SELECT id, download_count, search, deprecated, named FROM m ORDER BY download_count DESC, id DESC LIMIT ${q.candidates}
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
          -- exact hit ranks above a corrected or prefix one. A deprecated agent's rank turns
          -- negative (-1 / (1 + rank), as the index ranks it): still found and in order, but
          -- after every agent that is not. The agent the query names by its slug comes first.
          SELECT c.id, (CASE WHEN c.deprecated THEN -1 / (1 + s.rank) ELSE s.rank + CASE WHEN c.named THEN 100 ELSE 0 END END)::real AS rank
          FROM cand c,
            LATERAL (SELECT ts_rank(c.search, ${q.match}) + ts_rank(c.search, ${q.exact}) AS rank) s
        ) r ${keyset}
        ORDER BY rank DESC, id DESC
        LIMIT ${q.want}
      )
      SELECT e.cand_n, e.total, e.edge_dc, e.edge_id, p.rank, ${sql.raw(AGENT_COLUMNS)}
      FROM edge e
      LEFT JOIN page p ON TRUE
      LEFT JOIN agents a ON a.id = p.id
      LEFT JOIN users u ON u.id = a.owner_id
      ORDER BY p.rank DESC, p.id DESC`,
    { prepare: true },
  );
}

/** How many agents match `conds` per category; at most `scanLimit` of them are counted when given. */
export async function countByCategory(handle: DbHandle, conds: SQL[], scanLimit?: number): Promise<Array<{ category: string; n: number }>> {
  const limit = scanLimit === undefined ? sql`` : sql`LIMIT ${scanLimit}`;
  return handle.query<{ category: string; n: number }>(
    sql`SELECT m.category, count(*)::int AS n FROM (SELECT a.category FROM agents a WHERE ${and(conds)} ${limit}) m GROUP BY m.category`,
    { prepare: true },
  );
}

// --- Writes ---------------------------------------------------------------------------------

/** The columns of a new agent (its status is 'published', its times `now`). */
export type NewAgent = Pick<
  AgentColumns,
  | 'id'
  | 'owner_id'
  | 'org_id'
  | 'name'
  | 'description'
  | 'author_name'
  | 'category'
  | 'visibility'
  | 'current_version'
  | 'tags'
  | 'repository_url'
  | 'documentation_url'
  | 'manifest'
  | 'namespace'
  | 'slug'
>;

/** Inserts an agent; undefined (nothing inserted, no error inside the transaction) when its namespace/slug is taken. */
export async function insertAgent(tx: Queryable, agent: NewAgent, now: string): Promise<AgentDbRow | undefined> {
  const [row] = await txRows<AgentDbRow>(
    tx,
    sql`
      WITH a AS (
        INSERT INTO agents (id, owner_id, org_id, name, description, author_name, category, visibility, status,
          current_version, tags, repository_url, documentation_url, manifest, namespace, slug, created_at, updated_at)
        VALUES (${agent.id}, ${agent.owner_id}, ${agent.org_id}, ${agent.name}, ${agent.description}, ${agent.author_name}, ${agent.category},
          ${agent.visibility}, 'published', ${agent.current_version}, ${pgTextArray(agent.tags)}::text[], ${agent.repository_url},
          ${agent.documentation_url}, ${JSON.stringify(agent.manifest)}::jsonb, ${agent.namespace}, ${agent.slug}, ${now}, ${now})
        ON CONFLICT (namespace, slug) DO NOTHING
        RETURNING *)
      ${SELECT_WRITTEN}`,
  );
  return row;
}

/** What an owner may change of an agent's details. */
export type AgentChanges = Partial<
  Pick<AgentColumns, 'name' | 'description' | 'author_name' | 'category' | 'visibility' | 'tags' | 'repository_url' | 'documentation_url'>
>;

/** The SET list of `changes`, after `updated_at`. */
function setList(now: string, changes: AgentChanges): SQL {
  const sets: SQL[] = [sql`updated_at = ${now}`];
  for (const [col, value] of Object.entries(changes)) {
    sets.push(col === 'tags' ? sql`tags = ${pgTextArray(value as string[])}::text[]` : sql`${sql.raw(col)} = ${value}`);
  }
  return sql.join(sets, sql`, `);
}

/** Updates the agent `key` names when `ownerId` may change it (writerCondition): the updated row, else undefined. */
export async function updateOwnedAgent(
  handle: DbHandle,
  key: AgentKey,
  ownerId: string,
  now: string,
  changes: AgentChanges,
): Promise<AgentDbRow | undefined> {
  const [row] = await handle.query<AgentDbRow>(sql`
    WITH a AS (
      UPDATE agents a SET ${setList(now, changes)} WHERE ${keyCondition(key)} AND ${writerCondition(ownerId)} RETURNING a.*)
    ${SELECT_WRITTEN}`);
  return row;
}

/** Sets (a message) or clears (null) the deprecation of the agent `key` names, when `ownerId` owns it. */
export async function updateDeprecation(
  handle: DbHandle,
  key: AgentKey,
  ownerId: string,
  message: string | null,
  now: string,
): Promise<AgentDbRow | undefined> {
  const [row] = await handle.query<AgentDbRow>(sql`
    WITH a AS (
      UPDATE agents a SET deprecation_message = ${message},
        deprecated_at = ${message === null ? null : now}::timestamptz, updated_at = ${now}
      WHERE ${keyCondition(key)} AND ${writerCondition(ownerId)} RETURNING a.*)
    ${SELECT_WRITTEN}`);
  return row;
}

/**
 * Points an agent at its `current` version (and that version's manifest) when there is one, with
 * `metadata` from its file; answers the updated agent.
 */
export async function updateCurrentVersion(
  tx: Queryable,
  agentId: string,
  now: string,
  current: string | null,
  metadata: Pick<AgentChanges, 'description' | 'tags'> = {},
): Promise<AgentDbRow> {
  const sets = [sql`updated_at = ${now}`];
  if (current) {
    sets.push(sql`current_version = ${current}`);
    sets.push(sql`manifest = (SELECT v.manifest FROM agent_versions v WHERE v.agent_id = ${agentId} AND v.version = ${current})`);
    if (metadata.description !== undefined) sets.push(sql`description = ${metadata.description}`);
    if (metadata.tags !== undefined) sets.push(sql`tags = ${pgTextArray(metadata.tags)}::text[]`);
  }
  const [row] = await txRows<AgentDbRow>(
    tx,
    sql`
    WITH a AS (UPDATE agents SET ${sql.join(sets, sql`, `)} WHERE id = ${agentId} RETURNING *)
    ${SELECT_WRITTEN}`,
  );
  return row!;
}

/**
 * Deletes the agent `key` names (and, by cascade, its versions) when `ownerId` owns it: their own
 * agent, or one of an organisation where they are an owner.
 */
export async function deleteOwnedAgent(
  handle: DbHandle,
  key: AgentKey,
  ownerId: string,
): Promise<Pick<AgentColumns, 'id' | 'namespace' | 'slug'> | undefined> {
  const [row] = await handle.query<Pick<AgentColumns, 'id' | 'namespace' | 'slug'>>(
    sql`DELETE FROM agents a WHERE ${keyCondition(key)} AND ${writerCondition(ownerId, { ownerRole: true })}
      RETURNING a.id, a.namespace, a.slug`,
  );
  return row;
}
