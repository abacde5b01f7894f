import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DidYouMean } from './DidYouMean';

const meta = {
  tags: ['autodocs'],
  title: 'Components/DidYouMean',
  component: DidYouMean,
  args: { text: 'research agent', onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem 1rem', maxWidth: 720, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DidYouMean>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One press (click, or Enter from the keyboard) searches the corrected text. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Did you mean/)).toHaveTextContent('Did you mean research agent?');
    const correction = canvas.getByRole('button', { name: 'research agent' });
    await userEvent.click(correction);
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('research agent');
    await userEvent.keyboard('{Enter}');
    await expect(correction).toHaveFocus();
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
