import { ID_OR_REF, access, created, ok, routesTagged, type ServerRoutes } from './common.js';

const route = routesTagged('Agents');

/** A page of agents: the catalogue's and the caller's own list answer alike. */
const agentPage = ok('A page of agents', 400, 401);

// Literal paths (my-agents, suggest, facets) come before /agents/{id}, so they win.
export const agentRoutes = {
  listAgents: route(access.agentRead, agentPage, {
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
  }),

  myAgents: route(access.agentMine, agentPage, { summary: "The caller's own agents (session or token)" }),

  suggestAgents: route(access.anyone, ok('Suggestions', 400), {
    summary: 'Suggestions as you type: agent names, tags and frameworks',
    description:
      'For the search boxes: public agents whose name has a word beginning with (or spelled close to) each typed ' +
      'word, most downloaded first, then whole tags and framework names beginning with the text. `match` is the ' +
      '[start, end) of the match in `label`; `did_you_mean` is set when a word was corrected. Public data only.',
  }),

  agentFacets: route(access.agentRead, ok('Counts', 400, 401), {
    summary: 'How many agents match a query, in all and per category',
    description:
      'Counts the agents `GET /agents` would list for the same `query`, `tag` and `featured` (and the same viewer), ' +
      'per category, every category included (0 when none match).',
  }),

  getAgent: route(access.agentRead, ok('The agent', 404), {
    summary: 'One agent (public, or your own), by id or owner/name',
    description: ID_OR_REF,
  }),

  downloadAgent: route(access.agentRead, ok('The agent.yaml and its version', 400, 401, 404), {
    summary: "A version's agent.yaml for the Agent as Code CLI; counts a download",
    description:
      'Without `version`: the current version (the highest neither yanked nor a pre-release; 404 when every ' +
      'version is yanked). With `version`: that exact version, even a yanked one (`yanked: true`). `agent_yaml` is ' +
      'the text as published, byte for byte: its sha256 is `digest`. Counts a download on the version and the ' +
      `agent. ${ID_OR_REF}`,
  }),

  createAgent: route(access.agentWrite, created('The new agent', 400, 401, 409, 413, 429), {
    summary: 'Publish a new agent with its first version (session or token with agents:publish)',
    description:
      'Send the agent.yaml as `agent_yaml` (text, at most 64 KB) or as `manifest` (its content as JSON), with a ' +
      "`readme` (Markdown, at most 200 KB) and a `changelog`. The file must pass the Agent as Code CLI's checks; " +
      'each problem comes back in `fields` under its path (`spec.model.provider`), and `message` is the first one, ' +
      "in the CLI's words. The agent is `<your username>/<metadata.name>`: 409 when you already have one of that " +
      'name. `name`, `description` and `tags` default to the metadata (displayName or name, description, tags).',
  }),

  updateAgent: route(access.agentWrite, ok('The updated agent', 400, 401, 403, 404, 413), {
    summary: "Update your agent's details (owner only)",
    description:
      'Name, description, category, tags, visibility and links. Versions are published, never edited. Changing the ' +
      'visibility from a session needs a password proof from the last 10 minutes (403 `reauthentication_required`). ' +
      ID_OR_REF,
  }),

  deleteAgent: route(access.agentDelete, ok('Deleted', 401, 403, 404), {
    summary: 'Delete your agent and all its versions (owner only)',
    description: ID_OR_REF,
  }),
} satisfies ServerRoutes;
