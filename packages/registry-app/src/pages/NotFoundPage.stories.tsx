import type { Meta } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { inDark, onMobile, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { expectPageAt, playOnMain } from '../stories/steps';

export default { title: 'Pages/NotFound', tags: ['!autodocs'], ...pageStory, parameters: { route: '/no/such/page' } } satisfies Meta;

/** Any unknown path redirects to /404: 'Page not found' with links home and to search. */
export const UnknownPath: Story = {
  play: playOnMain(async (main) => {
    await expectPageAt(main, 'Page not found', '/404');
    await expect(main.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(main.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/search');
  }),
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
