import { Star } from 'lucide-react';
import { clsx } from 'clsx';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Button, ButtonLink } from '../Button/Button';
import { formatExactCount } from '../../private/format';
import { formatCount } from '../AgentCard/agent';
import * as styles from './StarButton.css';

export interface StarButtonProps {
  /** Whether the signed-in user starred the agent. */
  starred: boolean;
  /** How many users starred it. */
  count: number;
  /** Called on a click (signed in): the host stars or unstars. */
  onToggle?: () => void;
  /** Signed out: the button is a link to sign in (e.g. '/auth?next=/agents/x'). */
  signInHref?: string;
  /** While a star or unstar is on its way. */
  busy?: boolean;
  className?: string;
}

/** Star / Starred with the star count: a toggle (aria-pressed) for the signed in, a sign-in link otherwise. */
export function StarButton({ starred, count, onToggle, signInHref, busy = false, className }: StarButtonProps) {
  // The name says the exact count ('Star 1,234 stars'); the button shows it compact (1.2k).
  const total = (
    <span className={styles.count} title={`${formatExactCount(count)} ${count === 1 ? 'star' : 'stars'}`}>
      <span aria-hidden="true">{formatCount(count)}</span>
      <span className={visuallyHidden}> {`${formatExactCount(count)} ${count === 1 ? 'star' : 'stars'}`}</span>
    </span>
  );
  if (signInHref) {
    return (
      <ButtonLink href={signInHref} variant="outline" size="small" className={clsx(styles.button, className)}>
        <Star size={16} aria-hidden="true" />
        Star
        {total}
        {/* The name keeps the visible text first (axe: label-content-name-mismatch), then says where the link goes. */}
        <span className={visuallyHidden}> (sign in to star)</span>
      </ButtonLink>
    );
  }
  return (
    <Button
      variant="outline"
      size="small"
      aria-pressed={starred}
      aria-busy={busy || undefined}
      disabled={busy}
      onClick={onToggle}
      className={clsx(styles.button, starred && styles.starred, className)}
    >
      <Star size={16} aria-hidden="true" className={starred ? styles.filled : undefined} />
      {starred ? 'Starred' : 'Star'}
      {total}
    </Button>
  );
}
