// Who may pull from and push to a repository `owner/name` (the agent `owner/name`).
import { DEMO_ROLE, type TokenScope } from '@agent-registry/api-client/contract';
import type { UserRow } from '../db/schema.js';
import { findOwnership, type Ownership } from '../repositories/agents.js';
import type { ServiceContext } from '../services/context.js';
import { mayPublishInto } from '../services/namespaces.js';

export type OciAction = 'pull' | 'push';

/** A caller known by a credential: its user and what the credential may do. */
export interface OciCaller {
  user: UserRow;
  scopes: readonly TokenScope[];
}

/** Does `viewer` hold `agent`: its owner, or a member of its organisation? */
const holds = (agent: Pick<Ownership, 'owner_id' | 'role'>, viewer: UserRow | null): boolean =>
  viewer !== null && (agent.owner_id === viewer.id || agent.role !== null);

/**
 * May `viewer` pull the image of `agent`? The one place pulls check an agent's visibility: a
 * public agent that is not taken down for everyone; a private or taken-down one only for those
 * who hold it (its owner, its organisation's members).
 */
export function mayPullAgent(
  agent: Pick<Ownership, 'owner_id' | 'role' | 'visibility' | 'taken_down_at'>,
  viewer: UserRow | null,
): boolean {
  return (agent.visibility === 'public' && !agent.taken_down_at) || holds(agent, viewer);
}

export function splitRepository(repository: string): { namespace: string; slug: string } {
  const cut = repository.indexOf('/');
  return { namespace: repository.slice(0, cut), slug: repository.slice(cut + 1) };
}

const usable = (caller: OciCaller | null): caller is OciCaller =>
  caller !== null && caller.user.status !== 'suspended' && caller.user.role !== DEMO_ROLE;

/**
 * What `caller` (null: anonymous) may do in `repository`. Pushing needs `agents:publish` and the
 * namespace; pulling an agent follows its visibility, and a repository that is not (yet) an agent
 * is its namespace's alone.
 */
export async function allowedActions(ctx: ServiceContext, caller: OciCaller | null, repository: string): Promise<Set<OciAction>> {
  const { namespace, slug } = splitRepository(repository);
  const allowed = new Set<OciAction>();
  const user = usable(caller) ? caller.user : null;
  const canPublish = user !== null && caller!.scopes.includes('agents:publish') && (await mayPublishInto(ctx, user.id, namespace));
  const canRead = user === null || caller!.scopes.includes('agents:read') || caller!.scopes.includes('agents:publish');
  const agent = await findOwnership(ctx.handle, { namespace, slug }, { userId: user?.id });
  if (canPublish && (!agent || holds(agent, user))) allowed.add('push');
  if (canRead && (agent ? mayPullAgent(agent, user) : canPublish)) allowed.add('pull');
  return allowed;
}
