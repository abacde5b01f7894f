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
  return (
    <SearchResults
      query={q}
      onSearch={(query) => navigate(searchPath(query))}
      agents={search.data?.data}
      agentsStatus={loadStatus(search)}
      agentsError={errorMessage(search.error)}
      agentsTotal={search.data?.pagination?.total ?? search.data?.count}
      frameworks={frameworks.data?.data}
      frameworksStatus={frameworksStatus(frameworks)}
    />
  );
}
