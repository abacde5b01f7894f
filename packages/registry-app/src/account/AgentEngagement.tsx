// The agent page's star toggle and download chart, and the dashboard's sparklines: loaded after the
// page itself, only by the pages that show them (see AgentDetailPage and DashboardPage).
import { useLocation } from 'react-router';
import { DownloadSparkline, DownloadTrendChart, StarButton, notify, type TrendPeriod } from '@agent-registry/ui';
import type { Agent } from '@agent-registry/api-client/contract';
import { useDownloadTrend, useStar, useToggleStar } from '../data/engagement';
import { errorMessage } from '../data/status';
import { signInPath } from '../router/authParams';
import { useSession } from '../session/SessionProvider';

/** Star / Starred with the count; signed out, a link to sign in and come back. */
export function AgentStar({ agent }: { agent: Agent }) {
  const { status } = useSession();
  const location = useLocation();
  const signedIn = status === 'authenticated';
  const star = useStar(agent.id, signedIn);
  const toggle = useToggleStar(agent.id);
  const starred = star.data?.starred ?? false;
  const count = star.data?.star_count ?? agent.star_count ?? 0;
  if (!signedIn) return <StarButton starred={false} count={count} signInHref={signInPath(`${location.pathname}${location.search}`)} />;
  return (
    <StarButton
      starred={starred}
      count={count}
      busy={toggle.isPending || star.isPending}
      onToggle={() => toggle.mutate(!starred, { onError: (error) => notify.error(errorMessage(error) ?? 'Could not change the star') })}
    />
  );
}

/** Downloads per day over the last 90 days. */
export function AgentDownloadTrend({ agent }: { agent: Agent }) {
  const trend = useDownloadTrend(agent.id, '90d');
  if (!trend.data) return null;
  return <DownloadTrendChart days={trend.data.days} />;
}

/** One of my agents' downloads per day as a sparkline (the dashboard's 'My agents'), named in words. */
export function AgentSparkline({ agentId, period }: { agentId: string; period: TrendPeriod }) {
  const trend = useDownloadTrend(agentId, period);
  // A failed trend says so in words rather than drawing nothing.
  if (trend.isError) return <span>Unavailable</span>;
  return <DownloadSparkline days={trend.data?.days} />;
}
