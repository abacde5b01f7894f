// Requests and responses of every call of spec section 7, written once in zod/mini, and the route
// table that names them. Requests are strict (unknown keys rejected, spec rules applied with the
// spec's messages); responses are lenient where the spec says shapes vary.
//
// The schemas live by area, each with its part of the table, so that a client which loads an
// area's calls on first use (publishing, tokens and sessions) loads their schemas with them.
import { AGENT_ROUTES } from './agents';
import { AUTH_ROUTES } from './auth';
import { ENGAGEMENT_ROUTES } from './engagement';
import type { ApiRoute } from './common';
import { FRAMEWORK_ROUTES } from './frameworks';
import { MODERATION_ROUTES } from './moderation';
import { ORG_ROUTES } from './orgs';
import { SESSION_ROUTES, TOKEN_ROUTES } from './tokens';
import { USER_ROUTES } from './users';
import { PUBLISHING_ROUTES } from './publishing';

export {
  ErrorResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  type ApiRoute,
  type ErrorResponse,
  type IdParams,
  type MessageResponse,
} from './common';
export * from './agents';
export * from './auth';
export * from './engagement';
export * from './frameworks';
export * from './moderation';
export * from './orgs';
export * from './tokens';
export * from './users';
export * from './publishing';

/**
 * Every call of spec section 7, the password confirmation, the search helpers, publishing, named
 * tokens and sessions: the client's calls are made from these entries (method, path, schemas).
 * Register `/agents/my-agents` before `/agents/{id}` so the literal path wins.
 */
export const API_ROUTES = {
  ...AUTH_ROUTES,
  ...USER_ROUTES,
  ...TOKEN_ROUTES,
  ...SESSION_ROUTES,
  ...ENGAGEMENT_ROUTES,
  ...AGENT_ROUTES,
  ...PUBLISHING_ROUTES,
  ...FRAMEWORK_ROUTES,
  ...MODERATION_ROUTES,
  ...ORG_ROUTES,
} as const satisfies Record<string, ApiRoute>;
export type ApiRouteName = keyof typeof API_ROUTES;
