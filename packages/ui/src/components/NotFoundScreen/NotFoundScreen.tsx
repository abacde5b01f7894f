import { clsx } from 'clsx';
import { Compass, House, Search } from 'lucide-react';
import { IconTile } from '../Badge/IconTile';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFoundScreen.css';

/** Props of `NotFoundScreen`. */
export interface NotFoundScreenProps {
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/** /404: shown for every unknown route, with links home and to the agents. */
export function NotFoundScreen({ className }: NotFoundScreenProps = {}) {
  return (
    <Stack gap={3} align="center" textAlign="center" paddingBlock={16} paddingInline={4} className={clsx(styles.page, className)}>
      <IconTile size="2xl" shape="round" tone="primary">
        <Compass size={28} />
      </IconTile>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.heading}>Page not found</h1>
      <p className={styles.lead}>
        The page you're looking for doesn't exist or has moved. Try the registry's home page or browse agents instead.
      </p>
      <Inline gap={3} justify="center" className={styles.actions}>
        <ButtonLink href="/" size="large">
          <House size={18} aria-hidden="true" />
          Go home
        </ButtonLink>
        <ButtonLink href="/search" variant="outline" size="large">
          <Search size={18} aria-hidden="true" />
          Browse agents
        </ButtonLink>
      </Inline>
    </Stack>
  );
}
