import type { Meta } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { STORAGE_KEYS } from '@agent-registry/api-client/contract';
import { ada, storyToken, withAgents } from '../stories/dataset';
import { failing, slow, withHandlers } from '../stories/handlers';
import { apiCalls, inDark, lastCall, onMobile, onMobileInDark, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { chooseFromUserMenu, expectPageAt, playOnMain, signIn, toasts } from '../stories/steps';
import { sampleUserWithoutName } from '@agent-registry/ui/testing';

export default {
  title: 'Pages/Dashboard',
  tags: ['!autodocs'],
  ...pageStory,
  parameters: { route: '/dashboard', signedIn: true },
} satisfies Meta;

/** The tiles as label -> value. */
function statValues(main: ReturnType<typeof within>) {
  const stats = main.getByRole('region', { name: 'Statistics' });
  return Object.fromEntries(
    [...stats.querySelectorAll('dt')].map((term) => [term.textContent?.trim(), term.nextElementSibling?.textContent?.trim()]),
  );
}

/** Signed in: welcome, the four tiles, quick actions, recent and popular agents linking to their pages. */
export const WithLists: Story = {
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByText(`Welcome back, ${ada.name}!`)).toBeVisible();

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
      expect(statValues(main)).toEqual({ 'Total Agents': '20', 'My Agents': '2', 'Total Users': '2', 'Recent Activity': '1' }),
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
      user_id: ada.id,
      email: ada.email,
      username: 'ada',
      full_name: ada.name,
    });
  }),
};

/** No agents anywhere: both empty texts and zero tiles. */
export const EmptyLists: Story = {
  parameters: { dataset: withAgents([]) },
  play: playOnMain(async (main) => {
    await expect(await main.findByText('No recent agents found.')).toBeVisible();
    await expect(main.getByText('No popular agents found.')).toBeVisible();
    await waitFor(() =>
      expect(statValues(main)).toEqual({ 'Total Agents': '0', 'My Agents': '0', 'Total Users': '2', 'Recent Activity': '0' }),
    );
  }),
};

/** While the lists load: a spinner in place of tiles and lists. */
export const Loading: Story = {
  beforeEach: withHandlers(slow('get', '/agents', 'infinite')),
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(main.getByRole('status')).toHaveTextContent('Loading dashboard');
    await expect(main.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();
  }),
};

/** A user without a name is welcomed by email (the header's menu shows the email too). */
export const UserWithoutName: Story = {
  parameters: { signedIn: { id: 'usr_grace', ...sampleUserWithoutName, username: 'grace.hopper' } },
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByText(`Welcome back, ${sampleUserWithoutName.email}!`)).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: /User menu for grace\.hopper@navy\.dev/ })).toBeVisible();
  }),
};

/** Signed out: the guard sends the visitor to /auth (replacing the entry) and back here after signing in. */
export const SignedOut: Story = {
  parameters: { signedIn: false },
  play: async ({ canvas }) => {
    await expectPageAt(canvas, 'Sign In', '/auth');
    await expect(canvas.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
    await expect(apiCalls('GET', '/api/agents/my-agents')).toHaveLength(0);

    await signIn(canvas);
    await expectPageAt(canvas, 'Dashboard', '/dashboard');
  },
};

/** Sign out in the user menu: 'Signed out successfully' whatever the server said. */
async function signOut(canvasElement: HTMLElement) {
  await chooseFromUserMenu(canvasElement, 'Sign out');
  await waitFor(() => expect(toasts(canvasElement).getByText('Signed out successfully')).toBeVisible());
}

/** Sign out from the user menu: the session ends, 'Signed out successfully', back on the landing page. */
export const SignOut: Story = {
  play: async ({ canvas, canvasElement }) => {
    await signOut(canvasElement);
    await expectPageAt(canvas, 'Discover and Share AI Agents', '/');
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    await expect(apiCalls('POST', '/api/auth/logout')).toHaveLength(1);
  },
};

/** Sign out still ends the session when the server call fails. */
export const SignOutServerDown: Story = {
  beforeEach: withHandlers(failing('post', '/auth/logout', 500, 'internal_error', 'Boom')),
  play: async ({ canvasElement }) => {
    await signOut(canvasElement);
    await expect(await within(canvasElement).findByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  },
};

export const WithListsDark: Story = inDark(WithLists);
export const WithListsMobile: Story = onMobile(WithLists);
export const EmptyListsMobileDark: Story = onMobileInDark(EmptyLists);
