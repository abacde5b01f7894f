import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MockModeBadge } from './MockModeBadge';

const meta = {
  title: 'Components/MockModeBadge',
  component: MockModeBadge,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof MockModeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Mock API Mode');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
