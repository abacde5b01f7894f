import { Dashboard } from '@agent-registry/ui';
import { useMyAgents, usePopularAgents, useRecentAgents } from '../data/queries';
import { useSession } from '../session/SessionProvider';
import { PAGE_SIZES } from '@agent-registry/api-client/contract';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** /dashboard (spec section 2). Total Users is always 0 (the spec shows no source for it). */
export default function DashboardPage() {
  const { user } = useSession();
  const mine = useMyAgents();
  const recent = useRecentAgents(PAGE_SIZES.dashboard);
  const popular = usePopularAgents();
  const myAgents = mine.data?.data ?? [];
  const recentActivity = myAgents.filter((agent) => {
    const updated = Date.parse(agent.updated_at ?? agent.created_at ?? '');
    return Number.isFinite(updated) && Date.now() - updated < THIRTY_DAYS_MS;
  }).length;
  return (
    <Dashboard
      user={{ name: user?.name, email: user?.email ?? '' }}
      stats={{
        totalAgents: recent.data?.pagination?.total ?? recent.data?.count ?? 0,
        myAgents: mine.data?.pagination?.total ?? myAgents.length,
        recentActivity,
      }}
      recentAgents={recent.data?.data}
      popularAgents={popular.data?.data}
      isLoading={recent.isPending || popular.isPending}
    />
  );
}
