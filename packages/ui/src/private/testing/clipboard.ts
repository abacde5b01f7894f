import { fn } from 'storybook/test';

/** Replaces the browser's clipboard with `write`; returns the undo (a `beforeEach` cleanup). */
function stubClipboard(write: (text: string) => Promise<void>) {
  const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: write } });
  return () => {
    if (original) Object.defineProperty(navigator, 'clipboard', original);
  };
}

/**
 * A spy in place of `navigator.clipboard.writeText`, succeeding unless a story says otherwise:
 * `const clipboard = spyClipboard()`, then `beforeEach: clipboard.install` in the meta and
 * `expect(clipboard.writeText).toHaveBeenCalledWith(…)` in a play function. What matters in a
 * story is what the person sees, not the real clipboard.
 */
export function spyClipboard() {
  const writeText = fn(async (_text: string) => {});
  const install = () => {
    writeText.mockReset();
    writeText.mockImplementation(async () => {});
    return stubClipboard(writeText);
  };
  return { writeText, install };
}
