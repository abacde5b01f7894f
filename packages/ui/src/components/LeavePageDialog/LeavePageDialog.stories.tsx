import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { bodyOf } from '../../private/testing/findDialog';
import { spies } from '../../private/testing/spies';
import { spiedThen } from '../../private/testing/useSpiedState';
import { dark, phone } from '../../testing/storyVariants';
import { Button } from '../Button/Button';
import { LeavePageDialog, LEAVE_PAGE_MESSAGES } from './LeavePageDialog';

const meta = preview.meta({
  title: 'Components/LeavePageDialog',
  component: LeavePageDialog,
  decorators: [frame('column')],
  args: { open: true, draftKept: true, ...spies('onStay', 'onLeave', 'onDiscard') },
});

const findQuestion = (canvasElement: HTMLElement) => bodyOf(canvasElement).findByRole('alertdialog', { name: LEAVE_PAGE_MESSAGES.title });

/** Leaving a changed form: focus on Stay; each answer reaches the host. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await findQuestion(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(LEAVE_PAGE_MESSAGES.keptDraft);
    const body = bodyOf(canvasElement);
    await waitFor(() => expect(body.getByRole('button', { name: LEAVE_PAGE_MESSAGES.stay })).toHaveFocus());
    await userEvent.click(body.getByRole('button', { name: LEAVE_PAGE_MESSAGES.leave }));
    await expect(args.onLeave).toHaveBeenCalledOnce();
    await userEvent.click(body.getByRole('button', { name: LEAVE_PAGE_MESSAGES.discard }));
    await expect(args.onDiscard).toHaveBeenCalledOnce();
    // Escape is Stay.
    await userEvent.keyboard('{Escape}');
    await expect(args.onStay).toHaveBeenCalledOnce();
  },
});

export const Dark = Default.extend({ globals: dark });

export const Phone = Default.extend({ globals: { ...phone, ...dark } });

/** Storage refused the draft: the question says leaving loses the changes, and offers no discard. */
export const DraftNotKept = meta.story({
  args: { draftKept: false },
  play: async ({ canvasElement }) => {
    const dialog = await findQuestion(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(LEAVE_PAGE_MESSAGES.lostChanges);
    await expect(bodyOf(canvasElement).queryByRole('button', { name: LEAVE_PAGE_MESSAGES.discard })).not.toBeInTheDocument();
  },
});

/** Opened from a button, Stay gives the focus back to it. */
export const FocusReturns = meta.story({
  args: { open: false },
  render: function Render(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Back to the dashboard</Button>
        <LeavePageDialog {...args} open={open} onStay={spiedThen(args.onStay, () => setOpen(false))} />
      </>
    );
  },
  play: async ({ canvas, canvasElement }) => {
    const opener = canvas.getByRole('button', { name: 'Back to the dashboard' });
    await userEvent.click(opener);
    await findQuestion(canvasElement);
    await userEvent.click(bodyOf(canvasElement).getByRole('button', { name: LEAVE_PAGE_MESSAGES.stay }));
    await waitFor(() => expect(opener).toHaveFocus());
  },
});
