// What the simulated backend answers about tokens and sessions, as the server shapes it: a
// token's status and listing, a session's opaque id and device. The routes are in backend.ts.
import { SESSION_TTL_MS } from '../contract/constants';
import type { ApiToken, SessionInfo } from '../contract/schemas';
import { cliTokenInfo } from '../contract/tokens';
import { deviceLabel, type TokenStatus } from '../contract/security';
import { sha256Hex } from './sha256';
import type { SimulatedNamedToken, SimulatedSession, SimulatedUser } from './store';

/** Where the sessions list says a simulated session is: every one lives in this browser. */
export function simulatedDevice(): string {
  // Read off globalThis: the backend runs in a browser, a worker or Node.
  const userAgent = (globalThis as { navigator?: { userAgent?: string } }).navigator?.userAgent;
  const label = userAgent ? deviceLabel(userAgent) : null;
  return label && label !== deviceLabel(null) ? label : 'This browser';
}

/** A session's id in the list: derived from its token, and telling nothing of it. */
export const sessionId = (token: string): string => sha256Hex(`session:${token}`).slice(0, 32);

const iso = (ms: number) => new Date(ms).toISOString();

export function namedTokenStatus(token: SimulatedNamedToken, now: number): TokenStatus {
  if (token.revoked_at) return 'revoked';
  if (token.expires_at && Date.parse(token.expires_at) <= now) return 'expired';
  return 'active';
}

export function namedTokenInfo(token: SimulatedNamedToken, now: number): ApiToken {
  return {
    id: token.id,
    name: token.name,
    kind: 'named',
    scopes: [...token.scopes],
    status: namedTokenStatus(token, now),
    created_at: token.created_at,
    last_used_at: token.last_used_at,
    expires_at: token.expires_at,
    revoked_at: token.revoked_at,
    namespace: token.namespace ?? null,
  };
}

/** The stored personal access token in the token list (the store keeps its last use as `last_used`). */
export const simulatedCliToken = (pat: NonNullable<SimulatedUser['pat']>, revokedAt: string | null = null): ApiToken =>
  cliTokenInfo({ created_at: pat.created_at, last_used_at: pat.last_used }, revokedAt);

/** The CLI token first, then the named tokens newest first (the order of GET /users/tokens). */
export function tokenList(user: SimulatedUser, now: number): ApiToken[] {
  const named = [...(user.tokens ?? [])]
    .reverse()
    .sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at))
    .map((token) => namedTokenInfo(token, now));
  return user.pat ? [simulatedCliToken(user.pat), ...named] : named;
}

export const activeNamedTokens = (user: SimulatedUser, now: number): number =>
  (user.tokens ?? []).filter((token) => namedTokenStatus(token, now) === 'active').length;

export function sessionInfo(token: string, session: SimulatedSession, current: boolean): SessionInfo {
  return {
    id: sessionId(token),
    device: session.device ?? 'This browser',
    // Stored before the sessions list: a session lasts SESSION_TTL_MS from its sign-in.
    created_at: iso(session.created_at ?? session.expires_at - SESSION_TTL_MS),
    last_seen_at: session.last_seen_at === undefined ? null : iso(session.last_seen_at),
    expires_at: iso(session.expires_at),
    current,
    place: session.place ?? null,
  };
}
