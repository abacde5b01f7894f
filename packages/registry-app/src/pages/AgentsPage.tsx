import { useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AgentsScreen } from '@agent-registry/ui';
import { AGENT_FILTER_CATEGORIES, AGENT_SORTS, type AgentFilterCategory, type AgentSort } from '@agent-registry/api-client/contract';
import { useAgentFacets, useAgentsList, type AgentsListFilters } from '../data/agentQueries';
import { tagPath } from '../router/paths';
import { errorMessage } from '../data/status';

function readFilters(params: URLSearchParams): AgentsListFilters {
  const category = params.get('category') ?? 'all';
  const sort = params.get('sort') ?? 'popular';
  return {
    q: params.get('q') ?? '',
    category: (AGENT_FILTER_CATEGORIES as readonly string[]).includes(category) ? (category as AgentFilterCategory) : 'all',
    sort: (AGENT_SORTS as readonly string[]).includes(sort) ? (sort as AgentSort) : 'popular',
    tag: params.get('tag')?.trim() ?? '',
  };
}

/** /agents: filters live in the URL (q, category, sort, tag); Load more follows next_token. */
export default function AgentsPage() {
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useAgentsList(filters);
  const facets = useAgentFacets(filters.q, filters.tag);
  // A page of cards is rendered in the background, in small slices that keep the page
  // responsive, rather than in one long blocking task when it arrives (these values lag together).
  const data = useDeferredValue(list.data);
  const isError = useDeferredValue(list.isError);
  const isPending = useDeferredValue(list.isPending);
  const agents = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const status = isError && !data ? 'error' : isPending ? 'loading' : 'success';
  return (
    <AgentsScreen
      agents={agents}
      status={status}
      error={errorMessage(list.error)}
      filters={filters}
      onApply={({ q, category, sort, tag }) => {
        const next = new URLSearchParams();
        if (q.trim()) next.set('q', q.trim());
        if (category && category !== 'all') next.set('category', category);
        if (sort) next.set('sort', sort);
        if (tag) next.set('tag', tag);
        setParams(next);
      }}
      hasMore={list.hasNextPage}
      onLoadMore={() => void list.fetchNextPage()}
      isFetchingMore={list.isFetchingNextPage}
      total={data?.pages[0]?.pagination.total}
      categoryCounts={facets.data}
      didYouMean={data?.pages[0]?.did_you_mean}
      tagHref={tagPath}
    />
  );
}
