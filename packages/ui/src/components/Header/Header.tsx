import { Bot, ExternalLink, Menu, Moon, Plus, Search, Sun } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { IconTile } from '../Badge/IconTile';
import { Box } from '../Box/Box';
import { ButtonLink } from '../Button/Button';
import { Link } from '../Link/Link';
import { MockModeBadge } from '../MockModeBadge/MockModeBadge';
import * as styles from './Header.css';
import type { MobileMenuProps } from './MobileMenu';
import { clsx } from 'clsx';
import {
  current,
  isActiveLink,
  mainLinks,
  menuTriggerClass,
  UserTriggerContent,
  userTriggerClass,
  type HeaderNavItem,
  type HeaderUser,
} from './shared';

export { displayName, mainLinks as defaultNavItems, type HeaderNavItem, type HeaderUser } from './shared';

export interface HeaderProps {
  /** The current location's pathname; its link is highlighted. */
  currentPath: string;
  /** Signed-in user, or null when signed out. */
  user: HeaderUser | null;
  /** The theme now shown; the toggle offers the other one. */
  theme: 'light' | 'dark';
  /** The theme toggle was pressed. */
  onToggleTheme: () => void;
  /** 'Sign out' was chosen in the user menu. */
  onSignOut: () => void;
  /** Shows the 'Mock API Mode' badge. */
  mockMode?: boolean;
  /** The external framework link (opens in a new tab). */
  frameworkLink?: { label: string; href: string };
  /**
   * A search box (e.g. a compact `SearchForm`), between the links and the actions where it fits; where
   * it does not (a phone), a search button linking to `searchHref` takes its place.
   */
  search?: ReactNode;
  /** Where the search button goes when the box does not fit (default '/search', the search page). */
  searchHref?: string;
  /** The main navigation (desktop row and phone menu); default Home and Browse Agents. */
  navItems?: readonly HeaderNavItem[];
  /** Class of the <header>, for the host's layout. */
  className?: string;
}

export const defaultFrameworkLink = { label: 'Agent as Code', href: 'https://agent-as-code.readthedocs.io/' };

// The user menu (Radix DropdownMenu) and the mobile menu (Radix Dialog) are not needed for the
// first paint, so their code loads when first wanted: on hover or focus of their trigger, at the
// latest on its press. Until then a plain button with the same look stands in for the trigger.
let userMenuLoaded = false;
let mobileMenuLoaded = false;
const loadUserMenu = () => import('./UserMenu').then((module) => ((userMenuLoaded = true), module));
const loadMobileMenu = () => import('./MobileMenu').then((module) => ((mobileMenuLoaded = true), module));
const UserMenu = lazy(loadUserMenu);
const MobileMenu = lazy(loadMobileMenu);
// A failed preload is left to the press, whose lazy load tries again.
const preloadUserMenu = () => void loadUserMenu().catch(() => undefined);
const preloadMobileMenu = () => void loadMobileMenu().catch(() => undefined);

function LazyUserMenu({ user, onSignOut }: { user: HeaderUser; onSignOut: () => void }) {
  // Mounted after the menu's code came, it renders at once; before, the first press loads it and
  // opens it on arrival (never swapped at another moment, so focus is not lost).
  const [wanted] = useState(userMenuLoaded);
  const [pressed, setPressed] = useState<{ keyboard: boolean } | null>(null);
  const placeholder = (
    <button
      type="button"
      className={userTriggerClass}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={preloadUserMenu}
      onFocus={preloadUserMenu}
      // detail 0: pressed with Enter or Space rather than clicked.
      onClick={(event) => setPressed({ keyboard: event.detail === 0 })}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        setPressed({ keyboard: true });
      }}
    >
      <UserTriggerContent user={user} />
    </button>
  );
  if (!wanted && !pressed) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <UserMenu user={user} onSignOut={onSignOut} defaultOpen={!!pressed} openedWithKeyboard={pressed?.keyboard} />
    </Suspense>
  );
}

function LazyMobileMenu(props: Omit<MobileMenuProps, 'open' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(mobileMenuLoaded);
  const placeholder = (
    <button
      type="button"
      className={menuTriggerClass}
      aria-label="Open menu"
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={preloadMobileMenu}
      onFocus={preloadMobileMenu}
      onClick={() => {
        setWanted(true);
        setOpen(true);
      }}
    >
      <Menu size={18} aria-hidden="true" />
    </button>
  );
  if (!wanted) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <MobileMenu open={open} onOpenChange={setOpen} {...props} />
    </Suspense>
  );
}

/**
 * The registry's sticky top bar: the logo, the main links (the current one marked), an optional
 * search, the theme toggle, the 'Mock API Mode' badge (`mockMode`) and the account
 * (Sign In, or the user's menu). Below the md breakpoint the links and the account move into a menu behind
 * 'Open menu'; the bar fits a 375 px phone in every state.
 */
export function Header({
  currentPath,
  user,
  theme,
  onToggleTheme,
  onSignOut,
  mockMode = false,
  frameworkLink = defaultFrameworkLink,
  search,
  searchHref = '/search',
  navItems = mainLinks,
  className,
}: HeaderProps) {
  const themeLabel = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';

  return (
    <header className={clsx(styles.header, className)}>
      <Box display="flex" alignItems="center" gap={{ base: 3, md: 6 }} className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label="Agent Registry home">
          <IconTile size="sm" shape="medium" tone="brand">
            <Bot size={18} />
          </IconTile>
          {/* On a phone the mock-mode badge takes the wordmark's room; the tile still links home. */}
          <span className={clsx(mockMode && styles.wideOnly)}>Agent Registry</span>
        </Link>

        <Box as="nav" aria-label="Main" display={{ base: 'none', md: 'flex' }} alignItems="center" gap={1}>
          {navItems.map((link) => (
            <Link key={link.href} href={link.href} className={styles.navLink} aria-current={current(isActiveLink(link, currentPath))}>
              {link.label}
            </Link>
          ))}
          <Link external href={frameworkLink.href} className={styles.navLink}>
            {frameworkLink.label}
            <ExternalLink size={14} aria-hidden="true" />
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </Link>
        </Box>

        <Box display="flex" justifyContent="center" flexGrow={1} minWidth={0} className={styles.spacer}>
          {search && <div className={styles.search}>{search}</div>}
          {search && (
            <Link
              href={searchHref}
              className={clsx(styles.iconButton, styles.searchButton)}
              aria-label="Search agents"
              title="Search agents"
            >
              <Search size={18} aria-hidden="true" />
            </Link>
          )}
        </Box>

        <Box display="flex" alignItems="center" gap={2}>
          {mockMode && <MockModeBadge />}
          <button type="button" className={styles.iconButton} onClick={onToggleTheme} aria-label={themeLabel} title={themeLabel}>
            {theme === 'dark' ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
          </button>

          {user ? (
            <>
              <ButtonLink
                href="/create-agent"
                size="small"
                className={styles.desktopOnly}
                aria-current={current(currentPath === '/create-agent')}
              >
                <Plus size={16} aria-hidden="true" />
                Create Agent
              </ButtonLink>
              <LazyUserMenu user={user} onSignOut={onSignOut} />
            </>
          ) : (
            <ButtonLink
              href="/auth"
              size="small"
              variant="outline"
              className={styles.desktopOnly}
              aria-current={current(currentPath === '/auth')}
            >
              Sign in
            </ButtonLink>
          )}

          <LazyMobileMenu currentPath={currentPath} user={user} onSignOut={onSignOut} frameworkLink={frameworkLink} navItems={navItems} />
        </Box>
      </Box>
    </header>
  );
}
