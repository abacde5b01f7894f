import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { NotFoundScreen } from './NotFoundScreen';
import { tabsThroughLinks, thenFitsTheScreen } from '../../testing/screenSteps';
import { dark, desktop, phone, variant } from '../../testing/storyVariants';

const meta = {
  title: 'Screens/NotFoundScreen',
  component: NotFoundScreen,
  globals: desktop,
} satisfies Meta<typeof NotFoundScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByText(/doesn't exist or has moved/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/search');
  },
};

export const Dark: Story = variant(Default, dark);
export const Mobile: Story = variant(Default, phone);
export const MobileDark: Story = variant(Default, phone, dark);

export const Keyboard: Story = { play: tabsThroughLinks('Go home', 'Browse agents') };

/** A phone: the page fits the screen. */
export const PhoneNoOverflow: Story = { globals: phone, play: thenFitsTheScreen(Default.play) };
