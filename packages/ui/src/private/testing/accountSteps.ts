import { expect, within } from 'storybook/test';
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

/** A play function: the item's button `busy` is at work; another item's button, `idle`, can still be pressed. */
export const onlyOneItemBusy =
  (busy: string, idle: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expectBusy(within(canvasElement).getByRole('button', { name: busy }));
    await expect(within(canvasElement).getByRole('button', { name: idle })).toBeEnabled();
  };
