import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { bodyOf } from '../../private/testing/findDialog';
import { dark, desktop, phone, phone390, phone414 } from '../../testing/storyVariants';
import { SearchForm } from '../SearchForm/SearchForm';
import { Header } from './Header';

const meta = preview.meta({
  title: 'Components/Header',
  component: Header,
  args: {
    currentPath: '/',
    user: null,
    theme: 'light',
    mockMode: false,
    onToggleTheme: fn(),
    onSignOut: fn(),
  } as const,
});

const signedInUser = { name: 'Ada Lovelace', email: 'ada@example.com' };

/** Focuses the user menu's trigger and presses Enter; answers the menu, once it is open. */
async function openUserMenuWithEnter(canvasElement: HTMLElement) {
  within(canvasElement)
    .getByRole('button', { name: /User menu/ })
    .focus();
  await userEvent.keyboard('{Enter}');
  return bodyOf(canvasElement).findByRole('menu');
}

/** Presses Escape; the menu closes. */
async function closeUserMenuWithEscape(canvasElement: HTMLElement) {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(bodyOf(canvasElement).queryByRole('menu')).not.toBeInTheDocument());
}

/** Presses the phone's menu button; answers the slide-in menu, once it is open. */
async function openMobileMenu(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
  return bodyOf(canvasElement).findByRole('dialog', { name: 'Menu' });
}

export const SignedOut = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Agent Registry home' })).toHaveAttribute('href', '/');
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('href', '/agents');
    await expect(nav.getByRole('link', { name: /Agent as Code/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(canvas.queryByRole('link', { name: /Create Agent/ })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Mock API Mode')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Switch to dark theme' }));
    await expect(args.onToggleTheme).toHaveBeenCalledOnce();
  },
});

export const SignedIn = meta.story({
  args: { user: signedInUser, currentPath: '/agents' },
  play: async ({ canvas, canvasElement, args }) => {
    const body = bodyOf(canvasElement);
    await expect(canvas.getByRole('link', { name: /Create Agent/ })).toHaveAttribute('href', '/create-agent');
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    const trigger = canvas.getByRole('button', { name: 'User menu for Ada Lovelace' });
    await expect(trigger).toHaveTextContent('Ada Lovelace');
    await userEvent.click(trigger);
    const menu = await body.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent?.trim())).toEqual(['Dashboard', 'Profile', 'Settings', 'Sign out']);
    await expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
});

/** A user without a name is shown by email. */
export const SignedInWithoutName = meta.story({
  args: { user: { name: '', email: 'grace@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'User menu for grace@example.com' })).toHaveTextContent('grace@example.com');
  },
});

/** The menu is reachable with the keyboard and closes on Escape. */
export const UserMenuKeyboard = meta.story({
  args: { user: signedInUser },
  play: async ({ canvasElement }) => {
    await openUserMenuWithEnter(canvasElement);
    await closeUserMenuWithEscape(canvasElement);
  },
});

/** Opened with Enter, the menu focuses its first item, arrows move, Escape gives focus back. */
export const UserMenuKeyboardFocus = meta.story({
  args: { user: signedInUser },
  play: async ({ canvasElement }) => {
    const menu = await openUserMenuWithEnter(canvasElement);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await closeUserMenuWithEscape(canvasElement);
    await waitFor(() => expect(within(canvasElement).getByRole('button', { name: /User menu/ })).toHaveFocus());
    // Once loaded, the menu opens again from the keyboard as before.
    const again = await openUserMenuWithEnter(canvasElement);
    await waitFor(() => expect(within(again).getByRole('menuitem', { name: 'Dashboard' })).toHaveFocus());
    await closeUserMenuWithEscape(canvasElement);
  },
});

export const MockMode = meta.story({
  args: { mockMode: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Mock API Mode')).toBeVisible();
  },
});

/**
 * Mock mode on a phone: the badge keeps its words, the wordmark gives way (the tile still links
 * home), and the theme toggle and the menu button sit inside the screen.
 */
export const MockModeOnPhone = meta.story({
  args: { mockMode: true, user: signedInUser },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Mock API Mode')).toBeVisible();
    const width = canvasElement.ownerDocument.documentElement.clientWidth;
    for (const name of [/Switch to (dark|light) theme/, 'Open menu']) {
      const box = canvas.getByRole('button', { name }).getBoundingClientRect();
      await expect(box.left, String(name)).toBeGreaterThanOrEqual(0);
      await expect(box.right, String(name)).toBeLessThanOrEqual(width);
    }
    await expect(canvas.getByRole('link', { name: 'Agent Registry home' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});
export const MockModeOnPhone390 = MockModeOnPhone.extend({ globals: phone390 });
export const MockModeOnPhone414 = MockModeOnPhone.extend({ globals: phone414 });
export const MockModeOnPhoneDark = MockModeOnPhone.extend({ args: { theme: 'dark' }, globals: { ...phone, ...dark } });

export const Dark = meta.story({
  args: { user: signedInUser, theme: 'dark', mockMode: true },
  globals: dark,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement).toHaveClass('dark');
  },
});

/** At 375 px the links move into a slide-in menu that closes on a link click. */
export const MobileMenu = meta.story({
  args: { user: signedInUser, currentPath: '/dashboard' },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await expect(canvasElement.querySelector('nav[aria-label="Main"]')).not.toBeVisible();
    // The desktop user menu gives way to the slide-in menu, and the bar fits the phone.
    await expect(canvas.queryByRole('button', { name: 'User menu for Ada Lovelace' })).not.toBeInTheDocument();
    await expectNoHorizontalOverflow(canvasElement);
    const links = within(await openMobileMenu(canvasElement));
    await expect(links.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(links.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('href', '/agents');
    await expect(links.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(links.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await expect(links.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // A link click closes the menu (the link's own navigation is the app's business).
    const profile = links.getByRole('link', { name: 'Profile' });
    profile.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(profile);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
  },
});

export const MobileSignedOutDark = meta.story({
  globals: { ...phone, ...dark },
  args: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const drawer = await openMobileMenu(canvasElement);
    await expect(within(drawer).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
  },
});

const onHeaderSearch = fn();
const headerSearch = <SearchForm compact label="Search agents" placeholder="Search agents..." onSearch={onHeaderSearch} />;

/** From 1024 px wide a slim search box sits between the links and the actions. */
export const WithSearch = meta.story({
  args: { user: signedInUser, currentPath: '/agents', search: headerSearch },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const form = canvas.getByRole('search', { name: 'Search agents' });
    const box = within(form).getByRole('searchbox', { name: 'Search agents' });
    await expect(box).toBeVisible();
    await expect(box).toHaveAttribute('placeholder', 'Search agents...');
    await expect(within(form).queryByRole('button')).not.toBeInTheDocument();
    // Between the main links and the actions, all on one row.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    const create = canvas.getByRole('link', { name: /Create Agent/ });
    await expect(nav.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(form.compareDocumentPosition(create) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(form.getBoundingClientRect().left).toBeGreaterThanOrEqual(nav.getBoundingClientRect().right);
    await expect(form.getBoundingClientRect().right).toBeLessThanOrEqual(create.getBoundingClientRect().left);
    await expect(canvasElement.ownerDocument.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await userEvent.type(box, ' research {Enter}');
    await expect(onHeaderSearch).toHaveBeenCalledWith('research');
  },
});

/** At 1024 px, the narrowest width that shows it, the box, the links and the actions share the row (signed out). */
export const WithSearchNarrowest = meta.story({
  args: { search: headerSearch },
  parameters: { viewport: { options: { lg: { name: 'Large 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' } } } },
  globals: { viewport: { value: 'lg', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(window.innerWidth).toBe(1024);
    const box = canvas.getByRole('searchbox', { name: 'Search agents' });
    await expect(box).toBeVisible();
    // Wide enough to type in, and nothing pushed off the row.
    await expect(box.getBoundingClientRect().width).toBeGreaterThanOrEqual(120);
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const WithSearchDark = meta.story({
  args: { ...WithSearch.input.args, theme: 'dark' },
  globals: { ...desktop, ...dark },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search agents' })).toBeVisible();
  },
});

/** On a phone the header's box gives way (the page has its own search). */
export const WithSearchMobile = meta.story({
  args: { search: headerSearch },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('searchbox', { name: 'Search agents' })).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('form[aria-label="Search agents"]')).not.toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});
