import preview from '../../../../../.storybook/preview';
import { expect, fn, userEvent, within } from 'storybook/test';
import { API_MESSAGES, VALIDATION_MESSAGES } from '@agent-registry/api-client/contract';
import { findDialog } from '../../private/testing/findDialog';
import { dark, phone } from '../../testing/storyVariants';
import { PASSWORD_CONFIRM_NOTE, PASSWORD_CONFIRM_TITLE, PasswordConfirmDialog } from './PasswordConfirmDialog';

const meta = preview.meta({
  title: 'Components/PasswordConfirmDialog',
  component: PasswordConfirmDialog,
  args: { open: true, action: 'reveal your token', onConfirm: fn(), onCancel: fn() },
});

const dialogOf = (canvasElement: HTMLElement) => findDialog(canvasElement, PASSWORD_CONFIRM_TITLE);

export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(`Enter your password to reveal your token. ${PASSWORD_CONFIRM_NOTE}`);
    const field = within(dialog).getByLabelText('Password');
    await expect(field).toHaveFocus();
    await userEvent.type(field, 'Demo@1234{enter}');
    await expect(args.onConfirm).toHaveBeenCalledWith('Demo@1234');
  },
});

export const EmptyPassword = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(within(dialog).getByRole('alert')).toHaveTextContent(VALIDATION_MESSAGES.fieldRequired);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const WrongPassword = meta.story({
  args: { error: API_MESSAGES.passwordIncorrect },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const field = within(dialog).getByLabelText('Password');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(API_MESSAGES.passwordIncorrect);
  },
});

export const Submitting = meta.story({
  args: { isSubmitting: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Confirming...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
});

export const Cancelled = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
});

export const Phone = meta.story({
  globals: phone,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** The dark theme: the dialog (in a portal outside the story) is dark too, and works the same. */
export const Dark = Default.extend({
  globals: dark,
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const [red, green, blue] = getComputedStyle(dialog).backgroundColor.match(/\d+/g)!.map(Number);
    await expect(red! + green! + blue!).toBeLessThan(3 * 80);
  },
});
