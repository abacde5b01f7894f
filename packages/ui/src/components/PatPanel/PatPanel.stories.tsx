import type { Decorator } from '@storybook/react-vite';
import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { patActive, patNeverUsed, patNone, sampleToken } from '../../fixtures/account';
import { expectBusy, expectNoAlertDialog, findAlertDialog } from '../../private/testing/accountSteps';
import { spyClipboard } from '../../private/testing/clipboard';
import { frame } from '../../private/testing/decorators';
import { expectFocusHeldIn } from '../../private/testing/dialogSteps';
import { bodyOf } from '../../private/testing/findDialog';
import { thenFitsTheScreen } from '../../private/testing/screenSteps';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { withToaster } from '../../private/testing/toaster';
import { AccountSection } from '../TokenList/AccountSection';
import {
  PAT_COPIED_MESSAGE,
  PAT_NEW_TOKEN_WARNING,
  PAT_REVOKE_QUESTION,
  PAT_REGENERATE_QUESTION,
  PatPanel,
  type PatPanelProps,
} from './PatPanel';

const clipboard = spyClipboard();

/** As on the profile page: inside the 'Personal Access Token' section card. */
const inSection: Decorator = (Story) => (
  <AccountSection size="medium" title="Personal Access Token">
    <Story />
  </AccountSection>
);

const meta = preview.meta({
  title: 'Components/PatPanel',
  component: PatPanel,
  decorators: [inSection, withToaster, frame('column')],
  globals: desktop,
  args: {
    info: patActive,
    newToken: null,
    revealedToken: null,
    isGenerating: false,
    isRevoking: false,
    isRevealing: false,
    ...spies('onGenerate', 'onRevoke', 'onReveal', 'onHide'),
  },
  beforeEach: clipboard.install,
});

/** Copy token puts the value on the clipboard and says so. */
async function copiesTheToken(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy token' }));
  await expect(clipboard.writeText).toHaveBeenCalledWith(sampleToken);
  // Toasts of earlier stories may still be leaving: any visible one will do.
  await waitFor(() => expect(bodyOf(canvasElement).getAllByText(PAT_COPIED_MESSAGE)[0]).toBeVisible());
}

export const NoToken = meta.story({
  args: { info: patNone },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'No Token Generated' })).toBeVisible();
    await expect(canvas.queryByText('Token Active')).not.toBeInTheDocument();
    await expect(canvas.getByText(/your username and this token as the password/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Token' }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
});

export const NoTokenDark = NoToken.extend({ globals: dark });
export const NoTokenMobile = NoToken.extend({ globals: phone });

export const Generating = meta.story({
  args: { info: patNone, isGenerating: true },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement).getByRole('button', { name: 'Generate Token' })),
});

/** A token exists; its value stays hidden until revealed. */
export const Active = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(canvas.getByText('Created').nextElementSibling).toHaveTextContent('Mar 4, 2025');
    await expect(canvas.getByText('Last used').nextElementSibling).toHaveTextContent('Jun 18, 2025');
    await expect(canvas.getByText('Token hidden')).toBeInTheDocument();
    await expect(canvas.queryByText(sampleToken)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
});

export const ActiveDark = Active.extend({ globals: dark });
/** The masked token is cut off at the panel's edge rather than widening a phone page. */
export const ActiveMobile = meta.story({ globals: phone, play: thenFitsTheScreen(Active.play) });
export const ActiveMobileDark = Active.extend({ globals: { ...phone, ...dark } });

/** Never used (and a missing creation date) reads 'Never'. */
export const NeverUsed = meta.story({
  args: { info: { ...patNeverUsed, created_at: null } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Created').nextElementSibling).toHaveTextContent('Never');
    await expect(canvas.getByText('Last used').nextElementSibling).toHaveTextContent('Never');
  },
});

export const Revealing = meta.story({
  args: { isRevealing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Reveal' })).toBeDisabled();
  },
});

/** Revealed: the value unmasked, copyable, and Hide masks it again. */
export const Revealed = meta.story({
  args: { revealedToken: sampleToken },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByText(sampleToken)).toBeVisible();
    await expect(canvas.queryByText('Token hidden')).not.toBeInTheDocument();
    await copiesTheToken(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
});

export const RevealedDark = Revealed.extend({ globals: dark });

/** Just generated: shown once, with the warning and a copy button. */
export const NewToken = meta.story({
  args: { info: { has_pat: true, created_at: '2025-06-21T14:05:00Z', last_used: null }, newToken: sampleToken },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(PAT_NEW_TOKEN_WARNING);
    await expect(canvas.getByText(sampleToken)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    await copiesTheToken(canvasElement);
  },
});

export const NewTokenDark = NewToken.extend({ globals: dark });
export const NewTokenMobile = NewToken.extend({ globals: phone });

/**
 * A play function: `action` asks first, in the alert dialog `title` asking `question`. Cancel closes it
 * and calls nothing; pressing `action` again and confirming calls `callback` once and closes it.
 */
const asksBeforeActing =
  (action: string, title: string, question: string, callback: 'onRevoke' | 'onGenerate') =>
  async ({ canvasElement, args }: { canvasElement: HTMLElement; args: PatPanelProps }) => {
    const button = within(canvasElement).getByRole('button', { name: action });
    await userEvent.click(button);
    let dialog = await findAlertDialog(canvasElement, title);
    await expect(dialog).toHaveAccessibleDescription(question);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expectNoAlertDialog(canvasElement));
    await expect(args[callback]).not.toHaveBeenCalled();

    await userEvent.click(button);
    dialog = await findAlertDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: action }));
    await expect(args[callback]).toHaveBeenCalledOnce();
    await waitFor(() => expectNoAlertDialog(canvasElement));
  };

/** Revoke asks first: Cancel keeps the token, Revoke confirms. */
export const RevokeConfirmation = meta.story({
  play: asksBeforeActing('Revoke', 'Revoke Personal Access Token', PAT_REVOKE_QUESTION, 'onRevoke'),
});

export const RevokeConfirmationDark = RevokeConfirmation.extend({ globals: dark });

/** Regenerate asks first (the old token stops working): Cancel keeps it, Regenerate asks the host for a new one. */
export const RegenerateConfirmation = meta.story({
  play: asksBeforeActing('Regenerate', 'Regenerate Personal Access Token', PAT_REGENERATE_QUESTION, 'onGenerate'),
});
export const RegenerateConfirmationDark = RegenerateConfirmation.extend({ globals: dark });

/** Keyboard: the dialog holds focus, and Escape closes it without revoking. */
export const RevokeKeyboard = meta.story({
  play: async ({ canvasElement, args }) => {
    const revoke = within(canvasElement).getByRole('button', { name: 'Revoke' });
    revoke.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await findAlertDialog(canvasElement);
    await expectFocusHeldIn(dialog, 3);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expectNoAlertDialog(canvasElement));
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await waitFor(() => expect(revoke).toHaveFocus());
  },
});

export const Revoking = meta.story({
  args: { isRevoking: true },
  play: async ({ canvasElement }) => expectBusy(within(canvasElement).getByRole('button', { name: 'Revoke' })),
});
