import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamedAgent, sampleAgents, sampleFrameworks } from '../../fixtures/catalogue';
import { LandingScreen } from './LandingScreen';
import { agentCards } from '../../testing/cards';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { frameworksEmpty, frameworksError, showsStatus } from '../../private/testing/loadStates';
import { showsHeading, thenFitsTheScreen } from '../../private/testing/screenSteps';
import { expectChipSearches, expectTrimmedSearch } from '../../private/testing/searchSteps';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';

const meta = preview.meta({
  title: 'Screens/LandingScreen',
  component: LandingScreen,
  args: {
    isAuthenticated: false,
    frameworks: sampleFrameworks,
    frameworksStatus: 'success',
    onSearch: fn(),
  } as const,
  decorators: [frame('page')],
});

/** A visitor: Get Started and Sign Up Free, Coming Soon placeholders, frameworks by tier. */
export const SignedOut = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Discover and Share AI Agents' })).toBeVisible();
    const browse = canvas.getAllByRole('link', { name: /^Browse Agents/ });
    await expect(browse).toHaveLength(2);
    for (const link of browse) await expect(link).toHaveAttribute('href', '/search');
    await expect(canvas.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth');
    await expect(canvas.queryByRole('link', { name: 'Create Agent' })).not.toBeInTheDocument();

    // Search box, the five chips and the category picker.
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Search' })).toBeVisible();
    const chips = within(canvas.getByRole('list', { name: 'Popular searches:' })).getAllByRole('button');
    await expect(textsOf(chips)).toEqual(['Productivity', 'Creative Writing', 'Data Analysis', 'Customer Support', 'Code Generation']);
    const categories = within(canvas.getByRole('group', { name: 'Categories' })).getAllByRole('button');
    await expect(textsOf(categories)).toEqual(['All Categories', 'Productivity', 'Creative', 'Analysis', 'Communication']);
    await expect(categories[0]).toHaveAttribute('aria-pressed', 'true');

    // Agent as Code, opened in a new tab.
    await expect(canvas.getByRole('heading', { name: 'Agent as Code' })).toBeVisible();
    const learnMore = canvas.getByRole('link', { name: /Learn More about Agent as Code/ });
    await expect(learnMore).toHaveAttribute('href', 'https://pypi.org/project/agent-as-code/');
    await expect(learnMore).toHaveAttribute('target', '_blank');
    const docs = canvas.getByRole('link', { name: /^Documentation/ });
    await expect(docs).toHaveAttribute('href', 'https://agent-as-code.readthedocs.io/');
    await expect(docs).toHaveAttribute('target', '_blank');

    await expect(canvas.getByText('Coming Soon')).toBeVisible();

    for (const title of ['Easy Deployment', 'Secure & Reliable', 'Community Driven', 'Lightning Fast']) {
      await expect(canvas.getByRole('heading', { name: title })).toBeVisible();
    }
    const stats = within(canvas.getByRole('region', { name: 'Registry in numbers' }));
    for (const text of ['1,000+', 'Active Agents', '50,000+', 'Downloads', '10,000+', 'Users', '25+', 'Categories']) {
      await expect(stats.getByText(text)).toBeVisible();
    }

    await expect(canvas.getByRole('heading', { name: 'Popular AI Agent Frameworks' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: /Market Leaders/ }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Rapidly Growing/ })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: /Emerging & Specialized/ })).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Framework categories' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Explore AI Agents' })).toHaveAttribute('href', '/search');

    await expect(canvas.getByRole('link', { name: 'Sign Up Free' })).toHaveAttribute('href', '/auth');
    await expect(canvas.queryByRole('link', { name: 'Go to Dashboard' })).not.toBeInTheDocument();
  },
});

/** A big tier: six cards (full rows at every width), its full count, and 'See all frameworks'. */
const manyTier2 = [
  ...sampleFrameworks,
  ...sampleFrameworks
    .filter((framework) => framework.tier === 2)
    .slice(0, 3)
    .map((framework, index) => ({ ...framework, id: `${framework.id}-copy-${index}`, name: `${framework.name} Next` })),
];
export const ManyFrameworks = meta.story({
  args: { frameworks: manyTier2 },
  play: async ({ canvas }) => {
    const tier2 = within(await canvas.findByRole('region', { name: /Rapidly Growing/ }));
    await expect(tier2.getByText('9 frameworks')).toBeVisible();
    await expect(tier2.getAllByRole('listitem')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'See all frameworks' })).toHaveAttribute('href', '/search');
  },
});

/** Signed in: Create Agent (hero and frameworks), Create Your First Agent and Go to Dashboard. */
export const SignedIn = meta.story({
  args: { isAuthenticated: true },
  play: async ({ canvas }) => {
    const create = canvas.getAllByRole('link', { name: 'Create Agent' });
    await expect(create).toHaveLength(2);
    for (const link of create) await expect(link).toHaveAttribute('href', '/create-agent');
    await expect(canvas.queryByRole('link', { name: 'Get Started' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Create Your First Agent' })).toHaveAttribute('href', '/create-agent');
    await expect(canvas.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(canvas.queryByRole('link', { name: 'Sign Up Free' })).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('link', { name: /^Browse Agents/ })).toHaveLength(1);
  },
});

/** Featured and recent agents given: AgentCards instead of the placeholder. */
export const WithAgents = meta.story({
  args: { featuredAgents: sampleAgents.slice(0, 3), recentAgents: sampleAgents.slice(3, 6) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Coming Soon')).not.toBeInTheDocument();
    const featured = within(canvas.getByRole('region', { name: 'Featured Agents' }));
    await expect(agentCards(featured)).toHaveLength(3);
    await expect(featured.getByRole('link', { name: 'Email Assistant' })).toHaveAttribute('href', '/agents/agt_email_assistant');
    const recent = within(canvas.getByRole('region', { name: 'Recent Agents' }));
    await expect(agentCards(recent)).toHaveLength(3);
    await expect(recent.getByRole('link', { name: 'Meeting Notes Summarizer' })).toHaveAttribute('href', '/agents/agt_meeting_notes');
  },
});

/** Only featured agents: recent agents fall back to Coming Soon. */
export const FeaturedOnly = meta.story({
  args: { featuredAgents: sampleAgents.slice(0, 3), recentAgents: [] },
  play: async ({ canvas }) => {
    await expect(agentCards(within(canvas.getByRole('region', { name: 'Featured Agents' })))).toHaveLength(3);
    await expect(within(canvas.getByRole('region', { name: 'Recent Agents' })).getByText('Coming Soon')).toBeVisible();
  },
});

/** The agent lists still loading: a spinner holds their place, not 'Coming Soon'. */
export const AgentsLoading = meta.story({
  args: { agentsLoading: true },
  play: async ({ canvas }) => {
    const agents = within(canvas.getByRole('region', { name: 'Featured & Recent Agents' }));
    await expect(agents.getByRole('status')).toHaveTextContent('Loading agents');
    await expect(canvas.queryByText('Coming Soon')).not.toBeInTheDocument();
  },
});

/** Featured agents there, recent still loading: its own spinner. */
export const RecentLoading = meta.story({
  args: { featuredAgents: sampleAgents.slice(0, 3), agentsLoading: true },
  play: async ({ canvas }) => {
    await expect(agentCards(within(canvas.getByRole('region', { name: 'Featured Agents' })))).toHaveLength(3);
    const recent = within(canvas.getByRole('region', { name: 'Recent Agents' }));
    await expect(await recent.findByRole('status')).toHaveTextContent('Loading recent agents');
    await expect(canvas.queryByText('Coming Soon')).not.toBeInTheDocument();
  },
});

export const AgentsLoadingDark = AgentsLoading.extend({ globals: dark });

/** Submitting trims the text; blank or whitespace-only does nothing. */
export const Search = meta.story({
  play: ({ canvasElement, args }) => expectTrimmedSearch(canvasElement, args.onSearch, '  email assistant  '),
});

/** A chip fills the box and searches for its text. */
export const SuggestionChip = meta.story({
  play: async ({ canvasElement, args }) => {
    await expectChipSearches(canvasElement, args.onSearch, 'Data Analysis');
    await expect(args.onSearch).toHaveBeenCalledOnce();
  },
});

/** The category picker only highlights the choice. */
export const CategoryHighlight = meta.story({
  play: async ({ canvas, args }) => {
    const group = within(canvas.getByRole('group', { name: 'Categories' }));
    await userEvent.click(group.getByRole('button', { name: 'Creative' }));
    await expect(group.getByRole('button', { name: 'Creative' })).toHaveAttribute('aria-pressed', 'true');
    await expect(group.getByRole('button', { name: 'All Categories' })).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onSearch).not.toHaveBeenCalled();
  },
});

/** Keyboard: type in the box and press Enter; Tab to the Search button and to a chip. */
export const Keyboard = meta.story({
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search AI agents' });
    box.focus();
    await userEvent.keyboard('   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.keyboard('code review{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('code review');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await userEvent.tab();
    const chips = within(canvas.getByRole('list', { name: 'Popular searches:' }));
    await expect(chips.getByRole('button', { name: 'Productivity' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('Productivity');
    await expect(box).toHaveValue('Productivity');
  },
});

export const CustomLinks = meta.story({
  args: { links: { packageUrl: 'https://example.com/pkg', documentationUrl: 'https://example.com/docs' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /Learn More about Agent as Code/ })).toHaveAttribute('href', 'https://example.com/pkg');
    await expect(canvas.getByRole('link', { name: /^Documentation/ })).toHaveAttribute('href', 'https://example.com/docs');
  },
});

export const FrameworksLoading = meta.story({
  args: { frameworksStatus: 'loading', frameworks: undefined },
  play: async (context) => {
    await showsStatus('Loading frameworks')(context);
    await expect(within(context.canvasElement).getByRole('link', { name: 'Explore AI Agents' })).toBeVisible();
  },
});

export const FrameworksError = meta.story(frameworksError);
export const FrameworksEmpty = meta.story(frameworksEmpty);

/** Signed in, with agents. */
const SignedInWithAgents = SignedIn.extend({ args: WithAgents.input.args });

export const SignedOutDark = SignedOut.extend({ globals: dark });
export const SignedInDark = SignedInWithAgents.extend({ globals: dark });
export const SignedOutMobile = SignedOut.extend({ globals: phone });
export const SignedInMobileDark = SignedInWithAgents.extend({ globals: { ...phone, ...dark } });
export const SignedOutDesktop = WithAgents.extend({ globals: desktop });
export const KeyboardMobile = Keyboard.extend({ globals: phone });

/** A phone, with agents and every tier: nothing reaches past the screen or spills out of its box. */
export const PhoneNoOverflow = meta.story({
  args: { isAuthenticated: true, featuredAgents: [longNamedAgent, ...sampleAgents.slice(0, 2)], recentAgents: sampleAgents.slice(3, 6) },
  globals: phone,
  play: thenFitsTheScreen(showsHeading('Featured Agents')),
});

/** Long agent names, descriptions and author names, as real data has them: each card wraps them inside itself. */
const longAgents = [0, 1, 2].map((index) => ({ ...longNamedAgent, id: `${longNamedAgent.id}_${index}` }));

export const LongText = meta.story({
  args: { isAuthenticated: true, featuredAgents: longAgents, recentAgents: longAgents },
  globals: desktop,
  play: async ({ canvas, canvasElement }) => {
    const featured = within(canvas.getByRole('region', { name: 'Featured Agents' }));
    await expect(agentCards(featured)).toHaveLength(3);
    await expect(featured.getAllByRole('link', { name: longNamedAgent.name })[0]).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});
export const LongTextPhone = LongText.extend({ globals: phone });
export const LongTextDark = LongText.extend({ globals: dark });
