// Play-function steps more than one page story takes.
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ada } from './dataset';
import { pageLocation, type PageStory } from './PageHarness';

type Canvas = ReturnType<typeof within>;

/** The page's <main>, once the session has loaded. */
export async function mainOf(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('main'));
}

/** The page's <main> once its <h1> reads `heading` (after the calls it waits for have answered). */
export async function loadedPage(canvasElement: HTMLElement, heading: string): Promise<Canvas> {
  const main = await mainOf(canvasElement);
  await main.findByRole('heading', { level: 1, name: heading }, { timeout: 5000 });
  return main;
}

/** The whole document, where toasts, menus and dialogs open (in portals, outside the story's canvas). */
export const toasts = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** A text input by its label (not the show-password button beside a password). */
export const field = (canvas: Canvas, label: string) => canvas.getByLabelText(label, { selector: 'input' });

/** Fills the sign-in form (Ada's credentials unless told otherwise) and submits it. */
export async function signIn(canvas: Canvas, { email, password }: { email: string; password: string } = ada) {
  await userEvent.type(field(canvas, 'Email'), email);
  await userEvent.type(field(canvas, 'Password'), password);
  await userEvent.click(canvas.getByRole('button', { name: 'Sign In' }));
}

/** On the dashboard, signed in as Ada: picks `item` in the header's user menu. */
export async function chooseFromUserMenu(canvasElement: HTMLElement, item: string) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(`User menu for ${ada.name}`) }));
  await userEvent.click(await toasts(canvasElement).findByRole('menuitem', { name: item }));
}

/** The page whose <h1> is `heading` is shown, at `pathname`. */
export async function expectPageAt(canvas: Canvas, heading: string, pathname: string) {
  await expect(await canvas.findByRole('heading', { level: 1, name: heading })).toBeVisible();
  await waitFor(() => expect(pageLocation().pathname).toBe(pathname));
}

type PlayContext = Parameters<NonNullable<PageStory['play']>>[0];

/** A play function whose checks run on the page's <main> (see `mainOf`), with the story's context beside it. */
export const playOnMain = (play: (main: Canvas, context: PlayContext) => Promise<void>) => async (context: PlayContext) =>
  play(await mainOf(context.canvasElement), context);

/** On the agents list: the first page of the story's 20 public agents is shown. */
export const expectFirstPageOfAgents = async (main: Canvas) => expect(await main.findByText('Loaded 18 of 20 agents')).toBeVisible();
