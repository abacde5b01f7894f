import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@agent-registry/api-client/contract';
import { agentsApi, api, catalogueApi, myAgentsApi, profileServer } from '../stories/handlers';
import { storyToken } from '../stories/fixtures';
import { apiCalls, finishPage, lastCall, pageLocation, preparePage, renderPage } from '../stories/PageHarness';

const meta = {
  title: 'Pages/Dashboard',
  render: renderPage,
  beforeEach: preparePage,
  afterEach: finishPage,
  parameters: { route: '/dashboard', signedIn: true, msw: { handlers: catalogueApi() } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

async function mainOf(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main'));
}

/** The tiles as label -> value. */
function statValues(main: ReturnType<typeof within>) {
  const stats = main.getByRole('region', { name: 'Statistics' });
  return Object.fromEntries(
    [...stats.querySelectorAll('dt')].map((term) => [term.textContent?.trim(), term.nextElementSibling?.textContent?.trim()]),
  );
}

/** Signed in: welcome, the four tiles, quick actions, recent and popular agents linking to their pages. */
export const WithLists: Story = {
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByText('Welcome back, Ada Lovelace!')).toBeVisible();

    const recent = within(await main.findByRole('region', { name: 'Recent Agents' }));
    const recentRows = recent.getAllByRole('link');
    await expect(recentRows).toHaveLength(5);
    await expect(recentRows[0]).toHaveAttribute('href', '/agents/agt_email_assistant');
    await expect(recentRows[0]).toHaveTextContent('Email Assistant');
    await expect(recentRows[0]).toHaveTextContent('Rating 4.8');

    const popular = within(main.getByRole('region', { name: 'Popular Agents' }));
    const popularRows = popular.getAllByRole('link');
    await expect(popularRows).toHaveLength(5);
    await expect(popularRows[0]).toHaveAttribute('href', '/agents/agt_code_reviewer');
    await expect(popularRows[0]).toHaveTextContent('Rating 4.9');

    // Total from the recent list's pagination; my agents from /agents/my-agents; one updated in 30 days.
    await waitFor(() =>
      expect(statValues(main)).toEqual({ 'Total Agents': '20', 'My Agents': '2', 'Total Users': '0', 'Recent Activity': '1' }),
    );

    const actions = within(main.getByRole('region', { name: 'Quick Actions' }));
    await expect(actions.getByRole('link', { name: /Create New Agent/ })).toHaveAttribute('href', '/create-agent');
    await expect(actions.getByRole('link', { name: /Browse Agents/ })).toHaveAttribute('href', '/search');
    await expect(actions.getByRole('link', { name: /Manage Profile/ })).toHaveAttribute('href', '/profile');

    // Spec section 7: recent (page 1, size 5), popular (sort=popular, size 5), my agents; all with the session's headers.
    const queries = apiCalls('GET', '/api/agents').map((call) => Object.fromEntries(call.url.searchParams));
    await expect(queries).toEqual(
      expect.arrayContaining([
        { page: '1', page_size: '5', sort: 'newest' },
        { page: '1', page_size: '5', sort: 'popular' },
      ]),
    );
    const mine = lastCall('GET', '/api/agents/my-agents');
    await expect(mine.headers.get('authorization')).toBe(`Bearer ${storyToken}`);
    await expect(JSON.parse(mine.headers.get('x-user-data') ?? '{}')).toEqual({
      user_id: 'usr_ada',
      email: 'ada@example.com',
      username: 'ada',
      full_name: 'Ada Lovelace',
    });
  },
};

/** No agents anywhere: both empty texts and zero tiles. */
export const EmptyLists: Story = {
  parameters: { msw: { handlers: [myAgentsApi([]), agentsApi([])] } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('No recent agents found.')).toBeVisible();
    await expect(main.getByText('No popular agents found.')).toBeVisible();
    await waitFor(() =>
      expect(statValues(main)).toEqual({ 'Total Agents': '0', 'My Agents': '0', 'Total Users': '0', 'Recent Activity': '0' }),
    );
  },
};

/** While the lists load: a spinner in place of tiles and lists. */
export const Loading: Story = {
  parameters: { msw: { handlers: [myAgentsApi(), http.get(api('/agents'), async () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Loading dashboard');
    await expect(main.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();
  },
};

/** A user without a name is welcomed by email (the header's menu shows the email too). */
export const UserWithoutName: Story = {
  parameters: { signedIn: { id: 'usr_grace', email: 'grace@example.com', name: '', username: 'grace' } },
  play: async ({ canvasElement }) => {
    const main = await mainOf(canvasElement);
    await expect(await main.findByText('Welcome back, grace@example.com!')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /User menu for grace@example.com/ })).toBeVisible();
  },
};

/** Signed out: the guard sends the visitor to /auth (replacing the entry) and back here after signing in. */
export const SignedOut: Story = {
  parameters: {
    signedIn: false,
    msw: {
      handlers: [
        http.post(api('/auth/login'), () =>
          HttpResponse.json({
            user: { user_id: 'usr_ada', email: 'ada@example.com', full_name: 'Ada Lovelace' },
            token: storyToken,
            message: 'Login successful',
          }),
        ),
        ...catalogueApi(),
        ...profileServer().handlers,
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(pageLocation().pathname).toBe('/auth');
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(apiCalls('GET', '/api/agents/my-agents')).toHaveLength(0);

    await userEvent.type(canvas.getByLabelText('Email', { selector: 'input' }), 'ada@example.com');
    await userEvent.type(canvas.getByLabelText('Password', { selector: 'input' }), 'Correct-Horse-1!');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(pageLocation().pathname).toBe('/dashboard');
  },
};

/** Sign out from the user menu: the session ends, 'Signed out successfully', back on the landing page. */
export const SignOut: Story = {
  parameters: {
    msw: { handlers: [http.post(api('/auth/logout'), () => HttpResponse.json({ message: 'Logged out successfully' })), ...catalogueApi()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /User menu for Ada Lovelace/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(body.getByText('Signed out successfully')).toBeVisible());
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Discover and Share AI Agents' })).toBeVisible();
    await expect(pageLocation().pathname).toBe('/');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(apiCalls('POST', '/api/auth/logout')).toHaveLength(1);
  },
};

/** Sign out still ends the session when the server call fails. */
export const SignOutServerDown: Story = {
  parameters: {
    msw: { handlers: [http.post(api('/auth/logout'), () => HttpResponse.json({ error: 'internal_error', message: 'Boom' }, { status: 500 })), ...catalogueApi()] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /User menu for Ada Lovelace/ }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Sign out' }));
    await waitFor(() => expect(body.getByText('Signed out successfully')).toBeVisible());
    await expect(await canvas.findByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  },
};

export const WithListsDark: Story = { globals: { theme: 'dark' }, play: WithLists.play };
export const WithListsMobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } }, play: WithLists.play };
export const EmptyListsMobileDark: Story = {
  parameters: EmptyLists.parameters,
  globals: { viewport: { value: 'mobile', isRotated: false }, theme: 'dark' },
  play: EmptyLists.play,
};
