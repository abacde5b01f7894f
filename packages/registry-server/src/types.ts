import type { TokenScope } from '@agent-registry/api-client/contract';
import type { UserRow } from './db/schema.js';
import type { ServiceContext } from './services/context.js';

export interface AuthInfo {
  user: UserRow;
  /**
   * How the caller signed the request: a session token (web), the personal access token (the
   * CLI token) or a named access token (scoped, maybe expiring).
   */
  kind: 'session' | 'pat' | 'token';
  /** What the credential may do with agents: sessions and the PAT hold every scope. */
  scopes: readonly TokenScope[];
  tokenHash: string;
  /** A named token limited to one namespace: the only one it may write to. */
  namespace?: string | null;
  expiresAt?: Date;
  /** Sessions: the last password proof (sign-in or confirm-password). */
  authenticatedAt?: Date;
}

export type AppEnv = {
  Variables: {
    auth: AuthInfo | null;
    /** The app's services, for handlers and middleware declared outside createApp. */
    services: ServiceContext;
  };
};
