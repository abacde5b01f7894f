// Namespaces: who holds a name (a user or an organisation), who may publish into it, and how a
// name is claimed. The database is the referee: a trigger claims every username and organisation
// name in `namespaces`, whose unique name and look-alike skeleton make a taken name fail the write
// (migration 0005), so two sign-ups racing for one name cannot both get it.
import {
  ERROR_CODES,
  NAMESPACE_MESSAGES,
  namespaceProblem,
  namespaceSkeleton,
  proposeUsername,
  usernameCandidate,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/rawSql.js';
import { txRows } from '../db/rawSql.js';
import type { OrgRole } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import type { ServiceContext } from './context.js';

/** Whether `err` (or its cause) is PostgreSQL's unique_violation. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

export interface NamespaceHolder {
  name: string;
  kind: 'user' | 'org';
  user_id: string | null;
  org_id: string | null;
}

/** Who holds `name` (case-insensitive), or undefined. */
export async function findNamespace(ctx: ServiceContext, name: string, tx?: Queryable): Promise<NamespaceHolder | undefined> {
  const q = sql`SELECT name, CASE WHEN user_id IS NULL THEN 'org' ELSE 'user' END AS kind, user_id, org_id
    FROM namespaces WHERE name = ${name.trim().toLowerCase()}`;
  const [row] = tx ? await txRows<NamespaceHolder>(tx, q) : await ctx.handle.query<NamespaceHolder>(q);
  return row;
}

/**
 * Why `name` cannot be claimed: 400 (shape, reserved), or 409 (taken, or too like a taken name).
 * Nothing when it is free; a write can still lose a race, which isUniqueViolation catches.
 */
export async function checkNamespaceFree(ctx: ServiceContext, name: string, field: string, holder?: Holder): Promise<void> {
  const problem = namespaceProblem(name);
  if (problem) throw new ApiError(400, ERROR_CODES.validation, problem, { [field]: problem });
  await refuseTaken(ctx, name, field, holder);
}

/** Who is renaming: their own name never stands in their way. */
export type Holder = { userId: string } | { orgId: string };

/** The 409 for a name taken by someone else (or too like theirs); returns when neither. */
export async function refuseTaken(ctx: ServiceContext, name: string, field: string, holder?: Holder): Promise<void> {
  const notMine = !holder
    ? sql`TRUE`
    : 'userId' in holder
      ? sql`user_id IS DISTINCT FROM ${holder.userId}`
      : sql`org_id IS DISTINCT FROM ${holder.orgId}`;
  const [row] = await ctx.handle.query<{ name: string }>(
    sql`SELECT name FROM namespaces WHERE (name = ${name} OR skeleton = ${namespaceSkeleton(name)}) AND ${notMine}
      ORDER BY name = ${name} DESC LIMIT 1`,
  );
  if (!row) return;
  const message = row.name === name ? NAMESPACE_MESSAGES.taken : NAMESPACE_MESSAGES.confusable;
  throw new ApiError(409, ERROR_CODES.conflict, message, { [field]: message });
}

/**
 * Claims a fresh username from `email` with `insert` (which writes the user and so, by trigger,
 * its namespace): `alice`, else `alice-2`, `alice-3`, ..., trying the next one whenever the write
 * hits a taken or look-alike name. Starts after the highest number already taken, so a crowd
 * of sign-ups with one local part does not retry through every earlier one.
 */
export async function claimUsername<T>(ctx: ServiceContext, email: string, insert: (username: string) => Promise<T>): Promise<T> {
  const base = proposeUsername(email);
  const [row] = await ctx.handle.query<{ n: number | null }>(sql`
    SELECT max(CASE WHEN name = ${base} THEN 1 ELSE substring(name FROM ${`^${base}-([0-9]{1,6})$`})::int END)::int AS n
    FROM namespaces WHERE name = ${base} OR name ~ ${`^${base}-[0-9]{1,6}$`}`);
  let n = row?.n ? Number(row.n) + 1 : 1;
  for (let attempt = 0; attempt < 200; attempt++, n++) {
    try {
      return await insert(usernameCandidate(base, n));
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new ApiError(409, ERROR_CODES.conflict, NAMESPACE_MESSAGES.taken);
}

/** The role `userId` holds in organisation `orgId`, or null. */
export async function orgRole(ctx: ServiceContext, orgId: string, userId: string): Promise<OrgRole | null> {
  const [row] = await ctx.handle.query<{ role: OrgRole }>(
    sql`SELECT role FROM org_members WHERE org_id = ${orgId} AND user_id = ${userId}`,
  );
  return row?.role ?? null;
}

/**
 * May user `userId` publish into `namespace`: it is their own username, or an organisation where
 * they are an owner or a maintainer. A name nobody holds is nobody's to publish into. For every
 * publishing surface (the API here; the OCI registry too).
 */
export async function mayPublishInto(ctx: Pick<ServiceContext, 'handle'>, userId: string, namespace: string): Promise<boolean> {
  const [row] = await ctx.handle.query<{ ok: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM namespaces n
      WHERE n.name = ${namespace.trim().toLowerCase()}
        AND (n.user_id = ${userId} OR EXISTS (SELECT 1 FROM org_members m WHERE m.org_id = n.org_id AND m.user_id = ${userId}))
    ) AS ok`);
  return Boolean(row?.ok);
}

/**
 * Moves every agent of a namespace that was renamed from `from` to `to`, keeping each old
 * `from/slug` as an alias; `owner` selects the agents (a user's own, or an organisation's).
 */
export async function moveNamespaceAgents(tx: Queryable, owner: Holder, from: string, to: string): Promise<void> {
  const whose = 'userId' in owner ? sql`owner_id = ${owner.userId} AND org_id IS NULL` : sql`org_id = ${owner.orgId}`;
  await txRows(
    tx,
    sql`INSERT INTO agent_aliases (namespace, slug, agent_id)
      SELECT namespace, slug, id FROM agents WHERE ${whose} AND namespace = ${from}
      ON CONFLICT (namespace, slug) DO UPDATE SET agent_id = EXCLUDED.agent_id`,
  );
  await txRows(tx, sql`UPDATE agents SET namespace = ${to} WHERE ${whose} AND namespace = ${from}`);
}
