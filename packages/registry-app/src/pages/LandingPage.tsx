import { useCallback, useDeferredValue } from 'react';
import { useNavigate } from 'react-router';
import { LandingScreen } from '@agent-registry/ui';
import { useFeaturedAgents, useFrameworks, useRecentAgents } from '../data/queries';
import { frameworksStatus } from '../data/status';
import { useSession } from '../session/SessionProvider';
import { searchPath } from '../router/paths';
import { useSearchSuggestions } from '../data/useSearchSuggestions';

/** / (spec section 2, Landing page). */
export function LandingPage() {
  const navigate = useNavigate();
  const { status } = useSession();
  const featured = useFeaturedAgents();
  const recent = useRecentAgents();
  const frameworks = useFrameworks();
  // The three lists arrive one by one; each is rendered in the background (deferred), in small
  // slices that keep the page responsive, rather than in one long blocking task.
  const featuredAgents = useDeferredValue(featured.data?.data);
  const recentAgents = useDeferredValue(recent.data?.data);
  const frameworkList = useDeferredValue(frameworks.data?.data);
  const frameworkStatus = useDeferredValue(frameworksStatus(frameworks));
  // Deferred with the lists, so 'Coming Soon' never flashes between the spinner and the cards.
  const agentsLoading = useDeferredValue(featured.isPending || recent.isPending);
  const onSearch = useCallback((query: string) => navigate(searchPath(query)), [navigate]);
  const suggest = useSearchSuggestions();
  return (
    <LandingScreen
      isAuthenticated={status === 'authenticated'}
      featuredAgents={featuredAgents}
      recentAgents={recentAgents}
      agentsLoading={agentsLoading}
      frameworks={frameworkList}
      frameworksStatus={frameworkStatus}
      onSearch={onSearch}
      suggest={suggest}
    />
  );
}
