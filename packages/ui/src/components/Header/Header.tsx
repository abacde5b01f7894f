import * as Dialog from '@radix-ui/react-dialog';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Bot, ChevronDown, ExternalLink, LayoutDashboard, LogOut, Menu, Moon, Plus, Settings, Sun, User, X } from 'lucide-react';
import { visuallyHidden } from '../../styles/utilities.css';
import { ButtonLink } from '../Button/Button';
import { Link } from '../Link/Link';
import { MockModeBadge } from '../MockModeBadge/MockModeBadge';
import * as styles from './Header.css';
import { useState } from 'react';

export interface HeaderUser {
  name?: string | null;
  email: string;
}

export interface HeaderProps {
  /** The current location's pathname; its link is highlighted. */
  currentPath: string;
  /** Signed-in user, or null when signed out. */
  user: HeaderUser | null;
  theme: 'light' | 'dark';
  onToggleTheme: () => void;
  onSignOut: () => void;
  /** Shows the 'Mock API Mode' badge. */
  mockMode?: boolean;
  /** The external framework link (opens in a new tab). */
  frameworkLink?: { label: string; href: string };
}

export const defaultFrameworkLink = { label: 'Agent as Code', href: 'https://agent-as-code.readthedocs.io/' };

const mainLinks = [
  { label: 'Home', href: '/', isActive: (path: string) => path === '/' },
  { label: 'Browse Agents', href: '/agents', isActive: (path: string) => path === '/agents' || path.startsWith('/agents/') },
];

/** The user menu shows the name, or the email when there is no name (spec section 2). */
export function displayName(user: HeaderUser): string {
  return user.name?.trim() || user.email;
}

export function Header({
  currentPath,
  user,
  theme,
  onToggleTheme,
  onSignOut,
  mockMode = false,
  frameworkLink = defaultFrameworkLink,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const closeMenu = () => setMenuOpen(false);
  const themeLabel = theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme';
  const current = (active: boolean) => (active ? ('page' as const) : undefined);

  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Link href="/" className={styles.logo} aria-label="Agent Registry home">
          <span className={styles.logoMark} aria-hidden="true">
            <Bot size={18} />
          </span>
          <span>Agent Registry</span>
        </Link>

        <nav aria-label="Main" className={styles.desktopNav}>
          {mainLinks.map((link) => (
            <Link key={link.href} href={link.href} className={styles.navLink} aria-current={current(link.isActive(currentPath))}>
              {link.label}
            </Link>
          ))}
          <Link external href={frameworkLink.href} className={styles.navLink}>
            {frameworkLink.label}
            <ExternalLink size={14} aria-hidden="true" />
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </Link>
        </nav>

        <div className={styles.spacer} />

        <div className={styles.actions}>
          {mockMode && <MockModeBadge />}
          <button type="button" className={styles.iconButton} onClick={onToggleTheme} aria-label={themeLabel} title={themeLabel}>
            {theme === 'dark' ? <Sun size={18} aria-hidden="true" /> : <Moon size={18} aria-hidden="true" />}
          </button>

          {user ? (
            <>
              <ButtonLink href="/create-agent" size="small" className={styles.desktopOnly} aria-current={current(currentPath === '/create-agent')}>
                <Plus size={16} aria-hidden="true" />
                Create Agent
              </ButtonLink>
              <DropdownMenu.Root modal={false}>
                <DropdownMenu.Trigger className={`${styles.userTrigger} ${styles.desktopOnly}`}>
                  <span className={visuallyHidden}>User menu for </span>
                  <span className={styles.avatar} aria-hidden="true">
                    {displayName(user).charAt(0).toUpperCase()}
                  </span>
                  <span className={styles.userName}>{displayName(user)}</span>
                  <ChevronDown size={14} aria-hidden="true" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content className={styles.menuContent} align="end" sideOffset={8}>
                    <DropdownMenu.Item asChild className={styles.menuItem}>
                      <Link href="/dashboard">
                        <LayoutDashboard size={16} aria-hidden="true" /> Dashboard
                      </Link>
                    </DropdownMenu.Item>
                    <DropdownMenu.Item asChild className={styles.menuItem}>
                      <Link href="/profile">
                        <User size={16} aria-hidden="true" /> Profile
                      </Link>
                    </DropdownMenu.Item>
                    <DropdownMenu.Item asChild className={styles.menuItem}>
                      <Link href="/settings">
                        <Settings size={16} aria-hidden="true" /> Settings
                      </Link>
                    </DropdownMenu.Item>
                    <DropdownMenu.Separator className={styles.menuSeparator} />
                    <DropdownMenu.Item className={styles.menuItem} onSelect={onSignOut}>
                      <LogOut size={16} aria-hidden="true" /> Sign out
                    </DropdownMenu.Item>
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </>
          ) : (
            <ButtonLink href="/auth" size="small" variant="outline" className={styles.desktopOnly} aria-current={current(currentPath === '/auth')}>
              Sign in
            </ButtonLink>
          )}

          <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
            <Dialog.Trigger className={`${styles.iconButton} ${styles.mobileOnly}`} aria-label="Open menu">
              <Menu size={18} aria-hidden="true" />
            </Dialog.Trigger>
            <Dialog.Portal>
              <Dialog.Overlay className={styles.drawerOverlay} />
              <Dialog.Content className={styles.drawer} aria-describedby={undefined}>
                <div className={styles.drawerHeader}>
                  <Dialog.Title className={styles.drawerTitle}>Menu</Dialog.Title>
                  <Dialog.Close className={styles.iconButton} aria-label="Close menu">
                    <X size={18} aria-hidden="true" />
                  </Dialog.Close>
                </div>
                <nav aria-label="Mobile" style={{ display: 'contents' }}>
                  {mainLinks.map((link) => (
                    <Link key={link.href} href={link.href} className={styles.drawerLink} aria-current={current(link.isActive(currentPath))} onClick={closeMenu}>
                      {link.label}
                    </Link>
                  ))}
                  <Link external href={frameworkLink.href} className={styles.drawerLink} onClick={closeMenu}>
                    {frameworkLink.label}
                    <ExternalLink size={14} aria-hidden="true" />
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </Link>
                  <div className={styles.drawerSection}>
                    {user ? (
                      <>
                        <span className={styles.drawerUser}>Signed in as {displayName(user)}</span>
                        <Link href="/create-agent" className={styles.drawerLink} aria-current={current(currentPath === '/create-agent')} onClick={closeMenu}>
                          Create Agent
                        </Link>
                        <Link href="/dashboard" className={styles.drawerLink} aria-current={current(currentPath === '/dashboard')} onClick={closeMenu}>
                          Dashboard
                        </Link>
                        <Link href="/profile" className={styles.drawerLink} aria-current={current(currentPath === '/profile')} onClick={closeMenu}>
                          Profile
                        </Link>
                        <Link href="/settings" className={styles.drawerLink} onClick={closeMenu}>
                          Settings
                        </Link>
                        <button
                          type="button"
                          className={styles.drawerLink}
                          style={{ border: 'none', background: 'none', cursor: 'pointer', textAlign: 'left' }}
                          onClick={() => {
                            closeMenu();
                            onSignOut();
                          }}
                        >
                          Sign out
                        </button>
                      </>
                    ) : (
                      <Link href="/auth" className={styles.drawerLink} aria-current={current(currentPath === '/auth')} onClick={closeMenu}>
                        Sign in
                      </Link>
                    )}
                  </div>
                </nav>
              </Dialog.Content>
            </Dialog.Portal>
          </Dialog.Root>
        </div>
      </div>
    </header>
  );
}
