import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Link } from '../Link/Link';
import { appRoot } from '../../themes/global.css';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The <Header />. */
  header: ReactNode;
  /** The page, rendered in the main landmark. */
  children: ReactNode;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** The page frame: header, main content capped at the 7xl width (80rem), footer. */
export function AppShell({ header, children, className }: AppShellProps) {
  return (
    <div className={clsx(appRoot, styles.shell, className)}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      {header}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <div className={styles.footerInner}>
          <span>© {new Date().getFullYear()} Agent Registry · Open-source registry of AI agents</span>
          <nav aria-label="Footer" className={styles.footerLinks}>
            <Link href="/agents" className={styles.footerLink}>Agents</Link>
            <Link href="/search" className={styles.footerLink}>Frameworks</Link>
            <Link external href="https://pypi.org/project/agent-as-code/" className={styles.footerLink}>Agent as Code CLI</Link>
          </nav>
        </div>
      </footer>
    </div>
  );
}
