import { expect, within } from 'storybook/test';

// Play functions of the states every loading screen has, and the framework showcase's states that
// the search page and the landing page share (args and play together).

type Play = (context: { canvasElement: HTMLElement }) => Promise<void>;

/** A play function: the story shows this alert (a load that failed). */
export const showsAlert =
  (text: string): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(text);
  };

/** A play function: the story announces a status (a load under way, a count, a notice) holding each of these texts. */
export const showsStatus =
  (...texts: string[]): Play =>
  async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    for (const text of texts) await expect(status).toHaveTextContent(text);
  };

/** A play function: the story shows this text (an empty list, a failure said in place). */
export const showsText =
  (text: string): Play =>
  async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(text)).toBeVisible();
  };

/** A story: with `args` (an empty list, a failed load), the screen shows `text`. */
export const showsTextWhen = <Args>(args: Args, text: string) => ({ args, play: showsText(text) });

/** The frameworks failed to load: the showcase says so in place of the tiers. */
export const frameworksError = {
  args: { frameworksStatus: 'error' as const, frameworks: undefined },
  play: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Unable to Load Frameworks' })).toBeVisible();
    await expect(canvas.getByText("We're having trouble loading the AI agent frameworks. Please try again later.")).toBeVisible();
  }) satisfies Play,
};

/** No frameworks yet. */
export const frameworksEmpty = {
  args: { frameworks: [] },
  play: (async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No Frameworks Available' })).toBeVisible();
    await expect(canvas.getByText('Framework data will be available soon.')).toBeVisible();
  }) satisfies Play,
};
