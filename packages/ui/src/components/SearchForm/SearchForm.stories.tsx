import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchForm } from './SearchForm';

const meta = {
  title: 'Components/SearchForm',
  component: SearchForm,
  args: { onSearch: fn() },
  decorators: [
    (Story) => (
      <div style={{ padding: '2rem 1rem', maxWidth: 720, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SearchForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Blank does nothing; text is trimmed; Enter submits. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search AI agents' });
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, '  \t ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.clear(box);
    await userEvent.type(box, ' data analysis {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('data analysis');
  },
};

/** A chip fills the box and searches. */
export const Chip: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Customer Support' }));
    await expect(args.onSearch).toHaveBeenCalledWith('Customer Support');
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toHaveValue('Customer Support');
  },
};

export const WithValueNoChips: Story = {
  args: { defaultValue: 'email', suggestions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toHaveValue('email');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Chip.play };
export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: Default.play };
