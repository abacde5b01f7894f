import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { Button } from '../Button/Button';
import { ErrorState } from './ErrorState';
import { dark } from '../../testing/storyVariants';

const onRetry = fn();

const meta = preview.meta({
  title: 'Primitives/ErrorState',
  component: ErrorState,
  decorators: [frame('form')],
  args: { message: 'Failed to load agents. Please try again.' },
});

/** Announced as an alert, with the warning icon. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load agents. Please try again.');
    await expect(alert.querySelector('svg')).not.toBeNull();
  },
});

/** With a way out: the retry button sits under the message. */
export const WithRetry = meta.story({
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
});

/** Under a form's submit button: no icon. */
export const Plain = meta.story({
  args: { plain: true, message: 'Could not publish: version 1.0.0 already exists.' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert.querySelector('svg')).toBeNull();
  },
});

export const Dark = Default.extend({ globals: dark });
