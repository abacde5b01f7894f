import preview from '../../../../../.storybook/preview';
import { SearchX } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';
import { dark } from '../../testing/storyVariants';

const onReset = fn();

const meta = preview.meta({
  title: 'Primitives/EmptyState',
  component: EmptyState,
  decorators: [frame('form')],
  args: {
    icon: <SearchX size={24} />,
    title: 'No agents found',
    description: 'Try another word, or clear the filters.',
    action: (
      <Button variant="outline" onClick={onReset}>
        Clear filters
      </Button>
    ),
  },
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No agents found' })).toBeVisible();
    await expect(canvas.getByText('Try another word, or clear the filters.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(onReset).toHaveBeenCalledOnce();
  },
});

/** Inside a panel: less room, a lower heading, no action. */
export const Compact = meta.story({
  args: { compact: true, titleAs: 'h3', title: 'No tokens yet', description: undefined, action: undefined, icon: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No tokens yet' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
});

export const Dark = Default.extend({ globals: dark });
