import { agentRef, INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { Globe, Lock, PackagePlus, Pencil, Upload } from 'lucide-react';
import { Fragment, type ReactNode } from 'react';
import type { LoadStatus } from '../../status';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { agentDownloads, agentHref as defaultAgentHref, type AgentData } from '../AgentCard/agent';
import { formatExactCount, formatUtcDay, readDate } from '../../private/format';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { Button, ButtonLink } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { ErrorState } from '../ErrorState/ErrorState';
import { Link } from '../Link/Link';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './MyAgentsTable.css';

/** What the empty table says, and its call to action. */
export const MY_AGENTS_EMPTY = "You haven't published any agents yet.";
export const MY_AGENTS_EMPTY_ACTION = 'Publish your first agent';
/** The version cell of an agent whose every version is yanked (or that has none yet). */
export const NO_LIVE_VERSION = 'No live version';

export interface MyAgentsTableProps {
  /** The signed-in user's agents, in the order to show them. */
  agents: AgentData[];
  /** 'loading' shows a spinner, 'error' the error alert, 'success' the rows (or the empty state). */
  status: LoadStatus;
  /** The failure's message, after 'Error loading agents: ' (falls back to 'Unknown error'). */
  error?: string | null | undefined;
  /** Where an agent's name links. Default: `/agents/{id}`. */
  agentHref?: ((agent: AgentData) => string) | undefined;
  /** Where an agent's 'Publish version' link goes (the page publishing a new version of it). */
  publishHref: (agent: AgentData) => string;
  /** Called with the agent when its 'Edit' button is pressed; without it the rows have no Edit button. */
  onEdit?: ((agent: AgentData) => void) | undefined;
  /** Where the empty state's 'Publish your first agent' links. Default: '/publish'. */
  createHref?: string | undefined;
  /**
   * Each agent's download trend (e.g. a lazily loaded <DownloadSparkline />): given, the table has a
   * column for it, headed `trendLabel`.
   */
  trend?: ((agent: AgentData) => ReactNode) | undefined;
  /** The trend column's header. Default: 'Last 30 days'. */
  trendLabel?: string | undefined;
  /** Accessible name of the table. Default: 'My agents'. */
  label?: string | undefined;
  /** Class of the root element, for the host's layout. */
  className?: string | undefined;
}

/** The table's columns before the actions (whose header only screen readers read). */
const columns = ['Agent', 'Latest version', 'Downloads', 'Visibility', 'Status', 'Updated'] as const;

/** '2025-06-20T08:00:00Z' -> 'Jun 20, 2025' (UTC, so the day does not move with the viewer); '' when unknown. */
export function formatAgentDate(iso: string | null | undefined): string {
  const date = readDate(iso);
  return date ? formatUtcDay(date) : '';
}

/**
 * The signed-in user's agents: name and 'owner/name', latest live version, downloads, visibility,
 * status and last update, with 'Publish version' and 'Edit' on each row. A table on wide screens,
 * a stack of cards on a phone.
 */
export function MyAgentsTable({
  agents,
  status,
  error,
  agentHref = defaultAgentHref,
  publishHref,
  onEdit,
  createHref = '/publish',
  trend,
  trendLabel = 'Last 30 days',
  label = 'My agents',
  className,
}: MyAgentsTableProps) {
  if (status === 'loading') return <Spinner size="large" label="Loading your agents" className={className} />;

  if (status === 'error') {
    return <ErrorState message={`${INLINE_MESSAGES.agentsErrorPrefix}${error || INLINE_MESSAGES.unknownError}`} className={className} />;
  }

  if (agents.length === 0) {
    return (
      <EmptyState
        icon={<PackagePlus size={22} />}
        titleAs="p"
        title={MY_AGENTS_EMPTY}
        description="Publish an agent.yaml and it shows up here with its versions and downloads."
        action={
          <ButtonLink href={createHref} className={styles.emptyAction}>
            <Upload size={16} aria-hidden="true" />
            {MY_AGENTS_EMPTY_ACTION}
          </ButtonLink>
        }
        className={className}
      />
    );
  }

  // Explicit roles: the phone layout changes the table's CSS display, which makes some browsers
  // drop its table semantics.
  return (
    <Box minWidth={0} className={clsx(styles.frame, className)}>
      <table className={styles.table} role="table" aria-label={label}>
        <thead className={styles.head} role="rowgroup">
          <tr role="row">
            {columns.map((column) => (
              <Fragment key={column}>
                <th scope="col" role="columnheader" className={clsx(styles.headerCell, column === 'Downloads' && styles.numeric)}>
                  {column}
                </th>
                {column === 'Downloads' && trend && (
                  <th scope="col" role="columnheader" className={styles.headerCell}>
                    {trendLabel}
                  </th>
                )}
              </Fragment>
            ))}
            <th scope="col" role="columnheader" className={styles.headerCell}>
              <span className={visuallyHidden}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className={styles.body} role="rowgroup">
          {agents.map((agent, index) => (
            <AgentRow
              key={agent.id || index}
              agent={agent}
              href={agentHref(agent)}
              publishHref={publishHref(agent)}
              onEdit={onEdit}
              trend={trend && { label: trendLabel, node: trend(agent) }}
            />
          ))}
        </tbody>
      </table>
    </Box>
  );
}

function AgentRow({
  agent,
  href,
  publishHref,
  onEdit,
  trend,
}: {
  agent: AgentData;
  href: string;
  publishHref: string;
  onEdit: ((agent: AgentData) => void) | undefined;
  trend: { label: string; node: ReactNode } | undefined;
}) {
  const ref = agentRef(agent);
  const deprecated = Boolean(agent.deprecation_message);
  const isPrivate = agent.visibility === 'private';
  const updated = formatAgentDate(agent.updated_at);

  return (
    <tr className={styles.row} role="row">
      <Cell className={clsx(styles.wideCell, styles.nameCell)}>
        <Stack gap={1} align="flex-start">
          <Link href={href} className={styles.name}>
            {agent.name}
          </Link>
          {ref && <span className={styles.ref}>{ref}</span>}
        </Stack>
      </Cell>
      <Cell label="Latest version">
        {agent.current_version ? (
          <span className={styles.version}>{agent.current_version}</span>
        ) : (
          <Box as="span" color="muted">
            {NO_LIVE_VERSION}
          </Box>
        )}
      </Cell>
      <Cell label="Downloads" className={styles.numeric}>
        {formatExactCount(agentDownloads(agent))}
      </Cell>
      {trend && <Cell label={trend.label}>{trend.node}</Cell>}
      <Cell label="Visibility">
        <Badge tone={isPrivate ? 'neutral' : 'primary'} className={styles.badgeValue}>
          {isPrivate ? <Lock size={12} aria-hidden="true" /> : <Globe size={12} aria-hidden="true" />}
          {isPrivate ? 'Private' : 'Public'}
        </Badge>
      </Cell>
      <Cell label="Status">
        <Badge tone={deprecated ? 'warning' : 'success'} className={styles.badgeValue}>
          {deprecated ? 'Deprecated' : 'Published'}
        </Badge>
      </Cell>
      <Cell label="Updated" className={styles.nowrap}>
        {updated ? (
          <time dateTime={agent.updated_at ?? undefined}>{updated}</time>
        ) : (
          <Box as="span" color="muted">
            Unknown
          </Box>
        )}
      </Cell>
      <Cell className={styles.wideCell}>
        <div className={styles.actions}>
          {/* The agent's name completes each action's name, so a screen reader's list of links tells the rows apart. */}
          <ButtonLink href={publishHref} variant="outline" size="small">
            <Upload size={14} aria-hidden="true" />
            Publish version<span className={visuallyHidden}> of {agent.name}</span>
          </ButtonLink>
          {onEdit && (
            <Button variant="ghost" size="small" onClick={() => onEdit(agent)}>
              <Pencil size={14} aria-hidden="true" />
              Edit<span className={visuallyHidden}> {agent.name}</span>
            </Button>
          )}
        </div>
      </Cell>
    </tr>
  );
}

/** A cell that names its column inside a phone's card (hidden, and so not read twice, in the table layout). */
function Cell({ label, className, children }: { label?: string; className?: string; children: ReactNode }) {
  return (
    <td className={clsx(styles.cell, className)} role="cell">
      {label && <span className={styles.cellLabel}>{label}</span>}
      {children}
    </td>
  );
}
