import { DEMO_ROLE } from '@agent-registry/api-client/contract';
import type { UserRow } from '../db/schema.js';
import type { ServiceContext } from './context.js';

/**
 * Whether `user` is a registry operator: their email or their username is listed in OPERATORS.
 * The shared demo account never is, whatever the list says.
 */
export function isOperator(ctx: ServiceContext, user: Pick<UserRow, 'email' | 'username' | 'role'> | null | undefined): boolean {
  if (!user || user.role === DEMO_ROLE) return false;
  const email = user.email.toLowerCase();
  const username = user.username.toLowerCase();
  return ctx.config.operators.some((entry) => {
    const listed = entry.trim().toLowerCase();
    return listed === email || listed === username;
  });
}
