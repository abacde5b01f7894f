import { clsx } from 'clsx';
import { Component, lazy, Suspense, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import * as styles from './MarkdownView.css';

// The renderer and its Markdown libraries load only when a README is first shown.
const MarkdownContent = lazy(() => import('./MarkdownContent'));

export interface MarkdownViewProps {
  /** The Markdown text (a README), GitHub-flavoured: tables, task lists, strikethrough, autolinks. */
  markdown: string;
  /**
   * Levels added to the README's headings so they sit under the page's own: with 1 (default) a
   * README's `#` renders as an h2. Their size still follows the README's levels.
   */
  headingOffset?: number;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/**
 * A README, rendered safely: no raw HTML (tags are dropped), links only to http(s), relative
 * paths and anchors (others stay as text; external ones open in a new tab), images only from
 * https (others leave their alt text), and an id on every heading (`user-content-` + its slug).
 * The renderer is loaded on first use; a spinner shows meanwhile.
 */
export function MarkdownView({ markdown, headingOffset = 1, className }: MarkdownViewProps) {
  return (
    <div className={clsx(styles.root, className)}>
      <RendererFailed markdown={markdown}>
        <Suspense fallback={<Spinner label="Loading README" />}>
          <MarkdownContent markdown={markdown} headingOffset={headingOffset} />
        </Suspense>
      </RendererFailed>
    </div>
  );
}

/** When the renderer cannot load (offline, a new deploy), the README still reads as plain text. */
class RendererFailed extends Component<{ markdown: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <div className={styles.plain}>{this.props.markdown}</div> : this.props.children;
  }
}
