import {
  Activity,
  ArrowRight,
  Bot,
  ChevronRight,
  Package,
  Plus,
  Search,
  Star,
  Upload,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { LoadStatus } from '../../status';
import { formatExactCount } from '../../private/format';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { agentId, agentRating, formatAgentRating, type AgentData } from '../AgentCard/agent';
import { IconTile, type IconTileProps } from '../Badge/IconTile';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import { Card } from '../Card/Card';
import { CategoryPicker } from '../CategoryPicker/CategoryPicker';
import { Link } from '../Link/Link';
import { MyAgentsTable } from '../MyAgentsTable/MyAgentsTable';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './DashboardScreen.css';

/** The fields a dashboard row shows (an Agent from the contract fits). */
export interface DashboardAgent {
  id?: string | number | null;
  agent_id?: string | number | null;
  name: string;
  description?: string | null;
  rating?: number | null;
  category?: string | null;
}

/** The figures of the stat tiles; null: unknown (its source failed), shown as 'N/A' rather than 0. */
export interface DashboardStats {
  /** All public agents in the registry. */
  totalAgents?: number | null;
  /** The signed-in user's agents. */
  myAgents?: number | null;
  /** Recent agents (or events) to report. */
  recentActivity?: number | null;
  /** The registry's accounts (GET /stats); unknown (not loaded, or the call failed) reads 'N/A'. */
  totalUsers?: number | null;
}

/** The signed-in user's own agents, loaded apart from the rest of the dashboard. */
export interface DashboardMyAgents {
  /** The agents, in the order to list them. */
  agents: AgentData[];
  /** Their own load state: the section shows a spinner, an error or the rows. */
  status: LoadStatus;
  /** The failure's message, after 'Error loading agents: '. */
  error?: string | null | undefined;
}

export interface DashboardScreenProps {
  /** The signed-in user: welcomed by name, else by email. */
  user: { name?: string | null; email: string };
  /** The figures of the stat cards. */
  stats?: DashboardStats;
  /** The newest agents of the registry. */
  recentAgents?: DashboardAgent[];
  /** The most popular agents of the registry. */
  popularAgents?: DashboardAgent[];
  /** Why the recent agents could not be loaded: their card says so instead of 'No recent agents found.' */
  recentAgentsError?: string | null | undefined;
  /** Why the popular agents could not be loaded: their card says so instead of 'No popular agents found.' */
  popularAgentsError?: string | null | undefined;
  /** Shows a spinner in place of the tiles and lists. */
  isLoading?: boolean;
  /** The user's own agents: given, a 'My agents' section lists them (see MyAgentsTable). */
  myAgents?: DashboardMyAgents | undefined;
  /** Where an agent's name links in 'My agents'. Default: `/agents/{id}`. */
  agentHref?: ((agent: AgentData) => string) | undefined;
  /** Where an agent's 'Publish version' links in 'My agents'. Default: `/publish?agent={id}`. */
  publishHref?: ((agent: AgentData) => string) | undefined;
  /** Each of my agents' download trend (e.g. a lazily loaded sparkline), in a 'My agents' column. */
  agentTrend?: ((agent: AgentData) => ReactNode) | undefined;
  /** The trend's period ('30d' or '90d'); with `onTrendPeriodChange`, a picker above the table. */
  trendPeriod?: TrendPeriod | undefined;
  onTrendPeriodChange?: ((period: TrendPeriod) => void) | undefined;
  /** Called with the agent when its 'Edit' is pressed in 'My agents' (the host opens AgentMetadataDialog); without it there is no Edit. */
  onEditAgent?: ((agent: AgentData) => void) | undefined;
  /** Where 'My agents' links to publish a new agent. Default: '/publish'. */
  /** The agents the user starred (most recent first); a 'Starred Agents' list when given. */
  starredAgents?: DashboardAgent[] | undefined;
  createHref?: string | undefined;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The periods the 'My agents' trend offers. */
export const trendPeriods = ['30d', '90d'] as const;
export type TrendPeriod = (typeof trendPeriods)[number];
const trendOptions = [
  { value: '30d', label: '30 days' },
  { value: '90d', label: '90 days' },
];

/** A figure the dashboard could not learn (Total Users before, or without, its answer). */
export const UNKNOWN_STAT = 'N/A';

/** Before the message of a list that failed to load (spec: 'Failed to load agents: '). */
export const LIST_FAILED_PREFIX = 'Failed to load agents: ';

/** Rating with one decimal, as everywhere else ('4.0' beside '4.4'); an unrated agent reads 'N/A', as on its page. */
export function formatRating(rating: number | null | undefined): string {
  return formatAgentRating(rating);
}

const statTiles: {
  key: keyof DashboardStats;
  label: string;
  icon: LucideIcon;
  tone: IconTileProps['tone'];
}[] = [
  { key: 'totalAgents', label: 'Total Agents', icon: Bot, tone: 'primary' },
  { key: 'myAgents', label: 'My Agents', icon: Package, tone: 'accent' },
  { key: 'totalUsers', label: 'Total Users', icon: Users, tone: 'success' },
  { key: 'recentActivity', label: 'Recent Activity', icon: Activity, tone: 'warning' },
];

const quickActions: { href: string; label: string; text: string; icon: LucideIcon }[] = [
  { href: '/create-agent', label: 'Create New Agent', text: 'Package an agent and publish it to the registry.', icon: Plus },
  { href: '/search', label: 'Browse Agents', text: 'Discover agents and frameworks built by the community.', icon: Search },
  { href: '/profile', label: 'Manage Profile', text: 'Update your details, preferences and access token.', icon: UserRound },
];

/** A new version of one of the user's agents: the publish page, told which agent. */
const defaultPublishHref = (agent: AgentData) => `/publish?agent=${encodeURIComponent(agent.id)}`;

/** The signed-in home (/dashboard): stats, quick actions, the user's own agents, recent and popular agents. */
export function DashboardScreen({
  user,
  stats = {},
  recentAgents = [],
  popularAgents = [],
  recentAgentsError,
  popularAgentsError,
  isLoading = false,
  myAgents,
  starredAgents,
  agentHref,
  publishHref = defaultPublishHref,
  onEditAgent,
  agentTrend,
  trendPeriod = '30d',
  onTrendPeriodChange,
  createHref = '/publish',
  className,
}: DashboardScreenProps) {
  const displayName = user.name?.trim() || user.email;
  const quickActionsId = useId();
  const myAgentsId = useId();

  return (
    <Stack gap={8} className={className}>
      <Stack as="header" gap={1}>
        <h1 className={styles.title}>Dashboard</h1>
        <Box as="p" margin={0} fontSize="base" color="muted">
          Welcome back, {displayName}!
        </Box>
      </Stack>

      {isLoading ? (
        <Spinner size="large" label="Loading dashboard" />
      ) : (
        <>
          <section aria-label="Statistics">
            <Box as="dl" display="grid" gridTemplateColumns={{ base: 2, lg: 4 }} gap={{ base: 3, md: 4 }} margin={0}>
              {statTiles.map(({ key, label, icon: Icon, tone }) => {
                // Total Users comes from its own call: unknown is not 0.
                const value = stats[key];
                return (
                  <Card key={key} padding={{ base: 4, md: 5 }} display="flex" flexDirection="column" gap={3}>
                    <Box as="dt" display="flex" alignItems="center" gap={2} fontSize="sm" fontWeight="medium" color="muted">
                      <IconTile size="sm" shape="medium" tone={tone}>
                        <Icon size={18} />
                      </IconTile>
                      {label}
                    </Box>
                    <dd className={styles.statValue}>
                      {typeof value === 'number'
                        ? formatExactCount(value)
                        : value === null || key === 'totalUsers'
                          ? UNKNOWN_STAT
                          : formatExactCount(0)}
                    </dd>
                  </Card>
                );
              })}
            </Box>
          </section>

          <Stack as="section" gap={3} aria-labelledby={quickActionsId}>
            <h2 id={quickActionsId} className={styles.sectionTitle}>
              Quick Actions
            </h2>
            <Box as="ul" display="grid" gridTemplateColumns={{ base: 1, md: 3 }} gap={{ base: 3, md: 4 }} className={styles.list}>
              {quickActions.map(({ href, label, text, icon: Icon }) => (
                <li key={href}>
                  <Link href={href} className={styles.action}>
                    <IconTile size="lg" shape="medium" tone="primary">
                      <Icon size={20} />
                    </IconTile>
                    <span className={styles.actionText}>
                      <span className={styles.actionLabel}>{label}</span>
                      <span className={styles.actionHint}>{text}</span>
                    </span>
                    <ArrowRight size={18} className={styles.arrow} aria-hidden="true" />
                  </Link>
                </li>
              ))}
            </Box>
          </Stack>

          {myAgents && (
            <Stack as="section" gap={3} aria-labelledby={myAgentsId}>
              <Inline justify="space-between" gap={3}>
                <h2 id={myAgentsId} className={styles.sectionTitle}>
                  My agents
                </h2>
                {agentTrend && onTrendPeriodChange && myAgents.status === 'success' && myAgents.agents.length > 0 && (
                  <CategoryPicker
                    label="Download trend period"
                    options={trendOptions}
                    value={trendPeriod}
                    onChange={(value) => onTrendPeriodChange(value === '90d' ? '90d' : '30d')}
                  />
                )}
                {/* The empty state has its own call to publish; one is enough. */}
                {myAgents.status === 'success' && myAgents.agents.length > 0 && (
                  <ButtonLink href={createHref} variant="outline" size="small">
                    <Upload size={14} aria-hidden="true" />
                    Publish new agent
                  </ButtonLink>
                )}
              </Inline>
              <MyAgentsTable
                agents={myAgents.agents}
                status={myAgents.status}
                error={myAgents.error}
                agentHref={agentHref}
                publishHref={publishHref}
                onEdit={onEditAgent}
                createHref={createHref}
                trend={agentTrend}
                trendLabel={`Last ${trendPeriod === '90d' ? 90 : 30} days`}
              />
            </Stack>
          )}

          <Box display="grid" gridTemplateColumns={{ base: 1, lg: 2 }} gap={6}>
            <AgentListCard title="Recent Agents" agents={recentAgents} emptyText="No recent agents found." error={recentAgentsError} />
            <AgentListCard title="Popular Agents" agents={popularAgents} emptyText="No popular agents found." error={popularAgentsError} />
            {starredAgents && (
              <AgentListCard title="Starred Agents" agents={starredAgents} emptyText="You have not starred any agents yet." />
            )}
          </Box>
        </>
      )}
    </Stack>
  );
}

function AgentListCard({
  title,
  agents,
  emptyText,
  error,
}: {
  title: string;
  agents: DashboardAgent[];
  emptyText: string;
  error?: string | null | undefined;
}) {
  const headingId = useId();
  return (
    <Card as="section" padding={0} className={styles.listCard} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.listTitle}>
        {title}
      </h2>
      {error ? (
        // A failure is not an empty registry: say what went wrong where the list would be.
        <Box as="p" role="alert" margin={0} paddingBlock={10} paddingInline={5} textAlign="center" fontSize="sm" color="danger">
          {LIST_FAILED_PREFIX}
          {error}
        </Box>
      ) : agents.length === 0 ? (
        <Box as="p" margin={0} paddingBlock={10} paddingInline={5} textAlign="center" fontSize="sm" color="muted">
          {emptyText}
        </Box>
      ) : (
        <ul className={styles.rows}>
          {agents.map((agent) => {
            const id = agentId(agent);
            return (
              <li key={id}>
                <Link href={`/agents/${encodeURIComponent(id)}`} className={styles.row}>
                  <IconTile size="md" shape="medium" tone="accent" className={styles.initial}>
                    {agent.name.trim().charAt(0).toUpperCase() || '?'}
                  </IconTile>
                  <Box as="span" display="flex" flexDirection="column" flexGrow={1} minWidth={0}>
                    <span className={styles.rowName}>{agent.name}</span>
                    {agent.description && <span className={styles.rowDescription}>{agent.description}</span>}
                  </Box>
                  <span className={styles.rating}>
                    {agentRating(agent.rating) !== undefined && <Star size={14} className={styles.star} aria-hidden="true" />}
                    <span className={visuallyHidden}>Rating </span>
                    {formatRating(agent.rating)}
                  </span>
                  <ChevronRight size={16} className={styles.arrow} aria-hidden="true" />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
