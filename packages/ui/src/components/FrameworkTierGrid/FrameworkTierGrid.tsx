import { clsx } from 'clsx';
import { FRAMEWORK_LEGEND, INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { AlertTriangle, Boxes } from 'lucide-react';
import { useId } from 'react';
import { FrameworkCard } from '../FrameworkCard/FrameworkCard';
import { groupFrameworksByTier, legendTones, type FrameworkData } from '../FrameworkCard/framework';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../../styles/utilities.css';
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
export function FrameworkTierGrid({ frameworks, status, headingLevel = 3, showLegend = true, maxPerTier, className }: FrameworkTierGridProps) {
  if (status === 'loading') {
    return (
      <div className={clsx(styles.state, className)}>
        <Spinner size="large" label="Loading frameworks" />
      </div>
    );
  }
  if (status === 'error') {
    return (
      <StateMessage tone="danger" icon={<AlertTriangle size={24} aria-hidden="true" />} title={INLINE_MESSAGES.frameworksErrorTitle} body={INLINE_MESSAGES.frameworksErrorBody} headingLevel={headingLevel} role="alert" className={className} />
    );
  }
  const groups = groupFrameworksByTier(frameworks ?? []);
  if (groups.length === 0) {
    return <StateMessage tone="neutral" icon={<Boxes size={24} aria-hidden="true" />} title={FRAMEWORKS_EMPTY.title} body={FRAMEWORKS_EMPTY.body} headingLevel={headingLevel} className={className} />;
  }
  const TierHeading = `h${headingLevel}` as const;
  const cardHeading = (headingLevel + 1) as 3 | 4 | 5;
  return (
    <div className={clsx(styles.grid, className)}>
      {groups.map((group) => (
        <TierSection key={group.tier} tier={group.tier} title={group.title} count={group.frameworks.length} Heading={TierHeading}>
          <ul className={styles.cards}>
            {(maxPerTier ? group.frameworks.slice(0, maxPerTier) : group.frameworks).map((framework) => (
              <FrameworkCard key={framework.id ?? framework.name} framework={framework} as="li" headingLevel={cardHeading} />
            ))}
          </ul>
        </TierSection>
      ))}
      {showLegend && <FrameworkLegend />}
    </div>
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
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.tier} aria-labelledby={id} data-tier={tier}>
      <div className={styles.tierHeader}>
        <Heading id={id} className={styles.tierTitle}>
          <span className={styles.tierEyebrow}>Tier {tier}</span>
          <span className={visuallyHidden}>: </span>
          {title}
        </Heading>
        <span className={styles.tierCount}>
          {count} {count === 1 ? 'framework' : 'frameworks'}
        </span>
      </div>
      {children}
    </section>
  );
}

function StateMessage({
  tone,
  icon,
  title,
  body,
  headingLevel,
  role,
  className,
}: {
  className?: string;
  tone: 'danger' | 'neutral';
  icon: React.ReactNode;
  title: string;
  body: string;
  headingLevel: 2 | 3 | 4;
  role?: 'alert';
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={clsx(styles.message, className)} role={role}>
      <span className={styles.messageIcon[tone]}>{icon}</span>
      <Heading className={styles.messageTitle}>{title}</Heading>
      <p className={styles.messageBody}>{body}</p>
    </div>
  );
}

export interface FrameworkLegendProps {
  /** Class of the legend, for the host's layout. */
  className?: string;
}

/** The legend of the framework categories: Enterprise, Research, Development, Business. */
export function FrameworkLegend({ className }: FrameworkLegendProps) {
  return (
    <div className={className ? `${styles.legend} ${className}` : styles.legend}>
      <span className={styles.legendTitle}>
        Legend
      </span>
      <ul className={styles.legendList} aria-label="Framework categories">
        {FRAMEWORK_LEGEND.map((entry) => (
          <li key={entry} className={styles.legendItem}>
            <span className={styles.legendDot[legendTones[entry]]} aria-hidden="true" />
            {entry}
          </li>
        ))}
      </ul>
    </div>
  );
}
