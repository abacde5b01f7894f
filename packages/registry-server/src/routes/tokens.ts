import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ApiTokenCreateSchema,
  ApiTokenCreatedResponseSchema,
  ApiTokenListResponseSchema,
  ApiTokenSchema,
  CountResponseSchema,
  IdParamsSchema,
  MAX_NAMED_TOKENS,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import type { ServiceContext } from '../services/context.js';
import * as tokens from '../services/tokens.js';
import type { AppEnv } from '../types.js';
import { jsonBody, jsonContent, pick, send, sessionOnly } from './common.js';

const tags = ['Access tokens'];

/** Named access tokens, listed with the CLI token (the PAT). Session only: no token manages tokens. */
export function registerTokenRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;
  const security = sessionOnly;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/tokens',
      tags,
      summary: 'Your access tokens: the CLI token first (id `cli`), then named tokens, newest first',
      description:
        'Never the values. `status` is `revoked`, else `expired`, else `active`; `remaining` is how many more named ' +
        `tokens may be created (at most ${MAX_NAMED_TOKENS} active at once).`,
      security,
      middleware: [mw.session],
      responses: { 200: jsonContent(ApiTokenListResponseSchema, 'The tokens'), ...pick(401) },
    }),
    async (c) => send(c, config, ApiTokenListResponseSchema, await tokens.listTokens(ctx, c.get('auth')!.user)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users/tokens',
      tags,
      summary: 'Create a named token with scopes and an expiry; its value is in this answer only',
      description:
        'Needs a password proof from the last 10 minutes (403 `reauthentication_required`). The token is 64 hex ' +
        'characters, used as `Authorization: Bearer <token>` for agent calls: `agents:read` to read (your private ' +
        `agents included), \`agents:publish\` to publish, yank, deprecate, edit and delete. More than ${MAX_NAMED_TOKENS} ` +
        'active tokens: 409 `too_many_tokens`. The owner is mailed about it.',
      security,
      middleware: [mw.session, mw.recent],
      request: { body: jsonBody(ApiTokenCreateSchema) },
      responses: { 201: jsonContent(ApiTokenCreatedResponseSchema, '{token, info, message}'), ...pick(400, 401, 403, 409) },
    }),
    async (c) =>
      send(c, config, ApiTokenCreatedResponseSchema, await tokens.createToken(ctx, c.get('auth')!.user, c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/users/tokens/{id}',
      tags,
      summary: 'Revoke a token (`cli`: the CLI token); it stops working at once',
      description: "Answers the token, now `revoked`. An unknown id, or another user's token, is a 404.",
      security,
      middleware: [mw.session],
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(ApiTokenSchema, 'The revoked token'), ...pick(401, 404) },
    }),
    async (c) => send(c, config, ApiTokenSchema, await tokens.revokeToken(ctx, c.get('auth')!.user, c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/users/tokens',
      tags,
      summary: 'Revoke every token, the CLI token included',
      description: '`count` is how many tokens stopped working.',
      security,
      middleware: [mw.session],
      responses: { 200: jsonContent(CountResponseSchema, '{message, count}'), ...pick(401) },
    }),
    async (c) => send(c, config, CountResponseSchema, await tokens.revokeAllTokens(ctx, c.get('auth')!.user)),
  );
}
