import { APP_ROUTE_PREFIXES } from '@agent-registry/api-client/contract';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

/** The first segment of every route path ('' for the landing page), without the catch-all. */
function firstSegments(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path && route.path !== '*' ? [route.path.split('/')[1] ?? ''] : []),
    ...firstSegments(route.children ?? []),
  ]);
}

describe('the routes the server answers with the app', () => {
  it("are exactly the router's top-level routes, so a deep link loads the app and nothing else does", () => {
    const segments = [...new Set(firstSegments(routes))].filter((segment) => segment !== '');
    expect(segments.sort()).toEqual([...APP_ROUTE_PREFIXES].sort());
    expect(firstSegments(routes)).toContain('');
  });
});
