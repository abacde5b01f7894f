import { useNavigate } from 'react-router';
import { Landing } from '@agent-registry/ui';
import { useFeaturedAgents, useFrameworks, useRecentAgents } from '../data/queries';
import { frameworksStatus } from '../data/status';
import { useSession } from '../session/SessionProvider';
import { searchPath } from '../router/paths';

/** / (spec section 2, Landing page). */
export function LandingPage() {
  const navigate = useNavigate();
  const { status } = useSession();
  const featured = useFeaturedAgents();
  const recent = useRecentAgents();
  const frameworks = useFrameworks();
  return (
    <Landing
      isAuthenticated={status === 'authenticated'}
      featuredAgents={featured.data?.data}
      recentAgents={recent.data?.data}
      frameworks={frameworks.data?.data}
      frameworksStatus={frameworksStatus(frameworks)}
      onSearch={(query) => navigate(searchPath(query))}
    />
  );
}
