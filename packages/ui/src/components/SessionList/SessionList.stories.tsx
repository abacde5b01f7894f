import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { SessionInfo } from '@agent-registry/api-client/rules';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { SESSION_LIST_MESSAGES, SessionList } from './SessionList';

const thisDevice: SessionInfo = {
  id: 'ses_here',
  device: 'Chrome on macOS',
  created_at: '2025-06-18T08:12:00Z',
  last_seen_at: '2025-06-21T09:30:00Z',
  expires_at: '2025-07-18T08:12:00Z',
  current: true,
};
const phone: SessionInfo = {
  id: 'ses_phone',
  device: 'Safari on iOS',
  created_at: '2025-06-02T19:45:00Z',
  last_seen_at: '2025-06-20T21:05:00Z',
  expires_at: '2025-07-02T19:45:00Z',
  current: false,
};
const workLaptop: SessionInfo = {
  id: 'ses_work',
  device: 'Firefox on Linux',
  created_at: '2025-05-28T07:30:00Z',
  last_seen_at: null,
  expires_at: '2025-06-27T07:30:00Z',
  current: false,
};
const sessions = [thisDevice, phone, workLaptop];

/** As on the account page: a column of sections. */
const page: Decorator = (Story) => (
  <div style={{ maxWidth: '52rem', margin: '0 auto', padding: '2rem 1rem' }}>
    <Story />
  </div>
);

const mobile = { viewport: { value: 'mobile', isRotated: false } };

const itemOf = (canvasElement: HTMLElement, device: string) =>
  within(canvasElement).getByRole('heading', { name: device, level: 3 }).closest('li') as HTMLElement;

const meta = {
  tags: ['autodocs'],
  title: 'Account/SessionList',
  component: SessionList,
  decorators: [page],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { sessions, status: 'success', onEnd: fn(), onEndOthers: fn() },
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: SESSION_LIST_MESSAGES.title }));
    const list = within(region.getByRole('list', { name: 'Sessions' }));
    await expect(list.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(sessions.map((s) => s.device));

    const current = itemOf(canvasElement, 'Chrome on macOS');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(within(current).getByText(SESSION_LIST_MESSAGES.thisDevice)).toBeVisible();
    await expect(within(current).getByText('Jun 18, 2025')).toBeVisible();
    await expect(within(current).getByText('Jun 21, 2025')).toBeVisible();
    await expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    const other = within(itemOf(canvasElement, 'Firefox on Linux'));
    await expect(other.queryByText(SESSION_LIST_MESSAGES.thisDevice)).not.toBeInTheDocument();
    await expect(other.getByText(SESSION_LIST_MESSAGES.notSeen)).toBeVisible();

    // Every other session has its own button, named after its device.
    await expect(list.getAllByRole('button').map((b) => b.textContent)).toEqual(['Sign out Safari on iOS', 'Sign out Firefox on Linux']);
    await expect(region.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  },
};

export const DefaultDark: Story = { globals: { theme: 'dark' }, play: Default.play };

export const OnlyThisDevice: Story = {
  args: { sessions: [thisDevice] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(SESSION_LIST_MESSAGES.thisDevice)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const EndOne: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
    await expect(args.onEnd).toHaveBeenCalledWith(phone);
    await expect(args.onEndOthers).not.toHaveBeenCalled();
  },
};

export const Ending: Story = {
  args: { ending: 'ses_phone' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Sign out Safari on iOS' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(canvasElement).getByRole('button', { name: 'Sign out Firefox on Linux' })).toBeEnabled();
  },
};

export const EndOthersConfirm: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Sign out everywhere else' });
    await userEvent.click(opener);
    let dialog = await body.findByRole('alertdialog', { name: SESSION_LIST_MESSAGES.endOthersTitle });
    await expect(dialog).toHaveAccessibleDescription(SESSION_LIST_MESSAGES.endOthersQuestion);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onEndOthers).not.toHaveBeenCalled();
    await waitFor(() => expect(opener).toHaveFocus());

    await userEvent.click(opener);
    dialog = await body.findByRole('alertdialog', { name: SESSION_LIST_MESSAGES.endOthersTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Sign out everywhere else' }));
    await expect(args.onEndOthers).toHaveBeenCalledOnce();
    await expect(args.onEnd).not.toHaveBeenCalled();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Loading: Story = {
  args: { status: 'loading', sessions: [] },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: SESSION_LIST_MESSAGES.title }));
    await expect(region.getByRole('status')).toHaveTextContent('Loading sessions');
    await expect(region.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Error: Story = {
  args: { status: 'error', sessions: [], error: 'Network request failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(`${SESSION_LIST_MESSAGES.loadFailedPrefix}Network request failed`);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Phone: Story = {
  globals: mobile,
  args: { sessions: [thisDevice, phone, { ...workLaptop, device: 'Node.js on an unusually-long-hostname-build-runner' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Sessions' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
};

export const PhoneDark: Story = { globals: { ...mobile, theme: 'dark' }, args: Phone.args, play: Phone.play };
