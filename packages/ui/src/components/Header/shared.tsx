// What the Header and its on-demand menus (UserMenu, MobileMenu) share.
import { ChevronDown } from 'lucide-react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { IconTile } from '../Badge/IconTile';
import * as styles from './Header.css';

export interface HeaderUser {
  name?: string | null;
  email: string;
  /** A registry operator: the user menu links the reports page (/admin/reports). */
  operator?: boolean;
}

/** A link of the header's main navigation. */
export interface HeaderNavItem {
  label: string;
  href: string;
  /** Whether the current path belongs to this link (default: the same path). */
  isActive?: (path: string) => boolean;
}

/** The registry's own navigation: Home and Browse Agents. */
export const mainLinks: HeaderNavItem[] = [
  { label: 'Home', href: '/', isActive: (path: string) => path === '/' },
  { label: 'Browse Agents', href: '/agents', isActive: (path: string) => path === '/agents' || path.startsWith('/agents/') },
];

export const isActiveLink = (item: HeaderNavItem, path: string) => (item.isActive ? item.isActive(path) : path === item.href);

/** The user menu shows the name, or the email when there is no name. */
export function displayName(user: HeaderUser): string {
  return user.name?.trim() || user.email;
}

export const current = (active: boolean) => (active ? ('page' as const) : undefined);

export const userTriggerClass = `${styles.userTrigger} ${styles.desktopOnly}`;
export const menuTriggerClass = `${styles.iconButton} ${styles.mobileOnly}`;

/** The inside of the user menu's trigger button. */
export function UserTriggerContent({ user }: { user: HeaderUser }) {
  return (
    <>
      <span className={visuallyHidden}>User menu for </span>
      <IconTile size="xs" shape="round" tone="primary" className={styles.avatarLetter}>
        {displayName(user).charAt(0).toUpperCase()}
      </IconTile>
      <span className={styles.userName}>{displayName(user)}</span>
      <ChevronDown size={14} aria-hidden="true" />
    </>
  );
}
