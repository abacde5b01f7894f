// Organisations in the simulated backend, the parts that are not routes (routes/orgs.ts): what is
// kept of an organisation and an invitation, and who may publish into a namespace.
import type { OrgRole } from '../contract/orgs';
import { usernameFromEmail } from '../contract/normalize';
import type { SimulatedState, SimulatedUser } from './store';

export interface SimulatedOrg {
  id: string;
  name: string;
  display_name: string;
  bio: string;
  avatar_url: string;
  created_at: string;
  /** user id -> role and when they joined. */
  members: Record<string, { role: OrgRole; joined_at: string }>;
}

export interface SimulatedInvitation {
  id: string;
  org: string;
  email: string;
  role: OrgRole;
  invited_by: string;
  created_at: string;
  expires_at: string;
  accepted_at: string | null;
}

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
