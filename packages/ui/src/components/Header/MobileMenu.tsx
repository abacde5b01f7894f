// The slide-in menu of small screens (Radix Dialog). Loaded when first wanted: see LazyMobileMenu
// in Header.tsx.
import * as Dialog from '@radix-ui/react-dialog';
import { ExternalLink, Menu, X } from 'lucide-react';
import { overlay } from '../../private/styles/dialog.css';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { Link } from '../Link/Link';
import * as styles from './Header.css';
import { current, displayName, isActiveLink, menuTriggerClass, type HeaderNavItem, type HeaderUser } from './shared';
import { uiRoot } from '../../themes/global.css';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  currentPath: string;
  user: HeaderUser | null;
  onSignOut: () => void;
  frameworkLink: { label: string; href: string };
  navItems: readonly HeaderNavItem[];
}

/** A signed-in user's pages, under their name in the menu. */
const ACCOUNT_LINKS = [
  { href: '/create-agent', label: 'Create Agent' },
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/profile', label: 'Profile' },
] as const;

export default function MobileMenu({ open, onOpenChange, currentPath, user, onSignOut, frameworkLink, navItems }: MobileMenuProps) {
  const closeMenu = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={menuTriggerClass} aria-label="Open menu">
        <Menu size={18} aria-hidden="true" />
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={overlay} />
        <Dialog.Content className={`${uiRoot} ${styles.drawer}`} aria-describedby={undefined}>
          <Inline justify="space-between" nowrap className={styles.drawerHeader}>
            <Dialog.Title className={styles.drawerTitle}>Menu</Dialog.Title>
            <Dialog.Close className={styles.iconButton} aria-label="Close menu">
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </Inline>
          <nav aria-label="Mobile" style={{ display: 'contents' }}>
            {navItems.map((link) => (
              <DrawerLink key={link.href} link={link} active={isActiveLink(link, currentPath)} onClick={closeMenu} />
            ))}
            <Link external href={frameworkLink.href} className={styles.drawerLink} onClick={closeMenu}>
              {frameworkLink.label}
              <ExternalLink size={14} aria-hidden="true" />
              <span className={visuallyHidden}> (opens in a new tab)</span>
            </Link>
            <Stack gap={1} className={styles.drawerSection}>
              {user ? (
                <>
                  <span className={styles.drawerUser}>Signed in as {displayName(user)}</span>
                  {ACCOUNT_LINKS.map((link) => (
                    <DrawerLink key={link.href} link={link} active={currentPath === link.href} onClick={closeMenu} />
                  ))}
                  <Link href="/settings" className={styles.drawerLink} onClick={closeMenu}>
                    Settings
                  </Link>
                  <button
                    type="button"
                    className={styles.drawerButton}
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
            </Stack>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** One page of the menu; choosing it closes the menu. */
function DrawerLink({ link, active, onClick }: { link: { href: string; label: string }; active: boolean; onClick: () => void }) {
  return (
    <Link href={link.href} className={styles.drawerLink} aria-current={current(active)} onClick={onClick}>
      {link.label}
    </Link>
  );
}
