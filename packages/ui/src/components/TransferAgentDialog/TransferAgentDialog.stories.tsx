import preview from '../../../../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { expectSendRefused } from '../../private/testing/dialogSteps';
import { findExplainedDialog } from '../../private/testing/findDialog';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { TRANSFER_CHOOSE, TRANSFER_EXPLANATION, TRANSFER_NO_TARGET, TransferAgentDialog } from './TransferAgentDialog';

const meta = preview.meta({
  title: 'Components/TransferAgentDialog',
  component: TransferAgentDialog,
  args: { open: true, agentRef: 'ada/mail-sorter', namespaces: ['acme-labs', 'mail-team'], ...spies('onOpenChange', 'onConfirm') },
});

const dialogOf = (canvasElement: HTMLElement) => findExplainedDialog(canvasElement, 'Transfer ada/mail-sorter', TRANSFER_EXPLANATION);

/** A namespace must be chosen; the hint shows the new address. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const select = within(dialog).getByLabelText('New namespace');
    await expectSendRefused(dialog, select, { send: 'Transfer', error: TRANSFER_CHOOSE, onSend: args.onConfirm });
    await userEvent.selectOptions(select, 'acme-labs');
    await expect(select).toHaveAccessibleDescription('New address: acme-labs/mail-sorter');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('acme-labs');
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

/** No organisation yet: the dialog says what to do first. */
export const NoTarget = meta.story({
  args: { namespaces: [] },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByLabelText('New namespace')).toHaveAccessibleDescription(TRANSFER_NO_TARGET);
  },
});

/** Under way, then refused by the server. */
export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Transferring...' })).toBeDisabled();
  },
});

export const ServerError = meta.story({
  args: { error: 'acme-labs/mail-sorter already exists' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByLabelText('New namespace')).toHaveAccessibleDescription(/acme-labs\/mail-sorter already exists/);
  },
});
