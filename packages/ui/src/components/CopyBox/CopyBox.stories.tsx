import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Toaster } from '../Toaster/Toaster';
import { CopyBox } from './CopyBox';
import { spyClipboard } from '../../testing/clipboard';
import { bodyOf } from '../../testing/findDialog';
import { dark, phone } from '../../testing/storyVariants';

/** The browser's clipboard is replaced by a spy: what matters here is what the box shows. */
const clipboard = spyClipboard();

const meta = preview.meta({
  title: 'Components/CopyBox',
  component: CopyBox,
  parameters: { layout: 'padded' },
  args: { value: 'pipx install agent-as-code', copyLabel: 'Copy install command', resetAfterMs: 600 },
  decorators: [
    (Story) => (
      <>
        <Story />
        <Toaster />
      </>
    ),
  ],
  beforeEach: clipboard.install,
});

export const Default = meta.story({
  play: async ({ canvas }) => {
    await expect(canvas.getByText('pipx install agent-as-code')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy install command' })).toHaveTextContent('Copy');
  },
});

export const Copied = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy install command' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith('pipx install agent-as-code');
    await expect(canvas.getByRole('button', { name: 'Copied' })).toHaveTextContent('Copied');
    await waitFor(() => expect(body.getByText('Copied to clipboard')).toBeVisible());
    // Back to 'Copy' after a moment, ready for another copy.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Copy install command' })).toBeVisible(), { timeout: 2000 });
  },
});

export const CopyFailed = meta.story({
  beforeEach: () => {
    clipboard.writeText.mockImplementation(async () => {
      throw new Error('denied');
    });
  },
  play: async ({ canvas, canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy install command' }));
    await waitFor(() => expect(body.getByText('Copy failed')).toBeVisible());
    await expect(canvas.getByRole('button', { name: 'Copy install command' })).toHaveTextContent('Copy');
  },
});

export const LongValueMobileDark = meta.story({
  args: { value: 'agent pull customer-support-triage --directory ./agents/support --profile production' },
  globals: { ...dark, ...phone },
  play: async ({ canvas }) => {
    const code = canvas.getByText(/agent pull customer-support-triage/);
    const pre = code.closest('pre')!;
    // One line, as typed (never 'customer-support-' / 'triage'), scrolling inside the box, which
    // stays within a 375 px screen; the keyboard can reach it to scroll.
    await expect(code.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(pre).lineHeight) * 1.5);
    await expect(pre.scrollWidth).toBeGreaterThan(pre.clientWidth);
    await expect(pre.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(pre).toHaveAttribute('tabindex', '0');
  },
});
