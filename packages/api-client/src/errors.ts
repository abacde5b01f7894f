import { ERROR_CODES } from './contract/messages';

// The errors callers see. Every failure of the client is one of these; a raw `fetch` failure
// never leaves the transport. `kind` is a plain discriminant, so checks also work across bundles
// (where `instanceof` can fail when two copies of the package are loaded). Each subclass is made by
// errorOfKind, which names it and gives it its default status.

export type ApiErrorKind = 'not_found' | 'unauthorized' | 'validation' | 'rate_limited' | 'connection' | 'timeout' | 'aborted' | 'http';

export interface ApiErrorInit {
  /** HTTP status, when a response arrived. */
  status?: number;
  /** Machine code from the error body's `error` field. */
  code?: string;
  /** The response body, when there was one. */
  body?: unknown;
  cause?: unknown;
  /** Field name -> message, when the error body names the fields it is about. */
  fields?: Record<string, string>;
}

/** Base class: an HTTP error status without a more specific class (e.g. 500, 403, 409). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind = 'http';
  readonly status?: number;
  readonly code?: string;
  readonly body?: unknown;
  /**
   * Field name -> message, when known: a 400's invalid fields, or what a 409 conflicts on
   * ('metadata.version' of a version already published). Empty otherwise.
   */
  readonly fields: Record<string, string>;

  constructor(message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body;
    this.fields = init.fields ?? {};
  }
}

/**
 * The base of the error classes of one `kind`, each named `errorName` (a field set after the base
 * constructor: the class's own name does not survive minification), with a default `status`.
 */
/* @__NO_SIDE_EFFECTS__ */
function errorOfKind<const K extends ApiErrorKind>(kind: K, errorName: string, status?: number) {
  return class extends ApiError {
    override readonly kind: K = kind;
    override name = errorName;
    constructor(message: string, init: ApiErrorInit = {}) {
      super(message, { status, ...init });
    }
  };
}

/** 404: passed to the caller silently (no toast). */
export class NotFoundError extends errorOfKind('not_found', 'NotFoundError', 404) {}

/** 401: the session was cleared and `onUnauthorized` was called. */
export class UnauthorizedError extends errorOfKind('unauthorized', 'UnauthorizedError', 401) {}

/**
 * Bad input (400 / 422 from the server, or refused before sending), or a response that does not
 * match the contract. `fields` maps a field name to its message when known.
 */
export class ValidationError extends errorOfKind('validation', 'ValidationError') {}

/** 429. `retryAfterSeconds` comes from the Retry-After header when present. */
export class RateLimitError extends errorOfKind('rate_limited', 'RateLimitError', 429) {
  readonly retryAfterSeconds?: number;
  constructor(message: string, init: ApiErrorInit & { retryAfterSeconds?: number } = {}) {
    super(message, init);
    this.retryAfterSeconds = init.retryAfterSeconds;
  }
}

/**
 * The API could not be reached: no response (server down, offline, CORS), or an answer that is
 * not from the API at all (an HTML page, an empty proxy error). Triggers the simulated backend.
 */
export class ConnectionError extends errorOfKind('connection', 'ConnectionError') {}

/** No answer within the timeout (10 s by default). Triggers the simulated backend. */
export class TimeoutError extends errorOfKind('timeout', 'TimeoutError') {}

/** The caller cancelled (AbortSignal). Never triggers the simulated backend. */
export class AbortedError extends errorOfKind('aborted', 'AbortedError') {}

/**
 * Every error the client throws, as a union: checking `kind` narrows to its class, e.g.
 * `if (isApiError(e) && e.kind === 'rate_limited') wait(e.retryAfterSeconds)`.
 */
export type AnyApiError =
  | NotFoundError
  | UnauthorizedError
  | ValidationError
  | RateLimitError
  | ConnectionError
  | TimeoutError
  | AbortedError
  | (ApiError & { readonly kind: 'http' });

export function isApiError(error: unknown): error is AnyApiError {
  return (
    error instanceof ApiError ||
    (typeof error === 'object' && error !== null && typeof (error as { kind?: unknown }).kind === 'string' && error instanceof Error)
  );
}

/** True when the server could not be reached; the simulated backend takes over then. */
export function isBackendUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'connection' || error.kind === 'timeout');
}

/**
 * True when the call needs a fresh password proof (403 `reauthentication_required`): ask for the
 * password, call `auth.confirmPassword`, then try the call again.
 */
export function isReauthRequired(error: unknown): boolean {
  return isApiError(error) && error.status === 403 && error.code === ERROR_CODES.reauthRequired;
}
