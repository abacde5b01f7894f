// Organisations in the simulated backend, the parts that are not routes (routes/orgs.ts): who may
// publish into a namespace. What is kept of an organisation and an invitation is in store.ts.
import type { OrgRole } from '../contract/orgs';
import { usernameFromEmail } from '../contract/normalize';
import type { SimulatedState, SimulatedUser } from './store';

export type { SimulatedInvitation, SimulatedOrg } from './store';

const usernameOf = (user: SimulatedUser) => usernameFromEmail(user.email);

/** Whether `user` may publish into `namespace`: their own, or an organisation they belong to. */
export function mayPublishInto(state: SimulatedState, user: SimulatedUser, namespace: string): boolean {
  const name = namespace.trim().toLowerCase();
  if (name === usernameOf(user)) return true;
  return Boolean(state.orgs?.[name]?.members[user.id]);
}

/** The role `user` holds in the organisation that owns `namespace`, or null (none, or not an organisation). */
export function orgRoleIn(state: SimulatedState, user: SimulatedUser, namespace: string | null | undefined): OrgRole | null {
  return (namespace && state.orgs?.[namespace.toLowerCase()]?.members[user.id]?.role) || null;
}
