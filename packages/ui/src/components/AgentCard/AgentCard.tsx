import type { AgentHighlight } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { Download, Star, User } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '../Badge/Badge';
import { Link } from '../Link/Link';
import { visuallyHidden } from '../../private/styles/utilities.css';
import {
  agentDownloads,
  agentHref,
  agentRating,
  formatAgentRating,
  categoryLabel,
  formatCount,
  rangesFor,
  splitHighlights,
  type AgentData,
  type HighlightRange,
} from './agent';
import { formatExactCount } from '../../private/format';
import * as styles from './AgentCard.css';
import * as catalogue from '../../private/styles/catalogueCard.css';

export interface AgentCardProps {
  /** The agent to show; the card links to `/agents/{id}`. */
  agent: AgentData;
  /**
   * Matched ranges to mark (contract shape: field name/description/tags, [start, end) ranges).
   * Defaults to the agent's own `highlights`. Rendered from text slices only, never as HTML.
   */
  highlights?: readonly AgentHighlight[];
  /** Level of the card's title (h3 under a section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The card's element: 'article' (default), or 'li' inside a list. */
  as?: 'article' | 'li';
  /** Makes each tag a link (e.g. to the agents carrying it); without it tags are plain text. */
  tagHref?: (tag: string) => string;
  /** Class of the card, for the host's layout. */
  className?: string;
}

/** Props of `HighlightedText`. */
export interface HighlightedTextProps {
  /** The text, shown as text (never as markup). */
  text: string;
  /** The matched ranges, `[start, end)` offsets into `text`; overlapping or out-of-range ones are fixed up. */
  ranges?: readonly HighlightRange[];
}

/** Text with its matched ranges wrapped in <mark>, built from slices of the text. */
export function HighlightedText({ text, ranges }: HighlightedTextProps) {
  return (
    <>
      {splitHighlights(text, ranges).map((segment, index) =>
        segment.highlighted ? (
          <mark key={index} className={styles.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
}

/**
 * An agent in a list: the whole card links to /agents/{id or
 * agent_id} and shows name, description, category, rating, downloads, tags and author.
 */
export function AgentCard({
  agent,
  highlights = agent.highlights ?? undefined,
  headingLevel = 3,
  as: Element = 'article',
  tagHref,
  className,
}: AgentCardProps) {
  const Heading = `h${headingLevel}` as const;
  // The card is named by its title, so lists read 'Research Paper Explainer, list item'.
  const titleId = useId();
  const rating = agentRating(agent.rating);
  const downloads = agentDownloads(agent);
  const author = agent.author_name || agent.author;
  const tags = agent.tags ?? [];

  return (
    <Element className={clsx(styles.card, className)} aria-labelledby={titleId}>
      <div className={catalogue.header}>
        <span className={styles.avatar} aria-hidden="true">
          {agent.name.trim().charAt(0).toUpperCase() || 'A'}
        </span>
        <div className={catalogue.titleBlock}>
          <Heading id={titleId} className={catalogue.name}>
            <Link href={agentHref(agent)} className={styles.link}>
              <HighlightedText text={agent.name} ranges={rangesFor(highlights, 'name')} />
            </Link>
          </Heading>
          {author && (
            <p className={styles.author}>
              <User size={12} aria-hidden="true" />
              <span className={styles.authorName} title={author}>
                <span className={visuallyHidden}>Author: </span>
                {author}
              </span>
            </p>
          )}
        </div>
        {agent.category && (
          <Badge tone="primary" className={styles.category}>
            <span className={visuallyHidden}>Category: </span>
            {categoryLabel(agent.category)}
          </Badge>
        )}
      </div>

      {agent.description && (
        <p className={catalogue.description}>
          <HighlightedText text={agent.description} ranges={rangesFor(highlights, 'description')} />
        </p>
      )}

      {tags.length > 0 && (
        <ul className={catalogue.chips} aria-label="Tags">
          {tags.map((tag, index) => (
            <li key={`${tag}-${index}`} className={styles.tag}>
              {tagHref ? (
                <Link href={tagHref(tag)} className={styles.tagLink}>
                  <span className={visuallyHidden}>Agents tagged </span>
                  <HighlightedText text={tag} ranges={rangesFor(highlights, 'tags', index)} />
                </Link>
              ) : (
                <HighlightedText text={tag} ranges={rangesFor(highlights, 'tags', index)} />
              )}
            </li>
          ))}
        </ul>
      )}

      <dl className={styles.meta}>
        <div className={catalogue.stat}>
          <dt className={visuallyHidden}>Rating</dt>
          <dd className={catalogue.statValue}>
            {rating !== undefined && <Star size={14} aria-hidden="true" className={catalogue.star} />}
            {formatAgentRating(rating)}
          </dd>
        </div>
        <div className={catalogue.stat}>
          <dt className={visuallyHidden}>Downloads</dt>
          <dd className={catalogue.statValue} title={`${formatExactCount(downloads)} downloads`}>
            <Download size={14} aria-hidden="true" className={catalogue.statIcon} />
            {formatCount(downloads)}
            <span className={catalogue.statSuffix}>downloads</span>
          </dd>
        </div>
        {agent.star_count != null && agent.star_count > 0 && (
          <div className={catalogue.stat}>
            <dt className={visuallyHidden}>Stars</dt>
            <dd className={catalogue.statValue} title={`${formatExactCount(agent.star_count)} stars`}>
              {formatCount(agent.star_count)}
              <span className={catalogue.statSuffix}>{agent.star_count === 1 ? 'star' : 'stars'}</span>
            </dd>
          </div>
        )}
      </dl>
    </Element>
  );
}
