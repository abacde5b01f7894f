import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { SessionInfo } from '@agent-registry/api-client/rules';
import { cancelThenConfirm, expectNoAlertDialog, itemOf, onlyOneItemBusy } from '../../private/testing/accountSteps';
import { frame } from '../../private/testing/decorators';
import { showsAlert } from '../../private/testing/loadStates';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';
import { SESSION_LIST_MESSAGES, SessionList } from './SessionList';

const THIRTY_DAYS = 30 * 24 * 60 * 60 * 1000;

/** A session that signed in at `created_at` (from `place`, when known) and lasts 30 days; 'ses_here' is this device's. */
const session = (
  id: string,
  device: string,
  created_at: string,
  last_seen_at: string | null,
  place: SessionInfo['place'] = null,
): SessionInfo => ({
  id,
  device,
  created_at,
  last_seen_at,
  expires_at: new Date(Date.parse(created_at) + THIRTY_DAYS).toISOString(),
  current: id === 'ses_here',
  place,
});

const thisDevice = session('ses_here', 'Chrome on macOS', '2025-06-18T08:12:00Z', '2025-06-21T09:30:00Z', {
  country: 'PT',
  city: 'Lisbon',
});
const phoneSession = session('ses_phone', 'Safari on iOS', '2025-06-02T19:45:00Z', '2025-06-20T21:05:00Z', { country: 'DE', city: null });
const workLaptop = session('ses_work', 'Firefox on Linux', '2025-05-28T07:30:00Z', null);
const sessions = [thisDevice, phoneSession, workLaptop];

/** A session's details as term -> text. */
const details = (item: HTMLElement) =>
  Object.fromEntries([...item.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

const meta = preview.meta({
  title: 'Components/SessionList',
  component: SessionList,
  decorators: [frame('column')],
  globals: desktop,
  args: { sessions, status: 'success', ...spies('onEnd', 'onEndOthers') } as const,
});

export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: SESSION_LIST_MESSAGES.title }));
    const list = within(region.getByRole('list', { name: 'Sessions' }));
    await expect(textsOf(list.getAllByRole('heading', { level: 3 }))).toEqual(sessions.map((s) => s.device));

    const current = itemOf(canvasElement, 'Chrome on macOS');
    await expect(current).toHaveAttribute('aria-current', 'true');
    await expect(within(current).getByText(SESSION_LIST_MESSAGES.thisDevice)).toBeVisible();
    // Last activity to the minute, the place it signed in from, and the day it signed in.
    await expect(details(current)).toEqual({
      [SESSION_LIST_MESSAGES.lastActive]: 'Jun 21, 2025, 09:30 UTC',
      [SESSION_LIST_MESSAGES.place]: 'Lisbon, Portugal',
      'Signed in': 'Jun 18, 2025',
    });
    await expect(within(current).getByText('Jun 21, 2025, 09:30 UTC')).toHaveAttribute('datetime', '2025-06-21T09:30:00Z');
    await expect(within(current).queryByRole('button')).not.toBeInTheDocument();

    // Only the country known: its name alone.
    await expect(details(itemOf(canvasElement, 'Safari on iOS'))[SESSION_LIST_MESSAGES.place]).toBe('Germany');

    // No place known: no such line; never used since signing in: said in words.
    const laptop = itemOf(canvasElement, 'Firefox on Linux');
    const other = within(laptop);
    await expect(other.queryByText(SESSION_LIST_MESSAGES.thisDevice)).not.toBeInTheDocument();
    await expect(details(laptop)).toEqual({
      [SESSION_LIST_MESSAGES.lastActive]: SESSION_LIST_MESSAGES.notSeen,
      'Signed in': 'May 28, 2025',
    });

    // Every other session has its own button, named after its device.
    await expect(textsOf(list.getAllByRole('button'))).toEqual(['Sign out Safari on iOS', 'Sign out Firefox on Linux']);
    await expect(region.getByRole('button', { name: 'Sign out everywhere else' })).toBeEnabled();
  },
});

export const DefaultDark = Default.extend({ globals: dark });

/** No place known for any session (no trusted proxy reports one, or an older server sends none): no location lines. */
export const NoPlaceKnown = meta.story({
  args: { sessions: sessions.map(({ place: _place, ...rest }) => rest) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(SESSION_LIST_MESSAGES.place)).not.toBeInTheDocument();
    await expect(details(itemOf(canvasElement, 'Chrome on macOS'))).toEqual({
      [SESSION_LIST_MESSAGES.lastActive]: 'Jun 21, 2025, 09:30 UTC',
      'Signed in': 'Jun 18, 2025',
    });
  },
});

export const NoPlaceKnownPhoneDark = NoPlaceKnown.extend({ globals: { ...phone, ...dark } });

export const OnlyThisDevice = meta.story({
  args: { sessions: [thisDevice] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(SESSION_LIST_MESSAGES.thisDevice)).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const EndOne = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Sign out Safari on iOS' }));
    await expect(args.onEnd).toHaveBeenCalledOnce();
    await expect(args.onEnd).toHaveBeenCalledWith(phoneSession);
    await expect(args.onEndOthers).not.toHaveBeenCalled();
  },
});

export const Ending = meta.story(onlyOneItemBusy({ ending: 'ses_phone' }, 'Sign out Safari on iOS', 'Sign out Firefox on Linux'));

export const EndOthersConfirm = meta.story({
  play: async ({ canvasElement, args }) => {
    await cancelThenConfirm(canvasElement, {
      opener: 'Sign out everywhere else',
      title: SESSION_LIST_MESSAGES.endOthersTitle,
      question: SESSION_LIST_MESSAGES.endOthersQuestion,
      cancelWith: 'Escape',
      confirm: 'Sign out everywhere else',
      onConfirm: args.onEndOthers,
    });
    await expect(args.onEnd).not.toHaveBeenCalled();
    await waitFor(() => expectNoAlertDialog(canvasElement));
  },
});

export const Loading = meta.story({
  args: { status: 'loading', sessions: [] },
  play: async ({ canvasElement }) => {
    const region = within(within(canvasElement).getByRole('region', { name: SESSION_LIST_MESSAGES.title }));
    await expect(region.getByRole('status')).toHaveTextContent('Loading sessions');
    await expect(region.queryByRole('button')).not.toBeInTheDocument();
  },
});

export const Error = meta.story({
  args: { status: 'error', sessions: [], error: 'Network request failed' },
  play: async (context) => {
    await showsAlert(`${SESSION_LIST_MESSAGES.loadFailedPrefix}Network request failed`)(context);
    await expect(within(context.canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
});

export const Phone = meta.story({
  globals: phone,
  args: { sessions: [thisDevice, phoneSession, { ...workLaptop, device: 'Node.js on an unusually-long-hostname-build-runner' }] },
  play: thenFitsTheScreen(async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('list', { name: 'Sessions' })).toBeVisible();
  }),
});

export const PhoneDark = Phone.extend({ globals: dark });
