import preview from '../../../../../.storybook/preview';
import type { Report } from '@agent-registry/api-client/rules';
import { expect, userEvent, within } from 'storybook/test';
import { findDialog } from '../../private/testing/findDialog';
import { showsText, showsTextWhen } from '../../private/testing/loadStates';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { REPORTS_QUEUE_MESSAGES, ReportsQueue } from './ReportsQueue';

const open: Report = {
  id: 'r1',
  agent_id: 'a1',
  agent_ref: 'eve/mail-thief',
  agent_name: 'Mail Thief',
  version: null,
  reason: 'malware',
  details: 'Posts my inbox to a pastebin.',
  status: 'open',
  reporter: 'watchful',
  created_at: '2026-11-20T10:00:00.000Z',
  resolved_at: null,
  takedown: null,
};

const actioned: Report = {
  ...open,
  id: 'r2',
  agent_ref: 'eve/key-grabber',
  version: '1.1.0',
  reason: 'credentials',
  details: '',
  status: 'actioned',
  resolved_at: '2026-11-21T10:00:00.000Z',
  takedown: { reason: 'Ships a credential stealer.', taken_down_at: '2026-11-21T10:00:00.000Z' },
};

const meta = preview.meta({
  title: 'Components/ReportsQueue',
  component: ReportsQueue,
  args: {
    reports: [open, actioned],
    status: 'success' as const,
    filter: 'all' as const,
    ...spies('onFilterChange', 'onTakeDown', 'onDismiss', 'onRestore'),
  },
});

/** Take down asks for the public reason; a taken-down report offers Restore. */
export const Default = meta.story({
  play: async ({ canvasElement, canvas, args }) => {
    const list = canvas.getByRole('list', { name: 'Reports' });
    await expect(list).toHaveTextContent('Posts my inbox to a pastebin.');
    await expect(list).toHaveTextContent('Ships a credential stealer.');
    await userEvent.click(canvas.getByRole('button', { name: 'Take down eve/mail-thief' }));
    const dialog = await findDialog(canvasElement, 'Take down eve/mail-thief');
    await expect(dialog).toHaveAccessibleDescription(REPORTS_QUEUE_MESSAGES.takedownExplanation);
    await userEvent.type(within(dialog).getByLabelText('Public reason'), 'Sends the mail it reads to a third party.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Take down' }));
    await expect(args.onTakeDown).toHaveBeenCalledWith(open, 'Sends the mail it reads to a third party.');
    await userEvent.click(canvas.getByRole('button', { name: 'Restore eve/key-grabber 1.1.0' }));
    await expect(args.onRestore).toHaveBeenCalledWith(actioned);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss eve/mail-thief' }));
    await expect(args.onDismiss).toHaveBeenCalledWith(open);
    await userEvent.selectOptions(canvas.getByLabelText('Show'), 'Open');
    await expect(args.onFilterChange).toHaveBeenCalledWith('open');
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

export const Empty = meta.story(showsTextWhen({ reports: [] }, REPORTS_QUEUE_MESSAGES.empty));

export const Failed = meta.story({
  args: { reports: [], status: 'error', error: 'Only registry operators can do this.' },
  play: showsText(`${REPORTS_QUEUE_MESSAGES.loadFailedPrefix}Only registry operators can do this.`),
});
