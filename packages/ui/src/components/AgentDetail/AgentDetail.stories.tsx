import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { longNamedAgent, minimalAgent, sampleAgents } from '../../fixtures/catalogue';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { Toaster } from '../Toaster/Toaster';
import { AgentDetail, agentDetailStatuses } from './AgentDetail';

const [emailAssistant] = sampleAgents;
const writeText = fn(async (_text: string) => {});

const meta = {
  tags: ['autodocs'],
  title: 'Screens/AgentDetail',
  component: AgentDetail,
  args: { agent: emailAssistant, status: 'success' },
  argTypes: { status: { control: 'inline-radio', options: agentDetailStatuses } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '80rem', margin: '0 auto', padding: '0 1rem' }}>
        <Story />
        <Toaster />
      </div>
    ),
  ],
  beforeEach: () => {
    writeText.mockClear();
    const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      if (original) Object.defineProperty(navigator, 'clipboard', original);
    };
  },
} satisfies Meta<typeof AgentDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every field, tags, both links and the CLI instructions. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Email Assistant' })).toBeVisible();
    await expect(canvas.getByText(/Drafts, summarises and triages your inbox/)).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'Details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    await expect(value('ID')).toBe('agt_email_assistant');
    await expect(value('Category')).toBe('Productivity');
    await expect(value('Rating')).toBe('4.8');
    await expect(value('Downloads')).toBe('15,420');
    await expect(value('Visibility')).toBe('Public');
    await expect(value('Status')).toBe('Active');
    await expect(value('Version')).toBe('2.3.1');
    await expect(value('Author')).toBe('Ada Lovelace');
    const tags = within(canvas.getByRole('region', { name: 'Tags' }));
    await expect(tags.getAllByRole('listitem').map((tag) => tag.textContent)).toEqual(['email', 'productivity', 'gpt-4o']);
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
    await expect(canvas.getByText("agent pull 'Email Assistant'")).toBeVisible();
    await expect(canvas.getByText("agent pull 'Email Assistant' -d ./agents")).toBeVisible();
    await expect(canvas.getByText("agent pull 'Email Assistant' -p production")).toBeVisible();
    const prerequisites = within(canvas.getByRole('region', { name: 'Prerequisites' }));
    await expect(prerequisites.getByText('Python 3.9+')).toBeVisible();
    await expect(prerequisites.getByText(/pip/)).toBeVisible();
    await expect(prerequisites.getByText(/virtualenv or conda/)).toBeVisible();
    await expect(prerequisites.getByText(/Network access/)).toBeVisible();
    await expect(canvas.getByText('Authorization: Bearer <your PAT>')).toBeVisible();
    const packagePage = canvas.getByRole('link', { name: /^Package page/ });
    await expect(packagePage).toHaveAttribute('href', 'https://pypi.org/project/agent-as-code/');
    await expect(packagePage).toHaveAttribute('target', '_blank');
    const cliDocs = canvas.getByRole('link', { name: /^CLI docs/ });
    await expect(cliDocs).toHaveAttribute('href', 'https://agent-as-code.readthedocs.io/');
    await expect(cliDocs).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Back to agents' })).toHaveAttribute('href', '/agents');
  },
};

/** Only a name and an agent_id: every fallback, no tags, no links. */
export const Fallbacks: Story = {
  args: { agent: minimalAgent },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No description provided.')).toBeVisible();
    const details = within(canvas.getByRole('region', { name: 'Details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    await expect(value('ID')).toBe('agt_bare');
    await expect(value('Rating')).toBe('N/A');
    await expect(value('Downloads')).toBe('0');
    await expect(value('Version')).toBe('N/A');
    await expect(value('Author')).toBe('Unknown');
    await expect(canvas.queryByRole('region', { name: 'Tags' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Repository/ })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: /^Documentation/ })).not.toBeInTheDocument();
    await expect(canvas.getByText('agent pull \'Bare Agent\' -p production')).toBeVisible();
  },
};

/** A copy button copies its example (keyboard: Enter on the focused button). */
export const CopyExample: Story = {
  args: { agent: { ...emailAssistant, name: 'email-assistant' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Copy: agent pull email-assistant -d ./agents' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(writeText).toHaveBeenCalledWith('agent pull email-assistant -d ./agents');
    await waitFor(() => expect(within(canvasElement.ownerDocument.body).getByText('Copied to clipboard')).toBeVisible());
  },
};

export const Loading: Story = {
  args: { status: 'loading', agent: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading agent');
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', agent: undefined, error: 'Agent not found' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load agent: Agent not found');
  },
};

export const ErrorWithoutMessage: Story = {
  args: { status: 'error', agent: undefined, error: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load agent: Unknown error');
  },
};

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Dark: Story = { globals: { theme: 'dark' }, play: Default.play };
export const FallbacksDark: Story = { args: Fallbacks.args, globals: { theme: 'dark' }, play: Fallbacks.play };
export const ErrorDark: Story = { args: Error.args, globals: { theme: 'dark' }, play: Error.play };
export const Mobile: Story = { globals: mobile, play: Default.play };
export const MobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: Default.play };
export const Desktop: Story = { globals: { viewport: { value: 'desktop', isRotated: false } }, play: Default.play };

/** A long unbroken name and a long URL in the description: the phone page still fits. */
export const MobileLongNames: Story = {
  args: { agent: longNamedAgent },
  globals: mobile,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: longNamedAgent.name })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
    // On a phone, how to use the agent comes right after its header, before the details.
    const use = canvas.getByRole('region', { name: 'Use this agent' }).getBoundingClientRect();
    const details = canvas.getByRole('region', { name: 'Details' }).getBoundingClientRect();
    await expect(use.top).toBeLessThan(details.top);
  },
};

/** On a wide screen the details stay on the left and the usage on the right, side by side. */
export const DesktopColumns: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const use = canvas.getByRole('region', { name: 'Use this agent' }).getBoundingClientRect();
    const details = canvas.getByRole('region', { name: 'Details' }).getBoundingClientRect();
    await expect(details.left).toBeLessThan(use.left);
    await expect(Math.abs(details.top - use.top)).toBeLessThan(2);
  },
};
