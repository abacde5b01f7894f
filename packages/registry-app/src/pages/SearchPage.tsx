import { useDeferredValue } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SearchResults } from '@agent-registry/ui';
import { useAgentSearch, useFrameworks } from '../data/queries';
import { errorMessage, frameworksStatus, loadStatus } from '../data/status';
import { searchPath } from '../router/paths';

/** /search?q= (spec section 2, Search / browse). */
export default function SearchPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const search = useAgentSearch(q);
  const frameworks = useFrameworks();
  // The frameworks grid (some fifty cards) is rendered in the background, in small slices that
  // keep the page responsive, rather than in one long blocking task when the list arrives.
  const frameworkList = useDeferredValue(frameworks.data?.data);
  const frameworkStatus = useDeferredValue(frameworksStatus(frameworks));
  return (
    <SearchResults
      query={q}
      onSearch={(query) => navigate(searchPath(query))}
      agents={search.data?.data}
      agentsStatus={loadStatus(search)}
      agentsError={errorMessage(search.error)}
      agentsTotal={search.data?.pagination?.total ?? search.data?.count}
      frameworks={frameworkList}
      frameworksStatus={frameworkStatus}
    />
  );
}
