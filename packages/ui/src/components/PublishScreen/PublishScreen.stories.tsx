import { AGENT_METADATA_MESSAGES, PUBLISH_MESSAGES } from '@agent-registry/api-client/rules';
import preview from '../../../../../.storybook/preview';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { dark, desktop, phone } from '../../testing/storyVariants';
import { PublishScreen } from './PublishScreen';
import { REGISTRY_MESSAGES } from './manifest';
import { brokenAgentYaml, currentVersionYaml, invalidAgentYaml, publishedAgent, sampleReadme, validAgentYaml } from './samples';
import { YAML_FILE_PROMPT } from './YamlSource';
import { DRAFT_MESSAGES } from './RestoredDraftNotice';

const meta = preview.meta({
  title: 'Screens/PublishScreen',
  component: PublishScreen,
  decorators: [frame('page')],
  globals: desktop,
  argTypes: { mode: { control: 'inline-radio', options: ['create', 'version'] } },
  args: {
    mode: 'create',
    namespace: 'ada',
    registry: { host: 'registry.example.com' },
    submitting: false,
    ...spies('onSubmit', 'onCancel', 'onDraftChange', 'onDiscardDraft'),
  } as const,
});

type Canvas = ReturnType<typeof within>;

/** The form once the YAML parser has loaded (it is fetched on demand). */
async function ready(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByLabelText('agent.yaml', {}, { timeout: 10_000 });
  return canvas;
}

const yamlEditor = (canvas: Canvas) => canvas.getByLabelText('agent.yaml');
const previewPane = (canvas: Canvas) => within(canvas.getByRole('region', { name: 'Preview' }));
/** The agent.yaml the preview says will be published. */
const publishedYaml = (canvas: Canvas) => canvas.getByRole('region', { name: 'Preview' }).querySelector('pre')!.textContent;

/** The Tags field (the preview's card has a list named Tags too). */
const tagsField = (canvas: Canvas) => within(canvas.getByRole('group', { name: 'Agent' })).getByLabelText('Tags');

async function replaceYaml(canvas: Canvas, text: string) {
  const editor = yamlEditor(canvas);
  await userEvent.clear(editor);
  await userEvent.click(editor);
  await userEvent.paste(text);
}

/** Publish (or 'Publish version') sends nothing: the focus goes to `firstProblem`. */
async function expectRefused(canvas: Canvas, onSubmit: unknown, firstProblem: HTMLElement, button = 'Publish') {
  await userEvent.click(canvas.getByRole('button', { name: button }));
  await waitFor(() => expect(firstProblem).toHaveFocus());
  await expect(onSubmit).not.toHaveBeenCalled();
}

/** Replaces a field's value in one go (long values typed key by key are slow). */
async function pasteInto(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.click(field);
  await userEvent.paste(text);
}

// --- Create ----------------------------------------------------------------------------------

/** A new agent: a starter agent.yaml, version 1.0.0, and no errors before anything is touched. */
export const Empty = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish an agent' })).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('');
    await expect(canvas.getByLabelText('Version')).toHaveValue('1.0.0');
    await expect(canvas.getByLabelText('Runtime')).toHaveValue('');
    await expect(canvas.getByLabelText('Category')).toHaveValue('');
    await expect(canvas.getByRole('radio', { name: /Public/ })).toBeChecked();
    await expect(canvas.getByText('No ports: the agent is not reached over the network.')).toBeVisible();
    await expect(canvas.getByLabelText(YAML_FILE_PROMPT)).toHaveAttribute('type', 'file');
    await expect(canvas.getByRole('status')).toHaveTextContent('Valid YAML.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(publishedYaml(canvas)).toBe(
      'apiVersion: agent.dev/v1\nkind: Agent\nmetadata:\n  name: ""\n  version: 1.0.0\n  description: ""\nspec:\n  runtime: ""\n  model:\n    provider: ""\n    name: ""\n',
    );
    await expect(previewPane(canvas).getByText('Name the agent to see its reference.')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** Typing in the fields writes the agent.yaml; a name with spaces and capitals gets a slug suggestion. */
export const EditFields = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const name = canvas.getByLabelText('Name');
    await userEvent.type(name, 'Mail Sorter');
    await expect(publishedYaml(canvas)).toContain('  name: Mail Sorter\n');
    await userEvent.click(canvas.getByRole('button', { name: 'Use mail-sorter' }));
    await expect(name).toHaveValue('mail-sorter');
    await expect(canvas.queryByRole('button', { name: 'Use mail-sorter' })).not.toBeInTheDocument();

    await userEvent.type(canvas.getByLabelText('Description'), 'Sorts mail.');
    await userEvent.type(tagsField(canvas), 'email, triage');
    // The list keeps what was typed, trailing comma included, while the document has the items.
    await expect(tagsField(canvas)).toHaveValue('email, triage');
    await userEvent.selectOptions(canvas.getByLabelText('Runtime'), 'python');
    await userEvent.type(canvas.getByLabelText('Model provider'), 'openai');
    await userEvent.type(canvas.getByLabelText('Model name'), 'gpt-4o');
    await userEvent.click(canvas.getByRole('button', { name: 'Add port' }));
    const port = within(canvas.getByRole('group', { name: 'Port 1' }));
    await waitFor(() => expect(port.getByLabelText('Container port')).toHaveFocus());
    await userEvent.keyboard('8080');

    const expected = [
      'apiVersion: agent.dev/v1',
      'kind: Agent',
      'metadata:',
      '  name: mail-sorter',
      '  version: 1.0.0',
      '  description: Sorts mail.',
      '  tags:',
      '    - email',
      '    - triage',
      'spec:',
      '  runtime: python',
      '  model:',
      '    provider: openai',
      '    name: gpt-4o',
      '  ports:',
      '    - container: 8080',
      '',
    ].join('\n');
    await expect(publishedYaml(canvas)).toBe(expected);
    await expect(yamlEditor(canvas)).toHaveValue(expected);

    const card = within(previewPane(canvas).getByRole('article', { name: 'mail-sorter' }));
    await expect(card.getByText('Sorts mail.')).toBeVisible();
    await expect(card.getByText('triage')).toBeVisible();
    await expect(previewPane(canvas).getByText('ada/mail-sorter')).toBeVisible();
    await expect(previewPane(canvas).getByText('agent pull registry.example.com/ada/mail-sorter:1.0.0')).toBeVisible();

    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Communication');
    await expect(card.getByText('Communication')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Private/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      agentYaml: expected,
      readme: '',
      changelog: '',
      category: 'communication',
      visibility: 'private',
    });
  },
});

/** Pasting a complete agent.yaml fills every field; it is published byte for byte, comments included. */
export const Filled = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await replaceYaml(canvas, validAgentYaml);
    await expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter');
    await expect(canvas.getByLabelText('Description')).toHaveValue('Sorts incoming mail into folders and drafts short replies.');
    await expect(canvas.getByLabelText('Version')).toHaveValue('1.0.0');
    await expect(tagsField(canvas)).toHaveValue('email, triage');
    await expect(canvas.getByLabelText('Runtime')).toHaveValue('python');
    await expect(canvas.getByLabelText('Model provider')).toHaveValue('openai');
    await expect(canvas.getByLabelText('Model name')).toHaveValue('gpt-4o');
    await expect(canvas.getByLabelText('Capabilities')).toHaveValue('email, summarization');
    const port = within(canvas.getByRole('group', { name: 'Port 1' }));
    await expect(port.getByLabelText('Container port')).toHaveValue(8080);
    await expect(port.getByLabelText('Host port')).toHaveValue(80);
    await expect(publishedYaml(canvas)).toBe(validAgentYaml);

    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Productivity');
    await userEvent.click(canvas.getByLabelText('README'));
    await userEvent.paste(sampleReadme);
    await userEvent.type(canvas.getByLabelText('Changelog (optional)'), 'First release.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      agentYaml: validAgentYaml,
      readme: sampleReadme,
      changelog: 'First release.',
      category: 'productivity',
      visibility: 'public',
    });
  },
});

export const FilledDark = meta.story({
  args: { initialYaml: validAgentYaml, initialReadme: sampleReadme },
  globals: dark,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter');
    await expect(publishedYaml(canvas)).toBe(validAgentYaml);
  },
});

/** A field edit keeps the pasted file's comments and the keys the form does not know. */
export const EditKeepsComments = meta.story({
  args: { initialYaml: validAgentYaml },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await replaceField(canvas.getByLabelText('Version'), '1.1.0');
    await expect(publishedYaml(canvas)).toBe(validAgentYaml.replace('version: 1.0.0', 'version: 1.1.0'));
    await userEvent.click(within(canvas.getByRole('group', { name: 'Port 1' })).getByRole('button', { name: 'Remove port 1' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Add port' })).toHaveFocus());
    await expect(publishedYaml(canvas)).toContain('# Built with the Agent as Code CLI\n');
    await expect(publishedYaml(canvas)).toContain('name: mail-sorter # the slug\n');
    await expect(publishedYaml(canvas)).toContain('x-team: inbox\n');
    await expect(publishedYaml(canvas)).not.toContain('ports');
  },
});

/** Choosing or dropping a file loads it; other files and oversized ones are refused. */
export const ChooseFile = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const input = canvas.getByLabelText(YAML_FILE_PROMPT);
    // A drop is not filtered by the input's accept list: the form checks the name itself.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(input, new File(['# not yaml'], 'notes.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('Choose a .yaml or .yml file')).toBeVisible();
    await userEvent.upload(input, new File([`${validAgentYaml}#${'x'.repeat(64 * 1024)}\n`], 'agent.yaml'));
    await expect(await canvas.findByText(PUBLISH_MESSAGES.yamlTooLarge)).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toHaveValue('');

    // Dropped on the zone.
    const dropped = new DataTransfer();
    dropped.items.add(new File([validAgentYaml], 'agent.yaml', { type: 'application/yaml' }));
    input.closest('label')!.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dropped }));
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter'));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loaded agent.yaml: the fields below show it.');
    await expect(canvas.queryByText(PUBLISH_MESSAGES.yamlTooLarge)).not.toBeInTheDocument();
    await expect(publishedYaml(canvas)).toBe(validAgentYaml);
  },
});

/** Each CLI rule beside its field, in the CLI's words; Publish focuses the first and sends nothing. */
export const Invalid = meta.story({
  args: { initialYaml: invalidAgentYaml },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    // Nothing is flagged before the person touches a field or submits.
    await expect(canvas.queryByText(PUBLISH_MESSAGES.providerRequired)).not.toBeInTheDocument();
    await expectRefused(canvas, args.onSubmit, canvas.getByLabelText('Version'));

    const expectations: [HTMLElement, string][] = [
      [canvas.getByLabelText('Version'), PUBLISH_MESSAGES.versionSemver],
      [canvas.getByLabelText('Runtime'), PUBLISH_MESSAGES.runtimeInvalid('ruby')],
      [canvas.getByLabelText('Model provider'), PUBLISH_MESSAGES.providerRequired],
      [within(canvas.getByRole('group', { name: 'Port 1' })).getByLabelText('Container port'), PUBLISH_MESSAGES.containerPort(70000, 0)],
      [canvas.getByLabelText('Category'), REGISTRY_MESSAGES.categoryRequired],
    ];
    for (const [field, message] of expectations) {
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
      await expect(canvas.getByText(message)).toBeVisible();
    }
    await expect(canvas.getByLabelText('Runtime')).toHaveDisplayValue('ruby (not supported)');
    await expect(canvas.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');

    // Fixing a field clears its message at once.
    await replaceField(canvas.getByLabelText('Version'), '1.0.0');
    await expect(canvas.queryByText(PUBLISH_MESSAGES.versionSemver)).not.toBeInTheDocument();
    await expect(canvas.getByText(PUBLISH_MESSAGES.providerRequired)).toBeVisible();
  },
});

export const InvalidDark = Invalid.extend({ globals: dark });

/** Problems without a field of their own (apiVersion, kind) show under the agent.yaml, as soon as it is pasted. */
export const DocumentErrors = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await replaceYaml(canvas, validAgentYaml.replace('apiVersion: agent.dev/v1\n', '').replace('kind: Agent', 'kind: Robot'));
    const editor = yamlEditor(canvas);
    await expect(editor).toHaveAttribute('aria-invalid', 'true');
    await expect(editor).toHaveAccessibleDescription(expect.stringContaining(PUBLISH_MESSAGES.apiVersionRequired));
    await expect(editor).toHaveAccessibleDescription(expect.stringContaining(PUBLISH_MESSAGES.kindAgent('Robot')));
    await expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter');

    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Productivity');
    await expectRefused(canvas, args.onSubmit, editor);
  },
});

/** Not YAML: the parser's message with line and column, its excerpt, and the fields locked until fixed. */
export const YamlSyntaxError = meta.story({
  args: { initialYaml: brokenAgentYaml },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('YAML syntax error: Nested mappings are not allowed in compact mappings at line 4, column 9');
    await expect(yamlEditor(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(yamlEditor(canvas)).toHaveAccessibleDescription(expect.stringContaining('at line 4, column 9'));
    await expect(canvas.getByText('^', { exact: false, selector: 'code' })).toBeVisible();
    await expect(canvas.getByLabelText('Name')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add port' })).toBeDisabled();
    await expect(publishedYaml(canvas)).toBe(brokenAgentYaml);

    await expectRefused(canvas, args.onSubmit, yamlEditor(canvas));

    await replaceYaml(canvas, brokenAgentYaml.replace('mail-sorter: v2', 'mail-sorter'));
    await expect(status).toHaveTextContent('Valid YAML.');
    await expect(canvas.getByLabelText('Name')).toBeEnabled();
    await expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter');
  },
});

/** The server's answer: 409 beside Version until it changes, and a form-level message. */
export const ServerErrors = meta.story({
  args: {
    initialYaml: validAgentYaml,
    serverErrors: { 'metadata.version': PUBLISH_MESSAGES.versionExists('1.0.0') },
    serverError: 'The agent was not published: fix the highlighted fields and try again.',
  },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const version = canvas.getByLabelText('Version');
    const message = PUBLISH_MESSAGES.versionExists('1.0.0');
    await expect(version).toHaveAttribute('aria-invalid', 'true');
    await expect(version).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(canvas.getByText('The agent was not published: fix the highlighted fields and try again.')).toBeVisible();
    await expect(
      canvas.getByText('The agent was not published: fix the highlighted fields and try again.').closest('[role="alert"]'),
    ).not.toBeNull();

    await replaceField(version, '1.0.1');
    await expect(canvas.queryByText(message)).not.toBeInTheDocument();
    await expect(version).not.toHaveAttribute('aria-invalid');
  },
});

/** The publish call is running: the button says so and cannot be pressed again. */
export const Submitting = meta.story({
  args: { initialYaml: validAgentYaml, submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const button = canvas.getByRole('button', { name: 'Publishing...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('Model name'), '{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

// --- New version -----------------------------------------------------------------------------

/** A new version of inbox-zero: the name is locked, category and visibility are the agent's own. */
export const NewVersion = meta.story({
  args: { mode: 'version', agent: publishedAgent, initialYaml: currentVersionYaml, initialReadme: sampleReadme },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Publish a new version' })).toBeVisible();
    await expect(canvas.getByText('Current version 1.2.0')).toBeVisible();
    const name = canvas.getByLabelText('Name');
    await expect(name).toHaveValue('inbox-zero');
    await expect(name).toHaveAttribute('readonly');
    await expect(canvas.queryByLabelText('Category')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('radio')).not.toBeInTheDocument();
    await expect(canvas.getByLabelText('README')).toHaveValue(sampleReadme);

    // The form proposes the next patch version of the current one.
    await expect(canvas.getByLabelText('Version')).toHaveValue('1.2.1');
    // Publishing the current version again is refused before anything is sent.
    await pasteInto(canvas.getByLabelText('Version'), '1.2.0');
    await expectRefused(canvas, args.onSubmit, canvas.getByLabelText('Version'), 'Publish version');
    await expect(canvas.getByText(PUBLISH_MESSAGES.versionExists('1.2.0'))).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Use 1.2.1' }));
    await expect(canvas.getByLabelText('Version')).toHaveValue('1.2.1');
    await expect(previewPane(canvas).getByText('agent pull registry.example.com/ada/inbox-zero:1.2.1')).toBeVisible();
    await expect(previewPane(canvas).getByRole('article', { name: 'Inbox Zero' })).toBeVisible();
    await pasteInto(canvas.getByLabelText('Changelog (optional)'), 'Faster rules.');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish version' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({
      agentYaml: currentVersionYaml.replace('version: 1.2.0', 'version: 1.2.1'),
      readme: sampleReadme,
      changelog: 'Faster rules.',
      category: 'productivity',
      visibility: 'public',
    });
  },
});

/** A pasted file with another name is brought back to the agent's: new versions keep it. */
export const NewVersionNameLocked = meta.story({
  args: { mode: 'version', agent: publishedAgent },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    // Without a file to start from, the name is the agent's and the version the next patch.
    await expect(canvas.getByLabelText('Name')).toHaveValue('inbox-zero');
    await expect(canvas.getByLabelText('Version')).toHaveValue('1.2.1');

    await replaceYaml(canvas, validAgentYaml);
    await expect(canvas.getByText(PUBLISH_MESSAGES.nameMismatch('inbox-zero'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Use inbox-zero' }));
    await expect(canvas.queryByText(PUBLISH_MESSAGES.nameMismatch('inbox-zero'))).not.toBeInTheDocument();
    await expect(publishedYaml(canvas)).toContain('name: inbox-zero # the slug\n');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish version' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

// --- The form's edges ---------------------------------------------------------------------------

/** A refused file's error goes as soon as a valid file, chosen the same way, replaces it. */
export const OversizedFileReplaced = meta.story({
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const input = canvas.getByLabelText(YAML_FILE_PROMPT);
    await userEvent.upload(input, new File([`${validAgentYaml}#${'x'.repeat(64 * 1024)}\n`], 'agent.yaml'));
    await expect(await canvas.findByText(PUBLISH_MESSAGES.yamlTooLarge)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.upload(input, new File([validAgentYaml], 'agent.yaml'));
    await waitFor(() => expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter'));
    await expect(canvas.queryByText(PUBLISH_MESSAGES.yamlTooLarge)).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Typing over a refused file clears its error too.
    await userEvent.upload(input, new File([`${validAgentYaml}#${'x'.repeat(64 * 1024)}\n`], 'big.yaml'));
    await expect(await canvas.findByText(PUBLISH_MESSAGES.yamlTooLarge)).toBeVisible();
    await userEvent.type(yamlEditor(canvas), '#');
    await expect(canvas.queryByText(PUBLISH_MESSAGES.yamlTooLarge)).not.toBeInTheDocument();
  },
});

/** Tags: the hint gives the limits; more than 20, or one over 40 characters, is refused (never cut). */
export const TagLimits = meta.story({
  args: { initialYaml: validAgentYaml },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const tags = tagsField(canvas);
    await expect(tags).toHaveAccessibleDescription(expect.stringContaining('up to 20, each up to 40 characters'));
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Communication');

    await pasteInto(tags, Array.from({ length: 21 }, (_, i) => `t${i}`).join(', '));
    await expect(tags).toHaveAccessibleDescription(expect.stringContaining(AGENT_METADATA_MESSAGES.tooManyTags));
    // All 21 are in the file: nothing is dropped behind the person's back.
    await expect(publishedYaml(canvas)).toMatch(/\bt20\b/);
    await expectRefused(canvas, args.onSubmit, tags);

    await pasteInto(tags, `email, ${'x'.repeat(41)}`);
    await expect(tags).toHaveAccessibleDescription(expect.stringContaining(AGENT_METADATA_MESSAGES.tagTooLong));
    await expectRefused(canvas, args.onSubmit, tags);

    await pasteInto(tags, `email, ${'x'.repeat(40)}`);
    await expect(tags).not.toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Publish' }));
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  },
});

/** 1.2.0+build.5 is 1.2.0 in semantic-version order: the refusal says build metadata is ignored. */
export const BuildMetadataIgnored = meta.story({
  args: { mode: 'version', agent: publishedAgent, initialYaml: currentVersionYaml, initialReadme: sampleReadme },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const version = canvas.getByLabelText('Version');
    await pasteInto(version, '1.2.0+build.5');
    await expect(version).toHaveValue('1.2.0+build.5');
    await expectRefused(canvas, args.onSubmit, version, 'Publish version');
    const message = PUBLISH_MESSAGES.versionExistsIgnoringBuild('1.2.0+build.5', '1.2.0');
    await expect(version).toHaveAccessibleDescription(expect.stringContaining(message));
    await expect(message).toContain('build metadata');
    await userEvent.click(canvas.getByRole('button', { name: 'Use 1.2.1' }));
    await expect(version).toHaveValue('1.2.1');
  },
});

/** The README is previewed as the agent's page renders it (headings, lists, code), not as text. */
export const ReadmePreview = meta.story({
  args: { initialYaml: validAgentYaml },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const pane = previewPane(canvas);
    await expect(pane.getByText('No README yet: the agent’s page will say so.')).toBeVisible();
    await pasteInto(canvas.getByLabelText('README'), '# Mail Sorter\n\nSorts **mail**.\n\n- one\n- two\n');
    const readme = within(pane.getByRole('region', { name: 'Rendered README' }));
    await expect(await readme.findByRole('heading', { level: 4, name: 'Mail Sorter' }, { timeout: 10_000 })).toBeVisible();
    await expect(readme.getByText('mail', { selector: 'strong' })).toBeVisible();
    await expect(readme.getAllByRole('listitem')).toHaveLength(2);
  },
});

/** A draft kept from an earlier visit: the form starts from it and says so, with Discard draft. */
export const DraftRestored = meta.story({
  args: {
    restoredDraft: {
      values: { agentYaml: validAgentYaml, readme: '# Mail Sorter', changelog: '', category: 'communication', visibility: 'private' },
      savedAt: '2026-11-27T09:30:00Z',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    const notice = canvas.getByText(DRAFT_MESSAGES.title).closest<HTMLElement>('[role="status"]')!;
    await expect(within(notice).getByText(DRAFT_MESSAGES.title)).toBeVisible();
    await expect(notice).toHaveTextContent(/Your unpublished changes from Nov 27, 2026, .* are back/);
    await expect(canvas.getByLabelText('Name')).toHaveValue('mail-sorter');
    await expect(canvas.getByLabelText('Category')).toHaveValue('communication');
    await expect(canvas.getByRole('radio', { name: /Private/ })).toBeChecked();
    await expect(canvas.getByLabelText('README')).toHaveValue('# Mail Sorter');
    // The host hears that the form differs from where it would start without the draft.
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ readme: '# Mail Sorter' }), true));
    await userEvent.click(canvas.getByRole('button', { name: DRAFT_MESSAGES.discard }));
    await expect(args.onDiscardDraft).toHaveBeenCalledOnce();
  },
});

export const DraftRestoredPhoneDark = DraftRestored.extend({ globals: { ...phone, ...dark } });

/** Untouched, the form reports no change; one keystroke and it does. */
export const DraftChanges = meta.story({
  play: async ({ canvasElement, args }) => {
    const canvas = await ready(canvasElement);
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ readme: '' }), false));
    await expect(canvas.queryByText(DRAFT_MESSAGES.title)).not.toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText('README'), 'x');
    await waitFor(() => expect(args.onDraftChange).toHaveBeenLastCalledWith(expect.objectContaining({ readme: 'x' }), true));
  },
});

// --- Phone -----------------------------------------------------------------------------------

/** 375 px: one column, the preview under the form, nothing wider than the screen. */
export const Phone = meta.story({
  args: {
    initialYaml: validAgentYaml.replace(
      'description: Sorts incoming mail into folders and drafts short replies.',
      'description: Sorts incoming mail into folders and drafts short replies, with a-very-long-unbroken-word-that-must-wrap-inside-the-card.',
    ),
    serverErrors: { 'spec.ports.0.host': PUBLISH_MESSAGES.hostPort(80, 0) },
    serverError: 'The agent was not published.',
  },
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    const editor = yamlEditor(canvas).getBoundingClientRect();
    const previewBox = canvas.getByRole('region', { name: 'Preview' }).getBoundingClientRect();
    await expect(previewBox.top).toBeGreaterThan(editor.bottom);
    await expect(Math.abs(previewBox.left - editor.left)).toBeLessThan(48);
    await expectNoHorizontalOverflow(canvasElement);
  },
});

export const PhoneDark = Phone.extend({ globals: { ...phone, ...dark } });

// --- Long text -------------------------------------------------------------------------------

const longDescription =
  'Reads cluster metrics and recommends node-pool sizes for every environment: https://docs.example.com/agents/kubernetes-cluster-autoscaler-advisor/configuration-reference';
const longYaml = validAgentYaml
  .replace('name: mail-sorter # the slug', 'name: kubernetes-cluster-autoscaler-advisor-for-production-workloads')
  .replace('description: Sorts incoming mail into folders and drafts short replies.', `description: "${longDescription}"`)
  .replace('tags: [email, triage]', 'tags: [kubernetes-cluster-autoscaling, infrastructure-cost-optimisation, observability]');

/** A long name, a description with a long URL and long tags: the form and the preview wrap them. */
export const LongText = meta.story({
  args: { initialYaml: longYaml, namespace: 'maximilian-alexander-wolfeschlegelsteinhausen' },
  play: async ({ canvasElement }) => {
    const canvas = await ready(canvasElement);
    await expect(canvas.getByLabelText('Description')).toHaveValue(longDescription);
    await expect(publishedYaml(canvas)).toBe(longYaml);
    await expectNoHorizontalOverflow(canvasElement);
  },
});
export const LongTextPhone = LongText.extend({ globals: phone });
export const LongTextDark = LongText.extend({ globals: dark });
