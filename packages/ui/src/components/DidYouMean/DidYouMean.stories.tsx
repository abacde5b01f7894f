import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../testing/decorators';
import { expectCorrectionSearches } from '../../testing/searchSteps';
import { dark, variant } from '../../testing/storyVariants';
import { DidYouMean } from './DidYouMean';

const meta = {
  title: 'Components/DidYouMean',
  component: DidYouMean,
  args: { text: 'research agent', onSearch: fn() },
  decorators: [frame('form')],
} satisfies Meta<typeof DidYouMean>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One press (click, or Enter from the keyboard) searches the corrected text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await expectCorrectionSearches(canvasElement, 'research agent', args.onSearch, 'research agent');
    const correction = within(canvasElement).getByRole('button', { name: 'research agent' });
    await userEvent.keyboard('{Enter}');
    await expect(correction).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = variant(Default, dark);
