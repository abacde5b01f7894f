import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { longNamedAgent, minimalAgent, sampleAgents } from '../../fixtures/catalogue';
import { spyClipboard } from '../../private/testing/clipboard';
import { frame } from '../../private/testing/decorators';
import { expectCodeInSight } from '../../private/testing/expectCodeInSight';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { showsAlert } from '../../private/testing/loadStates';
import { spies } from '../../private/testing/spies';
import { useSpiedState } from '../../private/testing/useSpiedState';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';
import { AgentOwnerActions } from '../AgentOwnerActions/AgentOwnerActions';
import { prereleaseVersions, sampleAgentYaml, sampleVersions } from '../AgentVersionList/fixtures';
import { typicalReadme } from '../MarkdownView/fixtures';
import { Toaster } from '../Toaster/Toaster';
import { AgentDetailScreen, agentDetailStatuses, type AgentDetailScreenProps } from './AgentDetailScreen';

const [emailAssistant] = sampleAgents;
const clipboard = spyClipboard();

const meta = preview.meta({
  title: 'Screens/AgentDetailScreen',
  component: AgentDetailScreen,
  args: { agent: emailAssistant, status: 'success', registry: { host: 'localhost:8080', insecure: true } } as const,
  argTypes: { status: { control: 'inline-radio', options: agentDetailStatuses } },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
    frame('page'),
  ],
  beforeEach: clipboard.install,
});

/** The Details panel shows these values under these labels. */
async function expectDetails(canvasElement: HTMLElement, expected: Record<string, string>) {
  const details = within(within(canvasElement).getByRole('region', { name: 'Details' }));
  const shown = Object.keys(expected).map((label) => [label, details.getByText(label).nextElementSibling?.textContent]);
  await expect(Object.fromEntries(shown)).toEqual(expected);
}

/** Where the 'Use this agent' and 'Details' panels are on screen. */
function panelBoxes(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    use: canvas.getByRole('region', { name: 'Use this agent' }).getBoundingClientRect(),
    details: canvas.getByRole('region', { name: 'Details' }).getBoundingClientRect(),
  };
}

/** Every field, tags, both links and the CLI instructions. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email Assistant' })).toBeVisible();
    await expect(canvas.getByText(/Drafts, summarises and triages your inbox/)).toBeVisible();
    await expectDetails(canvasElement, {
      ID: 'agt_email_assistant',
      Category: 'Productivity',
      Rating: '4.8',
      Downloads: '15,420',
      Visibility: 'Public',
      Status: 'Active',
      Version: '2.3.1',
      Author: 'Ada Lovelace',
    });
    const tags = within(canvas.getByRole('region', { name: 'Tags' }));
    await expect(textsOf(tags.getAllByRole('listitem'))).toEqual(['email', 'productivity', 'gpt-4o']);
    const repository = canvas.getByRole('link', { name: /^Repository/ });
    await expect(repository).toHaveAttribute('href', 'https://github.com/agent-registry/email-assistant');
    await expect(repository).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /^Documentation/ })).toHaveAttribute(
      'href',
      'https://docs.example.com/agents/email-assistant',
    );

    // CLI: install, usage, examples, prerequisites, token note, links.
    await expect(canvas.getByText('pipx install agent-as-code')).toBeVisible();
    await expect(canvas.getByText('pip install agent-as-code')).toBeVisible();
    const usage = canvas.getByRole('region', { name: 'agent pull usage' });
    for (const option of ['-p, --profile', '-d, --directory', '-h, --help']) await expect(usage).toHaveTextContent(option);
    // No owner/name, so no image to pull: no pull command is offered (none that would fail).
    await expect(canvas.getByText('This agent has no owner/name in this registry, so it has no image to pull.')).toBeVisible();
    const prerequisites = within(canvas.getByRole('region', { name: 'Prerequisites' }));
    await expect(prerequisites.getByText('Python 3.9+')).toBeVisible();
    await expect(prerequisites.getByText(/pip/)).toBeVisible();
    await expect(prerequisites.getByText(/virtualenv or conda/)).toBeVisible();
    await expect(prerequisites.getByText(/Network access/)).toBeVisible();
    await expect(canvas.getByText(/signs in to the registry with your username and your personal access token/)).toBeVisible();
    const packagePage = canvas.getByRole('link', { name: /^Package page/ });
    await expect(packagePage).toHaveAttribute('href', 'https://pypi.org/project/agent-as-code/');
    await expect(packagePage).toHaveAttribute('target', '_blank');
    const cliDocs = canvas.getByRole('link', { name: /^CLI docs/ });
    await expect(cliDocs).toHaveAttribute('href', 'https://agent-as-code.readthedocs.io/');
    await expect(cliDocs).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Back to agents' })).toHaveAttribute('href', '/agents');
    // Without version props the page is as it was: no tabs, no picker, no pinned example.
    await expect(canvas.queryByRole('tablist')).not.toBeInTheDocument();
    await expect(canvas.queryByLabelText('Version')).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('button', { name: /^Copy: agent pull/ })).toHaveLength(0);
  },
});

/** Only a name and an id: every fallback, no tags, no links. */
export const Fallbacks = meta.story({
  args: { agent: minimalAgent },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('No description provided.')).toBeVisible();
    await expectDetails(canvasElement, { ID: 'agt_bare', Rating: 'N/A', Downloads: '0', Version: 'N/A', Author: 'Unknown' });
    await expect(canvas.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Repository/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Documentation/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('This agent has no owner/name in this registry, so it has no image to pull.')).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', agent: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading agent');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: { status: 'error', agent: undefined, error: 'Agent not found' },
  play: showsAlert('Failed to load agent: Agent not found'),
});

/** A 404 (missing, or private to someone else) for a signed-in visitor: a state with a way on, not a failure. */
export const NotFound = meta.story({
  args: { status: 'error', agent: undefined, error: 'Agent not found', notFound: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
    await expect(canvas.getByText(/No agent is published at this address, or it is private to its owner\./)).toBeVisible();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByText(/Failed to load agent/)).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse agents' })).toHaveAttribute('href', '/agents');
  },
});

/** The same for a signed-out visitor: the agent may be theirs, so 'Sign in' comes back here. */
export const NotFoundSignedOut = meta.story({
  args: { ...NotFound.input.args, signInHref: '/auth?next=%2Fagents%2Fada%2Fsecret' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
    await expect(canvas.getByText(/If it is yours or shared with you, sign in to see it\./)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?next=%2Fagents%2Fada%2Fsecret');
  },
});
export const NotFoundDark = NotFound.extend({ globals: dark });
export const NotFoundSignedOutPhone = NotFoundSignedOut.extend({
  globals: phone,
  play: async ({ canvasElement }) => expectNoHorizontalOverflow(canvasElement),
});
export const NotFoundSignedOutPhoneDark = NotFoundSignedOutPhone.extend({ globals: { ...phone, ...dark } });

export const ErrorWithoutMessage = meta.story({
  args: { status: 'error', agent: undefined, error: undefined },
  play: showsAlert('Failed to load agent: Unknown error'),
});

export const Dark = Default.extend({ globals: dark });
export const FallbacksDark = Fallbacks.extend({ globals: dark });
export const ErrorDark = Error.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });
export const MobileDark = Default.extend({ globals: { ...phone, ...dark } });
export const Desktop = Default.extend({ globals: desktop });

/** A long unbroken name and a long URL in the description: the phone page still fits. */
export const MobileLongNames = meta.story({
  args: { agent: longNamedAgent },
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: longNamedAgent.name })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    // On a phone the page reads in its source order: the agent's README and details, then how to use it.
    const { use, details } = panelBoxes(canvasElement);
    await expect(details.top).toBeLessThan(use.top);
  },
});

/** On a wide screen the details stay on the left and the usage on the right, side by side. */
export const DesktopColumns = meta.story({
  globals: desktop,
  play: async ({ canvasElement }) => {
    const { use, details } = panelBoxes(canvasElement);
    await expect(details.left).toBeLessThan(use.left);
    await expect(Math.abs(details.top - use.top)).toBeLessThan(2);
  },
});

// --- Versions, README and agent.yaml ----------------------------------------------------------

/** An agent published as versions: it has an 'owner/name'. */
const published = { ...emailAssistant!, namespace: 'ada', slug: 'email-assistant', owner_id: 'usr_ada' };

const versioned = {
  agent: published,
  versions: sampleVersions,
  versionsStatus: 'success',
  selectedVersion: '2.3.1',
  readme: typicalReadme,
  readmeStatus: 'success',
  manifestYaml: sampleAgentYaml,
  manifestStatus: 'success',
} satisfies Partial<AgentDetailScreenProps>;

/** The app's part: the picked version becomes `selectedVersion`. */
function WithPicker(args: AgentDetailScreenProps) {
  const [version, onSelectVersion] = useSpiedState(args.selectedVersion, args.onSelectVersion);
  return <AgentDetailScreen {...args} selectedVersion={version} onSelectVersion={onSelectVersion} />;
}

/** The README's renderer loads on first use; the first one in a test run can take a moment. */
const lazyLoad = { timeout: 15_000 };

const tabsOf = (canvasElement: HTMLElement) => within(within(canvasElement).getByRole('tablist', { name: 'Agent files' }));

/**
 * README, Versions and Manifest tabs (arrow keys move between them), the version picker in the
 * header, and the install steps pinned to the version on screen.
 */
export const WithVersionsAndReadme = meta.story({
  args: { ...versioned, onSelectVersion: fn() },
  render: WithPicker,
  play: async ({ canvas, canvasElement, args }) => {
    const tabs = tabsOf(canvasElement);
    await expect(textsOf(tabs.getAllByRole('tab'))).toEqual(['README', 'Versions', 'Manifest']);
    const readmeTab = tabs.getByRole('tab', { name: 'README' });
    await expect(readmeTab).toHaveAttribute('aria-selected', 'true');
    const readme = canvas.getByRole('tabpanel', { name: 'README' });
    await expect(await within(readme).findByRole('heading', { name: 'Installation' }, lazyLoad)).toBeVisible();

    // Keyboard: one tab stop, arrows select.
    readmeTab.focus();
    await userEvent.keyboard('{ArrowRight}');
    const versionsTab = tabs.getByRole('tab', { name: 'Versions' });
    await expect(versionsTab).toHaveFocus();
    await expect(versionsTab).toHaveAttribute('aria-selected', 'true');
    await expect(readmeTab).toHaveAttribute('tabindex', '-1');
    const list = within(canvas.getByRole('tabpanel', { name: 'Versions' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await userEvent.keyboard('{ArrowRight}');
    await expect(tabs.getByRole('tab', { name: 'Manifest' })).toHaveFocus();
    await expect(canvas.getByRole('tabpanel', { name: 'Manifest' })).toHaveTextContent('kind: Agent');
    await userEvent.keyboard('{ArrowRight}');
    await expect(readmeTab).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(tabs.getByRole('tab', { name: 'Manifest' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    await expect(tabs.getByRole('tab', { name: 'Manifest' })).toHaveFocus();
    // Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Manifest' })).toHaveFocus();

    // 'Use this agent' shows the picked version's image, named with the registry's host.
    const use = within(canvas.getByRole('region', { name: 'Use this agent' }));
    await expect(use.getByRole('region', { name: 'Image of version 2.3.1' })).toBeVisible();
    await expect(use.getByText('agent pull localhost:8080/ada/email-assistant:2.3.1', { selector: 'pre code' })).toBeVisible();
    const picker = canvas.getByLabelText('Version');
    await expect(picker).toHaveValue('2.3.1');
    await expect(within(picker).getByRole('option', { name: '2.3.1 (current)' })).toBeInTheDocument();
    await userEvent.selectOptions(picker, '2.4.0-beta.1');
    await expect(args.onSelectVersion).toHaveBeenCalledWith('2.4.0-beta.1');
    // The pre-release has no image: how to push one, and no pull command that would fail.
    await expect(use.getByRole('region', { name: 'No image for version 2.4.0-beta.1 yet' })).toBeVisible();
    await expect(use.getByText('agent push localhost:8080/ada/email-assistant:2.4.0-beta.1')).toBeVisible();
    await expect(use.queryAllByRole('button', { name: /^Copy: (agent|docker|podman) pull/ })).toHaveLength(0);
    await expect(canvas.getByRole('tabpanel', { name: 'Manifest' })).toHaveTextContent('v2.4.0-beta.1');
    // Visitors get no owner actions.
    await expect(canvas.queryByRole('group', { name: 'Owner actions' })).not.toBeInTheDocument();
  },
});

export const WithVersionsAndReadmeDark = meta.story({ args: WithVersionsAndReadme.input.args, render: WithPicker, globals: dark });

/** The owner's message in a banner at the top. */
export const Deprecated = meta.story({
  args: { ...versioned, agent: { ...published, deprecation_message: 'No longer maintained. Use ada/inbox-copilot instead.' } },
  play: async ({ canvas, canvasElement }) => {
    await within(canvas.getByRole('tabpanel', { name: 'README' })).findByRole('heading', { name: 'Installation' }, lazyLoad);
    const banner = canvas.getByRole('status');
    await expect(banner).toHaveTextContent('This agent is deprecated');
    // Its details say so too, not 'Published'.
    await expectDetails(canvasElement, { Status: 'Deprecated' });
    await expect(banner).toHaveTextContent('No longer maintained. Use ada/inbox-copilot instead.');
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(banner.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
});

/**
 * The host keeps the open tab (the app: in the address's `?tab=`): it opens on that tab, and a
 * chosen tab is reported. The README and its tabs come before 'Use this agent' in reading order.
 */
export const TabFromAddress = meta.story({
  args: { ...versioned, tab: 'versions', onTabChange: fn() },
  play: async ({ canvas, canvasElement, args }) => {
    const tabs = tabsOf(canvasElement);
    await expect(tabs.getByRole('tab', { name: 'Versions' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Versions' })).toBeVisible();
    await userEvent.click(tabs.getByRole('tab', { name: 'Manifest' }));
    await expect(args.onTabChange).toHaveBeenCalledWith('manifest');
    const tablist = canvas.getByRole('tablist', { name: 'Agent files' });
    const cli = canvas.getByRole('region', { name: 'Use this agent' });
    await expect(tablist.compareDocumentPosition(cli) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  },
});

/** A yanked version on screen is flagged with its reason; picking another clears it. */
export const YankedVersionSelected = meta.story({
  args: { ...versioned, selectedVersion: '2.3.0', onSelectVersion: fn() },
  render: WithPicker,
  play: async ({ canvas }) => {
    const warning = canvas.getByText(/^Version 2\.3\.0 was yanked/);
    await expect(warning).toHaveTextContent(
      'Version 2.3.0 was yanked: Sent drafts without asking when the mailbox had a filter rule. Use 2.3.1.',
    );
    await expect(within(canvas.getByLabelText('Version')).getByRole('option', { name: '2.3.0 (yanked)' })).toBeInTheDocument();
    // Still pullable by its exact version.
    await expect(canvas.getByText('agent pull localhost:8080/ada/email-assistant:2.3.0', { selector: 'pre code' })).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Version'), '2.3.1');
    await expect(canvas.queryByText(/was yanked/)).not.toBeInTheDocument();
  },
});

/** The owner sees the action bar under the header, and yank buttons in the Versions tab. */
export const OwnerView = meta.story({
  args: {
    ...versioned,
    isOwner: true,
    onYank: fn(),
    onUnyank: fn(),
    ownerActions: (
      <AgentOwnerActions
        agent={published}
        publishHref="/agents/ada/email-assistant/publish"
        {...spies('onEdit', 'onDeprecate', 'onUndeprecate', 'onToggleVisibility', 'onDelete')}
      />
    ),
  },
  play: async ({ canvas, canvasElement, args }) => {
    const actions = canvas.getByRole('group', { name: 'Owner actions' });
    await expect(within(actions).getByRole('link', { name: 'Publish new version' })).toBeVisible();
    const hero = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(actions.getBoundingClientRect().top).toBeGreaterThan(hero.bottom);
    await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name: 'Versions' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Yank 2.3.1' }));
    await expect(args.onYank).toHaveBeenCalledWith('2.3.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo yank of 2.3.0' }));
    await expect(args.onUnyank).toHaveBeenCalledWith('2.3.0');
  },
});

/** Nothing stable yet: the current version is a pre-release, and says so. */
export const PrereleaseCurrent = meta.story({
  args: {
    ...versioned,
    agent: { ...published, current_version: '0.2.0-rc.1' },
    versions: prereleaseVersions,
    selectedVersion: '0.2.0-rc.1',
    onSelectVersion: fn(),
  },
  render: WithPicker,
  play: async ({ canvas, canvasElement }) => {
    await expect(
      within(canvas.getByLabelText('Version')).getByRole('option', { name: '0.2.0-rc.1 (current, pre-release)' }),
    ).toBeInTheDocument();
    await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name: 'Versions' }));
    const row = canvas.getByRole('button', { name: '0.2.0-rc.1' }).closest('li')!;
    await expect(row).toHaveTextContent('Current');
    await expect(row).toHaveTextContent('Pre-release');
  },
});

/**
 * Versions and files still loading: spinners in the tabs; the picker holds its place with the
 * current version, disabled, so nothing below it moves when the list arrives.
 */
export const LoadingVersions = meta.story({
  args: { agent: published, versionsStatus: 'loading', readmeStatus: 'loading', manifestStatus: 'loading', onSelectVersion: fn() },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const picker = canvas.getByRole('combobox', { name: 'Version' });
    await expect(picker).toBeDisabled();
    await expect(picker).toHaveValue(published.current_version);
    await expect(canvas.getByRole('tabpanel', { name: 'README' })).toHaveTextContent('Loading README');
    await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name: 'Versions' }));
    await expect(within(canvas.getByRole('tabpanel', { name: 'Versions' })).getByRole('status')).toHaveTextContent('Loading versions');
    await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name: 'Manifest' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Manifest' })).toHaveTextContent('Loading agent.yaml');
  },
});

/** The versions failed to load: the Versions tab says why; the rest of the page stands. */
export const VersionsError = meta.story({
  args: { agent: published, versionsStatus: 'error', versionsError: 'Network Error', readmeStatus: 'error', manifestStatus: 'error' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'README' })).toHaveTextContent('The README could not be loaded.');
    await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name: 'Versions' }));
    await expect(within(canvas.getByRole('tabpanel', { name: 'Versions' })).getByRole('alert')).toHaveTextContent(
      'Failed to load versions: Network Error',
    );
    await expect(canvas.getByRole('region', { name: 'Use this agent' })).toBeVisible();
  },
});

/** A version without README or agent.yaml. */
export const NoReadme = meta.story({
  args: { ...versioned, readme: '', manifestYaml: undefined },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('tabpanel', { name: 'README' })).toHaveTextContent('This agent has no README yet.');
    await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name: 'Manifest' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Manifest' })).toHaveTextContent('This version has no agent.yaml.');
  },
});

/** Everything on a 375 px phone, each tab in turn: the page never scrolls sideways. */
export const PhoneWithVersions = meta.story({
  args: {
    ...OwnerView.input.args,
    agent: { ...published, deprecation_message: 'No longer maintained. Use ada/inbox-copilot instead.' },
    selectedVersion: '2.3.0',
    onSelectVersion: fn(),
  },
  render: WithPicker,
  globals: phone,
  play: async ({ canvas, canvasElement }) => {
    await within(canvas.getByRole('tabpanel', { name: 'README' })).findByRole('heading', { name: 'Installation' }, lazyLoad);
    await expectNoHorizontalOverflow(canvasElement);
    for (const name of ['Versions', 'Manifest']) {
      await userEvent.click(tabsOf(canvasElement).getByRole('tab', { name }));
      await expect(canvas.getByRole('tabpanel', { name })).toBeVisible();
      await expectNoHorizontalOverflow(canvasElement);
    }
  },
});

/** On a wide screen the README column is the wider one. */
export const DesktopWithVersions = meta.story({
  args: versioned,
  globals: desktop,
  play: async ({ canvas }) => {
    const files = canvas.getByRole('region', { name: 'README, versions and agent.yaml' }).getBoundingClientRect();
    const use = canvas.getByRole('region', { name: 'Use this agent' }).getBoundingClientRect();
    await expect(files.left).toBeLessThan(use.left);
    await expect(files.width).toBeGreaterThan(use.width);
  },
});

// --- The version's image ----------------------------------------------------------------------

/**
 * The version on screen has an image: Agent as Code, Docker and Podman commands with the
 * registry's host, and its digest to copy. Every command reads whole, and Copy copies all of it.
 */
export const WithImage = meta.story({
  args: versioned,
  play: async ({ canvas, canvasElement }) => {
    const use = within(canvas.getByRole('region', { name: 'Use this agent' }));
    const image = 'localhost:8080/ada/email-assistant:2.3.1';
    const commands = use.getAllByRole('button', { name: /^Copy: / }).map((button) => button.getAttribute('aria-label'));
    await expect(commands).toEqual([
      `Copy: agent pull ${image}`,
      `Copy: agent run ${image}`,
      `Copy: docker pull ${image}`,
      `Copy: podman pull --tls-verify=false ${image}`,
    ]);
    // The spec's usage block stays as it is; under it, how the CLI names what it pulls.
    const usage = use.getByRole('region', { name: 'agent pull usage' });
    for (const option of ['-p, --profile', '-d, --directory', '-h, --help']) await expect(usage).toHaveTextContent(option);
    await expect(use.getByText(`agent pull ${image}`, { selector: 'p code' })).toBeVisible();
    await expect(use.getByText('Size').nextElementSibling).toHaveTextContent('48.2 MB');
    await expectCodeInSight(canvas.getByRole('region', { name: 'Use this agent' }));
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(use.getByRole('button', { name: `Copy: podman pull --tls-verify=false ${image}` }));
    await expect(clipboard.writeText).toHaveBeenCalledWith(`podman pull --tls-verify=false ${image}`);
  },
});
export const WithImageDark = WithImage.extend({ globals: dark });
export const WithImagePhone = WithImage.extend({ globals: phone });
export const WithImagePhoneDark = WithImage.extend({ globals: { ...phone, ...dark } });
export const WithImageDesktop = WithImage.extend({ globals: desktop });
export const WithImageDesktopDark = WithImage.extend({ globals: { ...desktop, ...dark } });

/** The owner's version without an image: how to push one, signed in with their username. */
export const OwnerWithoutImage = meta.story({
  args: { ...versioned, selectedVersion: '1.0.0', isOwner: true, username: 'ada' },
  play: async ({ canvas, canvasElement }) => {
    const use = within(canvas.getByRole('region', { name: 'Use this agent' }));
    await expect(use.getByRole('region', { name: 'No image for version 1.0.0 yet' })).toBeVisible();
    await expect(use.getByText('Push one from the folder that holds its agent.yaml:')).toBeVisible();
    const steps = [...use.getByRole('list', { name: 'Steps to push the image' }).querySelectorAll('pre')].map((pre) => pre.textContent);
    await expect(steps).toEqual([
      'docker login localhost:8080 -u ada',
      'agent build -t localhost:8080/ada/email-assistant:1.0.0 .',
      'agent push localhost:8080/ada/email-assistant:1.0.0',
    ]);
    await expectCodeInSight(canvas.getByRole('region', { name: 'Use this agent' }));
    await expectNoHorizontalOverflow(canvasElement);
  },
});
export const OwnerWithoutImageDark = OwnerWithoutImage.extend({ globals: dark });
export const OwnerWithoutImagePhone = OwnerWithoutImage.extend({ globals: phone });
export const OwnerWithoutImagePhoneDark = OwnerWithoutImage.extend({ globals: { ...phone, ...dark } });

/** While the versions load, the image's place shows a spinner. */
export const LoadingImage = meta.story({
  args: { ...versioned, versionsStatus: 'loading', versions: undefined },
  play: async ({ canvas }) => {
    const use = within(canvas.getByRole('region', { name: 'Use this agent' }));
    await expect(use.getByRole('status')).toHaveTextContent('Loading the image');
  },
});
