// The one axios instance: base URL, 10 s timeout, JSON, session headers, and the HTTP handling
// of spec section 8. Every failure leaves here as an ApiError; a raw AxiosError never does.
import axios, {
  AxiosHeaders,
  type AxiosInstance,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import {
  API_TIMEOUT_MS,
  DEFAULT_API_BASE_URL,
  SESSION_MARKER,
  USER_DATA_HEADER,
} from '../contract/constants';
import { HTTP_ERROR_FALLBACK } from '../contract/messages';
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
import type { Parsed, Parser } from '../wire/check';

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
  hooks?: ApiHooks;
  /**
   * Whether a 401 of this transport concerns the stored session (default: always). The simulated
   * transport says no for a real server's token, so an outage does not sign the user out.
   */
  ownsSession?: (token: string | null) => boolean;
  /** Replaces the network (the simulated backend plugs in here). */
  adapter?: AxiosRequestConfig['adapter'];
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
  toastErrors?: boolean;
  /** Clear the session and call `onUnauthorized` on 401 (default true). Off for sign-in, where
   *  401 means wrong credentials, not an expired session. */
  handleUnauthorized?: boolean;
}

/** Set on an attempt that will be retried on failure: its error is not announced (yet). */
interface AttemptFlags {
  retryable?: boolean;
}

type FlaggedConfig = InternalAxiosRequestConfig & RequestFlags & AttemptFlags;

export interface RequestConfig extends RequestFlags {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, string | number | boolean>;
  data?: unknown;
  signal?: AbortSignal;
}

export interface Http {
  /** The axios instance (its errors are ApiErrors too). */
  readonly instance: AxiosInstance;
  readonly baseURL: string;
  /** Send, then check the JSON answer against `schema` (a zod schema, or any `safeParse`). */
  request<S extends Parser<unknown>>(config: RequestConfig, schema: S): Promise<Parsed<S>>;
  /** Replace some or all hooks (e.g. once the app's router exists). */
  setHooks(hooks: ApiHooks): void;
  /** Apply the section 8 effects of an error (used for simulated errors too). */
  handleError(error: ApiError, flags?: RequestFlags): void;
}

/** JSON with every non-ASCII character escaped: header values must be Latin-1. */
export function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\uffff]/g,
    (char) => '\\u' + char.charCodeAt(0).toString(16).padStart(4, '0'),
  );
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
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

/** Maps anything axios can throw to the ApiError family. */
export function toApiError(error: unknown, baseURL: string): ApiError {
  if (isApiError(error)) return error;
  if (!axios.isAxiosError(error)) {
    const message = error instanceof Error ? error.message : String(error);
    return new ApiError(message, { cause: error });
  }
  if (error.code === 'ERR_CANCELED') {
    return new AbortedError('The request was cancelled', { cause: error });
  }
  if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') {
    return new TimeoutError(`The API at ${baseURL} did not answer in time`, { cause: error });
  }
  const response = error.response;
  if (!response) {
    return new ConnectionError(
      `Could not reach the API at ${baseURL}: the server may be down or the base URL wrong; in a browser, ` +
        "a cross-origin call is also blocked unless the API allows this page's origin (CORS)",
      { cause: error },
    );
  }
  const { status, data: body } = response;
  const init = { status, body, code: stringField(body, 'error'), cause: error };
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
    case 429: {
      const retryAfter = Number(response.headers?.['retry-after']);
      return new RateLimitError(message, {
        ...init,
        retryAfterSeconds: Number.isFinite(retryAfter) ? retryAfter : undefined,
      });
    }
    default:
      return new ApiError(message, init);
  }
}

const RETRY_STATUSES = [429, 502, 503, 504];

/** No answer, no answer in time, or a server asking to come back later. */
function isRetryable(error: ApiError): boolean {
  return error.kind === 'connection' || error.kind === 'timeout' || (error.status !== undefined && RETRY_STATUSES.includes(error.status));
}

/** The server's Retry-After (a 429, or a 503 of a busy server), in seconds. */
function retryAfterSeconds(error: ApiError): number | undefined {
  if (error instanceof RateLimitError) return error.retryAfterSeconds;
  const header: unknown = axios.isAxiosError(error.cause) ? error.cause.response?.headers?.['retry-after'] : undefined;
  const seconds = Number(header);
  return header != null && Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** Retry-After when the server gave one (at most 5 s), else 250 ms doubling per attempt. */
function retryDelayMs(error: ApiError, attempt: number): number {
  const seconds = retryAfterSeconds(error);
  return seconds !== undefined ? Math.min(seconds, 5) * 1000 : 250 * 2 ** attempt;
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError('The request was cancelled'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(new AbortedError('The request was cancelled'))), { once: true });
  });
}

export function createHttp(options: HttpOptions): Http {
  const baseURL = options.baseURL ?? DEFAULT_API_BASE_URL;
  const { session } = options;
  // Kept by reference: clients share one hooks object between the real and simulated transports.
  const hooks: ApiHooks = options.hooks ?? {};

  const instance = axios.create({
    baseURL,
    timeout: options.timeoutMs ?? API_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...options.headers },
    // Report timeouts as ETIMEDOUT instead of the ambiguous ECONNABORTED.
    transitional: { clarifyTimeoutError: true },
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers);
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
    config.headers = headers;
    return config;
  });

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

  instance.interceptors.response.use(
    (response: AxiosResponse) => {
      // A 2xx HTML page (a dev server's index.html fallback) means no API is behind baseURL.
      if (typeof response.data === 'string' && response.data.trim() !== '') {
        return Promise.reject(
          new ConnectionError(`No API answered at ${baseURL} (the answer was not JSON)`, {
            status: response.status,
            body: response.data,
          }),
        );
      }
      return response;
    },
    (error: unknown) => {
      const apiError = toApiError(error, baseURL);
      const config = axios.isAxiosError(error) ? (error.config as FlaggedConfig | undefined) : undefined;
      // An attempt that may be retried reports nothing yet (see `request`).
      if (!(config?.retryable && isRetryable(apiError))) handleError(apiError, config ?? {});
      return Promise.reject(apiError);
    },
  );

  /**
   * One try with our own timer as well as axios' `timeout`: not every XHR/fetch stand-in honours
   * the latter, and a caller's AbortSignal must still cancel.
   */
  async function attemptRequest(flagged: AxiosRequestConfig, signal: AbortSignal | undefined): Promise<AxiosResponse> {
    const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, timeoutMs);
    const forwardAbort = () => controller.abort();
    if (signal?.aborted) controller.abort();
    signal?.addEventListener('abort', forwardAbort);
    try {
      return await instance.request({ ...flagged, signal: controller.signal });
    } catch (error) {
      if (timedOut) throw new TimeoutError(`The API at ${baseURL} did not answer within ${timeoutMs} ms`, { cause: error });
      throw error;
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', forwardAbort);
    }
  }

  return {
    instance,
    baseURL,
    async request(config, schema) {
      const { toastErrors, handleUnauthorized, ...axiosConfig } = config;
      const flagged: AxiosRequestConfig & RequestFlags = {
        ...axiosConfig,
        toastErrors,
        handleUnauthorized,
      };
      const maxRetries = config.method === 'GET' ? Math.max(0, options.maxRetries ?? 0) : 0;
      let response: AxiosResponse | undefined;
      for (let attempt = 0; !response; attempt++) {
        const retryable = attempt < maxRetries;
        try {
          response = await attemptRequest({ ...flagged, retryable } as AxiosRequestConfig, config.signal);
        } catch (error) {
          if (!retryable || !isApiError(error) || !isRetryable(error)) throw error;
          await pause(retryDelayMs(error, attempt), config.signal);
        }
      }
      // 204 / empty body: check `{}` so schemas with optional fields pass.
      const data = response.data === '' || response.data == null ? {} : response.data;
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const issues = parsed.error.issues
          .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
          .join('; ');
        throw new ValidationError(
          `Unexpected answer from ${config.method} ${config.url}: ${issues}`,
          { status: response.status, body: response.data },
        );
      }
      return parsed.data;
    },
    setHooks(next) {
      Object.assign(hooks, next);
    },
    handleError,
  };
}
