import { lazy, Suspense, useState } from 'react';
import { AgentMetadataDialog, DashboardScreen, DownloadSparkline, notify, type AgentData, type TrendPeriod } from '@agent-registry/ui';
import { isApiError } from '@agent-registry/api-client';
import { PUBLISH_TOASTS } from '@agent-registry/api-client/rules';
import { useUpdateAgent } from '../data/agentWrites';
import { errorMessage, loadStatus } from '../data/status';
import { agentRefPath, publishPath } from '../router/publishPaths';
import { useMyAgents, usePopularAgents } from '../data/agentQueries';
import { useRecentAgents } from '../data/queries';
import { useSession } from '../session/SessionProvider';
import { useStarredAgents } from '../data/engagement';
import { DashboardNamespaces } from '../account/DashboardNamespaces';
import { useRegistryStats } from '../data/registryStats';
import { PAGE_SIZES } from '@agent-registry/api-client/contract';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

// The sparklines come with the engagement module, which only the pages that draw trends load.
const AgentSparkline = lazy(() => import('../account/AgentEngagement').then((m) => ({ default: m.AgentSparkline })));

/**
 * /dashboard (spec section 2). Total Users comes from GET /stats (the spec showed it as always 0,
 * having no source for it); unknown until that answers.
 */
export default function DashboardPage() {
  const { user } = useSession();
  const mine = useMyAgents();
  const recent = useRecentAgents(PAGE_SIZES.dashboard);
  const popular = usePopularAgents();
  const starred = useStarredAgents(!!user);
  const registry = useRegistryStats();
  const myAgents = mine.data?.data ?? [];
  const recentActivity = myAgents.filter((agent) => {
    const updated = Date.parse(agent.updated_at ?? agent.created_at ?? '');
    return Number.isFinite(updated) && Date.now() - updated < THIRTY_DAYS_MS;
  }).length;
  const [editing, setEditing] = useState<AgentData | null>(null);
  const [trendPeriod, setTrendPeriod] = useState<TrendPeriod>('30d');
  return (
    <>
      <DashboardScreen
        user={{ name: user?.name, email: user?.email ?? '' }}
        // A figure whose call failed is unknown ('N/A'), not 0.
        stats={{
          totalAgents: recent.isError ? null : (recent.data?.pagination?.total ?? recent.data?.count ?? 0),
          myAgents: mine.isError ? null : (mine.data?.pagination?.total ?? myAgents.length),
          recentActivity: mine.isError ? null : recentActivity,
          totalUsers: registry.data?.total_users,
        }}
        recentAgents={recent.data?.data}
        popularAgents={popular.data?.data}
        recentAgentsError={recent.isError ? errorMessage(recent.error) || 'Unknown error' : undefined}
        popularAgentsError={popular.isError ? errorMessage(popular.error) || 'Unknown error' : undefined}
        starredAgents={starred.data?.data ?? (starred.isError ? [] : undefined)}
        isLoading={recent.isPending || popular.isPending}
        myAgents={{ agents: myAgents, status: loadStatus(mine), error: errorMessage(mine.error) }}
        agentHref={(agent) => agentRefPath({ ...agent, id: String(agent.id) })}
        publishHref={(agent) => publishPath({ id: String(agent.id) })}
        createHref={publishPath()}
        onEditAgent={setEditing}
        trendPeriod={trendPeriod}
        onTrendPeriodChange={setTrendPeriod}
        agentTrend={(agent) => (
          // Its empty frame while the code and the numbers load, so the row does not move.
          <Suspense fallback={<DownloadSparkline />}>
            <AgentSparkline agentId={String(agent.id)} period={trendPeriod} />
          </Suspense>
        )}
      />
      {user?.username && <DashboardNamespaces username={user.username} />}
      {editing && <EditAgent agent={editing} onClose={() => setEditing(null)} />}
    </>
  );
}

/** The metadata dialog of one of the user's agents, from the dashboard's list. */
function EditAgent({ agent, onClose }: { agent: AgentData; onClose: () => void }) {
  const update = useUpdateAgent(String(agent.id));
  return (
    <AgentMetadataDialog
      open
      onOpenChange={(open) => !open && onClose()}
      agent={agent}
      saving={update.isPending}
      serverErrors={isApiError(update.error) ? update.error.fields : undefined}
      serverError={update.error ? errorMessage(update.error) : undefined}
      onSave={(values) =>
        update.mutate(values, {
          onSuccess: () => {
            notify.success(PUBLISH_TOASTS.updated);
            onClose();
          },
        })
      }
    />
  );
}
