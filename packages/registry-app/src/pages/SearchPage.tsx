import { useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchScreen } from '@agent-registry/ui';
import { useAgentFacets, useAgentSearch } from '../data/agentQueries';
import { useFrameworks } from '../data/queries';
import { useSearchSuggestions } from '../data/useSearchSuggestions';
import { errorMessage, frameworksStatus, loadStatus } from '../data/status';
import { searchPath, tagPath } from '../router/paths';

/** /search?q= (spec section 2, Search / browse). */
export default function SearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useAgentSearch(q);
  // The tiles count the query's matches; without a query they are plain tiles.
  const facets = useAgentFacets(q, '', { enabled: q.trim() !== '' });
  const suggest = useSearchSuggestions();
  const frameworks = useFrameworks();
  // The frameworks grid (some fifty cards) is rendered in the background, in small slices that
  // keep the page responsive, rather than in one long blocking task when the list arrives.
  const frameworkList = useDeferredValue(frameworks.data?.data);
  const frameworkStatus = useDeferredValue(frameworksStatus(frameworks));
  return (
    <SearchScreen
      query={q}
      onSearch={(query) => navigate(searchPath(query))}
      agents={search.data?.data}
      agentsStatus={loadStatus(search)}
      agentsError={errorMessage(search.error)}
      agentsTotal={search.data?.pagination?.total ?? search.data?.count}
      frameworks={frameworkList}
      frameworksStatus={frameworkStatus}
      didYouMean={search.data?.did_you_mean}
      categoryCounts={q.trim() ? facets.data : undefined}
      suggest={suggest}
      tagHref={tagPath}
    />
  );
}
