// Account security, without zod: named access tokens (scopes, expiry), the sessions list and
// the messages of both. The schemas of their calls are in schemas.ts ("Tokens and sessions").

/** What a named token may do. The spec's PAT (the CLI token) holds both. */
export const TOKEN_SCOPES = ['agents:read', 'agents:publish'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_LABELS: Record<TokenScope, string> = {
  'agents:read': 'Pull agents, your private ones included',
  'agents:publish': 'Publish, yank, deprecate, edit and delete your agents',
};

/** Lifetimes a new token may have, in days; null: until revoked (the form warns). */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365, null] as const;
export type TokenExpiryDays = (typeof TOKEN_EXPIRY_DAYS)[number];
export const DEFAULT_TOKEN_EXPIRY_DAYS: TokenExpiryDays = 90;

/** Named tokens a user may hold at once (revoked and expired ones do not count). */
export const MAX_NAMED_TOKENS = 20;
export const TOKEN_NAME_MAX_LENGTH = 64;

/** 'cli': the spec's personal access token, listed among the tokens; 'named': created in the token list. */
export const TOKEN_KINDS = ['cli', 'named'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

export const TOKEN_STATUSES = ['active', 'expired', 'revoked'] as const;
export type TokenStatus = (typeof TOKEN_STATUSES)[number];

/** The id the token list gives the CLI token (the personal access token); DELETE takes it too. */
export const CLI_TOKEN_ID = 'cli';
export const CLI_TOKEN_NAME = 'CLI token';

export const SECURITY_MESSAGES = {
  tokenExpired: 'This token has expired. Create a new one in your token list.',
  tokenRevoked: 'This token was revoked. Create a new one in your token list.',
  scopeRequired: (scope: TokenScope) => `This token does not have the ${scope} scope`,
  tooManyTokens: `You can hold at most ${MAX_NAMED_TOKENS} tokens. Revoke one first.`,
  tokenNotFound: 'Token not found',
  sessionNotFound: 'Session not found',
  noExpiryWarning: 'A token without an expiry works until you revoke it. Prefer an expiry.',
  tokenShownOnce: "Copy this token now. It won't be shown again.",
  tokenCreated: (name: string) => `Token "${name}" created`,
  tokenRevokedToast: (name: string) => `Token "${name}" revoked`,
  allTokensRevoked: 'Every token was revoked',
  sessionEnded: 'Session ended',
  otherSessionsEnded: 'Every other session was ended',
  scopesRequired: 'Pick at least one scope',
} as const;

/** Error codes of token and session answers (401/403 `error`). */
export const SECURITY_ERROR_CODES = {
  tokenExpired: 'token_expired',
  tokenRevoked: 'token_revoked',
  insufficientScope: 'insufficient_scope',
  tooManyTokens: 'too_many_tokens',
} as const;

/** Scopes in the contract's order, each once, whatever order they were stored or sent in. */
export function orderedTokenScopes(scopes: readonly string[]): TokenScope[] {
  return TOKEN_SCOPES.filter((scope) => scopes.includes(scope));
}

/** How many more named tokens a user holding `active` live ones may create (0: the limit is reached). */
export function namedTokensRemaining(active: number): number {
  return Math.max(0, MAX_NAMED_TOKENS - active);
}

/** When a token made now with that lifetime expires (null: never). */
export function tokenExpiry(days: TokenExpiryDays, now: Date = new Date()): Date | null {
  return days === null ? null : new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/**
 * A short device label from a User-Agent header ('Chrome on Linux'), for the sessions list.
 * Unknown agents read 'Unknown device'.
 */
export function deviceLabel(userAgent: string | null | undefined): string {
  const ua = userAgent ?? '';
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\//.test(ua)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|HeadlessChrome/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\//.test(ua)
              ? 'curl'
              : /node|undici/i.test(ua)
                ? 'Node.js'
                : null;
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iOS/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux|X11/.test(ua)
            ? 'Linux'
            : null;
  if (browser && os) return `${browser} on ${os}`;
  return browser ?? os ?? 'Unknown device';
}

/**
 * Where a session signed in from, for the sessions list: 'Lisbon, Portugal', 'Portugal' or
 * 'Lisbon'; the code itself ('PT') where the runtime has no name for it; null when unknown.
 */
export function placeLabel(place: { country: string | null; city: string | null } | null | undefined, locale = 'en'): string | null {
  if (!place) return null;
  const city = place.city?.trim() || null;
  const code = place.country?.trim().toUpperCase() || null;
  const country = code ? countryName(code, locale) : null;
  return [city, country].filter(Boolean).join(', ') || null;
}

function countryName(code: string, locale: string): string {
  try {
    // A code the runtime does not know comes back unchanged (or throws, for a malformed one).
    return new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' }).of(code) ?? code;
  } catch {
    return code;
  }
}
