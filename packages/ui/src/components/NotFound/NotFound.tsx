import { Compass, House, Search } from 'lucide-react';
import { ButtonLink } from '../Button/Button';
import * as styles from './NotFound.css';

/** /404: shown for every unknown route. */
export function NotFound() {
  return (
    <div className={styles.page}>
      <span className={styles.icon} aria-hidden="true">
        <Compass size={28} />
      </span>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>Page not found</h1>
      <p className={styles.text}>The page you're looking for doesn't exist or has moved. Try the registry's home page or browse agents instead.</p>
      <div className={styles.actions}>
        <ButtonLink href="/" size="large">
          <House size={18} aria-hidden="true" />
          Go home
        </ButtonLink>
        <ButtonLink href="/search" variant="outline" size="large">
          <Search size={18} aria-hidden="true" />
          Browse agents
        </ButtonLink>
      </div>
    </div>
  );
}
