// The signed-in user's dropdown (Radix). Loaded when first wanted: see LazyUserMenu in Header.tsx.
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Flag, LayoutDashboard, LogOut, Settings, User, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { Link } from '../Link/Link';
import * as styles from './Header.css';
import { UserTriggerContent, userTriggerClass, type HeaderUser } from './shared';
import { uiRoot } from '../../themes/global.css';

export interface UserMenuProps {
  user: HeaderUser;
  onSignOut: () => void;
  /** Open on mount (the placeholder trigger was pressed while this loaded). */
  defaultOpen?: boolean;
  /** That press came from the keyboard: focus the first item, as Radix does for a keypress. */
  openedWithKeyboard?: boolean;
}

export default function UserMenu({ user, onSignOut, defaultOpen = false, openedWithKeyboard = false }: UserMenuProps) {
  // Radix moves focus to the first item when a key opened the menu; that key was pressed before
  // this mounted, so do it here, when Radix focuses the menu itself. Later openings are Radix's.
  const focusFirstItem = useRef(defaultOpen && openedWithKeyboard);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger className={userTriggerClass}>
        <UserTriggerContent user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          // In a portal, outside the page's root: it carries the package's base rules itself.
          className={`${uiRoot} ${styles.menuContent}`}
          align="end"
          sideOffset={8}
          onFocus={(event) => {
            if (!focusFirstItem.current || event.target !== event.currentTarget) return;
            focusFirstItem.current = false;
            event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
          }}
        >
          <MenuLink href="/dashboard" icon={LayoutDashboard} label="Dashboard" />
          <MenuLink href="/profile" icon={User} label="Profile" />
          {user.operator && <MenuLink href="/admin/reports" icon={Flag} label="Reports" />}
          <MenuLink href="/settings" icon={Settings} label="Settings" />
          <DropdownMenu.Separator className={styles.menuSeparator} />
          <DropdownMenu.Item className={styles.menuItem} onSelect={onSignOut}>
            <LogOut size={16} aria-hidden="true" /> Sign out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

/** An item of the menu that goes to one of the account's pages. */
function MenuLink({ href, icon: Icon, label }: { href: string; icon: LucideIcon; label: string }) {
  return (
    <DropdownMenu.Item asChild className={styles.menuItem}>
      <Link href={href}>
        <Icon size={16} aria-hidden="true" /> {label}
      </Link>
    </DropdownMenu.Item>
  );
}
