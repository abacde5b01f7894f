import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
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
    <Box display="flex" flexDirection="column" className={clsx(appRoot, styles.shell, className)}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      {header}
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <footer className={styles.footer}>
        <Inline gap={4} justify="space-between" paddingBlock={6} fontSize="sm" color="subtle" className={styles.content}>
          <span>© {new Date().getFullYear()} Agent Registry · Open-source registry of AI agents</span>
          <Inline as="nav" gap={4} aria-label="Footer">
            <Link href="/agents" className={styles.footerLink}>
              Agents
            </Link>
            <Link href="/search" className={styles.footerLink}>
              Frameworks
            </Link>
            <Link external href="https://pypi.org/project/agent-as-code/" className={styles.footerLink}>
              Agent as Code CLI
            </Link>
          </Inline>
        </Inline>
      </footer>
    </Box>
  );
}
