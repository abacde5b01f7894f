import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { sampleEmails } from '../../fixtures/account';
import { Toaster } from '../Toaster/Toaster';
import { DEVELOPMENT_MODE_NOTICE, SimulatedEmailDialog } from './SimulatedEmailDialog';

/** The browser's clipboard is replaced by a spy: what matters here is what the person sees. */
function stubClipboard(write: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
  };
}

const writeText = fn(async (_text: string) => {});

const meta = {
  tags: ['autodocs'],
  title: 'Components/SimulatedEmailDialog',
  component: SimulatedEmailDialog,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { open: true, email: sampleEmails.confirmation, onClose: fn() },
  // Stateful like the app: closing really closes.
  render: function Render(args) {
    const [open, setOpen] = useState(args.open);
    return (
      <>
        <SimulatedEmailDialog
          {...args}
          open={open}
          onClose={() => {
            args.onClose();
            setOpen(false);
          }}
        />
        <Toaster />
      </>
    );
  },
  beforeEach: () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    return stubClipboard(writeText);
  },
} satisfies Meta<typeof SimulatedEmailDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const mobile = { viewport: { value: 'mobile', isRotated: false } };

export const Confirmation: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your confirmation code' });
    const inDialog = within(dialog);
    await expect(dialog).toHaveAccessibleDescription('Sent to ada@analytical.dev');
    await expect(inDialog.getByText('482913')).toBeVisible();
    await expect(inDialog.getByRole('note')).toHaveTextContent(DEVELOPMENT_MODE_NOTICE);
    await expect(inDialog.getByText('Confirm your Agent Registry account')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Copy Code' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Got It' })).toBeVisible();
  },
};

export const ConfirmationDark: Story = { globals: { theme: 'dark' }, play: Confirmation.play };
export const ConfirmationMobile: Story = { globals: mobile, play: Confirmation.play };
export const ConfirmationMobileDark: Story = { globals: { ...mobile, theme: 'dark' }, play: Confirmation.play };

export const Reset: Story = {
  args: { email: sampleEmails.reset },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Your password reset code' });
    await expect(within(dialog).getByText('705146')).toBeVisible();
    await expect(within(dialog).getByText('Reset your Agent Registry password')).toBeVisible();
  },
};

export const ResetDark: Story = { args: Reset.args, globals: { theme: 'dark' }, play: Reset.play };

/** Copy Code puts the code on the clipboard and confirms with a toast. */
export const CopyCode: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await expect(writeText).toHaveBeenCalledWith('482913');
    await waitFor(() => expect(body.getAllByText('Copied to clipboard')[0]).toBeVisible());
  },
};

export const CopyFailed: Story = {
  beforeEach: () => {
    writeText.mockImplementation(async () => {
      throw new Error('denied');
    });
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy Code' }));
    await waitFor(() => expect(body.getAllByText('Copy failed')[0]).toBeVisible());
  },
};

/** 'Got It' closes the dialog. */
export const GotIt: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got It' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Keyboard: focus stays inside the dialog while tabbing, and Escape closes it. */
export const Keyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 5; i += 1) {
      await userEvent.tab();
      await expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Nothing to show: no dialog. */
export const Closed: Story = {
  args: { open: false, email: null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
  },
};
