import { clsx } from 'clsx';
import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box } from '../Box/Box';
import { notify } from '../Toaster/notify';
import * as styles from './CopyBox.css';

export interface CopyBoxProps {
  /** The text shown and copied. */
  value: string;
  /** Accessible name of the copy button, e.g. 'Copy install command'. */
  copyLabel?: string;
  /** Toast shown after a successful copy (the PAT panel uses 'PAT copied to clipboard!'). */
  successMessage?: string;
  /** How long the button reads 'Copied'. */
  resetAfterMs?: number;
  /** Class of the box, for the host's layout. */
  className?: string;
}

/**
 * The value with a line-break chance after each '/' and ':' (an image name breaks at its parts,
 * not mid-word); the text, and what Copy copies, stay the value.
 */
function breakable(value: string): ReactNode[] {
  return value.split(/(?<=[/:])/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/** A code box with a Copy button that changes to Copied; a long value wraps inside it. */
export function CopyBox({
  value,
  copyLabel = 'Copy',
  successMessage = 'Copied to clipboard',
  resetAfterMs = 2000,
  className,
}: CopyBoxProps) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      notify.success(successMessage);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), resetAfterMs);
    } catch {
      notify.error('Copy failed');
    }
  }

  return (
    <Box
      display="flex"
      alignItems="flex-start"
      gap={3}
      paddingBlock={3}
      paddingInline={4}
      borderRadius="medium"
      className={clsx(styles.box, className)}
    >
      <pre className={styles.code}>
        <code>{breakable(value)}</code>
      </pre>
      <button type="button" className={styles.copyButton} onClick={copy} aria-label={copied ? 'Copied' : copyLabel}>
        {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
        {copied ? 'Copied' : 'Copy'}
      </button>
    </Box>
  );
}
