import type { Meta } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api, slow, withHandlers } from '../stories/handlers';
import { storyDataset } from '../stories/dataset';
import type { SimulatedDataset } from '@agent-registry/api-client/simulated';
import { apiCalls, inDark, onMobile, onMobileInDark, pageStory, type PageStory as Story } from '../stories/PageHarness';
import { expectFirstPageOfAgents, expectPageAt, playOnMain } from '../stories/steps';
import { sampleImage, textsOf } from '@agent-registry/ui/testing';

export default {
  title: 'Pages/AgentDetail',
  tags: ['!autodocs'],
  ...pageStory,
  parameters: { route: '/agents/agt_email_assistant' },
} satisfies Meta;

/** The value shown for a label in the Details panel. */
function detail(main: ReturnType<typeof within>, label: string) {
  const details = within(main.getByRole('region', { name: 'Details' }));
  const term = details.getByText(label, { selector: 'dt' });
  return term.nextElementSibling as HTMLElement;
}

/** An agent with every field: details, tags, links and the CLI instructions to pull it. */
export const Loaded: Story = {
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Email Assistant' })).toBeVisible();
    // The description leads the page and opens the README too: wait for the README so both are there.
    await expect(await main.findByRole('heading', { level: 2, name: 'Email Assistant' })).toBeVisible();
    const descriptions = main.getAllByText(/^Drafts, summarises and triages your inbox/);
    await expect(descriptions).toHaveLength(2);
    for (const description of descriptions) await expect(description).toBeVisible();
    await expect(detail(main, 'ID')).toHaveTextContent('agt_email_assistant');
    await expect(detail(main, 'Category')).toHaveTextContent('Productivity');
    await expect(detail(main, 'Rating')).toHaveTextContent('4.8');
    await expect(detail(main, 'Downloads')).toHaveTextContent('15,420');
    await expect(detail(main, 'Visibility')).toHaveTextContent('Public');
    await expect(detail(main, 'Status')).toHaveTextContent('Active');
    await expect(detail(main, 'Version')).toHaveTextContent('2.3.1');
    await expect(detail(main, 'Author')).toHaveTextContent('Ada Lovelace');

    const tags = within(main.getByRole('region', { name: 'Tags' }));
    await expect(textsOf(tags.getAllByRole('listitem'))).toEqual(['email', 'productivity', 'gpt-4o']);
    const repository = main.getByRole('link', { name: 'Repository (opens in a new tab)' });
    await expect(repository).toHaveAttribute('href', 'https://github.com/agent-registry/email-assistant');
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(main.getByRole('link', { name: 'Documentation (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://docs.example.com/agents/email-assistant',
    );

    // Install, usage, examples, prerequisites and the CLI's links.
    const cli = within(main.getByRole('region', { name: 'Use this agent' }));
    await expect(cli.getByText('pipx install agent-as-code')).toBeVisible();
    await expect(cli.getByText('pip install agent-as-code')).toBeVisible();
    const usage = cli.getByRole('region', { name: 'agent pull usage' });
    for (const option of ['-p, --profile', '-d, --directory', '-h, --help']) await expect(usage).toHaveTextContent(option);
    // A catalogue agent without an owner/name has no image: no pull command that would fail.
    await expect(cli.getByText('This agent has no owner/name in this registry, so it has no image to pull.')).toBeVisible();
    await expect(cli.queryByText(/ -d \.\/agents$| -p production$/)).not.toBeInTheDocument();
    await expect(cli.getByText(/your personal access token as the password/)).toBeVisible();
    await expect(cli.getByRole('link', { name: 'Package page (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://pypi.org/project/agent-as-code/',
    );
    await expect(cli.getByRole('link', { name: 'CLI docs (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://agent-as-code.readthedocs.io/',
    );
    const prerequisites = within(main.getByRole('region', { name: 'Prerequisites' }));
    await expect(prerequisites.getByText('Python 3.9+')).toBeVisible();

    await expect(main.getByRole('link', { name: 'Back to agents' })).toHaveAttribute('href', '/agents');
    await expect(apiCalls('GET', '/api/agents/agt_email_assistant')).toHaveLength(1);
    await expect(within(canvasElement).queryByText('Mock API Mode')).not.toBeInTheDocument();
  }),
};

/** An agent with only agent_id and name: the spec's fallbacks; no tags or link buttons. */
export const MinimalAgent: Story = {
  beforeEach: withHandlers(
    http.get(api('/agents/agt_bare'), () => HttpResponse.json({ agent_id: 'agt_bare', name: 'Bare Bones Agent' })),
    http.get(api('/agents/agt_bare/versions'), () => HttpResponse.json({ data: [], current_version: null })),
  ),
  parameters: { route: '/agents/agt_bare' },
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Bare Bones Agent' })).toBeVisible();
    await expect(main.getAllByText('No description provided.')[0]).toBeVisible();
    await expect(detail(main, 'ID')).toHaveTextContent('agt_bare');
    await expect(detail(main, 'Rating')).toHaveTextContent('N/A');
    await expect(detail(main, 'Downloads')).toHaveTextContent(/^0$/);
    await expect(detail(main, 'Version')).toHaveTextContent('N/A');
    await expect(detail(main, 'Author')).toHaveTextContent('Unknown');
    await expect(main.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    await expect(main.queryByRole('link', { name: /Repository/ })).not.toBeInTheDocument();
    await expect(main.queryByRole('link', { name: 'Documentation (opens in a new tab)' })).not.toBeInTheDocument();
  }),
};

/** While the agent loads: a spinner. */
export const Loading: Story = {
  beforeEach: withHandlers(slow('get', '/agents/:id', 'infinite')),
  play: playOnMain(async (main) => {
    await waitFor(() => expect(main.getByRole('status')).toHaveTextContent('Loading agent'));
  }),
};

/** The API answers 404 for a sample agent's id: the client falls back to that built-in sample (mock mode). */
export const NotFoundFallsBackToSample: Story = {
  parameters: { route: '/agents/sample-code-reviewer' },
  play: playOnMain(async (main, { canvasElement }) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Code Review Copilot' })).toBeVisible();
    await expect(detail(main, 'ID')).toHaveTextContent('sample-code-reviewer');
    await expect(detail(main, 'Author')).toHaveTextContent('DevTools Collective');
    await expect(await within(canvasElement).findByText('Mock API Mode')).toBeVisible();
  }),
};

/** 404 and no sample with that id: 'Failed to load agent: Agent not found' (after the query's one retry). */
export const NotFound: Story = {
  parameters: { route: '/agents/agt_does_not_exist' },
  play: playOnMain(async (main, { canvasElement }) => {
    // A missing (or someone else's private) agent is a not-found state with the spec's text, not a failure.
    await expect(await main.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
    await expect(main.queryByRole('alert')).not.toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/agents');
    // Signed out, it may be a private agent: sign in, and come back here.
    await expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fagents%2Fagt_does_not_exist');
    // Spec section 9: the detail query retries once.
    await expect(apiCalls('GET', '/api/agents/agt_does_not_exist')).toHaveLength(2);
    await expect(within(canvasElement).queryByText('Mock API Mode')).not.toBeInTheDocument();
  }),
};

/** Signed in, a missing agent offers no sign-in: only the way back to the agents. */
export const NotFoundSignedIn: Story = {
  parameters: { route: '/agents/agt_does_not_exist', signedIn: true },
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
    await expect(main.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(main.queryByText(/sign in to see it/)).not.toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/agents');
  }),
};

/** From the list: a card opens the agent; Back to agents returns. */
export const OpenFromList: Story = {
  parameters: { route: '/agents' },
  play: playOnMain(async (main) => {
    await userEvent.click(await main.findByRole('link', { name: 'Story Weaver' }));
    await expectPageAt(main, 'Story Weaver', '/agents/agt_story_weaver');
    await userEvent.click(main.getByRole('link', { name: 'Back to agents' }));
    await expectFirstPageOfAgents(main);
  }),
};

export const LoadedDark: Story = inDark(Loaded);
export const LoadedMobile: Story = onMobile(Loaded);
export const NotFoundMobileDark: Story = onMobileInDark(NotFound);

/** The current version's README renders, and the Versions tab lists what was published. */
export const ReadmeAndVersions: Story = {
  play: playOnMain(async (main) => {
    await expect(await main.findByRole('tab', { name: 'README' })).toHaveAttribute('aria-selected', 'true');
    await expect(await main.findByRole('heading', { level: 2, name: 'Email Assistant' })).toBeVisible();
    await userEvent.click(main.getByRole('tab', { name: 'Versions' }));
    const list = within(await main.findByRole('list', { name: 'Versions' }));
    const row = list.getAllByRole('listitem').find((candidate) => candidate.textContent?.includes('2.3.1'));
    await expect(row).toBeDefined();
    await expect(within(row!).getByText('Current')).toBeVisible();
    await userEvent.click(main.getByRole('tab', { name: 'Manifest' }));
    await expect(await main.findByText(/name: email-assistant/)).toBeVisible();
    await expect(apiCalls('GET', '/api/agents/agt_email_assistant/versions/2.3.1')).toHaveLength(1);
  }),
};

/** Email Assistant published as ada/email-assistant: 2.3.1 has an image, 2.3.0 none. */
const publishedDataset: SimulatedDataset = {
  ...storyDataset,
  agents: storyDataset.agents.map((agent) =>
    agent.id === 'agt_email_assistant' ? { ...agent, namespace: 'ada', slug: 'email-assistant', current_version: '2.3.1' } : agent,
  ),
  specs: {
    agt_email_assistant: {
      runtime: 'python',
      model: { provider: 'openai', name: 'gpt-4o' },
      releases: [
        { version: '2.3.0', published_at: '2025-04-02T08:00:00Z', changelog: 'Summaries of long threads.', download_count: 4102 },
        {
          version: '2.3.1',
          published_at: '2025-04-18T14:05:00Z',
          changelog: 'Fixes replies to threads with more than 50 messages.',
          download_count: 9210,
          image: sampleImage,
        },
      ],
    },
  },
};

/**
 * The current version's image, named with the page's own host (what `agent pull` needs); the
 * Versions tab tells which version has one; a version without one shows how to push it.
 */
export const WithImage: Story = {
  parameters: { dataset: publishedDataset, route: '/agents/ada/email-assistant' },
  play: playOnMain(async (main) => {
    // Found by its owner/name; the page loads on demand.
    await expect(await main.findByRole('heading', { level: 1, name: 'Email Assistant' })).toBeVisible();
    const cli = within(main.getByRole('region', { name: 'Use this agent' }));
    const image = `${window.location.host}/ada/email-assistant:2.3.1`;
    await expect(await cli.findByRole('region', { name: 'Image of version 2.3.1' })).toBeVisible();
    await expect(cli.getByText(`agent pull ${image}`, { selector: 'pre code' })).toBeVisible();
    await expect(cli.getByText(`docker pull ${image}`)).toBeVisible();
    await userEvent.click(main.getByRole('tab', { name: 'Versions' }));
    const list = within(await main.findByRole('list', { name: 'Versions' }));
    const rows = list.getAllByRole('listitem');
    await expect(rows.find((row) => row.textContent?.includes('2.3.1'))).toHaveTextContent('Image48.2 MBlinux/amd64');
    await expect(rows.find((row) => row.textContent?.includes('2.3.0'))).toHaveTextContent('No image');
    await userEvent.click(list.getByRole('button', { name: '2.3.0' }));
    await expect(await cli.findByRole('region', { name: 'No image for version 2.3.0 yet' })).toBeVisible();
    await expect(cli.getByText(`agent push ${window.location.host}/ada/email-assistant:2.3.0`)).toBeVisible();
  }),
};
export const WithImageMobileDark: Story = onMobileInDark(WithImage);
