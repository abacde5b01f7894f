import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ERROR_CODES,
  PatInfoResponseSchema,
  PatResponseSchema,
  RevokePatResponseSchema,
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
  UserProfileResponseSchema,
  VALIDATION_MESSAGES,
} from '@agent-registry/api-client/contract';
import type { z } from 'zod';
import type { AuthMiddlewares } from '../auth/middleware.js';
import { ApiError } from '../lib/errors.js';
import { isHttpUrl } from '../schemas/common.js';
import type { ServiceContext } from '../services/context.js';
import * as pat from '../services/pat.js';
import * as users from '../services/users.js';
import type { AppEnv } from '../types.js';
import { jsonBody, jsonContent, pick, send, sessionOnly } from './common.js';

export function registerUserRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;
  const security = sessionOnly;
  const middleware = [mw.session];

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/profile',
      tags: ['Users'],
      summary: 'The signed-in user\'s profile, preferences, stats and token info',
      security,
      middleware,
      responses: { 200: jsonContent(UserProfileResponseSchema, 'The profile'), ...pick(401) },
    }),
    async (c) => send(c, config, UserProfileResponseSchema, await users.getProfile(ctx, c.get('auth')!.user)),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/users/profile',
      tags: ['Users'],
      summary: 'Update the profile (section 5 rules; field errors come back in `fields`)',
      security,
      middleware,
      request: { body: jsonBody(UpdateProfileRequestSchema) },
      responses: { 200: jsonContent(UpdateProfileResponseSchema, 'The updated profile'), ...pick(400, 401, 413) },
    }),
    async (c) => {
      const input = c.req.valid('json') as z.output<typeof UpdateProfileRequestSchema>;
      // Links are rendered by the UI: only http(s) is acceptable (never javascript: or data:).
      const fields: Record<string, string> = {};
      for (const key of ['website_url', 'avatar_url'] as const) {
        const value = input[key];
        if (value && !isHttpUrl(value)) fields[key] = VALIDATION_MESSAGES.invalidUrl;
      }
      if (Object.keys(fields).length) {
        throw new ApiError(400, ERROR_CODES.validation, VALIDATION_MESSAGES.invalidUrl, fields);
      }
      const updated = await users.updateProfile(ctx, c.get('auth')!.user, input);
      const body = { ...(await users.getProfile(ctx, updated)), message: 'Profile updated successfully' };
      return send(c, config, UpdateProfileResponseSchema, body);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users/pat/generate',
      tags: ['Personal access token'],
      summary: 'Generate a personal access token (64 hex characters), replacing any earlier one',
      security,
      middleware: [mw.session, mw.recent],
      responses: { 200: jsonContent(PatResponseSchema, '{pat}'), ...pick(401, 403) },
    }),
    async (c) => send(c, config, PatResponseSchema, await pat.generatePat(ctx, c.get('auth')!.user)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/pat',
      tags: ['Personal access token'],
      summary: 'Whether a token exists, when it was made and last used',
      security,
      middleware,
      responses: { 200: jsonContent(PatInfoResponseSchema, 'Token info'), ...pick(401) },
    }),
    async (c) => send(c, config, PatInfoResponseSchema, await pat.getPatInfo(ctx, c.get('auth')!.user)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users/pat/value',
      tags: ['Personal access token'],
      summary: 'Reveal the current token',
      security,
      middleware: [mw.session, mw.recent],
      responses: { 200: jsonContent(PatResponseSchema, '{pat}'), ...pick(401, 403, 404) },
    }),
    async (c) => send(c, config, PatResponseSchema, await pat.revealPat(ctx, c.get('auth')!.user)),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/users/pat/revoke',
      tags: ['Personal access token'],
      summary: 'Revoke the token; it stops working at once',
      security,
      middleware,
      responses: { 200: jsonContent(RevokePatResponseSchema, 'Revoked (also when there was none)'), ...pick(401) },
    }),
    async (c) => send(c, config, RevokePatResponseSchema, await pat.revokePat(ctx, c.get('auth')!.user)),
  );
}
