import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardStats, popularAgents, recentAgents, sampleUser, sampleUserWithoutName } from '../../fixtures/account';
import { longNamedAgent } from '../../fixtures/catalogue';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { showsText } from '../../private/testing/loadStates';
import { clearNavigate, navigate, withRouterLink } from '../../private/testing/routerLink';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { longNamedMyAgent, myAgents } from '../MyAgentsTable/myAgents.fixtures';
import { expectAgentRows, expectAgentsError, expectNoAgents, expectPhoneCards } from '../MyAgentsTable/myAgentsSteps';
import { DownloadSparkline } from '../DownloadTrend/DownloadTrend';
import { DashboardScreen, LIST_FAILED_PREFIX, UNKNOWN_STAT } from './DashboardScreen';

const meta = preview.meta({
  title: 'Screens/DashboardScreen',
  component: DashboardScreen,
  decorators: [frame('page'), withRouterLink],
  globals: desktop,
  args: { user: sampleUser, stats: dashboardStats, recentAgents, popularAgents, isLoading: false },
  beforeEach: clearNavigate,
});

/** The 'My agents' section. */
const myAgentsSection = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('region', { name: 'My agents' }));

/** The value shown next to a stat label. */
function statValue(canvas: ReturnType<typeof within>, label: string) {
  return canvas.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
}

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByText('Welcome back, Ada Lovelace!')).toBeVisible();

    await expect(statValue(canvas, 'Total Agents')).toBe('1,284');
    await expect(statValue(canvas, 'My Agents')).toBe('12');
    await expect(statValue(canvas, 'Total Users')).toBe('3,456');
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
    // An unrated agent reads N/A, as on its own page.
    await expect(recent.getByRole('link', { name: /Meeting Notes/ })).toHaveTextContent('Rating N/A');

    const popular = within(canvas.getByRole('region', { name: 'Popular Agents' }));
    await expect(popular.getAllByRole('link')[0]).toHaveAttribute('href', '/agents/support-triage');
  },
});

export const Dark = Default.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = Default.extend({ globals: { ...phone, ...dark } });

/** A long unbroken agent name wraps inside its row at 375 px, clear of the rating. */
export const MobileLongNames = meta.story({
  args: { recentAgents: [{ ...longNamedAgent, id: longNamedAgent.id ?? 'agt_long' }, ...recentAgents.slice(1)] },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    const name = canvas.getByText(longNamedAgent.name);
    const rating = within(name.closest('a')!).getByText('Rating', { exact: false }).parentElement!.getBoundingClientRect();
    await expect(name.getBoundingClientRect().right).toBeLessThanOrEqual(rating.left);
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth + 1); // the text too, not only its box
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const Loading = meta.story({
  args: { isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading dashboard');
    await expect(canvas.queryByText('Quick Actions')).not.toBeInTheDocument();
  },
});

export const LoadingDark = Loading.extend({ globals: dark });

/** A new registry: nothing to list yet. */
export const Empty = meta.story({
  args: { stats: {}, recentAgents: [], popularAgents: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent agents found.')).toBeVisible();
    await expect(canvas.getByText('No popular agents found.')).toBeVisible();
    await expect(statValue(canvas, 'Total Agents')).toBe('0');
  },
});

export const EmptyDark = Empty.extend({ globals: dark });

/** The lists failed to load: each card says why (not 'No … found.'), and unknown figures read N/A. */
export const ListsFailed = meta.story({
  args: {
    stats: { totalAgents: null, myAgents: 12, recentActivity: 5, totalUsers: 3456 },
    recentAgents: [],
    popularAgents: [],
    recentAgentsError: 'Network request failed',
    popularAgentsError: 'Network request failed',
  },
  play: async ({ canvas }) => {
    for (const name of ['Recent Agents', 'Popular Agents']) {
      const card = within(canvas.getByRole('region', { name }));
      await expect(card.getByRole('alert')).toHaveTextContent(`${LIST_FAILED_PREFIX}Network request failed`);
      await expect(card.queryByRole('link')).not.toBeInTheDocument();
    }
    await expect(canvas.queryByText('No recent agents found.')).not.toBeInTheDocument();
    await expect(statValue(canvas, 'Total Agents')).toBe(UNKNOWN_STAT);
    await expect(statValue(canvas, 'My Agents')).toBe('12');
  },
});

export const ListsFailedDark = ListsFailed.extend({ globals: dark });
export const ListsFailedMobile = ListsFailed.extend({ globals: phone });
export const EmptyMobile = Empty.extend({ globals: phone });

/** A user without a name is welcomed by email. */
export const WithoutName = meta.story({
  args: { user: sampleUserWithoutName },
  play: showsText('Welcome back, grace.hopper@navy.dev!'),
});

/** Keyboard: Tab reaches the quick actions and Enter follows them. */
export const Keyboard = meta.story({
  play: async ({ canvas }) => {
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
});

// --- My agents ----------------------------------------------------------------------------------

/** The user's own agents, between the quick actions and the registry's lists. */
export const WithMyAgents = meta.story({
  args: { myAgents: { agents: myAgents, status: 'success' }, onEditAgent: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const section = myAgentsSection(canvasElement);
    // Defaults: a new version goes to the publish page told which agent, a new agent to /publish.
    await expectAgentRows(section);
    await userEvent.click(section.getByRole('link', { name: 'Publish new agent' }));
    await expect(navigate).toHaveBeenLastCalledWith('/publish');

    await userEvent.click(section.getByRole('button', { name: 'Edit Old Summarizer' }));
    await expect(args.onEditAgent).toHaveBeenCalledWith(myAgents[2]);

    // Everything else of the dashboard is still there.
    await expect(canvas.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Recent Agents' })).toBeVisible();
  },
});

export const WithMyAgentsDark = WithMyAgents.extend({ globals: dark });

/** Total Users before (or without) its answer reads N/A, not a made-up 0. */
export const TotalUsersUnknown = meta.story({
  args: { stats: { ...dashboardStats, totalUsers: undefined } },
  play: async ({ canvas }) => {
    await expect(statValue(canvas, 'Total Users')).toBe('N/A');
    await expect(statValue(canvas, 'Total Agents')).toBe('1,284');
  },
});

const trendDays = (counts: number[]) => counts.map((count, i) => ({ date: `2026-03-${String(i + 1).padStart(2, '0')}`, count }));

/** A sparkline per agent, named in words; the period picker asks the host for 90 days. */
export const WithTrends = meta.story({
  args: {
    myAgents: { agents: myAgents, status: 'success' },
    agentTrend: (agent) => <DownloadSparkline days={agent.id === myAgents[0]!.id ? trendDays([1, 4, 2, 9, 3]) : trendDays([0, 0, 0])} />,
    trendPeriod: '30d',
    onTrendPeriodChange: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const section = myAgentsSection(canvasElement);
    await expect(section.getByRole('columnheader', { name: 'Last 30 days' })).toBeInTheDocument();
    await expect(section.getByRole('img', { name: '19 downloads in the last 5 days, most on Mar 4 (9)' })).toBeVisible();
    await expect(section.getAllByRole('img', { name: 'No downloads in the last 3 days' }).length).toBeGreaterThan(0);
    const period = section.getByRole('group', { name: 'Download trend period' });
    await userEvent.click(within(period).getByRole('button', { name: '90 days' }));
    await expect(args.onTrendPeriodChange).toHaveBeenCalledWith('90d');
  },
});
export const WithTrendsDark = WithTrends.extend({ globals: dark });
export const WithTrendsPhone = WithTrends.extend({
  globals: phone,
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
});

/** The host's routes: names to 'owner/name' pages, new versions and agents to its own pages. */
export const MyAgentsCustomRoutes = meta.story({
  args: {
    myAgents: { agents: myAgents, status: 'success' },
    agentHref: (agent) => `/agents/${agent.namespace}/${agent.slug}`,
    publishHref: (agent) => `/agents/${agent.namespace}/${agent.slug}/publish`,
    createHref: '/agents/new',
  },
  play: async ({ canvasElement }) => {
    const section = myAgentsSection(canvasElement);
    await expect(section.getByRole('link', { name: 'Ledger Bot' })).toHaveAttribute('href', '/agents/ada/ledger-bot');
    await expect(section.getByRole('link', { name: 'Publish version of Ledger Bot' })).toHaveAttribute(
      'href',
      '/agents/ada/ledger-bot/publish',
    );
    await expect(section.getByRole('link', { name: 'Publish new agent' })).toHaveAttribute('href', '/agents/new');
    // No onEditAgent: nothing to edit with.
    await expect(section.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  },
});

export const MyAgentsEmpty = meta.story({
  args: { myAgents: { agents: [], status: 'success' } },
  play: async ({ canvasElement }) => {
    const section = myAgentsSection(canvasElement);
    await expectNoAgents(section);
    await expect(section.queryByRole('link', { name: 'Publish new agent' })).not.toBeInTheDocument();
  },
});

/** The user's agents load on their own: the rest of the dashboard is already there. */
export const MyAgentsLoading = meta.story({
  args: { myAgents: { agents: [], status: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(myAgentsSection(canvasElement).getByRole('status')).toHaveTextContent('Loading your agents');
    await expect(within(canvasElement).getByRole('region', { name: 'Quick Actions' })).toBeVisible();
  },
});

export const MyAgentsError = meta.story({
  args: { myAgents: { agents: [], status: 'error', error: 'Network request failed' } },
  play: ({ canvasElement }) => expectAgentsError(myAgentsSection(canvasElement), 'Network request failed'),
});

export const MyAgentsErrorDark = MyAgentsError.extend({ globals: dark });

/** While the whole dashboard loads, one spinner stands for it, 'My agents' included. */
export const MyAgentsWhileDashboardLoads = meta.story({
  args: { isLoading: true, myAgents: { agents: myAgents, status: 'success' } },
  play: Loading.input.play,
});

/** At 375 px each of the user's agents is a card; nothing scrolls sideways, even a long name. */
export const MyAgentsPhone = meta.story({
  args: { myAgents: { agents: [...myAgents, longNamedMyAgent], status: 'success' }, onEditAgent: fn() },
  globals: phone,
  play: ({ canvasElement, args }) => expectPhoneCards(canvasElement, myAgentsSection(canvasElement), args.onEditAgent!),
});

export const MyAgentsPhoneDark = MyAgentsPhone.extend({ globals: { ...phone, ...dark } });

export const MyAgentsPhoneEmpty = meta.story({
  args: MyAgentsEmpty.input.args,
  globals: phone,
  play: thenFitsTheScreen(MyAgentsEmpty.input.play),
});
