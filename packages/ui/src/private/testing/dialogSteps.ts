import { expect, userEvent, waitFor, within } from 'storybook/test';

// Play steps the dialogs' stories share: a required field refused before anything is sent, and the
// focus held inside while the keyboard moves around.

interface RefusedSend {
  /** The button that sends the dialog. */
  send: string;
  /** What the field says when the dialog is sent without it. */
  error: string;
  /** The callback that must not be called. */
  onSend: (...args: never[]) => unknown;
}

/** `send` pressed with `field` left as it is: the field says `error` and `onSend` is not called. */
export async function expectSendRefused(dialog: HTMLElement, field: HTMLElement, { send, error, onSend }: RefusedSend) {
  await userEvent.click(within(dialog).getByRole('button', { name: send }));
  await expect(field).toHaveAccessibleDescription(error);
  await expect(onSend).not.toHaveBeenCalled();
}

/** The focus moves into `dialog` and stays there over `tabs` presses of Tab. */
export async function expectFocusHeldIn(dialog: HTMLElement, tabs: number) {
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  for (let i = 0; i < tabs; i += 1) {
    await userEvent.tab();
    await expect(dialog.contains(document.activeElement)).toBe(true);
  }
}
