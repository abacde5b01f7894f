import type { UserRow } from './db/schema.js';

export interface AuthInfo {
  user: UserRow;
  /** How the caller signed the request: a session token (web) or a personal access token (CLI). */
  kind: 'session' | 'pat';
  tokenHash: string;
  expiresAt?: Date;
  /** Sessions: the last password proof (sign-in or confirm-password). */
  authenticatedAt?: Date;
}

export type AppEnv = {
  Variables: {
    auth: AuthInfo | null;
  };
};
