import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  AgentFacetsQuerySchema,
  AgentFacetsResponseSchema,
  AgentListQuerySchema,
  AgentListResponseSchema,
  AgentResponseSchema,
  IdParamsSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import {
  AgentCreateSchema,
  AgentDeleteResponseSchema,
  AgentManifestResponseSchema,
  AgentUpdateSchema,
} from '../schemas/agents.js';
import * as agents from '../services/agents.js';
import { suggestText } from '../services/suggest.js';
import type { ServiceContext } from '../services/context.js';
import type { AppEnv } from '../types.js';
import { bearer, checkResponse, jsonBody, jsonContent, pick, send, sendText } from './common.js';

const tags = ['Agents'];

export function registerAgentRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents',
      tags,
      summary: 'List or search agents',
      description:
        '`query` searches name (weight A), tags and category (B) and description (C), ranked. Each word also matches ' +
        'as a prefix (`summ` finds summarizer) and, when no catalogue word begins with it, as its closest spellings ' +
        '(`reserch` finds research); `did_you_mean` then carries the corrected query, and words as typed rank first. ' +
        'Quotes, `-word` and `or` switch to PostgreSQL web-search syntax. Each result carries `highlights` ' +
        '([start, end) offsets per field) for the returned page. Without `visibility`, anonymous callers see public ' +
        'agents and signed-in callers also their own. `tag` keeps agents carrying that exact tag. `sort`: popular, ' +
        'downloads, newest (default newest; relevance when `query` is given without `sort`). `updated_since` ' +
        '(RFC 3339) is for incremental sync: agents created or changed at or after that instant, oldest change first ' +
        '(ties by id), whatever `sort` says; a mirror stores the last `updated_at` it saw and asks again from there ' +
        '(deleted agents do not appear). Page with `next_token` (an opaque keyset cursor).',
      security: [{}, ...bearer],
      middleware: [mw.optional],
      request: { query: AgentListQuerySchema },
      responses: { 200: jsonContent(AgentListResponseSchema, 'A page of agents'), ...pick(400, 401) },
    }),
    async (c) =>
      send(c, config, AgentListResponseSchema, await agents.listAgents(ctx, c.req.valid('query'), c.get('auth')?.user ?? null)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/my-agents',
      tags,
      summary: "The caller's own agents (session or personal access token)",
      security: bearer,
      middleware: [mw.user],
      request: { query: AgentListQuerySchema },
      responses: { 200: jsonContent(AgentListResponseSchema, 'A page of agents'), ...pick(400, 401) },
    }),
    async (c) =>
      send(
        c,
        config,
        AgentListResponseSchema,
        await agents.listAgents(ctx, c.req.valid('query'), c.get('auth')!.user, { ownerOnly: true }),
      ),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/suggest',
      tags,
      summary: 'Suggestions as you type: agent names, tags and frameworks',
      description:
        'For the search boxes: public agents whose name has a word beginning with (or spelled close to) each typed ' +
        'word, most downloaded first, then whole tags and framework names beginning with the text. `match` is the ' +
        '[start, end) of the match in `label`; `did_you_mean` is set when a word was corrected. Public data only.',
      request: { query: SearchSuggestQuerySchema },
      responses: { 200: jsonContent(SearchSuggestResponseSchema, 'Suggestions'), ...pick(400) },
    }),
    async (c) => sendText(c, config, SearchSuggestResponseSchema, await suggestText(ctx, c.req.valid('query'))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/facets',
      tags,
      summary: 'How many agents match a query, in all and per category',
      description:
        'Counts the agents `GET /agents` would list for the same `query`, `tag` and `featured` (and the same viewer), ' +
        'per category, every category included (0 when none match).',
      security: [{}, ...bearer],
      middleware: [mw.optional],
      request: { query: AgentFacetsQuerySchema },
      responses: { 200: jsonContent(AgentFacetsResponseSchema, 'Counts'), ...pick(400, 401) },
    }),
    async (c) =>
      sendText(c, config, AgentFacetsResponseSchema, await agents.agentFacetsText(ctx, c.req.valid('query'), c.get('auth')?.user ?? null)),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/{id}',
      tags,
      summary: 'One agent (public, or your own)',
      security: [{}, ...bearer],
      middleware: [mw.optional],
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(AgentResponseSchema, 'The agent'), ...pick(404) },
    }),
    async (c) => {
      const validate = config.validateResponses
        ? (agent: unknown) => checkResponse(c, AgentResponseSchema, agent)
        : undefined;
      const text = await agents.getAgentJsonText(ctx, c.req.valid('param').id, c.get('auth')?.user ?? null, validate);
      return c.body(text, 200, { 'Content-Type': 'application/json' }) as never;
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/agents/{id}/download',
      tags,
      summary: "The agent's manifest for the Agent as Code CLI; counts a download",
      security: [{}, ...bearer],
      middleware: [mw.optional],
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(AgentManifestResponseSchema, 'Manifest'), ...pick(401, 404) },
    }),
    async (c) =>
      send(
        c,
        config,
        AgentManifestResponseSchema,
        await agents.downloadAgent(ctx, c.req.valid('param').id, c.get('auth')?.user ?? null),
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/agents',
      tags,
      summary: 'Publish an agent (session or personal access token)',
      security: bearer,
      middleware: [mw.user],
      request: { body: jsonBody(AgentCreateSchema) },
      responses: { 201: jsonContent(AgentResponseSchema, 'The new agent'), ...pick(400, 401, 413, 429) },
    }),
    async (c) =>
      send(c, config, AgentResponseSchema, await agents.createAgent(ctx, c.get('auth')!.user, c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/agents/{id}',
      tags,
      summary: 'Update your agent (owner only)',
      security: bearer,
      middleware: [mw.user],
      request: { params: IdParamsSchema, body: jsonBody(AgentUpdateSchema) },
      responses: { 200: jsonContent(AgentResponseSchema, 'The updated agent'), ...pick(400, 401, 403, 404, 413) },
    }),
    async (c) =>
      send(
        c,
        config,
        AgentResponseSchema,
        await agents.updateAgent(ctx, c.get('auth')!.user, c.req.valid('param').id, c.req.valid('json')),
      ),
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/agents/{id}',
      tags,
      summary: 'Delete your agent (owner only)',
      security: bearer,
      middleware: [mw.user, mw.recent],
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(AgentDeleteResponseSchema, 'Deleted'), ...pick(401, 403, 404) },
    }),
    async (c) =>
      send(c, config, AgentDeleteResponseSchema, await agents.deleteAgent(ctx, c.get('auth')!.user, c.req.valid('param').id)),
  );
}
