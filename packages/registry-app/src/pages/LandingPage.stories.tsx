import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { withAgents, withFrameworks } from '../stories/dataset';
import { api, failing, slow, withHandlers } from '../stories/handlers';
import { apiCalls, inDark, onMobile, onMobileInDark, pageLocation, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { expectPageAt, mainOf, playOnMain, toasts } from '../stories/steps';
import { agentCards, frameworkCards } from '@agent-registry/ui/testing';

export default { title: 'Pages/Landing', tags: ['!autodocs'], ...pageStory, parameters: { route: '/' } } satisfies Meta;

type Canvas = ReturnType<typeof within>;

async function expectFrameworkTiers(main: Canvas) {
  await expect(await main.findByRole('heading', { name: /Market Leaders/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Rapidly Growing/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: /Emerging & Specialized/ })).toBeVisible();
  await expect(frameworkCards(main)).toHaveLength(12);
  await expect(main.getByRole('heading', { name: 'LangChain' })).toBeVisible();
  // Tier 1 cards are Top Picks; trending is true or the string 'true'.
  await expect(main.getAllByText('Top Pick')).toHaveLength(3);
  await expect(main.getAllByText('Trending')).toHaveLength(5);
  await expect(main.getByRole('link', { name: 'Learn More about LangChain (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://www.langchain.com/',
  );
  await expect(main.getByRole('list', { name: 'Framework categories' })).toBeVisible();
}

/** A visitor: featured and recent agents from the API, frameworks by tier, sign-up calls to action. */
export const WithAgentsAndFrameworks: Story = {
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(main.getByRole('heading', { level: 1, name: 'Discover and Share AI Agents' })).toBeVisible();

    const featured = within(await main.findByRole('region', { name: 'Featured Agents' }));
    // Featured and recent load separately; each section shows its cards once its query answers.
    await waitFor(() => expect(agentCards(featured)).toHaveLength(3));
    await expect(featured.getByRole('link', { name: 'Email Assistant' })).toHaveAttribute('href', '/agents/agt_email_assistant');
    const recent = within(main.getByRole('region', { name: 'Recent Agents' }));
    await waitFor(() => expect(agentCards(recent)).toHaveLength(6));
    await expect(main.queryByText('Coming Soon')).not.toBeInTheDocument();

    await expectFrameworkTiers(main);

    // Signed out: Get Started and Sign Up Free, no Create Agent.
    await expect(main.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(main.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth');
    await expect(main.queryByRole('link', { name: 'Create Agent' })).not.toBeInTheDocument();
    await expect(within(canvasElement).queryByText('Mock API Mode')).not.toBeInTheDocument();

    // The screen queries of spec section 7: featured (page 1, size 6), recent (size 6), frameworks (limit 50).
    const agentQueries = apiCalls('GET', '/api/agents').map((call) => Object.fromEntries(call.url.searchParams));
    await expect(agentQueries).toEqual(
      expect.arrayContaining([
        { page: '1', page_size: '6', featured: 'true' },
        { page: '1', page_size: '6', sort: 'newest' },
      ]),
    );
    await expect(apiCalls('GET', '/api/frameworks')[0]?.url.searchParams.get('limit')).toBe('50');
  }),
};

/** No agents published yet: a 'Coming Soon' placeholder stands in for featured and recent agents. */
export const NoAgentsYet: Story = {
  parameters: { dataset: withAgents([]) },
  play: playOnMain(async (main) => {
    await expectFrameworkTiers(main);
    await expect(await main.findByText('Coming Soon')).toBeVisible();
    await expect(main.queryByRole('region', { name: 'Featured Agents' })).not.toBeInTheDocument();
  }),
};

/** The frameworks API answers an empty list: 'No Frameworks Available'. */
export const FrameworksEmpty: Story = {
  parameters: { dataset: withFrameworks([]) },
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { name: 'No Frameworks Available' })).toBeVisible();
    await expect(main.getByText('Framework data will be available soon.')).toBeVisible();
    await expect(frameworkCards(main)).toHaveLength(0);
    await expect(main.getByRole('link', { name: 'Explore AI Agents' })).toHaveAttribute('href', '/search');
  }),
};

/**
 * The frameworks API fails with 500: the client answers empty data with an error, so the section
 * reads 'Unable to Load Frameworks'; the server's message is toasted (spec section 8).
 */
export const FrameworksError: Story = {
  beforeEach: withHandlers(failing('get', '/frameworks', 500, 'internal_error', 'The frameworks database is unavailable')),
  play: playOnMain(async (main, { canvasElement }) => {
    const body = toasts(canvasElement);
    const alert = await main.findByRole('alert');
    await expect(within(alert).getByRole('heading', { name: 'Unable to Load Frameworks' })).toBeVisible();
    await expect(within(alert).getByText("We're having trouble loading the AI agent frameworks. Please try again later.")).toBeVisible();
    await waitFor(() => expect(body.getByText('The frameworks database is unavailable')).toBeVisible());
    // The agents still load; a server that answered is no reason for mock mode.
    await expect(await main.findByRole('region', { name: 'Featured Agents' })).toBeVisible();
    await expect(within(canvasElement).queryByText('Mock API Mode')).not.toBeInTheDocument();
  }),
};

/** While the frameworks load: the hero and its search are there at once, the tiers show a spinner. */
export const Loading: Story = {
  beforeEach: withHandlers(slow('get', '/frameworks', 'infinite')),
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('search')).toBeVisible();
    await expect(await main.findByText('Loading frameworks')).toBeInTheDocument();
    await expect(main.queryByRole('heading', { name: /Market Leaders/ })).not.toBeInTheDocument();
  }),
};

/**
 * While the agent lists load: the hero and its search are there at once, and a spinner (not
 * 'Coming Soon', which would say the registry has no agents) holds the agents' place.
 */
export const AgentsLoading: Story = {
  beforeEach: withHandlers(slow('get', '/agents', 'infinite')),
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('search')).toBeVisible();
    const agents = within(await main.findByRole('region', { name: 'Featured & Recent Agents' }));
    await expect(await agents.findByRole('status')).toHaveTextContent('Loading agents');
    await expect(main.queryByText('Coming Soon')).not.toBeInTheDocument();
    await expect(main.queryByRole('region', { name: 'Featured Agents' })).not.toBeInTheDocument();
    // The frameworks do not wait for the agents.
    await expect(await main.findByRole('heading', { name: /Market Leaders/ })).toBeVisible();
  }),
};

export const AgentsLoadingMobileDark: Story = onMobileInDark(AgentsLoading);

/** No API reachable for agents: the 6 built-in sample agents stand in and the header shows 'Mock API Mode'. */
export const AgentsFromSampleData: Story = {
  beforeEach: withHandlers(http.get(api('/agents'), () => HttpResponse.error())),
  play: playOnMain(async (main, { canvasElement }) => {
    const featured = within(await main.findByRole('region', { name: 'Featured Agents' }));
    await expect(await featured.findByRole('link', { name: 'Inbox Triage Assistant' })).toHaveAttribute(
      'href',
      '/agents/sample-inbox-triage',
    );
    await expect(await within(canvasElement).findByText('Mock API Mode')).toBeVisible();
    await expectFrameworkTiers(main);
  }),
};

/** Signed in: Create Agent in the hero and the frameworks section, Create Your First Agent and Go to Dashboard. */
export const SignedIn: Story = {
  parameters: { signedIn: true },
  play: async ({ canvas, canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('region', { name: 'Featured Agents' })).toBeVisible();
    const create = main.getAllByRole('link', { name: 'Create Agent' });
    await expect(create).toHaveLength(2);
    for (const link of create) await expect(link).toHaveAttribute('href', '/create-agent');
    await expect(main.getByRole('link', { name: 'Create Your First Agent' })).toHaveAttribute('href', '/create-agent');
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    await expect(main.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    // The header greets the stored user and offers Create Agent instead of Sign in.
    await expect(canvas.getByRole('button', { name: /User menu for Ada Lovelace/ })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  },
};

/** Searching from the hero goes to /search?q= with the results of that query. */
export const SearchFromHero: Story = {
  play: playOnMain(async (main) => {
    const box = main.getByRole('combobox', { name: 'Search AI agents' });
    await userEvent.click(main.getByRole('button', { name: 'Search' }));
    await expect(pageLocation().pathname).toBe('/');
    await userEvent.type(box, '  email  {Enter}');
    await expect(await main.findByRole('heading', { name: /Search Results for/ })).toHaveTextContent('Search Results for “email”');
    await expect(pageLocation().search).toBe('?q=email');
    await waitFor(() => expect(apiCalls('GET', '/api/agents').at(-1)?.url.searchParams.get('query')).toBe('email'));
  }),
};

/**
 * Typing in the hero suggests agents after a short pause (one request for the settled text, not
 * one per key); the keyboard picks one and opens it.
 */
export const SuggestionsAsYouType: Story = {
  play: playOnMain(async (main) => {
    const box = main.getByRole('combobox', { name: 'Search AI agents' });
    await userEvent.type(box, 'stor');
    const listbox = await main.findByRole('listbox', { name: 'Suggestions' });
    await expect(within(listbox).getByRole('option', { name: /Story Weaver/ })).toBeVisible();
    // Typing is debounced, but a slow machine may pause long enough mid-word to ask for a prefix too.
    const asked = () => apiCalls('GET', '/api/agents/suggest').map((call) => call.url.searchParams.get('q') ?? '');
    await waitFor(() => expect(asked().at(-1)).toBe('stor'));
    for (const text of asked()) await expect('stor'.startsWith(text)).toBe(true);
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', expect.stringContaining('option'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(pageLocation().pathname).toMatch(/^\/agents\/.+/));
    await expect(await main.findByRole('heading', { level: 1, name: 'Story Weaver' })).toBeVisible();
  }),
};

/** A suggestion chip searches for its text. */
export const SuggestionChip: Story = {
  play: playOnMain(async (main) => {
    await userEvent.click(main.getByRole('button', { name: 'Data Analysis' }));
    await expect(await main.findByRole('heading', { name: /Search Results for/ })).toHaveTextContent('Data Analysis');
    await expect(pageLocation().search).toBe('?q=Data%20Analysis');
  }),
};

/** Desktop header of a visitor: Home and Browse Agents, the current page highlighted, Sign in. */
export const VisitorHeader: Story = {
  play: async ({ canvas }) => {
    const nav = within(await canvas.findByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('href', '/agents');
    await expect(nav.getByRole('link', { name: 'Browse Agents' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await userEvent.click(canvas.getByRole('link', { name: 'Sign in' }));
    await expectPageAt(canvas, 'Sign In', '/auth');
  },
};

export const WithAgentsAndFrameworksDark: Story = inDark(WithAgentsAndFrameworks);
export const SignedInDark: Story = inDark(SignedIn);
export const FrameworksErrorDark: Story = inDark(FrameworksError);

/** Mobile: the header collapses into a slide-in menu holding the same links. */
export const WithAgentsAndFrameworksMobile: Story = onMobile({
  play: async (context) => {
    await WithAgentsAndFrameworks.play!(context);
    const canvas = within(context.canvasElement);
    const body = toasts(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = within(await body.findByRole('dialog'));
    await expect(menu.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('href', '/agents');
    await userEvent.click(menu.getByRole('link', { name: 'Sign in' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
});
export const SignedInMobileDark: Story = onMobileInDark({
  parameters: SignedIn.parameters,
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('region', { name: 'Featured Agents' })).toBeVisible();
    await expect(main.getAllByRole('link', { name: 'Create Agent' })).toHaveLength(2);
    await expect(main.getByRole('link', { name: 'Go to Dashboard' })).toBeVisible();
  }),
});
