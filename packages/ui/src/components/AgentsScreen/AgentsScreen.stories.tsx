import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamedAgent, sampleAgents } from '../../fixtures/catalogue';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { AgentsScreen, agentListStatuses } from './AgentsScreen';
import { agentCards } from '../../testing/cards';
import { frame } from '../../private/testing/decorators';
import { showsAlert } from '../../private/testing/loadStates';
import { expectCorrectionSearches, tagHref } from '../../private/testing/searchSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';

const meta = preview.meta({
  title: 'Screens/AgentsScreen',
  component: AgentsScreen,
  args: { agents: sampleAgents, status: 'success', onApply: fn(), onLoadMore: fn(), hasMore: false, isFetchingMore: false } as const,
  argTypes: { status: { control: 'inline-radio', options: agentListStatuses } },
  decorators: [frame('page')],
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Browse Agents' })).toBeVisible();
    await expect(canvas.getByText('Loaded 6 agents')).toBeVisible();
    await expect(agentCards(canvas)).toHaveLength(6);
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
      ['stars', 'Most starred'],
      ['newest', 'Newest'],
    ]);
    await expect(sort).toHaveValue('popular');
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
});

/** Apply hands q (trimmed), category and sort to the app. */
export const ApplyFilters = meta.story({
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), '  email  ');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Category' }), 'communication');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await expect(args.onApply).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledOnce();
    await expect(args.onApply).toHaveBeenCalledWith({ q: 'email', category: 'communication', sort: 'newest' });
  },
});

/** The form starts from the URL's filters; Enter in the box applies them. */
export const FromUrlWithKeyboard = meta.story({
  args: { filters: { q: 'review', category: 'development', sort: 'downloads' }, agents: [sampleAgents[4]] },
  play: async ({ canvas, args }) => {
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
});

export const Loading = meta.story({
  args: { status: 'loading', agents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading agents');
    await expect(agentCards(canvas)).toHaveLength(0);
  },
});

export const Empty = meta.story({
  args: { agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No agents found.')).toBeVisible();
    await expect(canvas.queryByText(/Loaded/)).not.toBeInTheDocument();
    // No filter set: nothing to clear.
    await expect(canvas.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  },
});

/** A search or category is applied: 'Clear filters' resets both and keeps the sort. */
export const Filtered = meta.story({
  args: { filters: { q: 'report', category: 'analysis', sort: 'newest' }, total: 6 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 6 agents');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onApply).toHaveBeenCalledWith({ q: '', category: 'all', sort: 'newest' });
  },
});

/** Nothing matches the filters: the way out is right there. */
export const EmptyFiltered = meta.story({
  args: { agents: [], filters: { q: 'zzz', category: 'all', sort: 'popular' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('No agents found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onApply).toHaveBeenCalledWith({ q: '', category: 'all', sort: 'popular' });
  },
});

export const Error = meta.story({
  args: { status: 'error', agents: undefined, error: 'Network Error' },
  play: showsAlert('Failed to load agents: Network Error'),
});

/** More pages: the count says how many match in all, and Load more asks for the next one. */
export const HasMore = meta.story({
  args: { hasMore: true, total: 24 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded 6 of 24 agents');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
  },
});

/** While the next page loads the button reads 'Loading...' and is disabled. */
export const FetchingMore = meta.story({
  args: { hasMore: true, isFetchingMore: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Loading...' });
    await expect(button).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  },
});

export const Dark = Default.extend({ globals: dark });
export const ErrorDark = Error.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = HasMore.extend({ globals: { ...phone, ...dark } });
export const Desktop = ApplyFilters.extend({ globals: desktop });

/** A 45-character unbroken name, a long tag, author and URL: the phone page still fits. */
export const MobileLongNames = meta.story({
  args: { agents: [longNamedAgent, ...sampleAgents.slice(0, 2)] },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('link', { name: longNamedAgent.name })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});

/** A tag filter (from a tag link) shows as a chip; removing it applies the rest without the tag. */
export const TagFilter = meta.story({
  args: { filters: { q: 'mail', category: 'productivity', sort: 'newest', tag: 'email' }, agents: [sampleAgents[0]], tagHref },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Tagged “email”')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Agents tagged email' })).toHaveAttribute('href', '/agents?tag=email');

    // Apply keeps the tag.
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ q: 'mail', category: 'productivity', sort: 'newest', tag: 'email' });

    await userEvent.click(canvas.getByRole('button', { name: 'Remove the tag filter email' }));
    await expect(args.onApply).toHaveBeenCalledTimes(2);
    await expect(args.onApply).toHaveBeenLastCalledWith({ q: 'mail', category: 'productivity', sort: 'newest' });
    await expect(args.onApply.mock.lastCall?.[0]).not.toHaveProperty('tag');

    // Clear filters drops the tag too.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await expect(args.onApply).toHaveBeenLastCalledWith({ q: '', category: 'all', sort: 'newest' });
    await expect(args.onApply.mock.lastCall?.[0]).not.toHaveProperty('tag');
  },
});

/** Only the tag is set: it alone counts as a filter. */
export const TagFilterOnly = meta.story({
  args: { filters: { tag: 'writing' }, agents: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Tagged “writing”')).toBeVisible();
    await expect(canvas.getByText('No agents found.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remove the tag filter writing' }));
    await expect(args.onApply).toHaveBeenCalledWith({ q: '', category: 'all', sort: 'popular' });
    await expect(args.onApply.mock.lastCall?.[0]).not.toHaveProperty('tag');
  },
});

/** The category options carry the applied search's agents per category. */
export const WithCategoryCounts = meta.story({
  args: { filters: { q: 'writer' }, categoryCounts: { all: 6, productivity: 2, creative: 3, analysis: 1, communication: 0 } },
  play: async ({ canvas, args }) => {
    const category = canvas.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement;
    await expect(Array.from(category.options).map((option) => option.text)).toEqual([
      'All categories (6)',
      'Productivity (2)',
      'Creative (3)',
      'Analysis (1)',
      'Communication (0)',
      'Development',
    ]);
    await expect(canvas.getByRole('option', { name: 'Creative (3)' })).toHaveValue('creative');
    await userEvent.selectOptions(category, 'Creative (3)');
    await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
    await expect(args.onApply).toHaveBeenCalledWith({ q: 'writer', category: 'creative', sort: 'popular' });
  },
});

/** The search read misspelled words: pressing the correction applies it as the search. */
export const WithDidYouMean = meta.story({
  args: { filters: { q: 'reserch', category: 'analysis', sort: 'downloads' }, didYouMean: 'research', agents: [sampleAgents[1]] },
  play: async ({ canvasElement, args }) => {
    await expectCorrectionSearches(canvasElement, 'research', args.onApply, { q: 'research', category: 'analysis', sort: 'downloads' });
  },
});

/** Not shown while the list loads. */
export const DidYouMeanWhileLoading = meta.story({
  args: { ...WithDidYouMean.input.args, status: 'loading', agents: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(/Did you mean/)).not.toBeInTheDocument();
  },
});

/** Tag chip and correction together, on a phone. */
export const RefinementsMobile = meta.story({
  args: {
    filters: { q: 'reserch', tag: 'kubernetes-cluster-autoscaling-recommendations' },
    didYouMean: 'research',
    agents: [longNamedAgent],
    tagHref,
  },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Tagged “kubernetes-cluster-autoscaling-recommendations”')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Remove the tag filter kubernetes-cluster-autoscaling-recommendations' }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'research' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const TagFilterDark = TagFilter.extend({ globals: dark });
export const WithDidYouMeanDark = WithDidYouMean.extend({ globals: dark });
