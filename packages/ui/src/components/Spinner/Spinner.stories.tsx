import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner, spinnerSizes } from './Spinner';
import { dark, variant } from '../../testing/storyVariants';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  args: { size: 'medium' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** Guarded routes show this while authentication loads. */
export const Large: Story = {
  args: { size: 'large', label: 'Checking your session' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your session');
  },
};

/** The whole app shows this while authentication loads. */
export const FullScreen: Story = {
  args: { fullScreen: true, size: 'large' },
  play: async ({ canvasElement }) => {
    const overlay = within(canvasElement).getByRole('status').parentElement!;
    await expect(overlay).toBeVisible();
    await expect(getComputedStyle(overlay).position).toBe('fixed');
  },
};

export const FullScreenDark: Story = variant(FullScreen, dark);
