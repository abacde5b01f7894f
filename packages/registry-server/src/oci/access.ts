// Who may pull from and push to a repository `owner/name` (the agent `owner/name`).
import { DEMO_ROLE, type TokenScope } from '@agent-registry/api-client/contract';
import type { UserRow } from '../db/schema.js';
import { findOwnership, type Ownership } from '../repositories/agents.js';
import type { ServiceContext } from '../services/context.js';

export type OciAction = 'pull' | 'push';

/** A caller known by a credential: its user and what the credential may do. */
export interface OciCaller {
  user: UserRow;
  scopes: readonly TokenScope[];
}

/** May `user` publish agents into `namespace`? (Today a namespace is a username.) */
export function mayPublishInto(user: UserRow, namespace: string): boolean {
  return user.username.toLowerCase() === namespace.toLowerCase();
}

/**
 * May `viewer` pull the image of `agent`? The one place pulls check an agent's visibility: a
 * public agent for everyone, a private one for its owner.
 */
export function mayPullAgent(agent: Pick<Ownership, 'owner_id' | 'visibility'>, viewer: UserRow | null): boolean {
  return agent.visibility === 'public' || (viewer !== null && agent.owner_id === viewer.id);
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
  const canPublish = user !== null && caller!.scopes.includes('agents:publish') && mayPublishInto(user, namespace);
  const canRead = user === null || caller!.scopes.includes('agents:read') || caller!.scopes.includes('agents:publish');
  const agent = await findOwnership(ctx.handle, { namespace, slug });
  if (canPublish && (!agent || agent.owner_id === user.id)) allowed.add('push');
  if (canRead && (agent ? mayPullAgent(agent, user) : canPublish)) allowed.add('pull');
  return allowed;
}
