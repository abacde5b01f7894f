// The 6 built-in sample agents (their data in sample-agents.json) with their published versions,
// and the local filtering, sorting, highlighting and cursor paging of any catalogue of agents.
import { DEFAULT_PAGE, PAGE_SIZES } from '../contract/constants';
import { highlightsFromRanges } from '../contract/normalize';
import type { Agent } from '../contract/entities';
import { currentVersionOf, toAgentSlug } from '../contract/publishRules';
import { SAMPLE_FRAMEWORKS } from '../contract/sample-frameworks';
import type {
  AgentFacetsQuery,
  AgentFacetsResponse,
  AgentList,
  AgentListQuery,
  SearchSuggestQuery,
  SearchSuggestResponse,
} from '../contract/schemas';
import type { DatasetAgentSpec, SimulatedDataset } from './dataset';
import samples from './sample-agents.json';
import { facetsOf, interpretQuery, matchesTerms, namedFirst, suggestSamples } from './sample-search';

/** A sample as sample-agents.json holds it: what its releases do not already say. */
type SampleSource = Pick<
  Agent,
  | 'id'
  | 'name'
  | 'description'
  | 'author'
  | 'author_name'
  | 'rating'
  | 'views'
  | 'category'
  | 'featured'
  | 'tags'
  | 'repository_url'
  | 'documentation_url'
  | 'created_at'
> &
  DatasetAgentSpec;

/**
 * A sample as the server lists its samples: public, nobody's, named `<author>/<slug of its name>`;
 * its current version, last change and downloads come from its releases.
 */
function sampleAgent({ runtime: _runtime, model: _model, releases, ...source }: SampleSource): Agent {
  return {
    ...source,
    download_count: releases.reduce((sum, release) => sum + release.download_count, 0),
    visibility: 'public',
    status: 'published',
    current_version: currentVersionOf(releases.map((release) => ({ ...release, yanked: release.yank_reason !== undefined }))),
    updated_at:
      releases
        .map((release) => release.published_at)
        .sort()
        .at(-1) ?? null,
    owner_id: null,
    namespace: source.author,
    slug: toAgentSlug(source.name),
    deprecation_message: null,
  };
}

const SAMPLE_SOURCES = samples as SampleSource[];

export const SAMPLE_AGENTS: readonly Agent[] = SAMPLE_SOURCES.map(sampleAgent);

/** The built-in dataset: the sample agents and frameworks, and no account but the demo one. */
export const SAMPLE_DATASET: SimulatedDataset = {
  agents: SAMPLE_AGENTS,
  specs: Object.fromEntries(SAMPLE_SOURCES.map(({ id, runtime, model, releases }) => [id, { runtime, model, releases }])),
  frameworks: SAMPLE_FRAMEWORKS,
};

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
  // A query of symbols alone ('+++') holds no word: it matches nothing, as on the server.
  let agents = (text && !terms.length ? [] : filterSamples(query, terms, catalogue)).filter(
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
  } else if (query.sort === 'stars') {
    agents = [...agents].sort(byNumber((a) => a.star_count ?? 0));
  } else if (query.sort === 'newest') {
    agents = [...agents].sort(byNumber((a) => Date.parse(a.created_at ?? '') || 0));
  } else if (text) {
    agents = namedFirst(agents, text);
  }

  const pageSize = query.page_size ?? PAGE_SIZES.default;
  let page = query.page ?? DEFAULT_PAGE;
  if (query.next_token) {
    const fromCursor = query.next_token.startsWith(CURSOR_PREFIX) ? Number(query.next_token.slice(CURSOR_PREFIX.length)) : NaN;
    // A cursor of the real server means nothing here: answer an empty last page rather than
    // repeating page 1 under an infinite list.
    page = Number.isInteger(fromCursor) && fromCursor > 0 ? fromCursor : Number.POSITIVE_INFINITY;
  }
  const total = agents.length;
  const start = Number.isFinite(page) ? (page - 1) * pageSize : total;
  const data = agents
    .slice(start, start + pageSize)
    .map((agent) =>
      terms.length ? { ...agent, highlights: highlightsFromRanges(agent, (text) => matchRanges(text, terms)) } : { ...agent },
    );
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
