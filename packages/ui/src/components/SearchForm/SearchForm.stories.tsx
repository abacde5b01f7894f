import { SUGGEST_MIN_LENGTH, type SearchSuggestion } from '@agent-registry/api-client/contract';
import preview from '../../../../../.storybook/preview';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectChipSearches, expectTrimmedSearch, findSuggestions } from '../../private/testing/searchSteps';
import { dark, phone } from '../../testing/storyVariants';
import { SearchForm, type SearchFormProps } from './SearchForm';

const meta = preview.meta({
  title: 'Components/SearchForm',
  component: SearchForm,
  args: { onSearch: fn() },
  decorators: [frame('popover')],
});

/** Blank does nothing; text is trimmed; Enter submits. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    await expectTrimmedSearch(canvasElement, args.onSearch, ' data analysis ');
  },
});

/** A chip fills the box and searches. */
export const Chip = meta.story({
  play: async ({ canvasElement, args }) => {
    await expectChipSearches(canvasElement, args.onSearch, 'Customer Support');
  },
});

export const WithValueNoChips = meta.story({
  args: { defaultValue: 'email', suggestions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search AI agents' })).toHaveValue('email');
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
  },
});

/** The box stops at 200 characters and says so in words once the limit is reached. */
export const LengthLimit = meta.story({
  args: { suggestions: [] },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search AI agents' });
    await expect(box).toHaveAttribute('maxlength', '200');
    await expect(box).toHaveAccessibleDescription('Searches can be up to 200 characters.');
    await userEvent.click(box);
    await userEvent.paste('x'.repeat(250));
    await expect(box).toHaveValue('x'.repeat(200));
    await expect(canvas.getByText("That's the limit: searches can be up to 200 characters.")).toBeVisible();
  },
});
export const LengthLimitDark = LengthLimit.extend({ globals: dark });

export const Dark = Chip.extend({ globals: dark });
export const Mobile = Default.extend({ globals: phone });

const catalogue: SearchSuggestion[] = [
  { kind: 'agent', label: 'Research Paper Explainer', id: 'research-paper-explainer', match: null },
  { kind: 'tag', label: 'research', match: null },
  { kind: 'agent', label: 'Resume Reviewer', id: 'resume-reviewer', match: null },
  { kind: 'framework', label: 'LangChain', match: null },
];

/** The catalogue's labels containing the text, with the matched part marked (as the server answers). */
function suggestionsFor(text: string): SearchSuggestion[] {
  const query = text.trim().toLowerCase();
  return catalogue.flatMap((suggestion) => {
    const at = suggestion.label.toLowerCase().indexOf(query);
    return at < 0 ? [] : [{ ...suggestion, match: [at, at + query.length] as [number, number] }];
  });
}

/** Plays the host: follows the text it is told about and answers with the matching suggestions. */
function WithSuggest(args: SearchFormProps) {
  const [text, setText] = useState(args.defaultValue ?? '');
  const suggest = args.suggest!;
  const asked = text.trim().length >= SUGGEST_MIN_LENGTH;
  return (
    <SearchForm
      {...args}
      suggest={{
        ...suggest,
        status: asked ? suggest.status : 'idle',
        suggestions: asked ? suggestionsFor(text) : [],
        onQueryChange: (next) => {
          setText(next);
          suggest.onQueryChange(next);
        },
      }}
    />
  );
}

const suggest = { onQueryChange: fn(), status: 'success', suggestions: [], didYouMean: null, onSelect: fn(), onRetry: fn() } as const;

/** With `suggest` the box is a combobox: typing opens the suggestions, ArrowDown and Enter pick one. */
export const WithSuggestions = meta.story({
  args: { suggest },
  render: (args) => <WithSuggest {...args} />,
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.queryByRole('searchbox')).not.toBeInTheDocument();
    const box = canvas.getByRole('combobox', { name: 'Search AI agents' });
    await expect(canvas.getByRole('search', { name: 'Search AI agents' })).toContainElement(box);
    await userEvent.type(box, 'res');
    await expect(args.suggest!.onQueryChange).toHaveBeenLastCalledWith('res');
    const options = within(await findSuggestions(canvasElement)).getAllByRole('option');
    await expect(options.map((option) => option.textContent?.trim())).toEqual([
      'Research Paper Explainer Agent',
      'research Tag',
      'Resume Reviewer Agent',
    ]);
    await expect(box).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowDown}');
    await expect(box).toHaveAttribute('aria-activedescendant', options[0].id);
    await userEvent.keyboard('{Enter}');
    await expect(args.suggest!.onSelect).toHaveBeenCalledOnce();
    await expect(args.suggest!.onSelect).toHaveBeenCalledWith({ ...catalogue[0], match: [0, 3] });
    // Picking a suggestion is not a search of the text.
    await expect(args.onSearch).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();

    // Enter with no option active still searches the text; the chips stay.
    await userEvent.type(box, 'u');
    await within(await findSuggestions(canvasElement)).findByRole('option', { name: 'Resume Reviewer Agent' });
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledWith('resu');
    await expect(canvas.getByRole('list', { name: 'Popular searches:' })).toBeVisible();
  },
});

/** A chip fills the combobox too, and tells the host about the new text. */
export const WithSuggestionsChip = meta.story({
  args: WithSuggestions.input.args,
  render: WithSuggestions.input.render,
  play: async ({ canvasElement, args }) => {
    await expectChipSearches(canvasElement, args.onSearch, 'Data Analysis', 'combobox');
    await expect(args.suggest!.onQueryChange).toHaveBeenLastCalledWith('Data Analysis');
  },
});

/** The header's slim box: no Search button and no chips; Enter searches. */
export const Compact = meta.story({
  args: { compact: true, label: 'Search agents', placeholder: 'Search agents...' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search agents' });
    await expect(box).toHaveAttribute('placeholder', 'Search agents...');
    await expect(canvas.getByRole('search', { name: 'Search agents' })).toContainElement(box);
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await expect(canvas.queryByText('Popular searches:')).not.toBeInTheDocument();
    await userEvent.type(box, '   {Enter}');
    await expect(args.onSearch).not.toHaveBeenCalled();
    await userEvent.type(box, ' email {Enter}');
    await expect(args.onSearch).toHaveBeenCalledOnce();
    await expect(args.onSearch).toHaveBeenCalledWith('email');
  },
});

/** Slim and with suggestions, as in the header. */
export const CompactWithSuggestions = meta.story({
  args: { ...Compact.input.args, suggest: WithSuggestions.input.args?.suggest },
  render: WithSuggestions.input.render,
  play: async ({ canvas, canvasElement, args }) => {
    const box = canvas.getByRole('combobox', { name: 'Search agents' });
    await expect(canvas.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
    await userEvent.type(box, 'lang');
    await userEvent.click(within(await findSuggestions(canvasElement)).getByRole('option', { name: 'LangChain Framework' }));
    await expect(args.suggest!.onSelect).toHaveBeenCalledWith({ ...catalogue[3], match: [0, 4] });
    await expect(box).toHaveFocus();
  },
});

export const CompactDark = Compact.extend({ globals: dark });
export const WithSuggestionsDark = WithSuggestions.extend({ globals: dark });
export const WithSuggestionsMobile = WithSuggestions.extend({ globals: phone });
