import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { INLINE_MESSAGES } from '@agent-registry/api-client/rules';
import { dashboardStats, popularAgents, recentAgents, sampleUser, sampleUserWithoutName } from '../../fixtures/account';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';
import { longNamedAgent } from '../../fixtures/catalogue';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { MY_AGENTS_EMPTY, MY_AGENTS_EMPTY_ACTION } from '../MyAgentsTable/MyAgentsTable';
import { longNamedMyAgent, myAgents } from '../MyAgentsTable/myAgents.fixtures';
import { Dashboard } from './Dashboard';

/** Stands in for the app's router link: records where a click would go instead of leaving the story. */
const navigate = fn();
const RouterLink = forwardRef<HTMLAnchorElement, LinkComponentProps>(function RouterLink({ onClick, ...props }, ref) {
  return (
    <a
      ref={ref}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(props.href);
      }}
    />
  );
});

const page: Decorator = (Story) => (
  <LinkProvider component={RouterLink}>
    <div style={{ maxWidth: '80rem', margin: '0 auto', padding: '2rem 1rem 3rem' }}>
      <Story />
    </div>
  </LinkProvider>
);

const meta = {
  tags: ['autodocs'],
  title: 'Screens/Dashboard',
  component: Dashboard,
  decorators: [page],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { user: sampleUser, stats: dashboardStats, recentAgents, popularAgents, isLoading: false },
  beforeEach: () => {
    navigate.mockClear();
  },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

/** The value shown next to a stat label. */
function statValue(canvas: ReturnType<typeof within>, label: string) {
  return canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome back, Ada Lovelace!')).toBeVisible();

    await expect(statValue(canvas, 'Total Agents')).toBe('1,284');
    await expect(statValue(canvas, 'My Agents')).toBe('12');
    await expect(statValue(canvas, 'Total Users')).toBe('0');
    await expect(statValue(canvas, 'Recent Activity')).toBe('5');

    const actions = within(canvas.getByRole('region', { name: 'Quick Actions' }));
    await expect(actions.getByRole('link', { name: /Create New Agent/ })).toHaveAttribute('href', '/create-agent');
    await expect(actions.getByRole('link', { name: /Browse Agents/ })).toHaveAttribute('href', '/search');
    await expect(actions.getByRole('link', { name: /Manage Profile/ })).toHaveAttribute('href', '/profile');

    const recent = within(canvas.getByRole('region', { name: 'Recent Agents' }));
    const recentLinks = recent.getAllByRole('link');
    await expect(recentLinks).toHaveLength(5);
    await expect(recentLinks[0]).toHaveAttribute('href', '/agents/research-assistant');
    await expect(recentLinks[0]).toHaveTextContent('Research Assistant');
    await expect(recentLinks[0]).toHaveTextContent('Searches arXiv and Semantic Scholar');
    await expect(recentLinks[0]).toHaveTextContent('Rating 4.8');
    // An unrated agent shows 0.
    await expect(recent.getByRole('link', { name: /Meeting Notes/ })).toHaveTextContent('Rating 0');

    const popular = within(canvas.getByRole('region', { name: 'Popular Agents' }));
    await expect(popular.getAllByRole('link')[0]).toHaveAttribute('href', '/agents/support-triage');
  },
};

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
export const Mobile: Story = { globals: mobile, play: Default.play };
export const MobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: Default.play };

/** A long unbroken agent name wraps inside its row at 375 px, clear of the rating. */
export const MobileLongNames: Story = {
  args: { recentAgents: [{ ...longNamedAgent, id: longNamedAgent.id ?? 'agt_long' }, ...recentAgents.slice(1)] },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByText(longNamedAgent.name);
    const rating = within(name.closest('a')!).getByText('Rating', { exact: false }).parentElement!.getBoundingClientRect();
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(rating.left);
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1); // the text too, not only its box
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard');
    await expect(canvas.queryByText('Quick Actions')).not.toBeInTheDocument();
  },
};

export const LoadingDark: Story = { args: Loading.args, globals: { theme: 'dark' }, play: Loading.play };

/** A new registry: nothing to list yet. */
export const Empty: Story = {
  args: { stats: {}, recentAgents: [], popularAgents: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No recent agents found.')).toBeVisible();
    await expect(canvas.getByText('No popular agents found.')).toBeVisible();
    await expect(statValue(canvas, 'Total Agents')).toBe('0');
  },
};

export const EmptyDark: Story = { args: Empty.args, globals: { theme: 'dark' }, play: Empty.play };
export const EmptyMobile: Story = { args: Empty.args, globals: mobile, play: Empty.play };

/** A user without a name is welcomed by email. */
export const WithoutName: Story = {
  args: { user: sampleUserWithoutName },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Welcome back, grace.hopper@navy.dev!')).toBeVisible();
  },
};

/** Keyboard: Tab reaches the quick actions and Enter follows them. */
export const Keyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Create New Agent/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/create-agent');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Manage Profile/ })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/agents/research-assistant');
  },
};

// --- My agents ----------------------------------------------------------------------------------

/** The user's own agents, between the quick actions and the registry's lists. */
export const WithMyAgents: Story = {
  args: { myAgents: { agents: myAgents, status: 'success' }, onEditAgent: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'My agents' }));
    const table = section.getByRole('table', { name: 'My agents' });
    await expect(within(table).getAllByRole('row')).toHaveLength(myAgents.length + 1);
    await expect(section.getByRole('link', { name: 'Mail Sorter' })).toHaveAttribute('href', '/agents/agt_mail_sorter');
    // Defaults: a new version goes to the publish page told which agent, a new agent to /publish.
    await expect(section.getByRole('link', { name: 'Publish version of Mail Sorter' })).toHaveAttribute('href', '/publish?agent=agt_mail_sorter');
    await userEvent.click(section.getByRole('link', { name: 'Publish new agent' }));
    await expect(navigate).toHaveBeenLastCalledWith('/publish');

    await userEvent.click(section.getByRole('button', { name: 'Edit Old Summarizer' }));
    await expect(args.onEditAgent).toHaveBeenCalledWith(myAgents[2]);

    // Everything else of the dashboard is still there.
    await expect(canvas.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recent Agents' })).toBeVisible();
  },
};

export const WithMyAgentsDark: Story = { args: WithMyAgents.args, globals: { theme: 'dark' }, play: WithMyAgents.play };

/** The host's routes: names to 'owner/name' pages, new versions and agents to its own pages. */
export const MyAgentsCustomRoutes: Story = {
  args: {
    myAgents: { agents: myAgents, status: 'success' },
    agentHref: (agent) => `/agents/${agent.namespace}/${agent.slug}`,
    publishHref: (agent) => `/agents/${agent.namespace}/${agent.slug}/publish`,
    createHref: '/agents/new',
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'My agents' }));
    await expect(section.getByRole('link', { name: 'Ledger Bot' })).toHaveAttribute('href', '/agents/ada/ledger-bot');
    await expect(section.getByRole('link', { name: 'Publish version of Ledger Bot' })).toHaveAttribute('href', '/agents/ada/ledger-bot/publish');
    await expect(section.getByRole('link', { name: 'Publish new agent' })).toHaveAttribute('href', '/agents/new');
    // No onEditAgent: nothing to edit with.
    await expect(section.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
};

export const MyAgentsEmpty: Story = {
  args: { myAgents: { agents: [], status: 'success' } },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'My agents' }));
    await expect(section.getByText(MY_AGENTS_EMPTY)).toBeVisible();
    await expect(section.getByRole('link', { name: MY_AGENTS_EMPTY_ACTION })).toHaveAttribute('href', '/publish');
    await expect(section.queryByRole('link', { name: 'Publish new agent' })).not.toBeInTheDocument();
  },
};

/** The user's agents load on their own: the rest of the dashboard is already there. */
export const MyAgentsLoading: Story = {
  args: { myAgents: { agents: [], status: 'loading' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(canvas.getByRole('region', { name: 'My agents' }));
    await expect(section.getByRole('status')).toHaveTextContent('Loading your agents');
    await expect(canvas.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  },
};

export const MyAgentsError: Story = {
  args: { myAgents: { agents: [], status: 'error', error: 'Network request failed' } },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'My agents' }));
    await expect(section.getByRole('alert')).toHaveTextContent(`${INLINE_MESSAGES.agentsErrorPrefix}Network request failed`);
  },
};

export const MyAgentsErrorDark: Story = { args: MyAgentsError.args, globals: { theme: 'dark' }, play: MyAgentsError.play };

/** While the whole dashboard loads, one spinner stands for it, 'My agents' included. */
export const MyAgentsWhileDashboardLoads: Story = {
  args: { isLoading: true, myAgents: { agents: myAgents, status: 'success' } },
  play: Loading.play,
};

/** At 375 px each of the user's agents is a card; nothing scrolls sideways, even a long name. */
export const MyAgentsPhone: Story = {
  args: { myAgents: { agents: [...myAgents, longNamedMyAgent], status: 'success' }, onEditAgent: fn() },
  globals: mobile,
  play: async ({ canvasElement, args }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'My agents' }));
    const row = within(section.getByRole('link', { name: 'Mail Sorter' }).closest('tr')!);
    await expect(row.getByText('Latest version')).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(row.getByRole('button', { name: /^Edit/ }));
    await expect(args.onEditAgent).toHaveBeenCalledWith(myAgents[0]);
  },
};

export const MyAgentsPhoneDark: Story = { args: MyAgentsPhone.args, globals: { ...mobile, theme: 'dark' }, play: MyAgentsPhone.play };

export const MyAgentsPhoneEmpty: Story = {
  args: MyAgentsEmpty.args,
  globals: mobile,
  play: async (context) => {
    await MyAgentsEmpty.play!(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};
