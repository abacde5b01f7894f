import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectCorrectionSearches } from '../../private/testing/searchSteps';
import { dark } from '../../testing/storyVariants';
import { DidYouMean } from './DidYouMean';

const meta = preview.meta({
  title: 'Components/DidYouMean',
  component: DidYouMean,
  args: { text: 'research agent', onSearch: fn() },
  decorators: [frame('form')],
});

/** One press (click, or Enter from the keyboard) searches the corrected text. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    await expectCorrectionSearches(canvasElement, 'research agent', args.onSearch, 'research agent');
    const correction = within(canvasElement).getByRole('button', { name: 'research agent' });
    await userEvent.keyboard('{Enter}');
    await expect(correction).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
});

export const Dark = Default.extend({ globals: dark });
