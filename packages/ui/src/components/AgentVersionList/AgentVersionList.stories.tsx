import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { showsAlert, showsStatus } from '../../private/testing/loadStates';
import { dark, phone } from '../../testing/storyVariants';
import { loadStatuses } from '../../status';
import { AgentVersionList, VERSION_LIST_MESSAGES } from './AgentVersionList';
import { prereleaseVersions, sampleVersions } from './fixtures';

const meta = preview.meta({
  title: 'Components/AgentVersionList',
  component: AgentVersionList,
  args: { versions: sampleVersions, currentVersion: '2.3.1', status: 'success' } as const,
  argTypes: { status: { control: 'inline-radio', options: loadStatuses } },
  decorators: [frame('column')],
});

const rowOf = (canvasElement: HTMLElement, version: string) =>
  within(canvasElement).getByText(version, { selector: 'button, span' }).closest('li')!;

/** Four versions: a pre-release, the current one, a yanked one (with its reason), one without changelog. */
export const Default = meta.story({
  play: async ({ canvas, canvasElement }) => {
    await expect(within(canvas.getByRole('list', { name: 'Versions' })).getAllByRole('listitem')).toHaveLength(4);
    const current = rowOf(canvasElement, '2.3.1');
    await expect(current).toHaveTextContent('Current');
    await expect(current).toHaveTextContent('Published Apr 18, 2025 by ada');
    await expect(current).toHaveTextContent('9,210 downloads');
    await expect(current).toHaveTextContent('Fixes replies to threads');
    await expect(rowOf(canvasElement, '2.4.0-beta.1')).toHaveTextContent('Pre-release');
    const yanked = rowOf(canvasElement, '2.3.0');
    await expect(yanked).toHaveTextContent('Yanked');
    await expect(yanked).toHaveTextContent('Yanked on Apr 3, 2025: Sent drafts without asking');
    const first = rowOf(canvasElement, '1.0.0');
    await expect(first).toHaveTextContent('1 download');
    await expect(first).not.toHaveTextContent('by');
    // Visitors get no owner actions.
    await expect(canvas.queryByRole('button', { name: /yank/i })).not.toBeInTheDocument();
  },
});

export const Dark = Default.extend({ globals: dark });

/** With onSelectVersion each version is a button; the selected one is marked current. */
export const Selectable = meta.story({
  args: { selectedVersion: '2.3.1', onSelectVersion: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: '2.3.1' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: '2.3.0' })).not.toHaveAttribute('aria-current');
    canvas.getByRole('button', { name: '2.3.1' }).focus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '2.3.0' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectVersion).toHaveBeenCalledWith('2.3.0');
  },
});

/** Owners get Yank on live versions and Undo yank on yanked ones. */
export const Owner = meta.story({
  args: { isOwner: true, onYank: fn(), onUnyank: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('button', { name: /^Yank / })).toHaveLength(3);
    await userEvent.click(canvas.getByRole('button', { name: 'Yank 2.3.1' }));
    await expect(args.onYank).toHaveBeenCalledWith('2.3.1');
    await userEvent.click(canvas.getByRole('button', { name: 'Undo yank of 2.3.0' }));
    await expect(args.onUnyank).toHaveBeenCalledWith('2.3.0');
    await expect(canvas.queryByRole('button', { name: 'Yank 2.3.0' })).not.toBeInTheDocument();
  },
});

export const OwnerDark = meta.story({ args: Owner.input.args, globals: dark });

/** Only pre-releases: the newest is current and both badges show. */
export const PrereleaseCurrent = meta.story({
  args: { versions: prereleaseVersions, currentVersion: '0.2.0-rc.1' },
  play: async ({ canvasElement }) => {
    const row = rowOf(canvasElement, '0.2.0-rc.1');
    await expect(row).toHaveTextContent('Current');
    await expect(row).toHaveTextContent('Pre-release');
  },
});

export const Empty = meta.story({
  args: { versions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(VERSION_LIST_MESSAGES.empty)).toBeVisible();
  },
});

export const Loading = meta.story({
  args: { status: 'loading', versions: [] },
  play: showsStatus('Loading versions'),
});

export const Error = meta.story({
  args: { status: 'error', versions: [], error: 'Network Error' },
  play: showsAlert('Failed to load versions: Network Error'),
});

export const ErrorWithoutMessage = meta.story({
  args: { status: 'error', versions: [] },
  play: showsAlert('Failed to load versions: Unknown error'),
});

/** On a 375 px phone, as an owner with a long reason: nothing runs past the edge. */
export const Phone = meta.story({
  args: { isOwner: true, onYank: fn(), onUnyank: fn(), selectedVersion: '2.4.0-beta.1', onSelectVersion: fn() },
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Yank 2.4.0-beta.1' })).toBeVisible();
    await expectNoHorizontalOverflow(canvasElement);
  },
});
