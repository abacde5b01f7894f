import type { OpenAPIHono, RouteConfig } from '../lib/openapi.js';
import type { Handler } from 'hono';
import type { AppEnv } from '../types.js';
import { agentHandlers } from './agents.handlers.js';
import { agentRoutes } from './agents.routes.js';
import { authHandlers } from './auth.handlers.js';
import { authRoutes } from './auth.routes.js';
import { engagementHandlers } from './engagement.handlers.js';
import { engagementRoutes } from './engagement.routes.js';
import type { RouteHandlers } from './common.js';
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

/** Every route of a resource with its handler, in declaration order (the order they match in). */
function resource<R extends Record<string, RouteConfig>>(routes: R, handlers: RouteHandlers<R>) {
  const pairs: Array<{ route: RouteConfig; handler: Handler }> = [];
  for (const name in routes) pairs.push({ route: routes[name], handler: handlers[name] });
  return pairs;
}

/** The resources, in the order the OpenAPI document lists them. */
const RESOURCES = [
  resource(healthRoutes, healthHandlers),
  resource(authRoutes, authHandlers),
  resource(sessionRoutes, sessionHandlers),
  resource(userRoutes, userHandlers),
  resource(tokenRoutes, tokenHandlers),
  resource(engagementRoutes, engagementHandlers),
  resource(agentRoutes, agentHandlers),
  resource(versionRoutes, versionHandlers),
  resource(frameworkRoutes, frameworkHandlers),
  resource(moderationRoutes, moderationHandlers),
  resource(orgRoutes, orgHandlers),
];

/** Registers every API route; with `validateResponses`, each answer is checked against its schema. */
export function registerRoutes(api: OpenAPIHono<AppEnv>, options: { validateResponses: boolean }): void {
  for (const { route, handler } of RESOURCES.flat()) {
    api.openapi(route, options.validateResponses ? checkingResponses(route, handler) : handler);
  }
}
