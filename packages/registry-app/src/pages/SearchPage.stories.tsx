import type { Meta } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withFrameworks } from '../stories/dataset';
import { agentsAnswer, apiError, failing, slow, withHandlers } from '../stories/handlers';
import { apiCalls, inDark, onMobile, onMobileInDark, pageLocation, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { playOnMain, toasts } from '../stories/steps';
import { agentCards, frameworkCards, textsOf } from '@agent-registry/ui/testing';

export default { title: 'Pages/Search', tags: ['!autodocs'], ...pageStory, parameters: { route: '/search?q=email' } } satisfies Meta;

/** /search?q=email: the count, the matching agents with their matches highlighted, no matching framework. */
export const WithResults: Story = {
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 2, name: /Search Results for/ })).toHaveTextContent(
      'Search Results for “email”',
    );
    await expect(main.getByRole('combobox', { name: 'Search AI agents' })).toHaveValue('email');
    await expect(await main.findByText(/^3 results/)).toHaveTextContent('3 results (3 agents, 0 frameworks)');

    const agents = within(main.getByRole('region', { name: /^AI Agents/ }));
    const cards = agentCards(agents);
    await expect(cards).toHaveLength(3);
    await expect(agents.getByRole('link', { name: 'Email Assistant' })).toHaveAttribute('href', '/agents/agt_email_assistant');
    await expect(agents.getByRole('link', { name: 'Support Desk Responder' })).toHaveAttribute(
      'href',
      '/agents/agt_support_desk_responder',
    );
    await expect(agents.getByRole('link', { name: 'Invoice Reconciler' })).toHaveAttribute('href', '/agents/agt_invoice_reconciler');
    // Every card marks where 'email' matched, in the name, the description or a tag.
    for (const card of cards) {
      const marks = [...card.querySelectorAll('mark')].map((mark) => mark.textContent?.toLowerCase());
      await expect(marks.length).toBeGreaterThan(0);
      await expect(new Set(marks)).toEqual(new Set(['email']));
    }
    await expect(cards[0]!.querySelector('h4 mark')).toHaveTextContent('Email');

    const frameworks = within(main.getByRole('region', { name: /^Frameworks/ }));
    await expect(frameworks.getByText('No results found')).toBeVisible();

    // Spec section 7: page 1, size 20, public only.
    const query = Object.fromEntries(apiCalls('GET', '/api/agents')[0]!.url.searchParams);
    await expect(query).toEqual({ query: 'email', page: '1', page_size: '20', visibility: 'public' });
  }),
};

/**
 * A misspelled query: the server answers the agents of the corrected words and says so; the page
 * offers the corrected search, and the category tiles count the matches per category.
 */
export const DidYouMeanAndCounts: Story = {
  parameters: { route: '/search?q=emial' },
  play: playOnMain(async (main) => {
    await expect(await main.findByText(/^3 results/)).toBeVisible();
    const tiles = within(main.getByRole('group', { name: 'Browse by category' }));
    await expect(tiles.getByRole('button', { name: 'All Categories 3 agents' })).toBeVisible();
    await expect(tiles.getByRole('button', { name: 'Productivity 1 agent' })).toBeVisible();
    await expect(tiles.getByRole('button', { name: 'Communication 1 agent' })).toBeVisible();
    await userEvent.click(main.getByRole('button', { name: 'email' }));
    await waitFor(() => expect(pageLocation().search).toBe('?q=email'));
    await expect(await main.findByRole('heading', { level: 2, name: /Search Results for/ })).toHaveTextContent('“email”');
  }),
};

/** A query matching agents and frameworks: both groups, with the count split between them. */
export const AgentsAndFrameworks: Story = {
  parameters: { route: '/search?q=research' },
  play: playOnMain(async (main) => {
    await expect(await main.findByText(/^4 results/)).toHaveTextContent('4 results (1 agent, 3 frameworks)');
    const agents = within(main.getByRole('region', { name: /^AI Agents/ }));
    await expect(agents.getByRole('link', { name: 'Research Scout' })).toHaveAttribute('href', '/agents/agt_research_scout');
    const frameworks = within(main.getByRole('region', { name: /^Frameworks/ }));
    await expect(frameworkCards(frameworks)).toHaveLength(3);
    await expect(frameworks.getByRole('heading', { name: 'AutoGen' })).toBeVisible();
    await expect(frameworks.getByRole('heading', { name: 'MetaGPT' })).toBeVisible();
    await expect(frameworks.getByRole('heading', { name: 'CAMEL' })).toBeVisible();
  }),
};

/** Nothing matches: 'No results found'. */
export const NoResults: Story = {
  parameters: { route: '/search?q=quantum%20knitting' },
  play: playOnMain(async (main) => {
    await expect(await main.findByText('No results found')).toBeVisible();
    await expect(main.getByText('Nothing matches “quantum knitting”. Try other keywords or pick a suggestion above.')).toBeVisible();
    await expect(main.getByText(/^0 results/)).toBeVisible();
    await expect(agentCards(main)).toHaveLength(0);
  }),
};

/** While the search runs: a spinner in the agents group, no count yet. */
export const Searching: Story = {
  beforeEach: withHandlers(slow('get', '/agents', 'infinite')),
  play: playOnMain(async (main) => {
    const agents = within(await main.findByRole('region', { name: /^AI Agents/ }));
    await expect(agents.getByRole('status')).toHaveTextContent('Searching agents');
    await expect(main.queryByText(/results/)).not.toBeInTheDocument();
  }),
};

/** The agents API fails with 500: the client filters its 6 sample agents locally and shows 'Mock API Mode'. */
export const ServerErrorFallsBackToSamples: Story = {
  beforeEach: withHandlers(...agentsAnswer(() => apiError(500, 'internal_error', 'Search index is rebuilding'))),
  play: playOnMain(async (main, { canvasElement }) => {
    const body = toasts(canvasElement);
    const agents = within(await main.findByRole('region', { name: /^AI Agents/ }));
    await expect(await agents.findByRole('link', { name: 'Inbox Triage Assistant' })).toHaveAttribute(
      'href',
      '/agents/sample-inbox-triage',
    );
    await expect(await within(canvasElement).findByText('Mock API Mode')).toBeVisible();
    await waitFor(() => expect(body.getByText('Search index is rebuilding')).toBeVisible());
  }),
};

/** Without q: the framework showcase, grouped by tier, with its legend and links; no agent search runs. */
export const WithoutQuery: Story = {
  parameters: { route: '/search' },
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 2, name: 'Popular AI Agent Frameworks' })).toBeVisible();
    await expect(await main.findByRole('heading', { name: /Tier 1.*Market Leaders/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Tier 2.*Rapidly Growing/ })).toBeVisible();
    await expect(main.getByRole('heading', { name: /Tier 3.*Emerging & Specialized/ })).toBeVisible();
    await expect(frameworkCards(main)).toHaveLength(12);
    const legend = within(main.getByRole('list', { name: 'Framework categories' }));
    await expect(textsOf(legend.getAllByRole('listitem'))).toEqual(['Enterprise', 'Research', 'Development', 'Business']);
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.getByRole('link', { name: 'Create Agent' })).toHaveAttribute('href', '/create-agent');
    await expect(main.queryByText(/Search Results for/)).not.toBeInTheDocument();
    await expect(apiCalls('GET', '/api/agents')).toHaveLength(0);
  }),
};

/** A blank q counts as no query. */
export const BlankQuery: Story = {
  parameters: { route: '/search?q=%20%20%20' },
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 2, name: 'Popular AI Agent Frameworks' })).toBeVisible();
    await expect(apiCalls('GET', '/api/agents')).toHaveLength(0);
  }),
};

/** Without q and the frameworks API empty: 'No Frameworks Available'. */
export const WithoutQueryNoFrameworks: Story = {
  parameters: { route: '/search', dataset: withFrameworks([]) },
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { name: 'No Frameworks Available' })).toBeVisible();
  }),
};

/** Without q and the frameworks API failing: 'Unable to Load Frameworks'. */
export const WithoutQueryFrameworksError: Story = {
  parameters: { route: '/search' },
  beforeEach: withHandlers(failing('get', '/frameworks', 503, 'unavailable', 'Frameworks are being updated')),
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { name: 'Unable to Load Frameworks' })).toBeVisible();
  }),
};

/** Keyboard: a new query and Enter update the URL and the results; a chip searches for its text. */
export const NewSearchWithKeyboard: Story = {
  play: playOnMain(async (main) => {
    await main.findByText(/^3 results/);
    const box = main.getByRole('combobox', { name: 'Search AI agents' });
    await userEvent.clear(box);
    await userEvent.type(box, 'code review{Enter}');
    await expect(await main.findByRole('heading', { level: 2, name: /Search Results for/ })).toHaveTextContent('“code review”');
    await expect(pageLocation().search).toBe('?q=code%20review');
    await expect(await main.findByRole('link', { name: 'Code Review Bot' })).toBeVisible();
    await userEvent.tab();
    await expect(main.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    const chips = within(main.getByRole('list', { name: 'Popular searches:' }));
    await expect(chips.getByRole('button', { name: 'Productivity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageLocation().search).toBe('?q=Productivity'));
    await expect(await main.findByText(/^\d+ results?/)).toBeVisible();
  }),
};

/** The category tiles only highlight the choice (local state): the URL and the results stay. */
export const CategoryTile: Story = {
  play: playOnMain(async (main) => {
    await main.findByText(/^3 results/);
    const tiles = within(main.getByRole('group', { name: 'Browse by category' }));
    await userEvent.click(tiles.getByRole('button', { name: /^Creative/ }));
    await expect(tiles.getByRole('button', { name: /^Creative/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(pageLocation().search).toBe('?q=email');
    await expect(apiCalls('GET', '/api/agents')).toHaveLength(1);
  }),
};

export const WithResultsDark: Story = inDark(WithResults);
export const WithResultsMobile: Story = onMobile(WithResults);
export const WithoutQueryMobileDark: Story = onMobileInDark(WithoutQuery);
