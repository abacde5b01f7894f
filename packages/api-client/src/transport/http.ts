// The one transport: base URL, 10 s timeout, JSON, session headers, retries of reads, and the HTTP
// handling of spec section 8, on the platform's `fetch` (no HTTP library to ship). Every failure
// leaves here as an ApiError.
import { API_TIMEOUT_MS, DEFAULT_API_BASE_URL, SESSION_MARKER, USER_DATA_HEADER } from '../contract/constants';
import type * as z from 'zod/mini';
import { HTTP_ERROR_FALLBACK } from '../contract/messages';
// The answer's check loads with the client's checks (zod and the schemas), not with the first page.
import { loadChecks } from '../resources/load';
import {
  AbortedError,
  ApiError,
  ConnectionError,
  NotFoundError,
  RateLimitError,
  TimeoutError,
  UnauthorizedError,
  ValidationError,
  isApiError,
  isReauthRequired,
} from '../errors';
import type { SessionStore } from '../session';
import type { AxiosLikeInstance } from './axios';
import type { Transport, TransportResponse } from './types';

export type { Transport, TransportRequest, TransportResponse } from './types';

export interface ApiHooks {
  /** A 401 arrived: the session is already cleared; the app sends the browser to /auth. */
  onUnauthorized?: ((error: UnauthorizedError) => void) | undefined;
  /** Any other status >= 400 (except 404): show a toast with `message`. */
  onError?: ((message: string, error: ApiError) => void) | undefined;
}

export interface HttpOptions {
  /** Default '/api'. */
  baseURL?: string | undefined;
  /** Default 10 000 ms. */
  timeoutMs?: number | undefined;
  session: SessionStore;
  hooks?: ApiHooks | undefined;
  /**
   * Whether a 401 of this transport concerns the stored session (default: always). The simulated
   * transport says no for a real server's token, so an outage does not sign the user out.
   */
  ownsSession?: ((token: string | null) => boolean) | undefined;
  /** Replaces the network (the simulated backend plugs in here). */
  adapter?: Transport | undefined;
  /** The `fetch` to send with (default the global one), e.g. one with a proxy agent or a test's. */
  fetch?: typeof fetch | undefined;
  /** An axios instance to send with instead of `fetch`: its interceptors run for every call. */
  axios?: AxiosLikeInstance | undefined;
  /** A credential (e.g. a personal access token) sent as Bearer when no session token is stored. */
  token?: string | (() => string | null | undefined) | undefined;
  /** Headers sent with every request. */
  headers?: Record<string, string> | undefined;
  /** Times a GET is tried again after no answer, a timeout, a 429 or a 502/503/504 (default 0). */
  maxRetries?: number | undefined;
}

/** Per-request switches of the section 8 handling. */
export interface RequestFlags {
  /** Call `onError` for statuses >= 400 (default true). Auth calls return the body instead. */
  toastErrors?: boolean | undefined;
  /** Clear the session and call `onUnauthorized` on 401 (default true). Off for sign-in, where
   *  401 means wrong credentials, not an expired session. */
  handleUnauthorized?: boolean | undefined;
}

export interface RequestConfig extends RequestFlags {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, string | number | boolean> | undefined;
  data?: unknown;
  signal?: AbortSignal | undefined;
}

export interface Http {
  readonly baseURL: string;
  /** Send, then check the JSON answer against `schema` (a zod or zod/mini schema). */
  request<S extends z.core.$ZodType>(config: RequestConfig, schema: S): Promise<z.output<S>>;
  /** Replace some or all hooks (e.g. once the app's router exists). */
  setHooks(hooks: ApiHooks): void;
  /** Apply the section 8 effects of an error (used for simulated errors too). */
  handleError(error: ApiError, flags?: RequestFlags): void;
}

/** JSON with every non-ASCII character escaped: header values must be Latin-1. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u007f-\uffff]/g, (char) => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'));
}

/** A JSON object (not null, not an array). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const stringField = (body: unknown, key: string): string | undefined => {
  if (!isPlainObject(body)) return undefined;
  const value = body[key];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function fieldsOf(body: unknown): Record<string, string> | undefined {
  if (!isPlainObject(body) || !isPlainObject(body.fields)) return undefined;
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body.fields)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** The server's Retry-After, in seconds. */
function retryAfterOf(headers: Headers | undefined): number | undefined {
  const header = headers?.get('retry-after');
  const seconds = Number(header);
  return header != null && header !== '' && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** The error of an answer with a status outside 2xx. */
export function errorOfResponse(response: TransportResponse, baseURL: string): ApiError {
  const { status, body } = response;
  const init = { status, body, code: stringField(body, 'error') };
  // An HTML page or an empty proxy error is not our API answering (no server behind the proxy,
  // a static host without /api): treat it like no answer at all.
  if (!isPlainObject(body) && (status === 404 || status === 405 || status >= 500)) {
    return new ConnectionError(`No API answered at ${baseURL} (HTTP ${status})`, init);
  }
  const message = stringField(body, 'message') ?? HTTP_ERROR_FALLBACK;
  switch (status) {
    case 401:
      return new UnauthorizedError(message, init);
    case 404:
      return new NotFoundError(message, init);
    case 400:
    case 422:
      return new ValidationError(message, { ...init, fields: fieldsOf(body) });
    case 429:
      return new RateLimitError(message, { ...init, retryAfterSeconds: retryAfterOf(response.headers) });
    default:
      // A 409 names the field it is about ('metadata.version' of a version already published).
      return new ApiError(message, { ...init, fields: fieldsOf(body) });
  }
}

/** Anything thrown on the way, as an ApiError (an ApiError stays as it is). */
export function toApiError(error: unknown, baseURL: string): ApiError {
  if (isApiError(error)) return error;
  return new ConnectionError(
    `Could not reach the API at ${baseURL}: the server may be down or the base URL wrong; in a browser, ` +
      "a cross-origin call is also blocked unless the API allows this page's origin (CORS)",
    { cause: error },
  );
}

const RETRY_STATUSES = [429, 502, 503, 504];

/** No answer, no answer in time, or a server asking to come back later. */
function isRetryable(error: ApiError): boolean {
  return error.kind === 'connection' || error.kind === 'timeout' || (error.status !== undefined && RETRY_STATUSES.includes(error.status));
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError('The request was cancelled'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new AbortedError('The request was cancelled'))), { once: true });
  });
}

/** '/api' + '/agents' with exactly one slash between. */
function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** The default transport: the platform's fetch, JSON in and out. */
export function fetchTransport(baseURL: string, fetchImpl: typeof fetch = (...args) => fetch(...args)): Transport {
  return async ({ method, url, params, data, headers, signal }) => {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(params ?? {})) query.append(key, String(value));
    const search = query.toString();
    const response = await fetchImpl(`${joinUrl(baseURL, url)}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: data === undefined ? undefined : JSON.stringify(data),
      signal,
    });
    const text = await response.text();
    let body: unknown = text;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        // Not JSON (an HTML page, a proxy's error text): judged by the caller.
      }
    }
    return { status: response.status, headers: response.headers, body };
  };
}

/** The axios transport, its module loaded with the first call (a fetch-only page never loads it). */
function lazyAxiosTransport(instance: AxiosLikeInstance, baseURL: string): Transport {
  let loading: Promise<Transport> | null = null;
  return async (request) => {
    loading ??= import('./axios').then(({ axiosTransport }) => axiosTransport(instance, baseURL));
    return (await loading)(request);
  };
}

export function createHttp(options: HttpOptions): Http {
  const baseURL = options.baseURL ?? options.axios?.defaults?.baseURL ?? DEFAULT_API_BASE_URL;
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const { session } = options;
  // Kept by reference: clients share one hooks object between the real and simulated transports.
  const hooks: ApiHooks = options.hooks ?? {};
  const transport =
    options.adapter ?? (options.axios ? lazyAxiosTransport(options.axios, baseURL) : fetchTransport(baseURL, options.fetch));

  function headersFor(config: RequestConfig): Headers {
    const headers = new Headers({ Accept: 'application/json', ...options.headers });
    if (config.data !== undefined) headers.set('Content-Type', 'application/json');
    const stored = session.getToken();
    // The session marker only says "signed in"; it is no credential.
    const token = stored && stored !== SESSION_MARKER ? stored : typeof options.token === 'function' ? options.token() : options.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    const user = session.getUser();
    if (user) {
      headers.set(
        USER_DATA_HEADER,
        asciiJson({
          user_id: user.user_id ?? user.id,
          email: user.email,
          username: user.username,
          full_name: user.full_name ?? user.name,
        }),
      );
    }
    return headers;
  }

  const handleError = (error: ApiError, flags: RequestFlags = {}) => {
    if (error.kind === 'unauthorized') {
      if (flags.handleUnauthorized === false) return;
      if (options.ownsSession && !options.ownsSession(session.getToken())) return;
      session.clear();
      hooks.onUnauthorized?.(error as UnauthorizedError);
      return;
    }
    // 404 is the caller's business; no answer at all is the fallback's (and the badge's).
    if (error.kind === 'not_found' || error.kind === 'connection') return;
    if (error.kind === 'timeout' || error.kind === 'aborted') return;
    // The caller asks for the password and tries again: not a failure to announce.
    if (isReauthRequired(error)) return;
    if (flags.toastErrors === false) return;
    if (error.status !== undefined && error.status >= 400) {
      hooks.onError?.(stringField(error.body, 'message') ?? HTTP_ERROR_FALLBACK, error);
    }
  };

  /** One try, with its own timer, answering the body of a 2xx or throwing an ApiError. */
  async function attempt(
    config: RequestConfig,
  ): Promise<{ body: unknown; status: number } | { error: ApiError; retryAfter?: number | undefined }> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (config.signal?.aborted) controller.abort();
    config.signal?.addEventListener('abort', forwardAbort);
    try {
      const response = await transport({
        method: config.method,
        url: config.url,
        params: config.params,
        data: config.data,
        headers: headersFor(config),
        signal: controller.signal,
      });
      if (response.status >= 200 && response.status < 300) {
        // A 2xx HTML page (a dev server's index.html fallback) means no API is behind baseURL.
        if (typeof response.body === 'string' && response.body.trim() !== '') {
          return {
            error: new ConnectionError(`No API answered at ${baseURL} (the answer was not JSON)`, {
              status: response.status,
              body: response.body,
            }),
          };
        }
        return { body: response.body, status: response.status };
      }
      return { error: errorOfResponse(response, baseURL), retryAfter: retryAfterOf(response.headers) };
    } catch (error) {
      if (timedOut) return { error: new TimeoutError(`The API at ${baseURL} did not answer within ${timeoutMs} ms`, { cause: error }) };
      if (controller.signal.aborted) return { error: new AbortedError('The request was cancelled', { cause: error }) };
      return { error: toApiError(error, baseURL) };
    } finally {
      clearTimeout(timer);
      config.signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    baseURL,
    async request(config, schema) {
      const maxRetries = config.method === 'GET' ? Math.max(0, options.maxRetries ?? 0) : 0;
      let body: unknown;
      let status: number;
      for (let tries = 0; ; tries++) {
        const outcome = await attempt(config);
        if ('body' in outcome) {
          ({ body, status } = outcome);
          break;
        }
        const { error } = outcome;
        if (tries < maxRetries && isRetryable(error)) {
          // Retry-After when the server gave one (at most 5 s), else 250 ms doubling per try.
          await pause(outcome.retryAfter !== undefined ? Math.min(outcome.retryAfter, 5) * 1000 : 250 * 2 ** tries, config.signal);
          continue;
        }
        handleError(error, config);
        throw error;
      }
      // 204 / empty body: check `{}` so schemas with optional fields pass.
      const data = body === '' || body == null ? {} : body;
      const { safeParse } = await loadChecks();
      const parsed = safeParse(schema, data);
      if (!parsed.success) {
        const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
        throw new ValidationError(`Unexpected answer from ${config.method} ${config.url}: ${issues}`, { status, body });
      }
      return parsed.data;
    },
    setHooks(next) {
      Object.assign(hooks, next);
    },
    handleError,
  };
}
