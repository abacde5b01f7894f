import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  CountResponseSchema,
  IdParamsSchema,
  MessageResponseSchema,
  SessionListResponseSchema,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import type { ServiceContext } from '../services/context.js';
import * as sessions from '../services/sessions.js';
import type { AppEnv } from '../types.js';
import { jsonContent, pick, send, sessionOnly } from './common.js';

const tags = ['Sessions'];

/** The signed-in sessions of the caller (session only). */
export function registerSessionRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;
  const security = sessionOnly;
  const middleware = [mw.session];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/auth/sessions',
      tags,
      summary: 'Your live sessions, the current one first',
      description:
        '`id` is opaque (not the session token); `device` is a label of the User-Agent seen at sign-in; ' +
        '`last_seen_at` is updated at most once a minute.',
      security,
      middleware,
      responses: { 200: jsonContent(SessionListResponseSchema, 'The sessions'), ...pick(401) },
    }),
    async (c) => {
      const a = c.get('auth')!;
      return send(c, config, SessionListResponseSchema, await sessions.listSessions(ctx, a.user, a.tokenHash));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/auth/sessions/{id}',
      tags,
      summary: 'End one of your sessions (the current one too: that signs out)',
      description: 'Its token answers 401 from then on. Any other id is a 404.',
      security,
      middleware,
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(MessageResponseSchema, 'Ended'), ...pick(401, 404) },
    }),
    async (c) => send(c, config, MessageResponseSchema, await sessions.endSession(ctx, c.get('auth')!.user, c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/auth/sessions',
      tags,
      summary: 'End every session but this one',
      description: '`count` is how many sessions ended. Access tokens are not affected.',
      security,
      middleware,
      responses: { 200: jsonContent(CountResponseSchema, '{message, count}'), ...pick(401) },
    }),
    async (c) => {
      const a = c.get('auth')!;
      return send(c, config, CountResponseSchema, await sessions.endOtherSessions(ctx, a.user, a.tokenHash));
    },
  );
}
