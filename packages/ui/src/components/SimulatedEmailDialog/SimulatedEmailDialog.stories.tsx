import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleEmails } from '../../fixtures/account';
import { spyClipboard } from '../../private/testing/clipboard';
import { expectFocusHeldIn } from '../../private/testing/dialogSteps';
import { bodyOf, findDialog } from '../../private/testing/findDialog';
import { clearNavigate, navigate, withRouterLink } from '../../private/testing/routerLink';
import { spiedThen } from '../../private/testing/useSpiedState';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { Toaster } from '../Toaster/Toaster';
import { DEVELOPMENT_MODE_NOTICE, SimulatedEmailDialog } from './SimulatedEmailDialog';

const clipboard = spyClipboard();

const meta = preview.meta({
  title: 'Components/SimulatedEmailDialog',
  component: SimulatedEmailDialog,
  globals: desktop,
  args: { open: true, email: sampleEmails.confirmation, onClose: fn() },
  // Stateful like the app: closing really closes.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <SimulatedEmailDialog {...args} open={open} onClose={spiedThen(args.onClose, () => setOpen(false))} />
        <Toaster />
      </>
    );
  },
  // The mail's link goes through the app's router link; here it records where it would go.
  decorators: [withRouterLink],
  beforeEach: () => {
    clearNavigate();
    return clipboard.install();
  },
  // The dialog's view is loaded lazily (see SimulatedEmailDialog.tsx): fetched before the story
  // renders, so a busy machine's slow first fetch is not taken for a missing dialog.
  loaders: [() => import('./SimulatedEmailDialogView')],
});

export const Confirmation = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Your confirmation code');
    const inDialog = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Sent to ada@analytical.dev');
    await expect(inDialog.getByText('482913')).toBeVisible();
    await expect(inDialog.getByRole('note')).toHaveTextContent(DEVELOPMENT_MODE_NOTICE);
    await expect(inDialog.getByText('Confirm your Agent Registry account')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Copy Code' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Got It' })).toBeVisible();
    // The link a real confirmation mail carries: the confirm screen with the address filled in.
    await expect(inDialog.getByRole('link', { name: 'Confirm your email' })).toHaveAttribute(
      'href',
      '/auth?mode=confirm&email=ada%40analytical.dev',
    );
  },
});

export const ConfirmationDark = Confirmation.extend({ globals: dark });
export const ConfirmationMobile = Confirmation.extend({ globals: phone });
export const ConfirmationMobileDark = Confirmation.extend({ globals: { ...phone, ...dark } });

export const Reset = meta.story({
  args: { email: sampleEmails.reset },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Your password reset code');
    await expect(within(dialog).getByText('705146')).toBeVisible();
    await expect(within(dialog).getByText('Reset your Agent Registry password')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: 'Set a new password' })).toHaveAttribute(
      'href',
      '/auth?mode=reset&email=ada%40analytical.dev',
    );
  },
});

export const ResetDark = Reset.extend({ globals: dark });

/** Clicks the dialog's button called `name`. */
async function press(canvasElement: HTMLElement, name: string) {
  await userEvent.click(within(await findDialog(canvasElement)).getByRole('button', { name }));
}

/** A toast says `text`. */
const expectToast = (canvasElement: HTMLElement, text: string) =>
  waitFor(() => expect(bodyOf(canvasElement).getAllByText(text)[0]).toBeVisible(), { timeout: 5000 });

/** `onClose` was called once, and the stateful story closed the dialog. */
async function expectClosed(canvasElement: HTMLElement, onClose: () => void) {
  await expect(onClose).toHaveBeenCalledOnce();
  await waitFor(() => expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument());
}

/** Copy Code puts the code on the clipboard and confirms with a toast. */
export const CopyCode = meta.story({
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Copy Code');
    await expect(clipboard.writeText).toHaveBeenCalledWith('482913');
    await expectToast(canvasElement, 'Copied to clipboard');
  },
});

export const CopyFailed = meta.story({
  beforeEach: () => {
    clipboard.writeText.mockImplementation(async () => {
      throw new Error('denied');
    });
  },
  play: async ({ canvasElement }) => {
    await press(canvasElement, 'Copy Code');
    await expectToast(canvasElement, 'Copy failed');
  },
});

/** 'Got It' closes the dialog. */
export const GotIt = meta.story({
  play: async ({ canvasElement, args }) => {
    await press(canvasElement, 'Got It');
    await expectClosed(canvasElement, args.onClose);
  },
});

/** Following the mail's link goes to the code's screen and closes the dialog, as leaving a mail would. */
export const FollowLink = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(await findDialog(canvasElement)).getByRole('link', { name: 'Confirm your email' }));
    await expect(navigate).toHaveBeenLastCalledWith('/auth?mode=confirm&email=ada%40analytical.dev');
    await expectClosed(canvasElement, args.onClose);
  },
});

/** Keyboard: focus stays inside the dialog while tabbing, and Escape closes it. */
export const Keyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement);
    await expectFocusHeldIn(dialog, 5);
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvasElement, args.onClose);
  },
});

/** Nothing to show: no dialog. */
export const Closed = meta.story({
  args: { open: false, email: null },
  play: async ({ canvasElement }) => {
    await expect(bodyOf(canvasElement).queryByRole('dialog')).not.toBeInTheDocument();
  },
});
