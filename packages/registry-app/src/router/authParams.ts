import type { AuthMode } from '@agent-registry/ui';

/** How each /auth mode is spelled in the URL (`/auth?mode=confirm`); sign-in is the default. */
const MODE_IN_URL: Record<AuthMode, string | null> = {
  signIn: null,
  signUp: 'signup',
  confirmSignUp: 'confirm',
  forgotPassword: 'forgot',
  resetPassword: 'reset',
};
const MODE_FROM_URL = new Map(Object.entries(MODE_IN_URL).map(([mode, value]) => [value, mode as AuthMode]));

export interface AuthParams {
  mode: AuthMode;
  /** Prefills the email fields (kept when the mode changes). */
  email?: string;
  /** Where to go once signed in: a same-origin path (see safeReturnPath). */
  next?: string;
}

export function readAuthParams(params: URLSearchParams): AuthParams {
  return {
    mode: MODE_FROM_URL.get(params.get('mode') ?? null) ?? 'signIn',
    email: params.get('email') || undefined,
    next: params.get('next') || undefined,
  };
}

/** The search params of an /auth screen, in a fixed order (mode, email, next). */
export function authParams({ mode, email, next }: AuthParams): URLSearchParams {
  const params = new URLSearchParams();
  const value = MODE_IN_URL[mode];
  if (value) params.set('mode', value);
  if (email) params.set('email', email);
  if (next) params.set('next', next);
  return params;
}

/** /auth sending the visitor back to `returnTo` once signed in. */
export function signInPath(returnTo: string): string {
  return `/auth?${new URLSearchParams({ next: returnTo })}`;
}

/**
 * `path` when it is a path on this site ('/profile?tab=x'), else undefined: never another origin
 * ('//evil.example', '/\\evil.example', 'https://…', 'javascript:…'), so a crafted link cannot
 * send a user who signs in somewhere else.
 */
export function safeReturnPath(path: string | undefined): string | undefined {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return undefined;
  // Resolved against a placeholder origin: anything that leaves it is not a local path.
  const base = 'https://registry.invalid';
  try {
    const url = new URL(path, base);
    if (url.origin !== base) return undefined;
    if (url.pathname === '/auth') return undefined; // no loop back to the sign-in page
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
