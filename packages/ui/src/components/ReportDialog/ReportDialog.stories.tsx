import preview from '../../../../../.storybook/preview';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, userEvent, within } from 'storybook/test';
import { expectSendRefused } from '../../private/testing/dialogSteps';
import { findExplainedDialog } from '../../private/testing/findDialog';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { REPORT_EXPLANATION, ReportDialog } from './ReportDialog';

const meta = preview.meta({
  title: 'Components/ReportDialog',
  component: ReportDialog,
  args: { open: true, agentName: 'ada/mail-sorter', ...spies('onOpenChange', 'onSubmit') },
});

const dialogOf = (canvasElement: HTMLElement) => findExplainedDialog(canvasElement, 'Report ada/mail-sorter', REPORT_EXPLANATION);

/** A reason is required; the details are optional and sent trimmed. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const reason = within(dialog).getByLabelText('Reason');
    await expect(reason).toHaveFocus();
    await expectSendRefused(dialog, reason, { send: 'Send report', error: MODERATION_MESSAGES.reasonRequired, onSend: args.onSubmit });
    await userEvent.selectOptions(reason, 'Malicious code or behaviour');
    await userEvent.type(within(dialog).getByLabelText('Details (optional)'), '  Posts my inbox to a pastebin ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ reason: 'malware', details: 'Posts my inbox to a pastebin' });
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

/** Being sent: nothing can be changed or closed. */
export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Reason')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

/** The server refused (too many reports): its message is under the details. */
export const ServerError = meta.story({
  args: { error: 'Too many requests. Please try again later.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByLabelText('Details (optional)')).toHaveAccessibleDescription(
      'Too many requests. Please try again later.',
    );
  },
});
