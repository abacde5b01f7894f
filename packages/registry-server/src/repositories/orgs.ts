// The SQL of organisations, their members and invitations, namespace pages and agent moves. The
// services decide who may do what; these functions read and write rows.
import { sql } from 'drizzle-orm';
import type { OrgRole, OrgUpdate } from '@agent-registry/api-client/contract';
import type { DbHandle } from '../db/client.js';
import { txRows, type Queryable } from '../db/rawSql.js';
import { AGENT_COLUMNS, type AgentDbRow } from './agents.js';

export interface OrgDbRow {
  id: string;
  name: string;
  display_name: string;
  bio: string;
  avatar_url: string;
  created_at: Date | string;
  /** The viewer's role, when they are a member. */
  role: OrgRole | null;
  members_count: number;
}

const ORG_COLUMNS = (viewerId: string | null) => sql`o.id, o.name, o.display_name, o.bio, o.avatar_url, o.created_at,
  (SELECT m.role FROM org_members m WHERE m.org_id = o.id AND m.user_id = ${viewerId}::uuid) AS role,
  (SELECT count(*)::int FROM org_members m WHERE m.org_id = o.id) AS members_count`;

export async function findOrg(handle: DbHandle, name: string, viewerId: string | null): Promise<OrgDbRow | undefined> {
  const [row] = await handle.query<OrgDbRow>(sql`SELECT ${ORG_COLUMNS(viewerId)} FROM organizations o WHERE lower(o.name) = ${name}`);
  return row;
}

export async function orgsOf(handle: DbHandle, userId: string): Promise<OrgDbRow[]> {
  return handle.query<OrgDbRow>(sql`SELECT ${ORG_COLUMNS(userId)} FROM organizations o
    WHERE o.id IN (SELECT org_id FROM org_members WHERE user_id = ${userId}) ORDER BY o.name`);
}

/** Inserts an organisation; its name is claimed by trigger (a unique violation when taken). */
/** The ids of the organisations `userId` belongs to. */
export async function memberOrgIds(handle: DbHandle, userId: string): Promise<string[]> {
  const rows = await handle.query<{ org_id: string }>(sql`SELECT org_id FROM org_members WHERE user_id = ${userId}`);
  return rows.map((r) => r.org_id);
}

export async function insertOrg(
  tx: Queryable,
  org: { id: string; name: string; display_name: string; bio: string; created_by: string },
): Promise<void> {
  await txRows(
    tx,
    sql`INSERT INTO organizations (id, name, display_name, bio, created_by)
      VALUES (${org.id}, ${org.name}, ${org.display_name}, ${org.bio}, ${org.created_by})`,
  );
}

export async function updateOrg(handle: DbHandle, orgId: string, changes: OrgUpdate, now: string): Promise<void> {
  const sets = [sql`updated_at = ${now}`];
  for (const [col, value] of Object.entries(changes)) {
    if (value !== undefined) sets.push(sql`${sql.raw(col)} = ${value}`);
  }
  await handle.query(sql`UPDATE organizations SET ${sql.join(sets, sql`, `)} WHERE id = ${orgId}`);
}

export async function upsertMember(tx: Queryable, orgId: string, userId: string, role: OrgRole): Promise<void> {
  await txRows(
    tx,
    sql`INSERT INTO org_members (org_id, user_id, role) VALUES (${orgId}, ${userId}, ${role})
      ON CONFLICT (org_id, user_id) DO UPDATE SET role = EXCLUDED.role`,
  );
}

export async function deleteMember(handle: DbHandle, orgId: string, userId: string): Promise<void> {
  await handle.query(sql`DELETE FROM org_members WHERE org_id = ${orgId} AND user_id = ${userId}`);
}

export async function memberRole(handle: DbHandle, orgId: string, userId: string): Promise<OrgRole | null> {
  const [row] = await handle.query<{ role: OrgRole }>(sql`SELECT role FROM org_members WHERE org_id = ${orgId} AND user_id = ${userId}`);
  return row?.role ?? null;
}

export async function ownerCount(handle: DbHandle, orgId: string): Promise<number> {
  const [row] = await handle.query<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM org_members WHERE org_id = ${orgId} AND role = 'owner'`,
  );
  return Number(row?.n ?? 0);
}

export interface MemberDbRow {
  user_id: string;
  username: string;
  full_name: string;
  avatar_url: string;
  role: OrgRole;
  created_at: Date | string;
}

/** The members, owners first, then by username. */
export async function members(handle: DbHandle, orgId: string): Promise<MemberDbRow[]> {
  return handle.query<MemberDbRow>(sql`
    SELECT m.user_id, u.username, u.full_name, u.avatar_url, m.role, m.created_at
    FROM org_members m JOIN users u ON u.id = m.user_id
    WHERE m.org_id = ${orgId} ORDER BY m.role = 'owner' DESC, u.username`);
}

export interface UserBrief {
  id: string;
  email: string;
  full_name: string;
}

export async function userByEmail(handle: DbHandle, email: string): Promise<UserBrief | undefined> {
  const [row] = await handle.query<UserBrief>(sql`SELECT id, email, full_name FROM users WHERE email = ${email}`);
  return row;
}

export async function userByUsername(handle: DbHandle, username: string): Promise<UserBrief | undefined> {
  const [row] = await handle.query<UserBrief>(sql`SELECT id, email, full_name FROM users WHERE lower(username) = ${username}`);
  return row;
}

export interface InvitationDbRow {
  id: string;
  org_id: string;
  org_name: string;
  email: string;
  role: OrgRole;
  invited_by_username: string | null;
  created_at: Date | string;
  expires_at: Date | string;
  accepted_at?: Date | string | null;
}

const INVITATION_SELECT = sql`SELECT i.id, i.org_id, o.name AS org_name, i.email, i.role, u.username AS invited_by_username,
  i.created_at, i.expires_at, i.accepted_at
  FROM org_invitations i JOIN organizations o ON o.id = i.org_id LEFT JOIN users u ON u.id = i.invited_by`;

/** An organisation's pending invitations, or an email's. */
export async function pendingInvitations(
  handle: DbHandle,
  whose: { orgId: string } | { email: string },
  now: string,
): Promise<InvitationDbRow[]> {
  const cond = 'orgId' in whose ? sql`i.org_id = ${whose.orgId}` : sql`i.email = ${whose.email}`;
  return handle.query<InvitationDbRow>(
    sql`${INVITATION_SELECT} WHERE ${cond} AND i.accepted_at IS NULL AND i.expires_at > ${now} ORDER BY i.created_at DESC`,
  );
}

export async function findInvitation(handle: DbHandle, id: string): Promise<InvitationDbRow | undefined> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const [row] = await handle.query<InvitationDbRow>(sql`${INVITATION_SELECT} WHERE i.id = ${id}`);
  return row;
}

/** A new invitation; the pending one to the same address (if any) is dropped. */
export async function replaceInvitation(
  handle: DbHandle,
  inv: { id: string; org_id: string; email: string; role: OrgRole; invited_by: string; created_at: string; expires_at: string },
): Promise<Omit<InvitationDbRow, 'org_name' | 'invited_by_username'>> {
  const [row] = await handle.query<Omit<InvitationDbRow, 'org_name' | 'invited_by_username'>>(sql`
    WITH gone AS (DELETE FROM org_invitations WHERE org_id = ${inv.org_id} AND email = ${inv.email} AND accepted_at IS NULL)
    INSERT INTO org_invitations (id, org_id, email, role, invited_by, created_at, expires_at)
    VALUES (${inv.id}, ${inv.org_id}, ${inv.email}, ${inv.role}, ${inv.invited_by}, ${inv.created_at}, ${inv.expires_at})
    RETURNING id, org_id, email, role, created_at, expires_at, accepted_at`);
  return row!;
}

export async function markAccepted(tx: Queryable, id: string, now: string): Promise<void> {
  await txRows(tx, sql`UPDATE org_invitations SET accepted_at = ${now} WHERE id = ${id}`);
}

// --- Namespace pages and moves ----------------------------------------------------------------

/** The namespace an old name's agents now live in (through their aliases), if any. */
export async function renamedNamespace(handle: DbHandle, oldName: string): Promise<string | undefined> {
  const [row] = await handle.query<{ namespace: string }>(sql`
    SELECT a.namespace FROM agent_aliases al JOIN agents a ON a.id = al.agent_id
    WHERE al.namespace = ${oldName} ORDER BY al.created_at DESC LIMIT 1`);
  return row?.namespace;
}

export interface NamespaceProfile {
  display_name: string;
  bio: string;
  avatar_url: string;
  public_profile: boolean;
}

/** What a namespace page shows of its holder: an organisation always, a user as their preferences say. */
export async function namespaceProfile(
  handle: DbHandle,
  holder: { user_id: string | null; org_id: string | null },
): Promise<NamespaceProfile> {
  const [row] = holder.user_id
    ? await handle.query<NamespaceProfile>(sql`SELECT full_name AS display_name, bio, avatar_url,
        coalesce((preferences->>'public_profile')::boolean, true) AS public_profile FROM users WHERE id = ${holder.user_id}`)
    : await handle.query<NamespaceProfile>(sql`SELECT display_name, bio, avatar_url, true AS public_profile
        FROM organizations WHERE id = ${holder.org_id}`);
  return row!;
}

/** A namespace's public agents, most downloaded first (at most 100). */
export async function publicAgentsOf(handle: DbHandle, namespace: string): Promise<AgentDbRow[]> {
  return handle.query<AgentDbRow>(sql`SELECT ${sql.raw(AGENT_COLUMNS)} FROM agents a LEFT JOIN users u ON u.id = a.owner_id
    WHERE a.namespace = ${namespace} AND a.visibility = 'public' ORDER BY a.download_count DESC, a.id LIMIT 100`);
}

/** Moves an agent to namespace `to` (owned by organisation `orgId` or by user `ownerId`: one of them), keeping `from/slug` as an alias. */
export async function moveAgent(
  tx: Queryable,
  move: { id: string; from: string; slug: string; to: string; orgId: string | null; ownerId: string | null; now: string },
): Promise<AgentDbRow> {
  const [row] = await txRows<AgentDbRow>(
    tx,
    sql`WITH a AS (
      UPDATE agents SET namespace = ${move.to}, org_id = ${move.orgId}, owner_id = ${move.ownerId}, updated_at = ${move.now}
      WHERE id = ${move.id} RETURNING *)
    SELECT ${sql.raw(AGENT_COLUMNS)} FROM a LEFT JOIN users u ON u.id = a.owner_id`,
  );
  await txRows(
    tx,
    sql`INSERT INTO agent_aliases (namespace, slug, agent_id) VALUES (${move.from}, ${move.slug}, ${move.id})
      ON CONFLICT (namespace, slug) DO UPDATE SET agent_id = EXCLUDED.agent_id`,
  );
  return row!;
}
