// The transport on a team's own axios instance, so its interceptors (auth refresh, logging,
// tracing headers) see every call of the client. The package never imports axios: the caller
// passes an instance, and this module is loaded only when one is passed.
import type { Transport } from './types';

/** What the client needs of an axios answer (or of an AxiosError's `response`). */
export interface AxiosLikeResponse {
  status: number;
  headers: unknown;
  data: unknown;
}

/**
 * The part of an axios instance the client uses: `request`, which runs the instance's
 * interceptors. Any `axios.create()` result (axios 1.x) fits; so does a test double.
 */
export interface AxiosLikeInstance {
  /** The instance's `baseURL`, used when the client is given none. */
  defaults?: { baseURL?: string | undefined } | undefined;
  request(config: {
    method: string;
    baseURL: string;
    url: string;
    params?: Record<string, string | number | boolean> | undefined;
    data?: unknown;
    headers: Record<string, string>;
    signal: AbortSignal;
  }): Promise<AxiosLikeResponse>;
}

/** axios's headers (an AxiosHeaders or a plain object) as the platform's Headers. */
function toHeaders(source: unknown): Headers {
  const headers = new Headers();
  const plain =
    typeof source === 'object' && source !== null && typeof (source as { toJSON?: unknown }).toJSON === 'function'
      ? (source as { toJSON(): unknown }).toJSON()
      : source;
  if (typeof plain !== 'object' || plain === null) return headers;
  for (const [name, value] of Object.entries(plain)) {
    if (typeof value === 'string' || typeof value === 'number') headers.set(name, String(value));
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  return headers;
}

/** An answer as the transport hands it on: the parsed JSON, else the text ('' when empty). */
function toResponse(response: AxiosLikeResponse) {
  return { status: response.status, headers: toHeaders(response.headers), body: response.data ?? '' };
}

/** The transport on `instance`: its request and response interceptors run for every call. */
export function axiosTransport(instance: AxiosLikeInstance, baseURL: string): Transport {
  return async ({ method, url, params, data, headers, signal }) => {
    try {
      const response = await instance.request({
        method,
        baseURL,
        url,
        params,
        data,
        headers: Object.fromEntries(headers.entries()),
        signal,
      });
      return toResponse(response);
    } catch (error) {
      // axios rejects a status outside 2xx (after the instance's error interceptors had their
      // turn): the answer is judged like any other. No answer at all is a connection error.
      const response = (error as { response?: AxiosLikeResponse } | null)?.response;
      if (response && typeof response.status === 'number') return toResponse(response);
      throw error;
    }
  };
}
