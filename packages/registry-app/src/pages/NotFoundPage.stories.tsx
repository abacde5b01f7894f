import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { inDark, onMobile, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { chooseFromUserMenu, expectPageAt, mainOf } from '../stories/steps';

export default { title: 'Pages/NotFound', tags: ['!autodocs'], ...pageStory, parameters: { route: '/no/such/page' } } satisfies Meta;

/** Any unknown path redirects to /404: 'Page not found' with links home and to search. */
export const UnknownPath: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expectPageAt(main, 'Page not found', '/404');
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
  play: async ({ canvas, canvasElement }) => {
    await chooseFromUserMenu(canvasElement, 'Settings');
    await expectPageAt(canvas, 'Page not found', '/404');
  },
};

/** 'Go home' navigates back to the landing page. */
export const GoHome: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'Go home' }));
    await expectPageAt(canvas, 'Discover and Share AI Agents', '/');
  },
};

export const UnknownPathDark: Story = inDark(UnknownPath);
export const UnknownPathMobile: Story = onMobile(UnknownPath);
