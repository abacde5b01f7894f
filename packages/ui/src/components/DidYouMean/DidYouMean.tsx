import { clsx } from 'clsx';
import * as styles from './DidYouMean.css';

export interface DidYouMeanProps {
  /** The corrected query the server read the typed one as. */
  text: string;
  /** Searches the corrected text. */
  onSearch: (text: string) => void;
  /** Class of the line, for the host's layout. */
  className?: string;
}

/**
 * 'Did you mean research agent?' above results that include corrected spellings: one press
 * searches the corrected text as typed words.
 */
export function DidYouMean({ text, onSearch, className }: DidYouMeanProps) {
  return (
    <p className={clsx(styles.root, className)}>
      Did you mean{' '}
      <button type="button" className={styles.suggestion} onClick={() => onSearch(text)}>
        {text}
      </button>
      ?
    </p>
  );
}
