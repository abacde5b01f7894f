// MSW handlers standing in for the registry API (spec section 7) in the page stories.
// The app's client calls `/api/...` on the same origin. Handlers listed first win, so a story
// puts its special case before the defaults.
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import {
  AGENT_FILTER_CATEGORIES,
  API_MESSAGES,
  AUTH_API_MESSAGES,
  DEMO_ACCOUNT,
  MAX_NAMED_TOKENS,
  toAgentSlug,
  type Agent,
  type AgentVersion,
  type UserProfile,
} from '@agent-registry/api-client/contract';
import { agentList, allAgents, frameworkList, frameworks as allFrameworks, myAgents, patValue, profile as baseProfile } from './fixtures';

/** An API path on the app's base URL. */
export const api = (path: string) => `/api${path}`;

/** An error answer of the API: `{error, message}`. */
export const apiError = (status: number, error: string, message: string) => HttpResponse.json({ error, message }, { status });

const matches = (agent: Agent, text: string) =>
  [agent.name, agent.description ?? '', ...(agent.tags ?? [])].some((field) => field.toLowerCase().includes(text));

const sorters: Record<string, (a: Agent, b: Agent) => number> = {
  popular: (a, b) => (b.rating ?? 0) - (a.rating ?? 0),
  downloads: (a, b) => (b.download_count ?? 0) - (a.download_count ?? 0),
  newest: (a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''),
};

/**
 * GET /api/agents like the server: query, featured, category and visibility filters, sort, and
 * cursor paging (`next_token` is the offset of the next page).
 */
function filterAgents(source: Agent[], params: URLSearchParams, options: { byCategory: boolean }): Agent[] {
  const text = params.get('query')?.toLowerCase();
  const category = options.byCategory ? params.get('category') : null;
  const tag = params.get('tag');
  return source.filter(
    (agent) =>
      (!text || matches(agent, text)) &&
      (!category || agent.category === category) &&
      (!tag || (agent.tags ?? []).includes(tag)) &&
      (params.get('featured') !== 'true' || agent.featured) &&
      (!params.get('visibility') || agent.visibility === params.get('visibility')),
  );
}

export function agentsApi(source: Agent[] = allAgents, options: { delayMs?: number } = {}): HttpHandler {
  return http.get(api('/agents'), async ({ request }) => {
    if (options.delayMs) await delay(options.delayMs);
    const params = new URL(request.url).searchParams;
    let list = filterAgents(source, params, { byCategory: true });
    const sort = sorters[params.get('sort') ?? ''];
    if (sort) list = [...list].sort(sort);
    const page_size = Number(params.get('page_size') ?? 20);
    const offset = Number(params.get('next_token')?.replace('cursor_', '') ?? 0);
    const data = list.slice(offset, offset + page_size);
    const next = offset + page_size < list.length ? `cursor_${offset + page_size}` : null;
    return HttpResponse.json(agentList(data, { page: 1 + Math.floor(offset / page_size), page_size, total: list.length, next_token: next }));
  });
}

/** The agents list and its facet counts both answering `answer` (a failing or expired server). */
export const agentsAnswer = (answer: () => Response): HttpHandler[] => [
  http.get(api('/agents/facets'), answer),
  http.get(api('/agents'), answer),
];

/** GET /api/agents/facets: the query's (and tag's) matches counted per category. */
export const facetsApi = (source: Agent[] = allAgents): HttpHandler =>
  http.get(api('/agents/facets'), ({ request }) => {
    const list = filterAgents(source, new URL(request.url).searchParams, { byCategory: false });
    const categories = Object.fromEntries(AGENT_FILTER_CATEGORIES.map((c) => [c, list.filter((a) => a.category === c).length]));
    return HttpResponse.json({ total: list.length, categories });
  });

/** GET /api/agents/suggest: agents whose name has a word beginning with the text. */
export const suggestApi = (source: Agent[] = allAgents): HttpHandler =>
  http.get(api('/agents/suggest'), ({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.trim().toLowerCase() ?? '';
    const suggestions = source.flatMap((agent) => {
      const word = [...agent.name.matchAll(/[\p{L}\p{N}]+/gu)].find((w) => w[0].toLowerCase().startsWith(q));
      return word ? [{ kind: 'agent' as const, label: agent.name, id: agent.id, match: [word.index, word.index + q.length] }] : [];
    });
    return HttpResponse.json({ query: q, suggestions: suggestions.slice(0, 8), did_you_mean: null });
  });

/** GET /api/agents/my-agents: the signed-in user's agents (registered before /agents/:id). */
export const myAgentsApi = (list: Agent[] = myAgents): HttpHandler =>
  http.get(api('/agents/my-agents'), () => HttpResponse.json(agentList(list, { page_size: 20 })));

/** GET /api/agents/:id from the given agents; others answer 404 'Agent not found'. */
export const agentApi = (source: Agent[] = allAgents): HttpHandler =>
  http.get(api('/agents/:id'), ({ params }) => {
    const agent = source.find((candidate) => candidate.id === params.id);
    return agent ? HttpResponse.json(agent) : apiError(404, 'not_found', 'Agent not found');
  });

/** One published version of a fixture agent: its current version, with an agent.yaml and README. */
export function fixtureVersion(agent: Agent): AgentVersion {
  const version = agent.current_version || '1.0.0';
  const slug = agent.slug ?? toAgentSlug(agent.name);
  const agent_yaml = [
    'apiVersion: agent.dev/v1',
    'kind: Agent',
    'metadata:',
    `  name: ${slug}`,
    `  version: ${version}`,
    'spec:',
    '  runtime: python',
    '  model:',
    '    provider: openai',
    '    name: gpt-4o-mini',
    '',
  ].join('\n');
  return {
    version,
    digest: '0'.repeat(64),
    changelog: 'First release.',
    published_at: agent.updated_at ?? agent.created_at ?? '2025-01-01T00:00:00.000Z',
    published_by: agent.namespace ?? null,
    download_count: agent.download_count ?? 0,
    prerelease: false,
    yanked: false,
    yank_reason: null,
    yanked_at: null,
    agent_yaml,
    readme: `# ${agent.name}\n\n${agent.description ?? ''}\n`,
  };
}

/** GET /api/agents/:id/versions(/:version) for the given agents: each has its current version. */
export const versionsApi = (source: Agent[] = allAgents): HttpHandler[] => {
  const find = (id: unknown) => source.find((candidate) => candidate.id === id);
  return [
    http.get(api('/agents/:id/versions'), ({ params }) => {
      const agent = find(params.id);
      if (!agent) return apiError(404, 'not_found', 'Agent not found');
      const { agent_yaml: _yaml, readme: _readme, ...listed } = fixtureVersion(agent);
      return HttpResponse.json({ data: [listed], current_version: listed.version });
    }),
    http.get(api('/agents/:id/versions/:version'), ({ params }) => {
      const agent = find(params.id);
      const version = agent && fixtureVersion(agent);
      return version && version.version === params.version
        ? HttpResponse.json(version)
        : apiError(404, 'not_found', 'Version not found');
    }),
  ];
};

/** GET /api/frameworks answering the given frameworks as `{data, count}`. */
export const frameworksApi = (data = allFrameworks): HttpHandler =>
  http.get(api('/frameworks'), () => HttpResponse.json(frameworkList(data)));

/** Everything the catalogue pages read: agents, my agents, one agent, frameworks. */
export const catalogueApi = (): HttpHandler[] => [
  myAgentsApi(),
  facetsApi(),
  suggestApi(),
  agentsApi(),
  ...versionsApi(),
  agentApi(),
  frameworksApi(),
];

/** What a stateful profile API saw, for the stories' assertions. */
export interface ProfileServer {
  handlers: HttpHandler[];
  /** The profile GET /users/profile answers now. */
  current(): UserProfile;
}

/**
 * GET/PUT /api/users/profile and the token calls, keeping state like the server: a saved profile
 * is what the next GET answers; generate/revoke update pat_info. Built fresh for each story run.
 */
export function profileServer(
  initial: UserProfile = baseProfile,
  /** The session's password proof is older than 10 minutes: token calls need the password first. */
  options: { staleProof?: boolean } = {},
): ProfileServer {
  let state: UserProfile = structuredClone(initial);
  let proved = !options.staleProof;
  const needsProof = () => (proved ? null : apiError(403, 'reauthentication_required', API_MESSAGES.reauthRequired));
  let token: string | null = initial.pat_info.has_pat ? patValue : null;
  const setPat = (has: boolean) => {
    const now = new Date().toISOString();
    state = { ...state, pat_info: has ? { has_pat: true, created_at: now, last_used: null } : { has_pat: false, created_at: null, last_used: null } };
  };
  const handlers = [
    http.get(api('/users/profile'), () => HttpResponse.json(state)),
    http.put(api('/users/profile'), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { preferences?: UserProfile['preferences'] };
      const { full_name, preferences, ...details } = body;
      state = {
        ...state,
        full_name: typeof full_name === 'string' ? full_name : state.full_name,
        profile: { ...state.profile, ...(details as UserProfile['profile']) },
        preferences: { ...state.preferences, ...preferences },
      };
      return HttpResponse.json(state);
    }),
    http.post(api('/auth/confirm-password'), async ({ request }) => {
      const { password } = (await request.json()) as { password?: string };
      if (password !== DEMO_ACCOUNT.password) {
        return HttpResponse.json(
          { error: 'invalid_credentials', message: API_MESSAGES.passwordIncorrect, fields: { password: API_MESSAGES.passwordIncorrect } },
          { status: 400 },
        );
      }
      proved = true;
      return HttpResponse.json({ message: AUTH_API_MESSAGES.passwordConfirmed });
    }),
    http.post(api('/users/pat/generate'), () => {
      const refused = needsProof();
      if (refused) return refused;
      token = patValue;
      setPat(true);
      return HttpResponse.json({ pat: token, created_at: state.pat_info.created_at, message: 'Personal Access Token generated successfully' });
    }),
    http.get(api('/users/pat/value'), () =>
      needsProof() ?? (token ? HttpResponse.json({ pat: token }) : apiError(404, 'not_found', API_MESSAGES.noPat)),
    ),
    http.delete(api('/users/pat/revoke'), () => {
      token = null;
      setPat(false);
      return HttpResponse.json({ message: 'Personal Access Token revoked successfully' });
    }),
    // The security panels: the CLI token stands for the PAT; this browser is the one session.
    http.get(api('/users/tokens'), () =>
      HttpResponse.json({
        data: state.pat_info.has_pat
          ? [
              {
                id: 'cli',
                name: 'CLI token',
                kind: 'cli',
                scopes: ['agents:read', 'agents:publish'],
                status: 'active',
                created_at: state.pat_info.created_at ?? new Date().toISOString(),
                last_used_at: state.pat_info.last_used ?? null,
                expires_at: null,
                revoked_at: null,
              },
            ]
          : [],
        remaining: MAX_NAMED_TOKENS,
      }),
    ),
    http.get(api('/auth/sessions'), () =>
      HttpResponse.json({
        data: [
          {
            id: 'this-browser',
            device: 'Chrome on Linux',
            created_at: '2026-01-01T00:00:00.000Z',
            last_seen_at: null,
            expires_at: '2027-01-01T00:00:00.000Z',
            current: true,
          },
        ],
      }),
    ),
  ];
  return { handlers, current: () => state };
}

/** No server at all: every API call fails at the network level (the client goes to mock mode). */
export const networkDown = (): HttpHandler => http.all(api('/*'), () => HttpResponse.error());
