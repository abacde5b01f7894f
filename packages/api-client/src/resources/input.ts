// Calls the routes of the contract's table: the input checked before anything is sent, the answer
// when it arrives, both with the contract's schemas, which load with the first call.
import type * as z from 'zod/mini';
import type { ApiRoute } from '../contract/common';
import type { Http, RequestFlags } from '../transport/http';
import { loadChecks, once, type Checks } from './load';

type Query = Record<string, string | number | boolean>;

/** What every call takes last: a `signal` to drop an answer no longer wanted. */
export type CallOptions = { signal?: AbortSignal | undefined };

/** What one call of a route sends. */
export interface CallInput extends RequestFlags {
  /** The path's `{name}` values, checked with the route's `params` and sent URL-encoded (one segment each). */
  params?: Record<string, string> | undefined;
  /** Checked with the route's `query`; sent as given. */
  query?: Query | undefined;
  /** Checked with the route's `body`; what the schema reads (trimmed, ...) is sent. */
  body?: unknown;
  signal?: AbortSignal | undefined;
}

/** What a route's call answers: what the client accepts, normalised by the caller where it varies. */
export type RouteAnswer<R extends ApiRoute> = z.output<R extends { wire: infer W extends z.ZodMiniType } ? W : R['response']>;

/**
 * Calls `route` of the contract's table (or the route `select` picks from the loaded checks): its
 * input is checked with the route's schemas, bad input refused before sending (a ValidationError
 * without status, see parseInput), and its answer with `wire`, else `response`.
 */
export async function callRoute<R extends ApiRoute>(
  http: Http,
  select: R | ((checks: Checks) => R),
  input: CallInput = {},
): Promise<RouteAnswer<R>> {
  const checks = await loadChecks();
  const route = typeof select === 'function' ? select(checks) : select;
  const { params, query, body, ...rest } = input;
  let url = route.path;
  if (route.params) {
    const values = checks.parseInput(route.params, params) as Record<string, string>;
    url = url.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ''));
  }
  if (route.query) checks.parseInput(route.query, query ?? {});
  const data = route.body && body !== undefined ? checks.parseInput(route.body, body) : body;
  return http.request({ ...rest, method: route.method, url, params: query, data }, route.wire ?? route.response) as Promise<RouteAnswer<R>>;
}

/**
 * Calls the routes of a table that loads on its first call (a resource's own chunk, loaded once for
 * every client): `call(http, (routes) => routes.getOrg, input)`, as callRoute would with that route.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazyRoutes<T>(load: () => Promise<T>) {
  const loaded = once(load);
  return async <R extends ApiRoute>(http: Http, select: (routes: T) => R, input?: CallInput): Promise<RouteAnswer<R>> =>
    callRoute(http, select(await loaded()), input);
}
