// The API's routes: the contract's route table (API_ROUTES) gives each route its method, path and
// schemas; the resource files give, by the same names, who may call, what it answers, how it is
// documented and its handler. A route of the contract the server does not declare fails typecheck.
import { API_ROUTES, type ApiRoute, type ApiRouteName } from '@agent-registry/api-client/contract';
import type { Handler } from 'hono';
import { createRoute, type OpenAPIHono, type RouteConfig } from '../lib/openapi.js';
import type { AppEnv } from '../types.js';
import { agentHandlers } from './agents.handlers.js';
import { agentRoutes } from './agents.routes.js';
import { authHandlers } from './auth.handlers.js';
import { authRoutes } from './auth.routes.js';
import { jsonBody, jsonContent, type ContractHandler, type ContractHandlers, type ServerRoute, type ServerRoutes } from './common.js';
import { engagementHandlers } from './engagement.handlers.js';
import { engagementRoutes } from './engagement.routes.js';
import { frameworkHandlers } from './frameworks.handlers.js';
import { frameworkRoutes } from './frameworks.routes.js';
import { healthHandlers } from './health.handlers.js';
import { healthRoutes } from './health.routes.js';
import { moderationHandlers } from './moderation.handlers.js';
import { moderationRoutes } from './moderation.routes.js';
import { orgHandlers } from './orgs.handlers.js';
import { orgRoutes } from './orgs.routes.js';
import { checkingResponses } from './responseCheck.js';
import { sessionHandlers } from './sessions.handlers.js';
import { sessionRoutes } from './sessions.routes.js';
import { tokenHandlers } from './tokens.handlers.js';
import { tokenRoutes } from './tokens.routes.js';
import { userHandlers } from './users.handlers.js';
import { userRoutes } from './users.routes.js';
import { versionHandlers } from './versions.handlers.js';
import { versionRoutes } from './versions.routes.js';

/** A route of the contract as the server serves it. */
export type ServedRoute = ServerRoute & { handler: Handler<AppEnv, string, never> };

/** The routes of one resource, each with its handler. */
function served<R extends ServerRoutes>(routes: R, handlers: ContractHandlers<R>) {
  const table: Record<string, ServedRoute> = {};
  for (const name of Object.keys(routes) as Array<keyof R & ApiRouteName>) {
    table[name] = { ...routes[name]!, handler: handlers[name] as ServedRoute['handler'] };
  }
  return table as { [K in keyof R & ApiRouteName]: R[K] & { handler: ContractHandler<K> } };
}

/**
 * Every route of the contract, in the order they match (a literal path before `{id}`:
 * `/agents/starred` and `/agents/my-agents` before `/agents/{id}`) and the OpenAPI document lists them.
 */
export const SERVER_ROUTES = {
  ...served(authRoutes, authHandlers),
  ...served(sessionRoutes, sessionHandlers),
  ...served(userRoutes, userHandlers),
  ...served(tokenRoutes, tokenHandlers),
  ...served(engagementRoutes, engagementHandlers),
  ...served(agentRoutes, agentHandlers),
  ...served(versionRoutes, versionHandlers),
  ...served(frameworkRoutes, frameworkHandlers),
  ...served(moderationRoutes, moderationHandlers),
  ...served(orgRoutes, orgHandlers),
} satisfies Record<ApiRouteName, ServedRoute>;

/** The route `name` as @hono/zod-openapi takes it: the contract's method, path and schemas, the server's access and documentation. */
export function routeConfig(name: ApiRouteName, { tags, access, answers, summary, description }: ServerRoute): RouteConfig {
  const { method, path, params, query, body, response }: ApiRoute = API_ROUTES[name];
  const request = { ...(params && { params }), ...(query && { query }), ...(body && { body: jsonBody(body) }) };
  return createRoute({
    method: method.toLowerCase() as Lowercase<ApiRoute['method']>,
    path,
    tags,
    summary,
    ...(description === undefined ? {} : { description }),
    ...(params || query || body ? { request } : {}),
    responses: { [answers.status]: jsonContent(response, answers.description), ...answers.errors },
    ...access,
  });
}

/** Registers the API's routes; with `validateResponses`, each answer is checked against its schema. */
export function registerRoutes(api: OpenAPIHono<AppEnv>, options: { validateResponses: boolean }): void {
  const mount = (route: RouteConfig, handler: Handler) =>
    api.openapi(route, options.validateResponses ? checkingResponses(route, handler) : handler);
  mount(healthRoutes.health, healthHandlers.health);
  for (const name of Object.keys(SERVER_ROUTES) as ApiRouteName[]) {
    mount(routeConfig(name, SERVER_ROUTES[name]), SERVER_ROUTES[name].handler as Handler);
  }
}
