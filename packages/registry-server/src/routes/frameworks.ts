import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  ERROR_CODES,
  FrameworkDeleteResponseSchema,
  FrameworkInputSchema,
  FrameworkListQuerySchema,
  FrameworkListResponseSchema,
  FrameworkResponseSchema,
  FrameworkSeedResponseSchema,
  FrameworkUpdateSchema,
  IdParamsSchema,
  VALIDATION_MESSAGES,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import { ApiError } from '../lib/errors.js';
import { isHttpUrl } from '../schemas/common.js';
import type { ServiceContext } from '../services/context.js';
import * as fw from '../services/frameworks.js';
import type { AppEnv } from '../types.js';
import { jsonBody, jsonContent, pick, send, sessionOnly } from './common.js';

const tags = ['Frameworks'];

function checkWebsite(website: string | undefined) {
  if (website && !isHttpUrl(website)) {
    throw new ApiError(400, ERROR_CODES.validation, VALIDATION_MESSAGES.invalidUrl, { website: VALIDATION_MESSAGES.invalidUrl });
  }
}

export function registerFrameworkRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/frameworks',
      tags,
      summary: 'AI agent frameworks, by tier then stars',
      request: { query: FrameworkListQuerySchema },
      responses: { 200: jsonContent(FrameworkListResponseSchema, '{data, count}'), ...pick(400) },
    }),
    async (c) => send(c, config, FrameworkListResponseSchema, await fw.listFrameworks(ctx, c.req.valid('query'))),
  );

  // Before /frameworks/{id}, so the literal path wins.
  app.openapi(
    createRoute({
      method: 'post',
      path: '/frameworks/seed',
      tags,
      summary: 'Load (or refresh) the curated set of frameworks (signed in)',
      security: sessionOnly,
      middleware: [mw.session],
      responses: { 200: jsonContent(FrameworkSeedResponseSchema, '{message, count}'), ...pick(401) },
    }),
    async (c) => send(c, config, FrameworkSeedResponseSchema, await fw.seedFrameworks(ctx)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/frameworks/{id}',
      tags,
      summary: 'One framework',
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(FrameworkResponseSchema, 'The framework'), ...pick(404) },
    }),
    async (c) => send(c, config, FrameworkResponseSchema, await fw.getFramework(ctx, c.req.valid('param').id)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/frameworks',
      tags,
      summary: 'Add a framework (signed in)',
      security: sessionOnly,
      middleware: [mw.session],
      request: { body: jsonBody(FrameworkInputSchema) },
      responses: { 201: jsonContent(FrameworkResponseSchema, 'The new framework'), ...pick(400, 401, 409, 413) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      checkWebsite(input.website);
      return send(c, config, FrameworkResponseSchema, await fw.createFramework(ctx, c.get('auth')!.user.id, input), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/frameworks/{id}',
      tags,
      summary: 'Update a framework (signed in)',
      security: sessionOnly,
      middleware: [mw.session],
      request: { params: IdParamsSchema, body: jsonBody(FrameworkUpdateSchema) },
      responses: { 200: jsonContent(FrameworkResponseSchema, 'The updated framework'), ...pick(400, 401, 404, 413) },
    }),
    async (c) => {
      const input = c.req.valid('json');
      checkWebsite(input.website);
      return send(c, config, FrameworkResponseSchema, await fw.updateFramework(ctx, c.req.valid('param').id, input));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/frameworks/{id}',
      tags,
      summary: 'Delete a framework (signed in)',
      security: sessionOnly,
      middleware: [mw.session],
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(FrameworkDeleteResponseSchema, 'Deleted'), ...pick(401, 404) },
    }),
    async (c) => send(c, config, FrameworkDeleteResponseSchema, await fw.deleteFramework(ctx, c.req.valid('param').id)),
  );
}
