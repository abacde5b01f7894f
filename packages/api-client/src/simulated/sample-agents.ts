// The 6 built-in sample agents with their published versions (agent.yaml and README), and the
// local filtering, sorting, highlighting and cursor paging applied to them.
import { stringify } from 'yaml';
import { DEFAULT_PAGE, PAGE_SIZES } from '../contract/constants';
import type { Agent, AgentHighlight } from '../contract/entities';
import { AGENT_API_VERSION, agentRef, pullCommand, type AgentRuntime } from '../contract/publishing';
import type {
  AgentFacetsQuery,
  AgentFacetsResponse,
  AgentList,
  AgentListQuery,
  SearchSuggestQuery,
  SearchSuggestResponse,
} from '../contract/schemas';
import { facetsOf, interpretQuery, matchesTerms, suggestSamples } from './sample-search';
import { sha256Hex } from './sha256';
import type { SimulatedVersion } from './store';

export const SAMPLE_AGENTS: readonly Agent[] = [
  {
    id: 'sample-inbox-triage',
    name: 'Inbox Triage Assistant',
    description:
      'Sorts incoming email by urgency, drafts short replies for routine requests and summarises long threads into action items.',
    author: 'productivity-labs',
    author_name: 'Productivity Labs',
    rating: 4.7,
    download_count: 12840,
    views: 45210,
    category: 'productivity',
    featured: true,
    visibility: 'public',
    status: 'published',
    current_version: '2.3.1',
    tags: ['email', 'summarization', 'scheduling'],
    repository_url: 'https://github.com/productivity-labs/inbox-triage-agent',
    documentation_url: 'https://docs.productivity-labs.dev/inbox-triage',
    created_at: '2025-03-14T09:30:00.000Z',
    updated_at: '2025-09-02T16:05:00.000Z',
    owner_id: null,
    namespace: 'productivity-labs',
    slug: 'inbox-triage-assistant',
    deprecation_message: null,
  },
  {
    id: 'sample-meeting-notes',
    name: 'Meeting Notes Summarizer',
    description:
      'Turns meeting transcripts into concise notes with decisions, owners and deadlines, ready to paste into your task tracker.',
    author: 'clearminutes',
    author_name: 'ClearMinutes',
    rating: 4.4,
    download_count: 8630,
    views: 30120,
    category: 'productivity',
    featured: false,
    visibility: 'public',
    status: 'published',
    current_version: '1.8.0',
    tags: ['meetings', 'transcripts', 'notes'],
    repository_url: 'https://github.com/clearminutes/meeting-notes-agent',
    documentation_url: null,
    created_at: '2025-06-21T13:00:00.000Z',
    updated_at: '2025-08-30T10:12:00.000Z',
    owner_id: null,
    namespace: 'clearminutes',
    slug: 'meeting-notes-summarizer',
    deprecation_message: null,
  },
  {
    id: 'sample-code-reviewer',
    name: 'Code Review Copilot',
    description:
      'Reviews pull requests for bugs, security issues and style problems, and explains each finding with a suggested fix.',
    author: 'devtools-collective',
    author_name: 'DevTools Collective',
    rating: 4.8,
    download_count: 21950,
    views: 80400,
    category: 'development',
    featured: true,
    visibility: 'public',
    status: 'published',
    current_version: '3.0.2',
    tags: ['code review', 'security', 'github'],
    repository_url: 'https://github.com/devtools-collective/code-review-copilot',
    documentation_url: 'https://devtools-collective.github.io/code-review-copilot',
    created_at: '2024-11-05T08:15:00.000Z',
    updated_at: '2025-09-10T19:40:00.000Z',
    owner_id: null,
    namespace: 'devtools-collective',
    slug: 'code-review-copilot',
    deprecation_message: null,
  },
  {
    id: 'sample-test-writer',
    name: 'Unit Test Writer',
    description:
      'Generates unit tests for Python and TypeScript functions, covering edge cases and keeping to your existing test style.',
    author: 'testcraft',
    author_name: 'TestCraft',
    rating: 4.3,
    download_count: 9720,
    views: 28870,
    category: 'development',
    featured: false,
    visibility: 'public',
    status: 'published',
    current_version: '1.4.5',
    tags: ['testing', 'python', 'typescript', 'code generation'],
    repository_url: 'https://github.com/testcraft/unit-test-writer',
    documentation_url: null,
    created_at: '2025-07-28T11:45:00.000Z',
    updated_at: '2025-09-12T07:20:00.000Z',
    owner_id: null,
    namespace: 'testcraft',
    slug: 'unit-test-writer',
    deprecation_message: null,
  },
  {
    id: 'sample-data-analyst',
    name: 'Data Insights Analyst',
    description:
      'Answers questions about CSV files and SQL databases in plain language, with charts and the queries it ran.',
    author: 'insightworks',
    author_name: 'InsightWorks',
    rating: 4.6,
    download_count: 15310,
    views: 52760,
    category: 'analysis',
    featured: true,
    visibility: 'public',
    status: 'published',
    current_version: '2.1.0',
    tags: ['data analysis', 'sql', 'charts'],
    repository_url: 'https://github.com/insightworks/data-insights-analyst',
    documentation_url: 'https://insightworks.dev/docs/analyst',
    created_at: '2025-01-19T15:10:00.000Z',
    updated_at: '2025-08-18T12:00:00.000Z',
    owner_id: null,
    namespace: 'insightworks',
    slug: 'data-insights-analyst',
    deprecation_message: null,
  },
  {
    id: 'sample-story-weaver',
    name: 'Story Weaver',
    description:
      'A creative writing partner that outlines plots, develops characters and drafts scenes in the tone you choose.',
    author: 'inkwell-ai',
    author_name: 'Inkwell AI',
    rating: 4.5,
    download_count: 7040,
    views: 26930,
    category: 'creative',
    featured: false,
    visibility: 'public',
    status: 'published',
    current_version: '1.2.3',
    tags: ['creative writing', 'fiction', 'brainstorming'],
    repository_url: 'https://github.com/inkwell-ai/story-weaver',
    documentation_url: null,
    created_at: '2025-08-09T17:25:00.000Z',
    updated_at: '2025-09-05T09:50:00.000Z',
    owner_id: null,
    namespace: 'inkwell-ai',
    slug: 'story-weaver',
    deprecation_message: null,
  },
];

interface SampleRelease {
  version: string;
  published_at: string;
  changelog: string;
  /** The agent's download_count is the sum over its versions. */
  download_count: number;
  yank_reason?: string;
  yanked_at?: string;
}

interface SampleSpec {
  runtime: AgentRuntime;
  model: { provider: string; name: string };
  /** Oldest first; the agent's current_version is the current one of these. */
  releases: SampleRelease[];
}

/** What each sample agent runs on, and the versions it has published. */
const SAMPLE_SPECS: Record<string, SampleSpec> = {
  'sample-inbox-triage': {
    runtime: 'python',
    model: { provider: 'openai', name: 'gpt-4o-mini' },
    releases: [
      { version: '2.2.0', published_at: '2025-06-10T08:00:00.000Z', changelog: 'Drafts replies in the language of the thread.', download_count: 4310 },
      { version: '2.3.0', published_at: '2025-08-01T12:30:00.000Z', changelog: 'Scheduling requests become calendar suggestions.', download_count: 5410 },
      { version: '2.3.1', published_at: '2025-09-02T16:05:00.000Z', changelog: 'Fixes summaries of threads with inline images.', download_count: 3120 },
    ],
  },
  'sample-meeting-notes': {
    runtime: 'nodejs',
    model: { provider: 'anthropic', name: 'claude-sonnet-4' },
    releases: [
      { version: '1.7.2', published_at: '2025-07-15T09:00:00.000Z', changelog: 'Handles transcripts without speaker names.', download_count: 5230 },
      { version: '1.8.0', published_at: '2025-08-30T10:12:00.000Z', changelog: 'Owners and deadlines as a task list.', download_count: 3400 },
    ],
  },
  'sample-code-reviewer': {
    runtime: 'go',
    model: { provider: 'openai', name: 'gpt-4.1' },
    releases: [
      { version: '3.0.0', published_at: '2025-07-20T14:00:00.000Z', changelog: 'Security findings come with a suggested fix.', download_count: 12000 },
      {
        version: '3.0.1',
        published_at: '2025-08-25T11:20:00.000Z',
        changelog: 'Reviews renamed files.',
        download_count: 1950,
        yank_reason: 'Crashes on pull requests with binary files; use 3.0.2.',
        yanked_at: '2025-08-27T08:45:00.000Z',
      },
      { version: '3.0.2', published_at: '2025-09-10T19:40:00.000Z', changelog: 'Skips binary files.', download_count: 8000 },
    ],
  },
  'sample-test-writer': {
    runtime: 'python',
    model: { provider: 'mistral', name: 'codestral-latest' },
    releases: [
      { version: '1.4.4', published_at: '2025-08-20T10:00:00.000Z', changelog: 'Follows the fixtures of existing tests.', download_count: 6100 },
      { version: '1.4.5', published_at: '2025-09-12T07:20:00.000Z', changelog: 'Parametrised tests for pytest.', download_count: 3620 },
    ],
  },
  'sample-data-analyst': {
    runtime: 'python',
    model: { provider: 'google', name: 'gemini-2.5-pro' },
    releases: [
      { version: '2.0.0', published_at: '2025-04-02T15:10:00.000Z', changelog: 'SQL databases besides CSV files.', download_count: 9000 },
      { version: '2.1.0', published_at: '2025-08-18T12:00:00.000Z', changelog: 'Shows the queries it ran.', download_count: 6310 },
    ],
  },
  'sample-story-weaver': {
    runtime: 'nodejs',
    model: { provider: 'anthropic', name: 'claude-3-5-haiku' },
    releases: [
      { version: '1.2.3', published_at: '2025-08-09T17:25:00.000Z', changelog: 'Keeps the tone across scenes.', download_count: 6900 },
      { version: '1.3.0-beta.1', published_at: '2025-09-05T09:50:00.000Z', changelog: 'Preview: character sheets.', download_count: 140 },
    ],
  },
};

/** The agent.yaml a sample agent published for `version`. */
export function sampleAgentYaml(agent: Agent, version: string): string {
  const spec = SAMPLE_SPECS[agent.id];
  return stringify(
    {
      apiVersion: AGENT_API_VERSION,
      kind: 'Agent',
      metadata: {
        name: agent.slug,
        displayName: agent.name,
        version,
        description: agent.description,
        tags: agent.tags ?? [],
      },
      spec: {
        runtime: spec?.runtime ?? 'python',
        model: spec?.model ?? { provider: 'openai', name: 'gpt-4o-mini' },
        capabilities: agent.tags ?? [],
      },
    },
    { lineWidth: 0 },
  );
}

/** The README of a sample agent: what it does, how to pull it, what it runs on. */
export function sampleReadme(agent: Agent): string {
  const spec = SAMPLE_SPECS[agent.id];
  const ref = agentRef(agent) ?? agent.id;
  const lines = [
    `# ${agent.name}`,
    '',
    agent.description ?? '',
    '',
    '## Install',
    '',
    '```sh',
    pullCommand(ref),
    '```',
    '',
    '## What it does',
    '',
    ...(agent.tags ?? []).map((tag) => `- ${tag}`),
  ];
  if (spec) {
    lines.push('', '## Runs on', '', `The ${spec.runtime} runtime, with ${spec.model.provider} \`${spec.model.name}\`.`);
  }
  if (agent.repository_url) lines.push('', `Source: ${agent.repository_url}`);
  return `${lines.join('\n')}\n`;
}

const digests = new Map<string, string>();

/** The published versions of a sample agent, oldest first (fresh copies); [] for another id. */
export function sampleVersionsOf(agent: Agent): SimulatedVersion[] {
  const spec = SAMPLE_SPECS[agent.id];
  if (!spec) return [];
  const readme = sampleReadme(agent);
  return spec.releases.map((release) => {
    const agentYaml = sampleAgentYaml(agent, release.version);
    const key = `${agent.id}@${release.version}`;
    let digest = digests.get(key);
    if (digest === undefined) digests.set(key, (digest = sha256Hex(agentYaml)));
    return {
      version: release.version,
      digest,
      changelog: release.changelog,
      published_at: release.published_at,
      published_by: agent.namespace ?? null,
      download_count: release.download_count,
      yanked: release.yank_reason !== undefined,
      yank_reason: release.yank_reason ?? null,
      yanked_at: release.yanked_at ?? null,
      agent_yaml: agentYaml,
      readme,
    };
  });
}

const CURSOR_PREFIX = 'sample:';

/** [start, end) of every case-insensitive occurrence of any term, merged and sorted. */
export function matchRanges(text: string, terms: readonly string[]): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const term of terms) {
    if (!term) continue;
    let from = lower.indexOf(term);
    while (from !== -1) {
      ranges.push([from, from + term.length]);
      from = lower.indexOf(term, from + term.length);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return merged;
}

function highlightsOf(agent: Agent, terms: readonly string[]): AgentHighlight[] {
  const highlights: AgentHighlight[] = [];
  const name = matchRanges(agent.name, terms);
  if (name.length) highlights.push({ field: 'name', ranges: name });
  const description = matchRanges(agent.description ?? '', terms);
  if (description.length) highlights.push({ field: 'description', ranges: description });
  (agent.tags ?? []).forEach((tag, index) => {
    const ranges = matchRanges(tag, terms);
    if (ranges.length) highlights.push({ field: 'tags', index, ranges });
  });
  return highlights;
}

const byNumber = (pick: (agent: Agent) => number) => (a: Agent, b: Agent) => pick(b) - pick(a);

/** The sample agents a query and its filters match (all but category, which facets count by). */
function filterSamples(query: Partial<AgentListQuery>, terms: readonly string[], agents: readonly Agent[]): Agent[] {
  const since = query.updated_since ? Date.parse(query.updated_since) : undefined;
  return agents.filter(
    (agent) =>
      (!terms.length || matchesTerms(agent, terms)) &&
      (query.featured === undefined || agent.featured === query.featured) &&
      (query.visibility === undefined || agent.visibility === query.visibility) &&
      (query.tag === undefined || (agent.tags ?? []).includes(query.tag)) &&
      (since === undefined || Date.parse(agent.updated_at ?? '') >= since),
  );
}

// Each takes the agents to answer from: the samples by default, the simulated backend's whole
// catalogue (the samples and what was published in it) when it calls.

/** GET /agents/facets over the samples. */
export function sampleAgentFacets(query: Partial<AgentFacetsQuery>, catalogue: readonly Agent[] = SAMPLE_AGENTS): AgentFacetsResponse {
  return facetsOf(filterSamples(query, interpretQuery(query.query ?? '', catalogue).terms, catalogue));
}

/** GET /agents/suggest over the samples. */
export function suggestSampleAgents(query: SearchSuggestQuery, catalogue: readonly Agent[] = SAMPLE_AGENTS): SearchSuggestResponse {
  return suggestSamples(query.q, query.limit, catalogue);
}

/** The sample agents answering a list query, as the API would. */
export function listSampleAgents(query: Partial<AgentListQuery>, catalogue: readonly Agent[] = SAMPLE_AGENTS): AgentList {
  const text = query.query?.trim() ?? '';
  const { terms, didYouMean } = interpretQuery(text, catalogue);
  let agents = filterSamples(query, terms, catalogue).filter(
    (agent) => query.category === undefined || agent.category === query.category,
  );
  if (query.updated_since) {
    agents = [...agents].sort((a, b) => Date.parse(a.updated_at ?? '') - Date.parse(b.updated_at ?? '') || a.id.localeCompare(b.id));
  }
  if (query.updated_since) {
    // Incremental sync keeps its own order (oldest change first) whatever the sort.
  } else if (query.sort === 'popular') {
    agents = [...agents].sort(byNumber((a) => (a.rating ?? 0) * 1e9 + (a.download_count ?? 0)));
  } else if (query.sort === 'downloads') {
    agents = [...agents].sort(byNumber((a) => a.download_count ?? 0));
  } else if (query.sort === 'newest') {
    agents = [...agents].sort(byNumber((a) => Date.parse(a.created_at ?? '') || 0));
  }

  const pageSize = query.page_size ?? PAGE_SIZES.default;
  let page = query.page ?? DEFAULT_PAGE;
  if (query.next_token) {
    const fromCursor = query.next_token.startsWith(CURSOR_PREFIX)
      ? Number(query.next_token.slice(CURSOR_PREFIX.length))
      : NaN;
    // A cursor of the real server means nothing here: answer an empty last page rather than
    // repeating page 1 under an infinite list.
    page = Number.isInteger(fromCursor) && fromCursor > 0 ? fromCursor : Number.POSITIVE_INFINITY;
  }
  const total = agents.length;
  const start = Number.isFinite(page) ? (page - 1) * pageSize : total;
  const data = agents
    .slice(start, start + pageSize)
    .map((agent) => (terms.length ? { ...agent, highlights: highlightsOf(agent, terms) } : { ...agent }));
  const hasMore = start + pageSize < total;
  return {
    data,
    count: data.length,
    pagination: {
      page: Number.isFinite(page) ? page : Math.max(1, Math.ceil(total / pageSize) + 1),
      page_size: pageSize,
      total,
      total_pages: Math.ceil(total / pageSize),
    },
    next_token: hasMore ? `${CURSOR_PREFIX}${page + 1}` : null,
    ...(text ? { did_you_mean: didYouMean } : {}),
  };
}

/** The sample agent with this id, if any. */
export function findSampleAgent(id: string): Agent | undefined {
  return SAMPLE_AGENTS.find((agent) => agent.id === id);
}
