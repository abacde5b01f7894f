import { expect, userEvent, within } from 'storybook/test';
import { expectNoHorizontalOverflow } from './expectNoHorizontalOverflow';

// Play steps of whole screens: the order the keyboard reaches their links in, a heading that shows,
// and a story's own checks followed by the phone's no-sideways-scroll check.

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A play function: Tab from the top reaches these links, in this order. */
export const tabsThroughLinks =
  (...names: string[]): Play =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of names) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  };

/** A play function: the heading `name` shows, waited for (a screen's parts may come in late). */
export const showsHeading =
  (name: string | RegExp): Play =>
  async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name });
  };

/** A play function: `play`'s checks, then nothing reaches past the screen or spills out of its box. */
export const thenFitsTheScreen =
  <Context extends { canvasElement: HTMLElement }>(play?: (context: Context) => unknown) =>
  async (context: Context) => {
    await play?.(context);
    await expectNoHorizontalOverflow(context.canvasElement);
  };
