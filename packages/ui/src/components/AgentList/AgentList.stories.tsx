import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamedAgent, sampleAgents } from '../../fixtures/catalogue';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { AgentList, agentListStatuses } from './AgentList';

const meta = {
  title: 'Screens/AgentList',
  component: AgentList,
  args: { agents: sampleAgents, status: 'success', onApply: fn(), onLoadMore: fn(), hasMore: false, isFetchingMore: false },
  argTypes: { status: { control: 'inline-radio', options: agentListStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '80rem', margin: '0 auto', padding: '0 1rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AgentList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Agents' })).toBeVisible();
    await expect(canvas.getByText('Loaded 6 agents')).toBeVisible();
    await expect(canvas.getAllByTestId('agent-card')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Email Assistant' })).toHaveAttribute('href', '/agents/agt_email_assistant');
    // agent_id is used when there is no id.
    await expect(canvas.getByRole('link', { name: 'Meeting Notes Summarizer' })).toHaveAttribute('href', '/agents/agt_meeting_notes');
    const category = canvas.getByRole('combobox', { name: 'Category' });
    await expect(Array.from((category as HTMLSelectElement).options).map((option) => option.value)).toEqual([
      'all',
      'productivity',
      'creative',
      'analysis',
      'communication',
      'development',
    ]);
    const sort = canvas.getByRole('combobox', { name: 'Sort by' });
    await expect(Array.from((sort as HTMLSelectElement).options).map((option) => [option.value, option.text])).toEqual([
      ['popular', 'Most popular'],
      ['downloads', 'Most downloads'],
      ['newest', 'Newest'],
    ]);
    await expect(sort).toHaveValue('popular');
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

/** Apply hands q (trimmed), category and sort to the app. */
export const ApplyFilters: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '  email  ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'communication');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith({ q: 'email', category: 'communication', sort: 'newest' });
  },
};

/** The form starts from the URL's filters; Enter in the box applies them. */
export const FromUrlWithKeyboard: Story = {
  args: { filters: { q: 'review', category: 'development', sort: 'downloads' }, agents: [sampleAgents[4]] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveValue('review');
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveValue('development');
    await expect(canvas.getByRole('combobox', { name: 'Sort by' })).toHaveValue('downloads');
    await expect(canvas.getByText('Loaded 1 agent')).toBeVisible();
    box.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledWith({ q: 'review', category: 'development', sort: 'downloads' });
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Category' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onApply).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { status: 'loading', agents: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading agents');
    await expect(canvas.queryByTestId('agent-card')).not.toBeInTheDocument();
  },
};

export const Empty: Story = {
  args: { agents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No agents found.')).toBeVisible();
    await expect(canvas.queryByText(/Loaded/)).not.toBeInTheDocument();
    // No filter set: nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
};

/** A search or category is applied: 'Clear filters' resets both and keeps the sort. */
export const Filtered: Story = {
  args: { filters: { q: 'report', category: 'analysis', sort: 'newest' }, total: 6 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 6 agents');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onApply).toHaveBeenCalledWith({ q: '', category: 'all', sort: 'newest' });
  },
};

/** Nothing matches the filters: the way out is right there. */
export const EmptyFiltered: Story = {
  args: { agents: [], filters: { q: 'zzz', category: 'all', sort: 'popular' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No agents found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onApply).toHaveBeenCalledWith({ q: '', category: 'all', sort: 'popular' });
  },
};

export const Error: Story = {
  args: { status: 'error', agents: undefined, error: 'Network Error' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load agents: Network Error');
  },
};

/** More pages: the count says how many match in all, and Load more asks for the next one. */
export const HasMore: Story = {
  args: { hasMore: true, total: 24 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 6 of 24 agents');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
};

/** While the next page loads the button reads 'Loading...' and is disabled. */
export const FetchingMore: Story = {
  args: { hasMore: true, isFetchingMore: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Loading...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
export const ErrorDark: Story = { args: Error.args, globals: { theme: 'dark' }, play: Error.play };
export const Mobile: Story = { globals: mobile, play: Default.play };
export const MobileDark: Story = { args: HasMore.args, globals: { ...mobile, theme: 'dark' }, play: HasMore.play };
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } }, play: ApplyFilters.play };

/** A 45-character unbroken name, a long tag, author and URL: the phone page still fits. */
export const MobileLongNames: Story = {
  args: { agents: [longNamedAgent, ...sampleAgents.slice(0, 2)] },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: longNamedAgent.name })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};
