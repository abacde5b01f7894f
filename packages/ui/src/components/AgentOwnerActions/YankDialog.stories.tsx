import preview from '../../../../../.storybook/preview';
import { NOTICE_MAX_LENGTH, VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectSendRefused } from '../../private/testing/dialogSteps';
import { findDialog, findExplainedDialog } from '../../private/testing/findDialog';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { AgentVersionList } from '../AgentVersionList/AgentVersionList';
import { sampleVersions } from '../AgentVersionList/fixtures';
import { YANK_EXPLANATION, YankDialog } from './YankDialog';

const meta = preview.meta({
  title: 'Components/YankDialog',
  component: YankDialog,
  args: { open: true, version: '2.3.1', ...spies('onOpenChange', 'onConfirm') },
});

const dialogOf = (canvasElement: HTMLElement) => findExplainedDialog(canvasElement, 'Yank version 2.3.1', YANK_EXPLANATION);

/** A reason is required; the trimmed reason is sent. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const field = within(dialog).getByLabelText('Reason');
    await expect(field).toHaveFocus();
    await expectSendRefused(dialog, field, { send: 'Yank version', error: VALIDATION_MESSAGES.fieldRequired, onSend: args.onConfirm });
    await userEvent.type(field, ' Breaks on Python 3.9 ');
    await expect(within(dialog).getByText(`20/${NOTICE_MAX_LENGTH}`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yank version' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Breaks on Python 3.9');
  },
});

export const Dark = meta.story({ globals: dark });

/** On a 375 px phone: the dialog, its field and its buttons fit the screen. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const fits = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.left >= 0 && box.right <= window.innerWidth;
    };
    await expect(window.innerWidth).toBe(375);
    await expect(fits(dialog)).toBe(true);
    await expect(fits(within(dialog).getByLabelText('Reason'))).toBe(true);
    await expect(within(dialog).getByRole('button', { name: 'Yank version' })).toBeVisible();
    for (const button of within(dialog).getAllByRole('button')) await expect(fits(button)).toBe(true);
  },
});

/** The yank is being sent: nothing can be changed or closed. */
export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Yanking...' })).toBeDisabled();
    await expect(within(dialog).getByLabelText('Reason')).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

/** The server refused: its message is under the field. */
export const ServerError = meta.story({
  args: { error: 'Version 2.3.1 is already yanked' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByLabelText('Reason')).toHaveAccessibleDescription('Version 2.3.1 is already yanked');
  },
});

/** Escape closes it. */
export const Cancelled = meta.story({
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

/** As the app uses it: the version list's Yank opens it for that version. */
export const FromTheVersionList = meta.story({
  args: { open: false },
  decorators: [frame('column')],
  render: function Render(args) {
    const [yanking, setYanking] = useState<string | null>(null);
    return (
      <>
        <AgentVersionList versions={sampleVersions} currentVersion="2.3.1" status="success" isOwner onYank={setYanking} onUnyank={fn()} />
        <YankDialog
          {...args}
          open={yanking !== null}
          version={yanking ?? ''}
          onOpenChange={(open) => !open && setYanking(null)}
          onConfirm={(reason) => {
            args.onConfirm(reason);
            setYanking(null);
          }}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Yank 2.4.0-beta.1' }));
    const dialog = await findDialog(canvasElement, 'Yank version 2.4.0-beta.1');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Leaks the mailbox password in logs{Enter}');
    // Enter in the reason adds a line; the button sends it.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yank version' }));
    await expect(args.onConfirm).toHaveBeenCalledWith('Leaks the mailbox password in logs');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Yank 2.4.0-beta.1' })).toHaveFocus());
  },
});
