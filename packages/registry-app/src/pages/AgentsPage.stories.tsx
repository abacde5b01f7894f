import type { Meta } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@agent-registry/api-client/contract';
import { withAgents } from '../stories/dataset';
import { agentsAnswer, apiError, slow, withHandlers } from '../stories/handlers';
import {
  apiCalls,
  inDark,
  lastCall,
  onMobile,
  onMobileInDark,
  pageLocation,
  pageStory,
  type PageStory as Story,
} from '../stories/PageHarness';
import { expectFirstPageOfAgents, expectPageAt, playOnMain } from '../stories/steps';
import { agentCards } from '@agent-registry/ui/testing';

export default { title: 'Pages/Agents', tags: ['!autodocs'], ...pageStory, parameters: { route: '/agents' } } satisfies Meta;

const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

/** What the list page asks for first: page 1, 18 public agents, the most popular first. */
const firstPageQuery = { page: '1', page_size: '18', visibility: 'public', sort: 'popular' };

/** The first page: 18 public agents, most popular first, and Load more for the rest. */
export const Loaded: Story = {
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Browse Agents' })).toBeVisible();
    await expectFirstPageOfAgents(main);
    const cards = agentCards(main);
    await expect(cards).toHaveLength(18);
    // Most popular: the highest rating first.
    await expect(within(cards[0]!).getByRole('heading')).toHaveTextContent('Code Review Bot');
    await expect(main.getByRole('link', { name: 'Email Assistant' })).toHaveAttribute('href', '/agents/agt_email_assistant');
    await expect(main.getByRole('button', { name: 'Load more' })).toBeEnabled();
    // Spec section 7: size 18 on the list page, public only; the default sort is sent.
    await expect(queryOf(lastCall('GET', '/api/agents').url)).toEqual(firstPageQuery);
    // The header highlights Browse Agents.
    const nav = within(within(canvasElement).getByRole('navigation', { name: 'Main' }));
    await expect(nav.getByRole('link', { name: 'Browse Agents' })).toHaveAttribute('aria-current', 'page');
  }),
};

/** The API has no agents: 'No agents found.' and no Load more. */
export const Empty: Story = {
  parameters: { dataset: withAgents([]) },
  play: playOnMain(async (main) => {
    await expect(await main.findByText('No agents found.')).toBeVisible();
    await expect(main.getByText('Try another search or category.')).toBeVisible();
    await expect(main.queryByText(/^Loaded/)).not.toBeInTheDocument();
    await expect(main.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  }),
};

/** While the first page loads: a spinner. */
export const Loading: Story = {
  beforeEach: withHandlers(slow('get', '/agents', 'infinite')),
  play: playOnMain(async (main) => {
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading agents'));
    await expect(agentCards(main)).toHaveLength(0);
  }),
};

/**
 * Load more asks for the next page with the previous answer's next_token, shows 'Loading...' while
 * it runs, then appends the rest; the last page has no next_token, so the button goes.
 */
export const LoadMore: Story = {
  // The next page takes a moment.
  beforeEach: withHandlers(slow('get', '/agents', 600, (url) => url.searchParams.has('next_token'))),
  play: playOnMain(async (main) => {
    await expectFirstPageOfAgents(main);
    await userEvent.click(main.getByRole('button', { name: 'Load more' }));
    await expect(await main.findByRole('button', { name: 'Loading...' })).toBeDisabled();
    // The page takes its 600 ms first; the preview's wait (10 s) covers it on a busy machine.
    await expect(await main.findByText('Loaded 20 agents')).toBeVisible();
    await expect(agentCards(main)).toHaveLength(20);
    await expect(main.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();

    const requests = apiCalls('GET', '/api/agents');
    await expect(requests).toHaveLength(2);
    await expect(requests[0]!.url.searchParams.has('next_token')).toBe(false);
    // The first answer's next_token: the story server's cursor to page 2.
    await expect(queryOf(requests[1]!.url)).toEqual({ ...firstPageQuery, next_token: 'sample:2' });
  }),
};

/** Apply writes q, category and sort into the URL; the list is asked again with them. */
export const ApplyFilters: Story = {
  play: playOnMain(async (main) => {
    await expectFirstPageOfAgents(main);
    const form = within(main.getByRole('form', { name: 'Filter agents' }));
    await userEvent.type(form.getByRole('searchbox', { name: 'Search' }), '  email ');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Category' }), 'communication');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Sort by' }), 'newest');
    await userEvent.click(form.getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(pageLocation().search).toBe('?q=email&category=communication&sort=newest'));
    await expect(await main.findByText('Loaded 1 agent')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Support Desk Responder' })).toHaveAttribute('href', '/agents/agt_support_desk_responder');
    await expect(queryOf(lastCall('GET', '/api/agents').url)).toEqual({
      ...firstPageQuery,
      query: 'email',
      category: 'communication',
      sort: 'newest',
    });
    // The form keeps showing what is applied.
    await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveValue('email');
  }),
};

/** Opened with filters in the URL: the form starts from them and the list is filtered. */
export const FiltersFromUrl: Story = {
  parameters: { route: '/agents?q=email&category=productivity&sort=downloads' },
  play: playOnMain(async (main) => {
    await expect(await main.findByText('Loaded 1 agent')).toBeVisible();
    const form = within(main.getByRole('form', { name: 'Filter agents' }));
    await expect(form.getByRole('searchbox', { name: 'Search' })).toHaveValue('email');
    await expect(form.getByRole('combobox', { name: 'Category' })).toHaveValue('productivity');
    await expect(form.getByRole('combobox', { name: 'Sort by' })).toHaveValue('downloads');
    await expect(queryOf(lastCall('GET', '/api/agents').url)).toMatchObject({
      query: 'email',
      category: 'productivity',
      sort: 'downloads',
    });
  }),
};

/** Keyboard: type a search and press Enter in the field to apply it. */
export const ApplyWithKeyboard: Story = {
  play: playOnMain(async (main) => {
    await expectFirstPageOfAgents(main);
    const search = main.getByRole('searchbox', { name: 'Search' });
    await userEvent.click(search);
    await userEvent.keyboard('podcast{Enter}');
    await waitFor(() => expect(pageLocation().search).toBe('?q=podcast&sort=popular'));
    await expect(await main.findByText('Loaded 1 agent')).toBeVisible();
    await userEvent.tab();
    await expect(main.getByRole('combobox', { name: 'Category' })).toHaveFocus();
  }),
};

/** The API fails with 500: the 6 built-in sample agents are listed and the header shows 'Mock API Mode'. */
export const ServerErrorFallsBackToSamples: Story = {
  beforeEach: withHandlers(...agentsAnswer(() => apiError(500, 'internal_error', 'Agents are unavailable'))),
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByText('Loaded 6 agents')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Inbox Triage Assistant' })).toHaveAttribute('href', '/agents/sample-inbox-triage');
    await expect(await within(canvasElement).findByText('Mock API Mode')).toBeVisible();
  }),
};

/** No server at all (network error): the same sample agents, in mock mode. */
export const NoServer: Story = {
  beforeEach: withHandlers(...agentsAnswer(() => HttpResponse.error())),
  play: ServerErrorFallsBackToSamples.play,
};

/**
 * A 401 (expired session) is not answered from samples: the session is cleared and the browser
 * goes to /auth (spec section 8).
 */
export const SessionExpired: Story = {
  parameters: { signedIn: true },
  beforeEach: withHandlers(...agentsAnswer(() => apiError(401, 'unauthorized', 'Invalid token'))),
  play: async ({ canvas }) => {
    await expectPageAt(canvas, 'Sign In', '/auth');
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(canvas.queryByText('Mock API Mode')).not.toBeInTheDocument();
  },
};

export const LoadedDark: Story = inDark(Loaded);
export const LoadMoreMobile: Story = onMobile(LoadMore);
export const EmptyMobileDark: Story = onMobileInDark(Empty);
