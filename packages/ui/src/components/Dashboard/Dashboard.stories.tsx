import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { forwardRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { dashboardStats, popularAgents, recentAgents, sampleUser, sampleUserWithoutName } from '../../fixtures/account';
import { LinkProvider, type LinkComponentProps } from '../Link/Link';
import { longNamedAgent } from '../../fixtures/catalogue';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
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
