// Leaving the registry: the account and everything it holds, at once.
import {
  ERROR_CODES,
  MODERATION_ERROR_CODES,
  MODERATION_MESSAGES,
  type AccountDeletionPreview,
  type DeleteAccountInput,
  type DeleteAccountResponse,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { txRows, type Queryable } from '../db/rawSql.js';
import type { UserRow } from '../db/schema.js';
import { ApiError, badRequest } from '../lib/errors.js';
import { moveAgent } from '../repositories/orgs.js';
import { forgetAgent } from './agents.js';
import type { ServiceContext } from './context.js';
import { isUniqueViolation } from './namespaces.js';
import { sendNotice } from './notices.js';

/** One organisation the user belongs to, with what their leaving means for it. */
interface Membership {
  org_id: string;
  name: string;
  role: 'owner' | 'maintainer';
  other_owners: number;
  other_members: number;
}

/** The user's organisations, each locked (its members' rows) for the rest of `tx`. */
async function memberships(tx: Queryable, userId: string): Promise<Membership[]> {
  return txRows<Membership>(
    tx,
    sql`SELECT m.org_id, o.name, m.role,
        (SELECT count(*)::int FROM org_members x WHERE x.org_id = m.org_id AND x.user_id <> ${userId} AND x.role = 'owner') AS other_owners,
        (SELECT count(*)::int FROM org_members x WHERE x.org_id = m.org_id AND x.user_id <> ${userId}) AS other_members
      FROM org_members m JOIN organizations o ON o.id = m.org_id
      WHERE m.user_id = ${userId} ORDER BY o.name FOR UPDATE OF m`,
  );
}

/**
 * What leaving does to each organisation: one where the user is the only member goes with them
 * (its agents too); one where they are the last owner and others remain blocks the deletion; one
 * they own that keeps another owner may take their agents.
 */
function plan(rows: Membership[]) {
  return {
    deleted: rows.filter((m) => Number(m.other_members) === 0),
    blocking: rows.filter((m) => m.role === 'owner' && Number(m.other_owners) === 0 && Number(m.other_members) > 0),
    targets: rows.filter((m) => m.role === 'owner' && Number(m.other_owners) > 0),
  };
}

async function ownAgents(tx: Queryable, userId: string) {
  return txRows<{ id: string; namespace: string; slug: string }>(
    tx,
    sql`SELECT id, namespace, slug FROM agents WHERE owner_id = ${userId} ORDER BY created_at, id`,
  );
}

/** GET /users/me/delete: what deleting the account would do. */
export async function accountDeletionPreview(ctx: ServiceContext, user: UserRow): Promise<AccountDeletionPreview> {
  return ctx.db.transaction(async (tx) => {
    const { deleted, blocking, targets } = plan(await memberships(tx, user.id));
    return {
      agents: (await ownAgents(tx, user.id)).length,
      transfer_targets: targets.map((m) => m.name),
      blocking_organizations: blocking.map((m) => m.name),
      organizations_deleted: deleted.map((m) => m.name),
    };
  });
}

/**
 * POST /users/me/delete (a session with a recent password proof; the route says so). The typed
 * username must match. In one transaction: the user's agents move to `transfer_agents_to` (their
 * old `owner/name` kept as aliases) or are deleted; organisations where the user is the only
 * member are deleted with their agents; then the user, and the database's cascades take its
 * sessions, tokens, pending codes and memberships. An organisation's agents stay the
 * organisation's. Refused (409, nothing changed) while the user is the last owner of an
 * organisation with other members.
 */
export async function deleteAccount(ctx: ServiceContext, user: UserRow, input: DeleteAccountInput): Promise<DeleteAccountResponse> {
  if (input.username.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw badRequest(MODERATION_MESSAGES.usernameMismatch, { username: MODERATION_MESSAGES.usernameMismatch });
  }
  const targetName = input.transfer_agents_to?.trim().toLowerCase() || null;
  const gone: Array<{ id: string; namespace: string; slug: string }> = [];
  const result = await ctx.db
    .transaction(async (tx) => {
      const { deleted, blocking, targets } = plan(await memberships(tx, user.id));
      if (blocking.length > 0) {
        const names = blocking.map((m) => m.name);
        throw new ApiError(409, MODERATION_ERROR_CODES.lastOwner, MODERATION_MESSAGES.lastOwnerOf(names));
      }
      const target = targetName === null ? null : targets.find((m) => m.name === targetName);
      if (targetName !== null && !target) {
        throw badRequest(MODERATION_MESSAGES.transferTargetInvalid, { transfer_agents_to: MODERATION_MESSAGES.transferTargetInvalid });
      }
      const own = await ownAgents(tx, user.id);
      const now = ctx.clock.now().toISOString();
      if (target) {
        for (const agent of own) {
          await moveAgent(tx, {
            id: agent.id,
            from: agent.namespace,
            slug: agent.slug,
            to: target.name,
            orgId: target.org_id,
            ownerId: null,
            now,
          });
        }
      }
      gone.push(...own);
      if (deleted.length > 0) {
        const orgIds = deleted.map((m) => m.org_id);
        gone.push(
          ...(await txRows<{ id: string; namespace: string; slug: string }>(
            tx,
            sql`DELETE FROM agents WHERE org_id IN (${sql.join(
              orgIds.map((id) => sql`${id}`),
              sql`, `,
            )}) RETURNING id, namespace, slug`,
          )),
        );
        await txRows(
          tx,
          sql`DELETE FROM organizations WHERE id IN (${sql.join(
            orgIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        );
      }
      await txRows(tx, sql`DELETE FROM users WHERE id = ${user.id}`);
      return {
        agentsDeleted: gone.length - (target ? own.length : 0),
        agentsTransferred: target ? own.length : 0,
        target: target?.name ?? null,
        orgsDeleted: deleted.map((m) => m.name),
      };
    })
    .catch((err: unknown) => {
      if (isUniqueViolation(err)) {
        throw new ApiError(
          409,
          ERROR_CODES.conflict,
          `${targetName} already has an agent of the same name: rename or delete one of them first.`,
        );
      }
      throw err;
    });

  for (const agent of gone) forgetAgent(ctx, agent, false);
  ctx.agentCache.clear();
  ctx.searchCache.clear();
  sendNotice(ctx, user, 'account_deleted', {
    to: user.email,
    subject: 'Your Agent Registry account was deleted',
    text: [
      user.fullName ? `Hello ${user.fullName},` : 'Hello,',
      '',
      `Your account ${user.username} was deleted on ${ctx.clock.now().toISOString()}, with its sessions and its access tokens.`,
      result.target
        ? `${MODERATION_MESSAGES.agentsTransferred(result.agentsTransferred, result.target)}; ${result.agentsDeleted} other agent(s) were deleted.`
        : `${result.agentsDeleted} agent(s) were deleted with it.`,
      ...(result.orgsDeleted.length > 0
        ? [`The organisation(s) only you belonged to were deleted too: ${result.orgsDeleted.join(', ')}.`]
        : []),
      'Nothing of it can be restored.',
      '',
      `Agent Registry - ${ctx.config.publicUrl}`,
    ].join('\n'),
  });
  return {
    message: MODERATION_MESSAGES.accountDeleted,
    agents_deleted: result.agentsDeleted,
    agents_transferred: result.agentsTransferred,
    organizations_deleted: result.orgsDeleted,
  };
}
