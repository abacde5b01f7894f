import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bodyOf } from './findDialog';

// Play steps the account panels' stories share (profile, PAT, tokens, sessions, password).

/** The button is busy: disabled, and announced as busy. */
export async function expectBusy(button: HTMLElement): Promise<void> {
  await expect(button).toBeDisabled();
  await expect(button).toHaveAttribute('aria-busy', 'true');
}

/** The open confirmation (an alertdialog, named `name` when given), waited for in the portal. */
export const findAlertDialog = (canvasElement: HTMLElement, name?: string) =>
  bodyOf(canvasElement).findByRole('alertdialog', name === undefined ? {} : { name });

/** No confirmation is open any more. */
export const expectNoAlertDialog = (canvasElement: HTMLElement) =>
  expect(bodyOf(canvasElement).queryByRole('alertdialog')).not.toBeInTheDocument();

/** The item card (a token, a session) whose heading is `name`. */
export const itemOf = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).getByRole('heading', { name, level: 3 }).closest('li') as HTMLElement;

/** A story: with `args`, the item's button `busy` is at work; another item's button, `idle`, can still be pressed. */
export const onlyOneItemBusy = <Args>(args: Args, busy: string, idle: string) => ({
  args,
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectBusy(within(canvasElement).getByRole('button', { name: busy }));
    await expect(within(canvasElement).getByRole('button', { name: idle })).toBeEnabled();
  },
});

interface AskedConfirmation {
  /** The button that asks first. */
  opener: string;
  /** The alert dialog's name, and the question that describes it. */
  title: string;
  question: string;
  /** How the first ask is answered no: the Escape key, or the Cancel button. */
  cancelWith: 'Escape' | 'Cancel';
  /** The dialog's button that says yes. */
  confirm: string;
  /** The callback a yes calls, and a no must not. */
  onConfirm: (...args: never[]) => unknown;
}

/**
 * `opener` asks in the alert dialog `title` (described by `question`), the focus on the safe choice,
 * Cancel. Answering no calls nothing and puts the focus back on `opener`; asked again, `confirm` calls
 * `onConfirm` once.
 */
export async function cancelThenConfirm(
  canvasElement: HTMLElement,
  { opener, title, question, cancelWith, confirm, onConfirm }: AskedConfirmation,
) {
  const button = within(canvasElement).getByRole('button', { name: opener });
  await userEvent.click(button);
  let dialog = await findAlertDialog(canvasElement, title);
  await expect(dialog).toHaveAccessibleDescription(question);
  const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
  await expect(cancel).toHaveFocus();
  await (cancelWith === 'Escape' ? userEvent.keyboard('{Escape}') : userEvent.click(cancel));
  await expect(onConfirm).not.toHaveBeenCalled();
  await waitFor(() => expect(button).toHaveFocus());

  await userEvent.click(button);
  dialog = await findAlertDialog(canvasElement, title);
  await userEvent.click(within(dialog).getByRole('button', { name: confirm }));
  await expect(onConfirm).toHaveBeenCalledOnce();
}
