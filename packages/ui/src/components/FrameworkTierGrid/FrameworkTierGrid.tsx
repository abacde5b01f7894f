import { clsx } from 'clsx';
import { FRAMEWORK_LEGEND, INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { AlertTriangle, Boxes } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { CardGrid } from '../AgentsScreen/AgentResults';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { EmptyState } from '../EmptyState/EmptyState';
import { FrameworkCard } from '../FrameworkCard/FrameworkCard';
import { groupFrameworksByTier, legendTones, type FrameworkData } from '../FrameworkCard/framework';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../../private/styles/utilities.css';
import * as styles from './FrameworkTierGrid.css';
import { loadStatuses, type LoadStatus } from '../../status';

export const frameworksStatuses = loadStatuses;
export type FrameworksStatus = LoadStatus;

export interface FrameworkTierGridProps {
  /** The frameworks to group by tier (ignored unless `status` is success). */
  frameworks?: readonly FrameworkData[];
  /** 'loading' shows a spinner, 'error' the error message, 'success' the tiers or the empty state. */
  status: FrameworksStatus;
  /** Level of each tier's title; cards get the next level. */
  headingLevel?: 2 | 3 | 4;
  /** Show the legend under the grid (on by default). */
  showLegend?: boolean;
  /**
   * At most this many cards per tier (the first ones, in the order given); the tier's count still
   * says how many there are. 6 keeps every row full at one, two and three columns.
   */
  maxPerTier?: number;
  /** Class of the grid (or of the state shown instead), for the host's layout. */
  className?: string;
}

/** Messages of the empty state. */
export const FRAMEWORKS_EMPTY = {
  title: 'No Frameworks Available',
  body: 'Framework data will be available soon.',
} as const;

/**
 * Frameworks grouped by tier 1 'Market Leaders', 2 'Rapidly Growing', 3 'Emerging & Specialized'
 * (empty tiers skipped), with the loading, error and empty states.
 */
export function FrameworkTierGrid({
  frameworks,
  status,
  headingLevel = 3,
  showLegend = true,
  maxPerTier,
  className,
}: FrameworkTierGridProps) {
  // EmptyState's `titleAs` is typed h2 | h3 | p; the search page nests this grid a level deeper (h4).
  const stateTitleAs = `h${headingLevel}` as 'h2' | 'h3';
  if (status === 'loading') {
    return (
      <Box display="flex" justifyContent="center" paddingBlock={8} className={className}>
        <Spinner size="large" label="Loading frameworks" />
      </Box>
    );
  }
  if (status === 'error') {
    return (
      <div role="alert" className={className}>
        <EmptyState
          titleAs={stateTitleAs}
          icon={<AlertTriangle size={24} aria-hidden="true" className={styles.errorIcon} />}
          title={INLINE_MESSAGES.frameworksErrorTitle}
          description={INLINE_MESSAGES.frameworksErrorBody}
        />
      </div>
    );
  }
  const groups = groupFrameworksByTier(frameworks ?? []);
  if (groups.length === 0) {
    return (
      <EmptyState
        titleAs={stateTitleAs}
        icon={<Boxes size={24} aria-hidden="true" />}
        title={FRAMEWORKS_EMPTY.title}
        description={FRAMEWORKS_EMPTY.body}
        className={className}
      />
    );
  }
  const TierHeading = `h${headingLevel}` as const;
  const cardHeading = (headingLevel + 1) as 3 | 4 | 5;
  return (
    <Stack gap={12} className={className}>
      {groups.map((group) => (
        <TierSection key={group.tier} tier={group.tier} title={group.title} count={group.frameworks.length} Heading={TierHeading}>
          <CardGrid>
            {(maxPerTier ? group.frameworks.slice(0, maxPerTier) : group.frameworks).map((framework) => (
              <FrameworkCard key={framework.id ?? framework.name} framework={framework} as="li" headingLevel={cardHeading} />
            ))}
          </CardGrid>
        </TierSection>
      ))}
      {showLegend && <FrameworkLegend />}
    </Stack>
  );
}

function TierSection({
  tier,
  title,
  count,
  Heading,
  children,
}: {
  tier: number;
  title: string;
  count: number;
  Heading: 'h2' | 'h3' | 'h4';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Stack as="section" gap={5} aria-labelledby={id} data-tier={tier}>
      <Inline gap={3} nowrap className={styles.tierHeader}>
        <Heading id={id} className={styles.tierTitle}>
          <span className={styles.tierEyebrow}>Tier {tier}</span>
          <span className={visuallyHidden}>: </span>
          {title}
        </Heading>
        <span className={styles.tierCount}>
          {count} {count === 1 ? 'framework' : 'frameworks'}
        </span>
      </Inline>
      {children}
    </Stack>
  );
}

export interface FrameworkLegendProps {
  /** Class of the legend, for the host's layout. */
  className?: string;
}

/** The legend of the framework categories: Enterprise, Research, Development, Business. */
export function FrameworkLegend({ className }: FrameworkLegendProps) {
  return (
    <Box
      display="flex"
      flexWrap="wrap"
      alignItems="center"
      justifyContent="center"
      paddingBlock={3}
      paddingInline={5}
      borderRadius="full"
      background="muted"
      className={clsx(styles.legend, className)}
    >
      <span className={styles.legendTitle}>Legend</span>
      <Box as="ul" display="flex" flexWrap="wrap" margin={0} padding={0} className={styles.legendGaps} aria-label="Framework categories">
        {FRAMEWORK_LEGEND.map((entry) => (
          <Box as="li" key={entry} display="inline-flex" alignItems="center" gap={2} fontSize="sm" color="muted">
            <span className={styles.legendDot[legendTones[entry]]} aria-hidden="true" />
            {entry}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
