import { SUGGEST_MIN_LENGTH, type SearchSuggestion } from '@agent-registry/api-client/contract';
import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { findSuggestions } from '../../private/testing/searchSteps';
import { dark, phone } from '../../testing/storyVariants';
import { SearchCombobox, type SearchComboboxProps } from './SearchCombobox';

const suggestions: SearchSuggestion[] = [
  { kind: 'agent', label: 'Research Paper Explainer', id: 'research-paper-explainer', match: [0, 3] },
  { kind: 'tag', label: 'research', match: [0, 3] },
  { kind: 'agent', label: 'Resume Reviewer', id: 'resume-reviewer', match: [0, 3] },
  { kind: 'framework', label: 'LangChain', match: null },
];

/** Holds the text as the app would, and asks for nothing below the minimum length. */
function Demo(args: SearchComboboxProps) {
  const [value, setValue] = useState(args.value);
  return (
    <form role="search" onSubmit={(event) => event.preventDefault()}>
      <SearchCombobox
        {...args}
        value={value}
        status={value.trim().length >= SUGGEST_MIN_LENGTH ? args.status : 'idle'}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    </form>
  );
}

const meta = preview.meta({
  title: 'Components/SearchCombobox',
  component: SearchCombobox,
  args: {
    value: '',
    label: 'Search AI agents',
    placeholder: 'Search AI agents...',
    status: 'success',
    suggestions,
    didYouMean: null,
    onValueChange: fn(),
    onSelect: fn(),
    onSearchCorrection: fn(),
    onRetry: fn(),
  } as const,
  render: (args) => <Demo {...args} />,
  decorators: [frame('popover')],
});

const boxOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('combobox', { name: 'Search AI agents' });
const optionsOf = async (canvasElement: HTMLElement) => within(await findSuggestions(canvasElement)).getAllByRole('option');

/** Below two characters nothing is asked for and no popup opens. */
export const Idle = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'r');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(box, 'e');
    await findSuggestions(canvasElement);
    await expect(box).toHaveAttribute('aria-expanded', 'true');
  },
});

export const Loading = meta.story({
  args: { status: 'loading' },
  play: async ({ canvas, canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'res');
    await expect(await canvas.findByText('Searching…', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading suggestions');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Arrows move the active option (wrapping); Enter picks it, or with none active submits the form. */
export const Results = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const box = boxOf(canvasElement);
    const submitted = fn((event: SubmitEvent) => event.preventDefault());
    canvas.getByRole('search').addEventListener('submit', submitted);

    await userEvent.type(box, 'res');
    let options = await optionsOf(canvasElement);
    await expect(options).toHaveLength(4);
    await expect(options[0]).toHaveAccessibleName('Research Paper Explainer Agent');
    await expect(within(options[0]).getByText('Res', { selector: 'strong' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('4 suggestions available');
    await expect(box).not.toHaveAttribute('aria-activedescendant');

    await userEvent.keyboard('{Enter}');
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(args.onSelect).not.toHaveBeenCalled();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    options = await optionsOf(canvasElement);
    await expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[3].id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[1].id);

    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledOnce();
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[1]);
    await expect(submitted).toHaveBeenCalledOnce();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
  },
});

/** Hovering makes an option active; clicking it picks it and leaves the focus in the box. */
export const PointerSelect = meta.story({
  play: async ({ canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'res');
    const listbox = await findSuggestions(canvasElement);
    const framework = within(listbox).getByRole('option', { name: 'LangChain Framework' });
    await userEvent.hover(framework);
    await expect(framework).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', framework.id);
    await userEvent.click(framework);
    await expect(args.onSelect).toHaveBeenCalledWith(suggestions[3]);
    await expect(box).toHaveFocus();
  },
});

/** The corrected spelling is an option of its own, picked with the keyboard. */
export const NoResultsWithDidYouMean = meta.story({
  args: { suggestions: [], didYouMean: 'LangChain' },
  play: async ({ canvas, canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'langchian');
    const options = await optionsOf(canvasElement);
    await expect(canvas.getByText('No suggestions for “langchian”.')).toBeVisible();
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveAccessibleName('Did you mean LangChain?');
    await expect(canvas.getByRole('status')).toHaveTextContent('No suggestions. Did you mean LangChain?');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSearchCorrection).toHaveBeenCalledWith('LangChain');
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
});

/** With results too, the correction comes first. */
export const ResultsWithDidYouMean = meta.story({
  args: { didYouMean: 'research' },
  play: async ({ canvasElement }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'reserch');
    const options = await optionsOf(canvasElement);
    await expect(options).toHaveLength(5);
    await expect(options[0]).toHaveAccessibleName('Did you mean research?');
  },
});

export const NoResults = meta.story({
  args: { suggestions: [] },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.type(boxOf(canvasElement), 'zzz');
    await expect(await canvas.findByText('No suggestions for “zzz”.', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('No suggestions');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
});

/** Try again works with the mouse (the popup does not close before the click lands) and the keyboard. */
export const Error = meta.story({
  args: { status: 'error' },
  play: async ({ canvas, canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'res');
    const retry = await canvas.findByRole('button', { name: 'Try again' }, { timeout: 5000 });
    await expect(canvas.getByRole('status')).toHaveTextContent('Suggestions are unavailable right now.');
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    await expect(box).toHaveFocus();
    // Tab reaches the button without closing the popup; pressing it brings the focus back.
    await userEvent.tab();
    await expect(retry).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(2);
    await expect(box).toHaveFocus();
  },
});

/** The first Escape closes the popup, the second clears the text; typing opens it again. */
export const Escape = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const box = boxOf(canvasElement);
    await userEvent.type(box, 'res');
    await findSuggestions(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue('res');
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.type(box, 'e');
    await findSuggestions(canvasElement);
    await userEvent.keyboard('{Escape}{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('');
  },
});

export const Dark = PointerSelect.extend({ globals: dark });

/** On a phone the popup stays within the screen. */
export const Mobile = meta.story({
  globals: phone,
  args: {
    suggestions: [
      ...suggestions,
      { kind: 'agent', label: 'Research Assistant for Systematic Literature Reviews', id: 'literature-reviews', match: [0, 3] },
    ],
  },
  play: async ({ canvasElement }) => {
    await userEvent.type(boxOf(canvasElement), 'res');
    const popup = (await findSuggestions(canvasElement)).parentElement!;
    await expect(popup.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(popup.scrollWidth).toBeLessThanOrEqual(popup.clientWidth);
  },
});
