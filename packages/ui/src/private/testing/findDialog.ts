import { expect, within } from 'storybook/test';

/** The page's body: dialogs and toasts render in a portal, outside the story's canvas. */
export const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The open dialog (the one named `name`, when given), waited for in the portal. */
export const findDialog = (canvasElement: HTMLElement, name?: string) =>
  bodyOf(canvasElement).findByRole('dialog', name === undefined ? {} : { name });

/** The open dialog named `name`, once it is described by `explanation` (what the dialog is for). */
export async function findExplainedDialog(canvasElement: HTMLElement, name: string, explanation: string) {
  const dialog = await findDialog(canvasElement, name);
  await expect(dialog).toHaveAccessibleDescription(explanation);
  return dialog;
}
