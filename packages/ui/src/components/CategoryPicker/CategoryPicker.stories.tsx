import preview from '../../../../../.storybook/preview';
import { Briefcase, ChartLine, LayoutGrid, MessagesSquare, Palette } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CategoryPicker, categoryPickerVariants } from './CategoryPicker';
import { frame } from '../../private/testing/decorators';
import { dark, phone } from '../../testing/storyVariants';

const options = [
  { value: 'all', label: 'All Categories', icon: LayoutGrid },
  { value: 'productivity', label: 'Productivity', icon: Briefcase },
  { value: 'creative', label: 'Creative', icon: Palette },
  { value: 'analysis', label: 'Analysis', icon: ChartLine },
  { value: 'communication', label: 'Communication', icon: MessagesSquare },
];

const meta = preview.meta({
  title: 'Components/CategoryPicker',
  component: CategoryPicker,
  args: { options, label: 'Categories', variant: 'pills', onChange: fn() } as const,
  argTypes: { variant: { control: 'inline-radio', options: categoryPickerVariants } },
  decorators: [frame('page')],
});

/** One option pressed at a time; the first by default. */
export const Pills = meta.story({
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Categories' }));
    await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(group.getByRole('button', { name: 'Analysis' }));
    await expect(group.getByRole('button', { name: 'Analysis' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onChange).toHaveBeenCalledWith('analysis');
  },
});

export const Tiles = meta.story({ args: { variant: 'tiles' }, play: Pills.play });
export const TilesDark = Tiles.extend({ globals: dark });
export const TilesMobile = Tiles.extend({ globals: phone });

const counted = options.map((option, index) => ({ ...option, count: [7, 3, 0, 1, 3][index] }));

/** Counts beside the labels, read with their noun ('Creative 0 agents', 'Analysis 1 agent'). */
export const WithCounts = meta.story({
  args: { options: counted, variant: 'tiles' },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Categories' }));
    await expect(group.getByRole('button', { name: 'All Categories 7 agents' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'Productivity 3 agents' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Creative 0 agents' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Communication 3 agents' })).toBeVisible();
    const analysis = group.getByRole('button', { name: 'Analysis 1 agent' });
    await expect(within(analysis).getByText(/^1/)).toBeVisible();
    await userEvent.click(analysis);
    await expect(analysis).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalledWith('analysis');
  },
});

export const WithCountsPills = meta.story({ args: { options: counted, variant: 'pills' }, play: WithCounts.play });
export const WithCountsDark = WithCounts.extend({ globals: dark });
export const WithCountsMobile = WithCounts.extend({ globals: phone });
