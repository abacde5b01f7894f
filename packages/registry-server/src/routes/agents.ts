import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  AgentCreateSchema,
  AgentDeleteResponseSchema,
  AgentDownloadQuerySchema,
  AgentFacetsQuerySchema,
  AgentFacetsResponseSchema,
  AgentListQuerySchema,
  AgentListResponseSchema,
  AgentManifestResponseSchema,
  AgentResponseSchema,
  AgentUpdateSchema,
  IdParamsSchema,
  SearchSuggestQuerySchema,
  SearchSuggestResponseSchema,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import * as agents from '../services/agents.js';
import * as versions from '../services/versions.js';
import { suggestText } from '../services/suggest.js';
import type { ServiceContext } from '../services/context.js';
import type { AppEnv } from '../types.js';
import { ID_OR_REF, agentAccess, checkResponse, jsonBody, jsonContent, pick, send, sendText } from './common.js';

const tags = ['Agents'];

export function registerAgentRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const { config } = ctx;
  const access = agentAccess(mw);

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
      ...access.read,
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
      summary: "The caller's own agents (session or token)",
      ...access.mine,
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
      ...access.read,
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
      summary: 'One agent (public, or your own), by id or owner/name',
      description: ID_OR_REF,
      ...access.read,
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
      summary: "A version's agent.yaml for the Agent as Code CLI; counts a download",
      description:
        'Without `version`: the current version (the highest neither yanked nor a pre-release; 404 when every ' +
        'version is yanked). With `version`: that exact version, even a yanked one (`yanked: true`). `agent_yaml` is ' +
        'the text as published, byte for byte: its sha256 is `digest`. Counts a download on the version and the ' +
        `agent. ${ID_OR_REF}`,
      ...access.read,
      request: { params: IdParamsSchema, query: AgentDownloadQuerySchema },
      responses: { 200: jsonContent(AgentManifestResponseSchema, 'The agent.yaml and its version'), ...pick(400, 401, 404) },
    }),
    async (c) =>
      send(
        c,
        config,
        AgentManifestResponseSchema,
        await versions.downloadAgent(ctx, c.req.valid('param').id, c.req.valid('query').version, c.get('auth')?.user ?? null),
      ),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/agents',
      tags,
      summary: 'Publish a new agent with its first version (session or token with agents:publish)',
      description:
        'Send the agent.yaml as `agent_yaml` (text, at most 64 KB) or as `manifest` (its content as JSON), with a ' +
        '`readme` (Markdown, at most 200 KB) and a `changelog`. The file must pass the Agent as Code CLI\'s checks; ' +
        'each problem comes back in `fields` under its path (`spec.model.provider`), and `message` is the first one, ' +
        "in the CLI's words. The agent is `<your username>/<metadata.name>`: 409 when you already have one of that " +
        'name. `name`, `description` and `tags` default to the metadata (displayName or name, description, tags).',
      ...access.write,
      request: { body: jsonBody(AgentCreateSchema) },
      responses: { 201: jsonContent(AgentResponseSchema, 'The new agent'), ...pick(400, 401, 409, 413, 429) },
    }),
    async (c) =>
      send(c, config, AgentResponseSchema, await versions.createAgent(ctx, c.get('auth')!.user, c.req.valid('json')), 201),
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/agents/{id}',
      tags,
      summary: "Update your agent's details (owner only)",
      description: `Name, description, category, tags, visibility and links. Versions are published, never edited. ${ID_OR_REF}`,
      ...access.write,
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
      summary: 'Delete your agent and all its versions (owner only)',
      description: ID_OR_REF,
      security: access.write.security,
      middleware: [...access.write.middleware, mw.recent],
      request: { params: IdParamsSchema },
      responses: { 200: jsonContent(AgentDeleteResponseSchema, 'Deleted'), ...pick(401, 403, 404) },
    }),
    async (c) =>
      send(c, config, AgentDeleteResponseSchema, await agents.deleteAgent(ctx, c.get('auth')!.user, c.req.valid('param').id)),
  );
}
