import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  AgentDeprecateSchema,
  AgentPublishSchema,
  AgentResponseSchema,
  AgentVersionListResponseSchema,
  AgentVersionSchema,
  AgentYankSchema,
  IdParamsSchema,
  VersionParamsSchema,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import * as versions from '../services/versions.js';
import type { ServiceContext } from '../services/context.js';
import type { AppEnv } from '../types.js';
import { ID_OR_REF, agentAccess, jsonBody, jsonContent, pick, send } from './common.js';

const tags = ['Agent versions'];

/** Versions, yanks and deprecation of an agent (publishing a new agent is POST /agents). */
export function registerVersionRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;
  const access = agentAccess(mw);

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/{id}/versions',
      tags,
      summary: "An agent's versions, newest first",
      description: `Semantic-version order, yanked and pre-release versions included, without their texts. ${ID_OR_REF}`,
      ...access.read,
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(AgentVersionListResponseSchema, 'The versions'), ...pick(401, 404) },
    }),
    async (c) => send(c, config, AgentVersionListResponseSchema, await versions.listVersions(ctx, c.req.valid('param').id, c.get('auth')?.user ?? null)),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/agents/{id}/versions',
      tags,
      summary: 'Publish a new version of your agent (owner; session or token with agents:publish)',
      description:
        'The agent.yaml as `agent_yaml` (or `manifest`), with a `readme` and a `changelog`. Its metadata.name must ' +
        'stay the agent\'s name, and its metadata.version must be new: versions are immutable (409 otherwise). The ' +
        'current version becomes the highest that is neither yanked nor a pre-release. ' +
        ID_OR_REF,
      ...access.write,
      request: { params: IdParamsSchema, body: jsonBody(AgentPublishSchema) },
      responses: { 201: jsonContent(AgentVersionSchema, 'The new version'), ...pick(400, 401, 403, 404, 409, 413, 429) },
    }),
    async (c) =>
      send(
        c,
        config,
        AgentVersionSchema,
        await versions.publishVersion(ctx, c.get('auth')!.user, c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/{id}/versions/{version}',
      tags,
      summary: 'One version, with its agent.yaml and README',
      description: ID_OR_REF,
      ...access.read,
      request: { params: VersionParamsSchema },
      responses: { 200: jsonContent(AgentVersionSchema, 'The version'), ...pick(401, 404) },
    }),
    async (c) => {
      const { id, version } = c.req.valid('param');
      return send(c, config, AgentVersionSchema, await versions.getVersion(ctx, id, version, c.get('auth')?.user ?? null));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/agents/{id}/versions/{version}/yank',
      tags,
      summary: 'Yank a version (owner only)',
      description:
        'A yanked version is no longer installed by default (the current version moves to the highest still live) ' +
        `but stays downloadable by its exact number. ${ID_OR_REF}`,
      ...access.write,
      request: { params: VersionParamsSchema, body: jsonBody(AgentYankSchema) },
      responses: { 200: jsonContent(AgentVersionSchema, 'The yanked version'), ...pick(400, 401, 403, 404) },
    }),
    async (c) => {
      const { id, version } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      return send(c, config, AgentVersionSchema, await versions.setYanked(ctx, c.get('auth')!.user, id, version, reason));
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/agents/{id}/versions/{version}/yank',
      tags,
      summary: 'Restore a yanked version (owner only)',
      description: ID_OR_REF,
      ...access.write,
      request: { params: VersionParamsSchema },
      responses: { 200: jsonContent(AgentVersionSchema, 'The restored version'), ...pick(401, 403, 404) },
    }),
    async (c) => {
      const { id, version } = c.req.valid('param');
      return send(c, config, AgentVersionSchema, await versions.setYanked(ctx, c.get('auth')!.user, id, version, null));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/agents/{id}/deprecate',
      tags,
      summary: 'Deprecate your agent with a message (owner only)',
      description: `The message is shown on the agent (\`deprecation_message\`); search ranks it lower. ${ID_OR_REF}`,
      ...access.write,
      request: { params: IdParamsSchema, body: jsonBody(AgentDeprecateSchema) },
      responses: { 200: jsonContent(AgentResponseSchema, 'The agent'), ...pick(400, 401, 403, 404) },
    }),
    async (c) =>
      send(
        c,
        config,
        AgentResponseSchema,
        await versions.setDeprecated(ctx, c.get('auth')!.user, c.req.valid('param').id, c.req.valid('json').message),
      ),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/agents/{id}/deprecate',
      tags,
      summary: 'Withdraw the deprecation of your agent (owner only)',
      description: ID_OR_REF,
      ...access.write,
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(AgentResponseSchema, 'The agent'), ...pick(401, 403, 404) },
    }),
    async (c) =>
      send(c, config, AgentResponseSchema, await versions.setDeprecated(ctx, c.get('auth')!.user, c.req.valid('param').id, null)),
  );
}
