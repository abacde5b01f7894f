import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Toaster } from '../Toaster/Toaster';
import { CopyBox } from './CopyBox';
import { spyClipboard } from '../../private/testing/clipboard';
import { bodyOf } from '../../private/testing/findDialog';
import { expectCodeInSight } from '../../private/testing/expectCodeInSight';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { dark, desktop, phone } from '../../testing/storyVariants';

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

/** An image's full name with a flag: longer than a phone's line, and than the usage column at 1280 px. */
const longCommand = 'podman pull --tls-verify=false localhost:8080/productivity-labs/inbox-triage-assistant:2.3.1';

/**
 * A long command wraps inside its box (at its spaces and at the '/' and ':' of the image's name),
 * so all of it is in sight: nothing scrolls hidden or reaches past the screen, and Copy copies it
 * whole.
 */
export const LongCommand = meta.story({
  args: { value: longCommand, copyLabel: 'Copy the pull command' },
  decorators: [
    // As narrow as the 'Use this agent' column (311 px of text) at 1280 px.
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const code = canvas.getByText(longCommand);
    const pre = code.closest('pre')!;
    // Wrapped: more than one line, each of them inside the box.
    await expect(code.getBoundingClientRect().height).toBeGreaterThan(parseFloat(getComputedStyle(pre).lineHeight) * 1.5);
    await expectCodeInSight(canvasElement);
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the pull command' }));
    await expect(clipboard.writeText).toHaveBeenCalledWith(longCommand);
  },
});
export const LongCommandDark = LongCommand.extend({ globals: dark });
export const LongCommandPhone = LongCommand.extend({ globals: phone });
export const LongCommandPhoneDark = LongCommand.extend({ globals: { ...dark, ...phone } });
export const LongCommandDesktop = LongCommand.extend({ globals: desktop });
export const LongCommandDesktopDark = LongCommand.extend({ globals: { ...dark, ...desktop } });

/** A value that fits stays on one line, the Copy button beside it. */
export const ShortValueOneLine = meta.story({
  globals: phone,
  play: async ({ canvas }) => {
    const code = canvas.getByText('pipx install agent-as-code');
    const pre = code.closest('pre')!;
    await expect(code.getBoundingClientRect().height).toBeLessThan(parseFloat(getComputedStyle(pre).lineHeight) * 1.5);
  },
});
