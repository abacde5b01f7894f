import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../testing/decorators';
import { Button } from '../Button/Button';
import { ErrorState } from './ErrorState';

const onRetry = fn();

const meta = {
  title: 'Layout/ErrorState',
  component: ErrorState,
  decorators: [frame('form')],
  args: { message: 'Failed to load agents. Please try again.' },
} satisfies Meta<typeof ErrorState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Announced as an alert, with the warning icon. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load agents. Please try again.');
    await expect(alert.querySelector('svg')).not.toBeNull();
  },
};

/** With a way out: the retry button sits under the message. */
export const WithRetry: Story = {
  args: {
    children: (
      <Button variant="outline" onClick={onRetry}>
        Try again
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Try again' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

/** Under a form's submit button: no icon. */
export const Plain: Story = {
  args: { plain: true, message: 'Could not publish: version 1.0.0 already exists.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('svg')).toBeNull();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
