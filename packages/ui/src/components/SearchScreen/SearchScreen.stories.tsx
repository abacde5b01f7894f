import type { SearchSuggestion } from '@agent-registry/api-client/contract';
import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamedAgent, sampleAgents, sampleFrameworks } from '../../fixtures/catalogue';
import { SearchScreen } from './SearchScreen';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { agentCards, frameworkCards } from '../../testing/cards';
import { frame } from '../../private/testing/decorators';
import { frameworksEmpty, frameworksError, showsAlert, showsStatus } from '../../private/testing/loadStates';
import {
  expectChipSearches,
  expectCorrectionSearches,
  expectTrimmedSearch,
  findSuggestions,
  tagHref,
} from '../../private/testing/searchSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';

const [emailAssistant, dataCopilot, , supportTriage] = sampleAgents;
const inboxAt = emailAssistant.description.indexOf('inbox');

const meta = preview.meta({
  title: 'Screens/SearchScreen',
  component: SearchScreen,
  args: {
    query: '',
    onSearch: fn(),
    frameworks: sampleFrameworks,
    frameworksStatus: 'success',
    agentsStatus: 'success',
  } as const,
  decorators: [frame('page')],
});

/** No query: the framework showcase by tier, with legend and links. */
export const Browse = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toHaveValue('');
    const chips = within(canvas.getByRole('list', { name: 'Popular searches:' })).getAllByRole('button');
    await expect(chips).toHaveLength(5);
    const tiles = within(canvas.getByRole('group', { name: 'Browse by category' })).getAllByRole('button');
    await expect(textsOf(tiles)).toEqual(['All Categories', 'Productivity', 'Creative', 'Analysis', 'Communication', 'Development']);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Popular AI Agent Frameworks' })).toBeVisible();
    const tiers = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(tiers).toEqual(['Tier 1: Market Leaders', 'Tier 2: Rapidly Growing', 'Tier 3: Emerging & Specialized']);
    await expect(frameworkCards(canvas)).toHaveLength(12);
    await expect(canvas.getAllByText('Top Pick')).toHaveLength(3);
    await expect(canvas.getByRole('list', { name: 'Framework categories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.getByRole('link', { name: 'Create Agent' })).toHaveAttribute('href', '/create-agent');
    await expect(canvas.queryByText(/Search Results for/)).not.toBeInTheDocument();
  },
});

/** A query: results header, count, highlighted agents and matching frameworks. */
export const Results = meta.story({
  args: { query: 'data', agents: [dataCopilot, supportTriage] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Search Results for “data”' })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toHaveValue('data');
    // 2 agents + the frameworks whose name, description, category or best-for contains 'data'.
    const agents = within(canvas.getByRole('region', { name: /^AI Agents/ }));
    await expect(agentCards(agents)).toHaveLength(2);
    await expect(agents.getByRole('link', { name: 'Data Analysis Copilot' })).toHaveAttribute('href', '/agents/agt_data_analyst');
    const marks = Array.from(agents.getAllByRole('listitem')[0].querySelectorAll('mark')).map((mark) => mark.textContent);
    await expect(marks).toContain('Data');
    const frameworks = within(canvas.getByRole('region', { name: /^Frameworks/ }));
    const names = frameworks.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent);
    await expect(names).toEqual(['LlamaIndex', 'CAMEL']);
    await expect(canvas.getByRole('status')).toHaveTextContent('4 results (2 agents, 2 frameworks)');
    await expect(canvas.queryByRole('heading', { name: 'Popular AI Agent Frameworks' })).not.toBeInTheDocument();
  },
});

/** The server's own highlights (contract ranges) are used when present. */
export const ServerHighlights = meta.story({
  args: {
    query: 'inbox',
    agents: [{ ...emailAssistant, highlights: [{ field: 'description', ranges: [[inboxAt, inboxAt + 5]] }] }],
    frameworks: [],
  },
  play: async ({ canvas, canvasElement }) => {
    const marks = Array.from(canvasElement.querySelectorAll('mark')).map((mark) => mark.textContent);
    await expect(marks).toEqual(['inbox']);
    await expect(canvas.getByRole('status')).toHaveTextContent('1 result');
  },
});

/** Agents match but no framework does: the frameworks part says so. */
export const AgentsOnly = meta.story({
  args: { query: 'email', agents: [emailAssistant], agentsTotal: 14 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('14 results (14 agents, 0 frameworks)');
    const frameworks = within(canvas.getByRole('region', { name: /^Frameworks/ }));
    await expect(frameworks.getByText('No results found')).toBeVisible();
  },
});

/** Nothing matches at all. */
export const NoResults = meta.story({
  args: { query: 'quantum origami', agents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No results found')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('0 results');
    await expect(canvas.queryByRole('region', { name: /^AI Agents/ })).not.toBeInTheDocument();
  },
});

export const AgentsLoading = meta.story({
  args: { query: 'email', agentsStatus: 'loading', agents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Search Results for “email”' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Searching agents');
  },
});

export const AgentsError = meta.story({
  args: { query: 'email', agentsStatus: 'error', agents: undefined, agentsError: 'Request failed with status code 500' },
  play: showsAlert('Error loading agents: Request failed with status code 500'),
});

export const FrameworksLoading = meta.story({
  args: { frameworksStatus: 'loading', frameworks: undefined },
  play: showsStatus('Loading frameworks'),
});
export const FrameworksError = meta.story(frameworksError);
export const FrameworksEmpty = meta.story(frameworksEmpty);

/** Search rules: blank does nothing, text is trimmed, a chip fills the box and searches. */
export const Searching = meta.story({
  play: async ({ canvasElement, args }) => {
    await expectTrimmedSearch(canvasElement, args.onSearch, ' customer support ');
    await expectChipSearches(canvasElement, args.onSearch, 'Code Generation');
  },
});

/** Category tiles: local selection only, reachable with the keyboard. */
export const CategoryTilesKeyboard = meta.story({
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Browse by category' }));
    const all = group.getByRole('button', { name: 'All Categories' });
    await expect(all).toHaveAttribute('aria-pressed', 'true');
    all.focus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(group.getByRole('button', { name: 'Creative' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(group.getByRole('button', { name: 'Creative' })).toHaveAttribute('aria-pressed', 'true');
    await expect(all).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(group.getByRole('button', { name: 'Creative' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
});

export const BrowseDark = Browse.extend({ globals: dark });
export const ResultsDark = Results.extend({ globals: dark });
export const BrowseMobile = Browse.extend({ globals: phone });
export const ResultsMobile = Results.extend({ globals: phone });
export const ResultsMobileDark = Results.extend({ globals: { ...phone, ...dark } });
export const ResultsDesktop = Results.extend({ globals: desktop });
export const NoResultsDark = NoResults.extend({ globals: dark });
export const AgentsErrorDark = AgentsError.extend({ globals: dark });

/** The search read misspelled words: 'Did you mean …?' under the count searches the correction. */
export const WithDidYouMean = meta.story({
  args: { query: 'reserch', didYouMean: 'research', agents: [dataCopilot], frameworks: [] },
  play: async ({ canvasElement, args }) => {
    const results = within(canvasElement).getByRole('region', { name: 'Search Results for “reserch”' });
    await expectCorrectionSearches(results, 'research', args.onSearch, 'research');
  },
});

/** Only once the agents are in: not while they load, nor after a failure. */
export const DidYouMeanWhileLoading = meta.story({
  args: { query: 'reserch', didYouMean: 'research', agentsStatus: 'loading', agents: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Search Results for “reserch”' })).toBeVisible();
    await expect(canvas.queryByText(/Did you mean/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'research' })).not.toBeInTheDocument();
  },
});

const categoryCounts = { all: 6, productivity: 2, creative: 1, analysis: 2, communication: 0, development: 1 };

/** The tiles carry the query's agents per category; each tile is read with its count. */
export const WithCategoryCounts = meta.story({
  args: { query: 'a', agents: sampleAgents, categoryCounts },
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Browse by category' }));
    const tiles = group.getAllByRole('button');
    await expect(textsOf(tiles)).toEqual([
      'All Categories6 agents',
      'Productivity2 agents',
      'Creative1 agent',
      'Analysis2 agents',
      'Communication0 agents',
      'Development1 agent',
    ]);
    await expect(group.getByRole('button', { name: 'All Categories 6 agents' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'Creative 1 agent' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Communication 0 agents' })).toBeVisible();
    await userEvent.click(group.getByRole('button', { name: 'Analysis 2 agents' }));
    await expect(group.getByRole('button', { name: 'Analysis 2 agents' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
});

/** A category missing from the counts shows no number. */
export const WithPartialCategoryCounts = meta.story({
  args: { categoryCounts: { all: 6, creative: 1 } },
  play: async ({ canvasElement }) => {
    const group = within(within(canvasElement).getByRole('group', { name: 'Browse by category' }));
    await expect(group.getByRole('button', { name: 'Creative 1 agent' })).toBeVisible();
    await expect(group.getByRole('button', { name: 'Productivity' })).toBeVisible();
  },
});

/** With `tagHref` the result cards' tags link to the agents carrying them. */
export const WithTagLinks = meta.story({
  args: { query: 'data', agents: [dataCopilot, supportTriage], tagHref },
  play: async ({ canvas }) => {
    const agents = within(canvas.getByRole('region', { name: /^AI Agents/ }));
    await expect(agents.getByRole('link', { name: 'Agents tagged pandas' })).toHaveAttribute('href', '/agents?tag=pandas');
    // A tag holding the query's words is still marked, inside its link.
    const data = agents.getByRole('link', { name: 'Agents tagged data' });
    await expect(data).toHaveAttribute('href', '/agents?tag=data');
    await expect(within(data).getByText('data', { selector: 'mark' })).toBeVisible();
    await expect(agents.getByRole('link', { name: 'Agents tagged helpdesk' })).toHaveAttribute('href', '/agents?tag=helpdesk');
  },
});

const suggestions: SearchSuggestion[] = [
  { kind: 'agent', label: 'Data Analysis Copilot', id: 'agt_data_analyst', match: [0, 4] },
  { kind: 'tag', label: 'data', match: [0, 4] },
];

/** With `suggest` the page's box offers suggestions as you type. */
export const WithSuggestions = meta.story({
  args: {
    suggest: { onQueryChange: fn(), status: 'success', suggestions, didYouMean: null, onSelect: fn() },
  },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    const box = canvas.getByRole('combobox', { name: 'Search AI agents' });
    await userEvent.type(box, 'data');
    await expect(args.suggest!.onQueryChange).toHaveBeenLastCalledWith('data');
    const listbox = await findSuggestions(canvasElement);
    await userEvent.click(within(listbox).getByRole('option', { name: 'data Tag' }));
    await expect(args.suggest!.onSelect).toHaveBeenCalledWith(suggestions[1]);
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
});

export const WithDidYouMeanDark = WithDidYouMean.extend({ globals: dark });
export const WithCategoryCountsDark = WithCategoryCounts.extend({ globals: dark });
export const WithCategoryCountsMobile = WithCategoryCounts.extend({ globals: phone });
export const WithTagLinksDark = WithTagLinks.extend({ globals: dark });

/** A phone with results, counts on the tiles and a correction: nothing reaches past the screen. */
export const PhoneNoOverflow = meta.story({
  args: {
    query: 'KubernetesClusterAutoscalerAdvisorForProdTeams',
    agents: [longNamedAgent, dataCopilot],
    didYouMean: 'kubernetes cluster autoscaler advisor',
    categoryCounts: { all: 2, productivity: 0, creative: 0, analysis: 1, communication: 1 },
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: /Search Results for/ });
    await expectNoHorizontalOverflow(canvasElement);
  },
});

/** A long query and long agent names, descriptions and authors: the heading and cards wrap them. */
const longQuery = 'kubernetes cluster autoscaler advisor for production workloads with configuration reference';

export const LongText = meta.story({
  args: {
    query: longQuery,
    agents: [0, 1, 2].map((index) => ({ ...longNamedAgent, id: `${longNamedAgent.id}_${index}` })),
  },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: `Search Results for “${longQuery}”` })).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toHaveValue(longQuery);
    const agents = within(canvas.getByRole('region', { name: /^AI Agents/ }));
    await expect(agentCards(agents)).toHaveLength(3);
    await expectNoHorizontalOverflow(canvasElement);
  },
});
export const LongTextPhone = LongText.extend({ globals: phone });
export const LongTextDark = LongText.extend({ globals: dark });
