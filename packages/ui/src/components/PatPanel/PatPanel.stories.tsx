import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { patActive, patNeverUsed, patNone, sampleToken } from '../../fixtures/account';
import { expectNoHorizontalOverflow } from '../../testing/expectNoHorizontalOverflow';
import { Toaster } from '../Toaster/Toaster';
import { PAT_NEW_TOKEN_WARNING, PAT_REVOKE_QUESTION, PatPanel } from './PatPanel';

/** The browser's clipboard is replaced by a spy. */
function stubClipboard(write: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
  };
}
const writeText = fn(async (_text: string) => {});

/** As on the profile page: inside the 'Personal Access Token' section card. */
const section: Decorator = (Story) => (
  <div style={{ maxWidth: '48rem', margin: '0 auto', padding: '2rem 1rem' }}>
    <section
      aria-labelledby="pat-heading"
      style={{ display: 'flex', flexDirection: 'column', gap: '1rem' }}
    >
      <h2 id="pat-heading" style={{ margin: 0, fontSize: '1rem' }}>
        Personal Access Token
      </h2>
      <Story />
    </section>
    <Toaster />
  </div>
);

const meta = {
  tags: ['autodocs'],
  title: 'Components/PatPanel',
  component: PatPanel,
  decorators: [section],
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: {
    info: patActive,
    newToken: null,
    revealedToken: null,
    isGenerating: false,
    isRevoking: false,
    isRevealing: false,
    onGenerate: fn(),
    onRevoke: fn(),
    onReveal: fn(),
    onHide: fn(),
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    return stubClipboard(writeText);
  },
} satisfies Meta<typeof PatPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const NoToken: Story = {
  args: { info: patNone },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Token Generated' })).toBeVisible();
    await expect(canvas.queryByText('Token Active')).not.toBeInTheDocument();
    await expect(canvas.getByText(/sends this token as a Bearer token/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Generate Token' }));
    await expect(args.onGenerate).toHaveBeenCalledOnce();
  },
};

export const NoTokenDark: Story = { args: NoToken.args, globals: { theme: 'dark' }, play: NoToken.play };
export const NoTokenMobile: Story = { args: NoToken.args, globals: mobile, play: NoToken.play };

export const Generating: Story = {
  args: { info: patNone, isGenerating: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Generate Token' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** A token exists; its value stays hidden until revealed. */
export const Active: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(canvas.getByText('Created').nextElementSibling).toHaveTextContent('Mar 4, 2025');
    await expect(canvas.getByText('Last used').nextElementSibling).toHaveTextContent('Jun 18, 2025');
    await expect(canvas.getByText('Token hidden')).toBeInTheDocument();
    await expect(canvas.queryByText(sampleToken)).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Reveal' }));
    await expect(args.onReveal).toHaveBeenCalledOnce();
  },
};

export const ActiveDark: Story = { globals: { theme: 'dark' }, play: Active.play };
/** The masked token is cut off at the panel's edge rather than widening a phone page. */
export const ActiveMobile: Story = {
  globals: mobile,
  play: async (context) => {
    await Active.play?.(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  },
};
export const ActiveMobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: Active.play };

/** Never used (and a missing creation date) reads 'Never'. */
export const NeverUsed: Story = {
  args: { info: { ...patNeverUsed, created_at: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Created').nextElementSibling).toHaveTextContent('Never');
    await expect(canvas.getByText('Last used').nextElementSibling).toHaveTextContent('Never');
  },
};

export const Revealing: Story = {
  args: { isRevealing: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Reveal' })).toBeDisabled();
  },
};

/** Revealed: the value unmasked, copyable, and Hide masks it again. */
export const Revealed: Story = {
  args: { revealedToken: sampleToken },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(sampleToken)).toBeVisible();
    await expect(canvas.queryByText('Token hidden')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy token' }));
    await expect(writeText).toHaveBeenCalledWith(sampleToken);
    // Toasts of earlier stories may still be leaving: any visible one will do.
    await waitFor(() => expect(body.getAllByText('PAT copied to clipboard!')[0]).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Hide' }));
    await expect(args.onHide).toHaveBeenCalledOnce();
  },
};

export const RevealedDark: Story = { args: Revealed.args, globals: { theme: 'dark' }, play: Revealed.play };

/** Just generated: shown once, with the warning and a copy button. */
export const NewToken: Story = {
  args: { info: { has_pat: true, created_at: '2025-06-21T14:05:00Z', last_used: null }, newToken: sampleToken },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: 'Token Active' })).toBeVisible();
    await expect(canvas.getByRole('note')).toHaveTextContent(PAT_NEW_TOKEN_WARNING);
    await expect(canvas.getByText(sampleToken)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Reveal' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy token' }));
    await expect(writeText).toHaveBeenCalledWith(sampleToken);
    // Toasts of earlier stories may still be leaving: any visible one will do.
    await waitFor(() => expect(body.getAllByText('PAT copied to clipboard!')[0]).toBeVisible());
  },
};

export const NewTokenDark: Story = { args: NewToken.args, globals: { theme: 'dark' }, play: NewToken.play };
export const NewTokenMobile: Story = { args: NewToken.args, globals: mobile, play: NewToken.play };

/** Revoke asks first: Cancel keeps the token, Revoke confirms. */
export const RevokeConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Revoke' }));
    let dialog = await body.findByRole('alertdialog', { name: 'Revoke Personal Access Token' });
    await expect(dialog).toHaveAccessibleDescription(PAT_REVOKE_QUESTION);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRevoke).not.toHaveBeenCalled();

    await userEvent.click(canvas.getByRole('button', { name: 'Revoke' }));
    dialog = await body.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await expect(args.onRevoke).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const RevokeConfirmationDark: Story = { globals: { theme: 'dark' }, play: RevokeConfirmation.play };

/** Keyboard: the dialog holds focus, and Escape closes it without revoking. */
export const RevokeKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: 'Revoke' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 3; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onRevoke).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Revoke' })).toHaveFocus());
  },
};

export const Revoking: Story = {
  args: { isRevoking: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Revoke' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};
