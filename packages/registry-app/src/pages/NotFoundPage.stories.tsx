import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { finishPage, pageLocation, preparePage, renderPage } from '../stories/PageHarness';
import { catalogueApi } from '../stories/handlers';

const meta = {
  title: 'Pages/NotFound',
  render: renderPage,
  beforeEach: preparePage,
  afterEach: finishPage,
  parameters: { route: '/no/such/page', msw: { handlers: catalogueApi() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any unknown path redirects to /404: 'Page not found' with links home and to search. */
export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(await canvas.findByRole('main'));
    await expect(await main.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(pageLocation().pathname).toBe('/404');
    await expect(main.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/search');
  },
};

/** The user menu's Settings link has no route (spec section 2), so /settings lands on /404 too. */
export const Settings: Story = {
  parameters: { route: '/settings' },
  play: UnknownPath.play,
};

/** Signed in, Settings in the user menu leads to the not-found page. */
export const SettingsFromUserMenu: Story = {
  parameters: { route: '/dashboard', signedIn: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /User menu for Ada Lovelace/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Settings' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await waitFor(() => expect(pageLocation().pathname).toBe('/404'));
  },
};

/** 'Go home' navigates back to the landing page. */
export const GoHome: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: 'Go home' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Discover and Share AI Agents' })).toBeVisible();
    await expect(pageLocation().pathname).toBe('/');
  },
};

export const UnknownPathDark: Story = { globals: { theme: 'dark' }, play: UnknownPath.play };
export const UnknownPathMobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: UnknownPath.play };
