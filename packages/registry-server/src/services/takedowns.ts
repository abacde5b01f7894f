// Whether an agent or one of its versions is taken down, and why. Every way of reading an agent's
// content asks here (the JSON API, downloads, and the OCI distribution API), so a takedown holds
// everywhere at once.
import { MODERATION_ERROR_CODES, TAKEDOWN_STATUS, type Takedown } from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { iso } from '../lib/clock.js';
import { ApiError } from '../lib/errors.js';
import { keyCondition, type AgentKey } from '../repositories/agents.js';
import type { ServiceContext } from './context.js';

/** A takedown as the API shows it, from a row's `taken_down_at` / `takedown_reason`; null when none. */
export function takedownJson(row: { taken_down_at?: Date | string | null; takedown_reason?: string | null }): Takedown | null {
  return row.taken_down_at ? { reason: row.takedown_reason ?? '', taken_down_at: iso(row.taken_down_at)! } : null;
}

/** The 451 answered in place of taken-down content: its message is the public reason. */
export function takenDown(reason: string | null | undefined): ApiError {
  return new ApiError(TAKEDOWN_STATUS, MODERATION_ERROR_CODES.takenDown, reason || 'Taken down by the registry operators');
}

/** What is taken down: the whole agent, or the one version asked about. */
export interface TakedownState extends Takedown {
  scope: 'agent' | 'version';
}

/**
 * Whether the agent `key` names (its id, or `{namespace, slug}`), or its `version` when given, is
 * taken down: the takedown (the agent's first, as it covers every version), else null. Null too
 * when there is no such agent or version: the caller answers its own 404.
 *
 * For the OCI distribution API: call it before serving a manifest or a blob of an agent, and
 * answer `takenDown(state.reason)` (451) when it is not null.
 */
export async function takedownOf(ctx: ServiceContext, key: AgentKey, version?: string | null): Promise<TakedownState | null> {
  const [row] = await ctx.handle.query<{
    taken_down_at: Date | string | null;
    takedown_reason: string | null;
    v_taken_down_at: Date | string | null;
    v_takedown_reason: string | null;
  }>(
    sql`SELECT a.taken_down_at, a.takedown_reason, v.taken_down_at AS v_taken_down_at, v.takedown_reason AS v_takedown_reason
      FROM agents a LEFT JOIN agent_versions v ON v.agent_id = a.id AND v.version = ${version ?? null}::text
      WHERE ${keyCondition(key)}`,
  );
  if (!row) return null;
  const agent = takedownJson(row);
  if (agent) return { scope: 'agent', ...agent };
  const one = takedownJson({ taken_down_at: row.v_taken_down_at, takedown_reason: row.v_takedown_reason });
  return one ? { scope: 'version', ...one } : null;
}
