// The simulated backend's router: the contract's route table (API_ROUTES), matched by method and
// path. Each resource answers its routes by name, and the backend needs an answer for every name
// (a Record<ApiRouteName, Handler>): a route added to the contract and not here fails typecheck.
import { API_ROUTES, type ApiRouteName } from '../../contract/schemas';
import type { Handler } from '../answers';

/** Some of the routes, by name: what one resource answers. */
export type RouteHandlers = Partial<Record<ApiRouteName, Handler>>;

/** Every route of the contract, by name. */
export type RouteTable = Record<ApiRouteName, Handler>;

interface CompiledRoute {
  name: ApiRouteName;
  method: string;
  /** Each path segment: a literal, or the name of a parameter. */
  segments: Array<{ literal: string } | { param: string }>;
  literals: number;
}

function compile(): CompiledRoute[] {
  return (Object.keys(API_ROUTES) as ApiRouteName[]).map((name) => {
    const { method, path } = API_ROUTES[name];
    const segments = path
      .split('/')
      .slice(1)
      .map((part) => {
        const param = /^\{(\w+)\}$/.exec(part)?.[1];
        return param ? { param } : { literal: part };
      });
    return { name, method, segments, literals: segments.filter((s) => 'literal' in s).length };
  });
}

let compiled: CompiledRoute[] | undefined;

/**
 * The route a request names, with its decoded path parameters; null for none. A literal segment
 * wins over a parameter ('/agents/starred' over '/agents/{id}'), as on the server. A parameter is
 * one segment: an agent's 'owner/name' comes URL-encoded.
 */
export function matchRoute(method: string, path: string): { name: ApiRouteName; params: Record<string, string> } | null {
  compiled ??= compile();
  const parts = path.split('/').slice(1);
  let best: { route: CompiledRoute; params: Record<string, string> } | null = null;
  for (const route of compiled) {
    if (route.method !== method || route.segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const matches = route.segments.every((segment, i) => {
      const part = parts[i]!;
      if ('literal' in segment) return segment.literal === part;
      if (part === '') return false;
      try {
        params[segment.param] = decodeURIComponent(part);
        return true;
      } catch {
        return false;
      }
    });
    if (matches && (!best || route.literals > best.route.literals)) best = { route, params };
  }
  return best && { name: best.route.name, params: best.params };
}
