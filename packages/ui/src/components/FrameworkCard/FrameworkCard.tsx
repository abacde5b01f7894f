import { clsx } from 'clsx';
import { isTrending } from '@agent-registry/api-client/rules';
import { Award, ExternalLink, Star, TrendingUp } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Link } from '../Link/Link';
import { FrameworkIcon } from './FrameworkIcon';
import { formatStars, frameworkTier, legendEntry, legendTones, popularityStars, MAX_POPULARITY, type FrameworkData } from './framework';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { IconTile } from '../Badge/IconTile';
import * as catalogue from '../../private/styles/catalogueCard.css';
import * as styles from './FrameworkCard.css';

export interface FrameworkCardProps {
  /** The framework to show. */
  framework: FrameworkData;
  /** Level of the card's title, so it fits the page outline (h3 under a section's h2). */
  headingLevel?: 2 | 3 | 4 | 5;
  /** Render as a list item (the tier grid lays cards out as a list). */
  as?: 'article' | 'li';
  /** Class of the card, for the host's layout. */
  className?: string;
}

/**
 * One framework: name, subtitle, description, stars, popularity as
 * that many star icons, category, best-for, Learn More to its website, Trending and Top Pick marks.
 */
export function FrameworkCard({ framework, headingLevel = 3, as: Element = 'article', className }: FrameworkCardProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = useId();
  const trending = isTrending(framework.trending);
  const topPick = frameworkTier(framework.tier) === 1;
  const popularity = popularityStars(framework.popularity);
  const legend = legendEntry(framework.category);
  const tone = legend ? legendTones[legend] : 'neutral';
  const stars = formatStars(framework.stars);

  return (
    <Element className={clsx(catalogue.card, topPick && styles.topPick, className)} aria-labelledby={titleId}>
      <div className={catalogue.header}>
        <IconTile tone={tone}>
          <FrameworkIcon name={framework.icon} size={22} />
        </IconTile>
        <div className={catalogue.titleBlock}>
          <Heading id={titleId} className={catalogue.name}>
            {framework.name}
          </Heading>
          {framework.subtitle && <p className={styles.subtitle}>{framework.subtitle}</p>}
        </div>
      </div>

      {(topPick || trending) && (
        <div className={catalogue.chips}>
          {topPick && (
            <Badge tone="warning">
              <Award size={12} aria-hidden="true" />
              Top Pick
            </Badge>
          )}
          {trending && (
            <Badge tone="danger">
              <TrendingUp size={12} aria-hidden="true" />
              Trending
            </Badge>
          )}
        </div>
      )}

      {framework.description && <p className={catalogue.description}>{framework.description}</p>}

      <dl className={styles.stats}>
        <div className={catalogue.stat}>
          <dt className={visuallyHidden}>GitHub stars</dt>
          <dd className={catalogue.statValue}>
            <Star size={14} aria-hidden="true" className={catalogue.statIcon} />
            {stars}
            <span className={catalogue.statSuffix}>stars</span>
          </dd>
        </div>
        <div className={catalogue.stat}>
          <dt className={visuallyHidden}>Popularity</dt>
          <dd className={catalogue.statValue}>
            <span role="img" aria-label={`Popularity ${popularity} of ${MAX_POPULARITY}`} className={styles.popularity}>
              {Array.from({ length: popularity }, (_, index) => (
                <Star key={index} size={14} aria-hidden="true" className={catalogue.star} />
              ))}
            </span>
          </dd>
        </div>
      </dl>

      <div className={catalogue.chips}>
        {framework.category && (
          <Badge tone={tone}>
            <span className={visuallyHidden}>Category: </span>
            {framework.category}
          </Badge>
        )}
        {framework.best_for && (
          <span className={styles.bestFor}>
            <span className={styles.bestForLabel}>Best for</span> {framework.best_for}
          </span>
        )}
      </div>

      {framework.website && (
        <div className={styles.footer}>
          <Link
            href={framework.website}
            external
            className={styles.learnMore}
            aria-label={`Learn More about ${framework.name} (opens in a new tab)`}
          >
            Learn More
            <ExternalLink size={14} aria-hidden="true" />
          </Link>
        </div>
      )}
    </Element>
  );
}
