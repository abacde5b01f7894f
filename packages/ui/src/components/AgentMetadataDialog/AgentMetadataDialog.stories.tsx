import preview from '../../../../../.storybook/preview';
import { expect, userEvent, within } from 'storybook/test';
import { VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { findDialog } from '../../private/testing/findDialog';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';
import { longNamedMyAgent, myAgents } from '../MyAgentsTable/myAgents.fixtures';
import { AGENT_METADATA_TITLE, AgentMetadataDialog } from './AgentMetadataDialog';
import { AGENT_METADATA_MESSAGES } from '@agent-registry/api-client/rules';

const meta = preview.meta({
  title: 'Components/AgentMetadataDialog',
  component: AgentMetadataDialog,
  args: { open: true, agent: myAgents[0], ...spies('onSave', 'onOpenChange') },
});

const dialogOf = async (canvasElement: HTMLElement) => within(await findDialog(canvasElement, AGENT_METADATA_TITLE));

/** The agent's current values, name focused so typing starts there. */
export const Default = meta.story({
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('heading', { name: AGENT_METADATA_TITLE })).toBeVisible();
    await expect(dialog.getByText('ada/mail-sorter')).toBeVisible();
    await expect(dialog.getByLabelText('Name')).toHaveFocus();
    await expect(dialog.getByLabelText('Name')).toHaveValue('Mail Sorter');
    await expect(dialog.getByLabelText('Description')).toHaveValue(myAgents[0].description);
    await expect(dialog.getByLabelText('Category')).toHaveValue('productivity');
    await expect(dialog.getByLabelText('Tags')).toHaveValue('email, triage');
    await expect(dialog.getByRole('radio', { name: /Public/ })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: /Private/ })).not.toBeChecked();
    await expect(dialog.getByLabelText('Repository URL')).toHaveValue('https://github.com/ada/mail-sorter');
    await expect(dialog.getByLabelText('Documentation URL')).toHaveValue('https://docs.example.com/mail-sorter');
  },
});

export const Dark = Default.extend({ globals: dark });

/** Save sends only what changed: the new name, the tags and the visibility, nothing else. */
export const SaveChangedFields = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const name = dialog.getByLabelText('Name');
    await replaceField(name, 'Inbox Sorter ');
    await userEvent.type(dialog.getByLabelText('Tags'), ', gmail');
    await userEvent.click(dialog.getByRole('radio', { name: /Private/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Inbox Sorter', tags: ['email', 'triage', 'gmail'], visibility: 'private' });
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

/** Clearing a link sends '' for it; a new category is picked from the list. */
export const ClearLinkAndRecategorise = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('Documentation URL'));
    await userEvent.selectOptions(dialog.getByLabelText('Category'), 'Communication');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ category: 'communication', documentation_url: '' });
  },
});

/** Nothing changed: Save just closes, with no request. */
export const NothingChanged = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** A bad URL: its message shows beside the field, which gets the focus; nothing is sent. */
export const InvalidUrl = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const url = dialog.getByLabelText('Repository URL');
    await replaceField(url, 'github.com/ada/mail-sorter');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(url).toHaveFocus();
    await expect(url).toHaveAttribute('aria-invalid', 'true');
    await expect(url).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidUrl);
    await expect(args.onSave).not.toHaveBeenCalled();

    // Fixing the field clears its message; Save then goes through.
    await userEvent.type(url, '{Control>}a{/Control}https://github.com/ada/mail-sorter-2');
    await expect(url).not.toHaveAttribute('aria-invalid');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ repository_url: 'https://github.com/ada/mail-sorter-2' });
  },
});

/** A bad URL and an empty name: both messages show inline, and the first field in the form (Name) gets the focus. */
export const ValidationErrors = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.clear(dialog.getByLabelText('Name'));
    const docs = dialog.getByLabelText('Documentation URL');
    await replaceField(docs, 'javascript:alert(1)');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    const name = dialog.getByLabelText('Name');
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(AGENT_METADATA_MESSAGES.nameRequired);
    await expect(docs).toHaveAccessibleDescription(VALIDATION_MESSAGES.invalidUrl);
    await expect(textsOf(dialog.getAllByRole('alert'))).toEqual([AGENT_METADATA_MESSAGES.nameRequired, VALIDATION_MESSAGES.invalidUrl]);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

export const ValidationErrorsDark = ValidationErrors.extend({ globals: dark });

/** The contract's limits: more than 20 tags, or a tag over 40 characters. */
export const TooManyTags = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const tags = dialog.getByLabelText('Tags');
    await replaceField(tags, Array.from({ length: 21 }, (_, i) => `tag${i}`).join(', '));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(tags).toHaveFocus();
    await expect(tags).toHaveAccessibleDescription(expect.stringContaining(AGENT_METADATA_MESSAGES.tooManyTags));
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** The server's field messages show beside their fields; the first gets the focus, and editing a field clears its own. */
export const ServerFieldErrors = meta.story({
  args: {
    serverErrors: { tags: AGENT_METADATA_MESSAGES.tagTooLong, documentation_url: VALIDATION_MESSAGES.invalidUrl },
  },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    const tags = dialog.getByLabelText('Tags');
    await expect(tags).toHaveFocus();
    await expect(tags).toHaveAccessibleDescription(expect.stringContaining(AGENT_METADATA_MESSAGES.tagTooLong));
    const docs = dialog.getByLabelText('Documentation URL');
    await expect(docs).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(tags, 'x');
    await expect(tags).not.toHaveAttribute('aria-invalid');
    await expect(docs).toHaveAttribute('aria-invalid', 'true');
  },
});

/** A failed request: its message above the fields, which keep what was typed. */
export const ServerError = meta.story({
  args: { serverError: 'Too many requests. Please try again later.' },
  play: async ({ canvasElement }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('alert')).toHaveTextContent('Too many requests. Please try again later.');
    await expect(dialog.getByRole('button', { name: 'Save changes' })).toBeEnabled();
  },
});

export const ServerErrorDark = ServerError.extend({ globals: dark });

/** While saving nothing can be changed or dismissed. */
export const Saving = meta.story({
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(dialog.getByLabelText('Name')).toBeDisabled();
    await expect(dialog.getByRole('radio', { name: /Private/ })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
});

export const Cancelled = meta.story({
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await userEvent.type(dialog.getByLabelText('Name'), ' (edited)');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
  },
});

/** Escape closes too (the dialog is modal, so focus stays inside until then). */
export const Escape = meta.story({
  play: async ({ canvasElement, args }) => {
    await dialogOf(canvasElement);
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
});

/** An agent with no category, tags or links yet: the category has to be chosen. */
export const BareAgent = meta.story({
  args: { agent: myAgents[3] },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    const category = dialog.getByLabelText('Category');
    await expect(category).toHaveDisplayValue('Choose a category');
    await expect(dialog.getByLabelText('Tags')).toHaveValue('');
    await userEvent.selectOptions(category, 'Development');
    await userEvent.type(dialog.getByLabelText('Description'), 'Writes first drafts.');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    await expect(args.onSave).toHaveBeenCalledWith({ category: 'development', description: 'Writes first drafts.' });
  },
});

/** At 375 px the dialog fits the screen with its fields stacked, even for a long ref. */
export const Phone = meta.story({
  args: { agent: longNamedMyAgent, serverErrors: { repository_url: VALIDATION_MESSAGES.invalidUrl } },
  globals: phone,
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, AGENT_METADATA_TITLE);
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(dialog.getBoundingClientRect().left).toBeGreaterThanOrEqual(0);
    const name = within(dialog).getByLabelText('Name').getBoundingClientRect();
    const tags = within(dialog).getByLabelText('Tags').getBoundingClientRect();
    await expect(tags.left).toBe(name.left);
    await expectNoHorizontalOverflow(dialog);
  },
});
