// Tells the simulated backend's session tokens apart from a real server's, without loading the
// backend itself (the client needs this on every 401, the backend only after a fallback).

/** Session tokens of the simulated backend start with this, so they are told apart from real ones. */
export const SIMULATED_TOKEN_PREFIX = 'sim_';

/** True when the token was issued by the simulated backend. */
export function isSimulatedToken(token: string | null | undefined): boolean {
  return !!token && token.startsWith(SIMULATED_TOKEN_PREFIX);
}
