// Leaving the registry: the account and everything it holds, at once.
import { MODERATION_MESSAGES, type DeleteAccountInput } from '@agent-registry/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import { users, type UserRow } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import { forgetAgent } from './agents.js';
import type { ServiceContext } from './context.js';
import { sendNotice } from './notices.js';

/**
 * POST /users/me/delete (a session with a recent password proof; the route says so). The typed
 * username must match. One statement deletes the user, and the database's cascades take its
 * sessions, personal access token, named tokens, pending codes and agents with their versions
 * and reports; reports it filed and versions it published elsewhere keep no link to it.
 */
export async function deleteAccount(ctx: ServiceContext, user: UserRow, input: DeleteAccountInput) {
  if (input.username.trim().toLowerCase() !== user.username.toLowerCase()) {
    throw badRequest(MODERATION_MESSAGES.usernameMismatch, { username: MODERATION_MESSAGES.usernameMismatch });
  }
  const owned = await ctx.handle.query<{ id: string; namespace: string; slug: string }>(
    sql`SELECT id, namespace, slug FROM agents WHERE owner_id = ${user.id}`,
  );
  await ctx.db.delete(users).where(eq(users.id, user.id));
  for (const agent of owned) forgetAgent(ctx, agent, false);
  if (owned.length > 0) ctx.searchCache.clear();
  sendNotice(ctx, user, 'account_deleted', {
    to: user.email,
    subject: 'Your Agent Registry account was deleted',
    text: [
      user.fullName ? `Hello ${user.fullName},` : 'Hello,',
      '',
      `Your account ${user.username} was deleted on ${ctx.clock.now().toISOString()}, with its ${owned.length} agent(s),`,
      'its sessions and its access tokens. Nothing of it can be restored.',
      '',
      `Agent Registry - ${ctx.config.publicUrl}`,
    ].join('\n'),
  });
  return { message: MODERATION_MESSAGES.accountDeleted, agents_deleted: owned.length };
}
