// Organisations: a namespace several users publish into. Owners manage members and settings and
// delete or transfer agents; maintainers publish, yank, deprecate and edit (enforced where agents
// are written: repositories/agents.ts writerCondition, services/agents.ts loadOwned). Membership
// changes need a recent password proof (the routes say so). The SQL is in repositories/orgs.ts.
import crypto from 'node:crypto';
import {
  AGENT_API_MESSAGES,
  PUBLISH_MESSAGES,
  ERROR_CODES,
  ORG_INVITATION_TTL_MS,
  ORG_MESSAGES,
  agentRef,
  type Agent,
  type AgentTransfer,
  type AgentTransferResponse,
  type NamespacePage,
  type OrgCreate,
  type OrgInvitation,
  type OrgInvite,
  type OrgMember,
  type OrgMembersResponse,
  type OrgRole,
  type OrgUpdate,
  type Organization,
} from '@agent-registry/api-client/contract';
import type { UserRow } from '../db/schema.js';
import { iso } from '../lib/clock.js';
import { ApiError, forbidden, notFound } from '../lib/errors.js';
import { pickFields } from '../lib/fields.js';
import { orgInvitationMail } from '../mail.js';
import * as repo from '../repositories/orgs.js';
import { agentJson, forgetAgent, loadOwned } from './agents.js';
import type { ServiceContext } from './context.js';
import { checkNamespaceFree, findNamespace, isUniqueViolation, mayPublishInto, refuseTaken } from './namespaces.js';
import { sendNotice } from './notices.js';
import { normalizeEmail } from './users.js';

const conflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

function orgJson(row: repo.OrgDbRow): Organization {
  return {
    ...pickFields(row, ['id', 'name', 'display_name', 'bio', 'avatar_url']),
    created_at: iso(row.created_at),
    role: row.role ?? null,
    members_count: Number(row.members_count),
  };
}

function memberJson(row: repo.MemberDbRow): OrgMember {
  return { ...pickFields(row, ['user_id', 'username', 'full_name', 'avatar_url', 'role']), joined_at: iso(row.created_at) };
}

function invitationJson(row: repo.InvitationDbRow): OrgInvitation {
  return {
    id: row.id,
    org: row.org_name,
    ...pickFields(row, ['email', 'role']),
    invited_by: row.invited_by_username ?? null,
    created_at: iso(row.created_at),
    expires_at: iso(row.expires_at)!,
  };
}

/** The organisation `name`, with the viewer's role; else 404. */
async function loadOrg(ctx: ServiceContext, name: string, viewer: UserRow | null): Promise<repo.OrgDbRow> {
  const row = await repo.findOrg(ctx.handle, name, viewer?.id ?? null);
  if (!row) throw notFound(ORG_MESSAGES.orgNotFound);
  return row;
}

/** The organisation `name` when `user` is one of its owners: else 404 (none) or 403. */
async function ownedOrg(ctx: ServiceContext, name: string, user: UserRow): Promise<repo.OrgDbRow> {
  const org = await loadOrg(ctx, name, user);
  if (org.role !== 'owner') throw forbidden(ORG_MESSAGES.ownersOnly);
  return org;
}

/** POST /orgs: a new organisation, its creator its first owner. */
export async function createOrg(ctx: ServiceContext, user: UserRow, input: OrgCreate): Promise<Organization> {
  await checkNamespaceFree(ctx, input.name, 'name');
  const id = crypto.randomUUID();
  try {
    await ctx.db.transaction(async (tx) => {
      await repo.insertOrg(tx, { id, name: input.name, display_name: input.display_name ?? '', bio: input.bio ?? '', created_by: user.id });
      await repo.upsertMember(tx, id, user.id, 'owner');
    });
  } catch (err) {
    if (isUniqueViolation(err)) await refuseTaken(ctx, input.name, 'name');
    throw err;
  }
  // Claiming the name ends old references under it (see migration 0005).
  ctx.agentCache.clear();
  return orgJson(await loadOrg(ctx, input.name, user));
}

export async function getOrg(ctx: ServiceContext, name: string, viewer: UserRow | null): Promise<Organization> {
  return orgJson(await loadOrg(ctx, name, viewer));
}

export async function myOrgs(ctx: ServiceContext, user: UserRow): Promise<{ data: Organization[] }> {
  return { data: (await repo.orgsOf(ctx.handle, user.id)).map(orgJson) };
}

export async function updateOrg(ctx: ServiceContext, user: UserRow, name: string, input: OrgUpdate): Promise<Organization> {
  const org = await ownedOrg(ctx, name, user);
  await repo.updateOrg(ctx.handle, org.id, input, ctx.clock.now().toISOString());
  return orgJson(await loadOrg(ctx, name, user));
}

/** GET /orgs/{name}/members: for its members only. */
export async function listMembers(ctx: ServiceContext, user: UserRow, name: string): Promise<OrgMembersResponse> {
  const org = await loadOrg(ctx, name, user);
  if (!org.role) throw forbidden(AGENT_API_MESSAGES.membersOnly);
  const [members, invitations] = await Promise.all([
    repo.members(ctx.handle, org.id),
    repo.pendingInvitations(ctx.handle, { orgId: org.id }, ctx.clock.now().toISOString()),
  ]);
  return { data: members.map(memberJson), invitations: invitations.map(invitationJson) };
}

/**
 * POST /orgs/{name}/invitations (owners): by username (mailed to that user's address) or by
 * email (an account may be made for it later). A new invitation to the same address replaces the
 * pending one.
 */
export async function invite(ctx: ServiceContext, user: UserRow, name: string, input: OrgInvite) {
  const org = await ownedOrg(ctx, name, user);
  const who = input.invitee.trim();
  let email: string;
  let invitee: repo.UserBrief | undefined;
  if (who.includes('@')) {
    email = normalizeEmail(who);
    invitee = await repo.userByEmail(ctx.handle, email);
  } else {
    invitee = await repo.userByUsername(ctx.handle, who.toLowerCase());
    if (!invitee) throw new ApiError(404, ERROR_CODES.notFound, ORG_MESSAGES.userNotFound, { invitee: ORG_MESSAGES.userNotFound });
    email = invitee.email;
  }
  if (invitee && (await repo.memberRole(ctx.handle, org.id, invitee.id))) throw conflict(ORG_MESSAGES.alreadyMember);
  const now = ctx.clock.now();
  const row = await repo.replaceInvitation(ctx.handle, {
    id: crypto.randomUUID(),
    org_id: org.id,
    email,
    role: input.role,
    invited_by: user.id,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + ORG_INVITATION_TTL_MS).toISOString(),
  });
  const mail = orgInvitationMail({
    to: email,
    name: invitee?.full_name ?? '',
    org: org.name,
    inviter: user.username,
    role: input.role,
    invitationId: row.id,
    expiresAt: new Date(now.getTime() + ORG_INVITATION_TTL_MS),
    publicUrl: ctx.config.publicUrl,
  });
  sendNotice(ctx, user, 'org_invitation', mail);
  return {
    message: ORG_MESSAGES.invited(who),
    invitation: invitationJson({ ...row, org_name: org.name, invited_by_username: user.username }),
  };
}

/** GET /orgs/invitations: the invitations waiting for the caller's email. */
export async function myInvitations(ctx: ServiceContext, user: UserRow): Promise<{ data: OrgInvitation[] }> {
  const rows = await repo.pendingInvitations(ctx.handle, { email: user.email }, ctx.clock.now().toISOString());
  return { data: rows.map(invitationJson) };
}

/** POST /orgs/invitations/{id}/accept: by the account of the invited email. */
export async function acceptInvitation(ctx: ServiceContext, user: UserRow, id: string) {
  const inv = await repo.findInvitation(ctx.handle, id);
  if (!inv || inv.accepted_at) throw notFound(ORG_MESSAGES.invitationNotFound);
  if (inv.email !== user.email) throw forbidden(ORG_MESSAGES.invitationNotYours);
  if (new Date(inv.expires_at).getTime() < ctx.clock.now().getTime()) {
    throw new ApiError(400, 'invitation_expired', ORG_MESSAGES.invitationExpired);
  }
  if (await repo.memberRole(ctx.handle, inv.org_id, user.id)) throw conflict(ORG_MESSAGES.alreadyMember);
  await ctx.db.transaction(async (tx) => {
    await repo.upsertMember(tx, inv.org_id, user.id, inv.role);
    await repo.markAccepted(tx, inv.id, ctx.clock.now().toISOString());
  });
  const member = (await repo.members(ctx.handle, inv.org_id)).find((m) => m.user_id === user.id)!;
  return { message: ORG_MESSAGES.accepted(inv.org_name), member: memberJson(member) };
}

async function targetMember(ctx: ServiceContext, orgId: string, username: string): Promise<repo.MemberDbRow> {
  const member = (await repo.members(ctx.handle, orgId)).find((m) => m.username === username);
  if (!member) throw notFound(ORG_MESSAGES.memberNotFound);
  return member;
}

/** PUT /orgs/{name}/members/{username} (owners); the last owner stays an owner. */
export async function setMemberRole(ctx: ServiceContext, user: UserRow, name: string, username: string, role: OrgRole) {
  const org = await ownedOrg(ctx, name, user);
  const member = await targetMember(ctx, org.id, username);
  if (member.role === 'owner' && role !== 'owner' && (await repo.ownerCount(ctx.handle, org.id)) <= 1) {
    throw conflict(ORG_MESSAGES.lastOwner);
  }
  await repo.upsertMember(ctx.db, org.id, member.user_id, role);
  return { message: ORG_MESSAGES.roleChanged(member.username, role), member: memberJson({ ...member, role }) };
}

/** DELETE /orgs/{name}/members/{username}: an owner removes anyone; a member may leave. */
export async function removeMember(ctx: ServiceContext, user: UserRow, name: string, username: string) {
  const org = await loadOrg(ctx, name, user);
  if (!org.role) throw notFound(ORG_MESSAGES.memberNotFound);
  if (org.role !== 'owner' && username !== user.username) throw forbidden(ORG_MESSAGES.ownersOnly);
  const member = await targetMember(ctx, org.id, username);
  if (member.role === 'owner' && (await repo.ownerCount(ctx.handle, org.id)) <= 1) throw conflict(ORG_MESSAGES.lastOwner);
  await repo.deleteMember(ctx.handle, org.id, member.user_id);
  return { message: ORG_MESSAGES.removed(member.username) };
}

// --- Public pages and transfers ---------------------------------------------------------------

/**
 * GET /namespaces/{name}: a user's or an organisation's page with its public agents (most
 * downloaded first). A user without `public_profile` shows only the name and the agents. An old
 * name that still has agents under it answers the current namespace with `renamed_from`.
 */
export async function namespacePage(ctx: ServiceContext, name: string): Promise<NamespacePage> {
  let holder = await findNamespace(ctx, name);
  let renamedFrom: string | null = null;
  if (!holder) {
    const current = await repo.renamedNamespace(ctx.handle, name);
    holder = current ? await findNamespace(ctx, current) : undefined;
    if (!holder) throw notFound(ORG_MESSAGES.namespaceNotFound);
    renamedFrom = name;
  }
  const profile = await repo.namespaceProfile(ctx.handle, holder);
  const agents: Agent[] = (await repo.publicAgentsOf(ctx.handle, holder.name)).map(agentJson);
  const shown = profile.public_profile;
  return {
    kind: holder.kind,
    name: holder.name,
    display_name: shown ? profile.display_name : '',
    bio: shown ? profile.bio : '',
    avatar_url: shown ? profile.avatar_url : '',
    public_profile: shown,
    renamed_from: renamedFrom,
    agents,
    total_downloads: agents.reduce((sum, a) => sum + (a.download_count ?? 0), 0),
  };
}

/**
 * POST /agents/{id}/transfer: moves an agent into the caller's own namespace or an organisation
 * they belong to. The agent's owner (an organisation's owner) may move it; its old `owner/name`
 * stays an alias.
 */
export async function transferAgent(
  ctx: ServiceContext,
  user: UserRow,
  idOrRef: string,
  input: AgentTransfer,
): Promise<AgentTransferResponse> {
  const owned = await loadOwned(ctx, idOrRef, user, { ownerRole: true });
  const target = await findNamespace(ctx, input.namespace);
  if (!target) throw notFound(ORG_MESSAGES.namespaceNotFound);
  if (target.name === owned.namespace) throw new ApiError(400, ERROR_CODES.validation, ORG_MESSAGES.sameNamespace);
  const allowed = target.user_id ? target.user_id === user.id : await mayPublishInto(ctx, user.id, target.name);
  if (!allowed) throw forbidden(ORG_MESSAGES.transferForbidden);
  const previous = agentRef(owned)!;
  const nextRef = `${target.name}/${owned.slug}`;
  let row;
  try {
    row = await ctx.db.transaction((tx) =>
      repo.moveAgent(tx, {
        id: owned.id,
        from: owned.namespace,
        slug: owned.slug,
        to: target.name,
        orgId: target.org_id,
        ownerId: target.user_id,
        now: ctx.clock.now().toISOString(),
      }),
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError(409, ERROR_CODES.conflict, PUBLISH_MESSAGES.nameTaken(nextRef));
    throw err;
  }
  forgetAgent(ctx, owned);
  ctx.agentCache.clear();
  return { message: ORG_MESSAGES.transferred(nextRef), agent: agentJson(row), previous };
}
