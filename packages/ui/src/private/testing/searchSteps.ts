import { expect, userEvent, within } from 'storybook/test';

// Play steps of the search box (SearchForm, and the pages that hold one) and of 'Did you mean'.

type Spy = (...args: never[]) => unknown;

/** Links each tag to the agents list filtered by it, as the app does. */
export const tagHref = (tag: string) => `/agents?tag=${encodeURIComponent(tag)}`;

/** The suggestions popup; its code loads on first use, which can take a moment in a test run. */
export const findSuggestions = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('listbox', { name: 'Suggestions' }, { timeout: 5000 });

/** Blank text does nothing (the Search button, Enter); typed text is searched trimmed. */
export async function expectTrimmedSearch(canvasElement: HTMLElement, onSearch: Spy, typed: string) {
  const canvas = within(canvasElement);
  const box = canvas.getByRole('searchbox', { name: 'Search AI agents' });
  await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
  await userEvent.type(box, '  \t ');
  await userEvent.keyboard('{Enter}');
  await expect(onSearch).not.toHaveBeenCalled();
  await userEvent.clear(box);
  await userEvent.type(box, `${typed}{Enter}`);
  await expect(onSearch).toHaveBeenCalledOnce();
  await expect(onSearch).toHaveBeenCalledWith(typed.trim());
}

/** A 'Popular searches' chip fills the box (a searchbox, or a combobox with suggestions) and searches its text. */
export async function expectChipSearches(
  canvasElement: HTMLElement,
  onSearch: Spy,
  chip: string,
  box: 'searchbox' | 'combobox' = 'searchbox',
) {
  const canvas = within(canvasElement);
  await userEvent.click(within(canvas.getByRole('list', { name: 'Popular searches:' })).getByRole('button', { name: chip }));
  await expect(onSearch).toHaveBeenLastCalledWith(chip);
  await expect(canvas.getByRole(box, { name: 'Search AI agents' })).toHaveValue(chip);
}

/** 'Did you mean …?' inside `scope` offers the correction; one press hands `expected` to `onSearch`. */
export async function expectCorrectionSearches(scope: HTMLElement, correction: string, onSearch: Spy, expected: unknown) {
  const canvas = within(scope);
  await expect(canvas.getByText(/Did you mean/)).toHaveTextContent(`Did you mean ${correction}?`);
  await userEvent.click(canvas.getByRole('button', { name: correction }));
  await expect(onSearch).toHaveBeenCalledOnce();
  await expect(onSearch).toHaveBeenCalledWith(expected);
}
