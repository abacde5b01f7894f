import preview from '../../../../../.storybook/preview';
import { NOTICE_MAX_LENGTH, VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { sampleAgents } from '../../fixtures/catalogue';
import { frame } from '../../private/testing/decorators';
import { expectNoHorizontalOverflow } from '../../private/testing/expectNoHorizontalOverflow';
import { bodyOf, findDialog } from '../../private/testing/findDialog';
import { showsAlert } from '../../private/testing/loadStates';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { spiedThen } from '../../private/testing/useSpiedState';
import { dark, phone } from '../../testing/storyVariants';
import { textsOf } from '../../testing/textsOf';
import { DeprecationBanner } from '../DeprecationBanner/DeprecationBanner';
import { AgentOwnerActions, DELETE_AGENT_WARNING, type AgentOwnerActionsProps, type AgentOwnerPending } from './AgentOwnerActions';

const [emailAssistant] = sampleAgents;
const agent = { ...emailAssistant!, namespace: 'ada', slug: 'email-assistant', deprecation_message: null };

const meta = preview.meta({
  title: 'Components/AgentOwnerActions',
  component: AgentOwnerActions,
  args: {
    agent,
    publishHref: '/agents/ada/email-assistant/publish',
    ...spies('onEdit', 'onDeprecate', 'onUndeprecate', 'onToggleVisibility', 'onDelete'),
  },
  decorators: [frame('column')],
});

/** A public agent: Edit, Publish new version, Deprecate, Make private, Delete. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const bar = within(canvas.getByRole('group', { name: 'Owner actions' }));
    await expect(textsOf(bar.getAllByRole('button'))).toEqual(['Edit', 'Deprecate', 'Make private', 'Delete']);
    await expect(bar.getByRole('link', { name: 'Publish new version' })).toHaveAttribute('href', '/agents/ada/email-assistant/publish');
    await userEvent.click(bar.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledTimes(1);
    await userEvent.click(bar.getByRole('button', { name: 'Make private' }));
    await expect(args.onToggleVisibility).toHaveBeenCalledTimes(1);
  },
});

export const Dark = Default.extend({ globals: dark });

/**
 * Deprecate asks for a message (required, at most NOTICE_MAX_LENGTH characters); once the agent
 * is deprecated the dialog closes and the button turns into Undeprecate.
 */
export const Deprecate = meta.story({
  render: function Render(args) {
    const [current, setCurrent] = useState(args.agent);
    return (
      <>
        {current.deprecation_message && <DeprecationBanner message={current.deprecation_message} />}
        <AgentOwnerActions
          {...args}
          agent={current}
          onDeprecate={(message) => {
            args.onDeprecate(message);
            setCurrent({ ...current, deprecation_message: message });
          }}
        />
      </>
    );
  },
  play: async ({ canvas, canvasElement, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Deprecate' }));
    const dialog = await findDialog(canvasElement, 'Deprecate Email Assistant');
    const field = within(dialog).getByLabelText('Message');
    await expect(field).toHaveFocus();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Deprecate' }));
    await expect(field).toHaveAccessibleDescription(VALIDATION_MESSAGES.fieldRequired);

    await userEvent.click(field);
    await userEvent.paste('x'.repeat(NOTICE_MAX_LENGTH + 1));
    await expect(within(dialog).getByText(`${NOTICE_MAX_LENGTH + 1}/${NOTICE_MAX_LENGTH}`)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deprecate' }));
    await expect(field).toHaveAccessibleDescription(`At most ${NOTICE_MAX_LENGTH} characters`);
    await expect(args.onDeprecate).not.toHaveBeenCalled();

    await replaceField(field, '  Use ada/inbox-copilot instead.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deprecate' }));
    await expect(args.onDeprecate).toHaveBeenCalledWith('Use ada/inbox-copilot instead.');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(canvas.getByRole('status')).toHaveTextContent('Use ada/inbox-copilot instead.');
    // Focus comes back to the same button, now Undeprecate.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Undeprecate' })).toHaveFocus());
  },
});

/** A deprecated, private agent: Undeprecate and Make public. */
export const DeprecatedPrivate = meta.story({
  args: { agent: { ...agent, visibility: 'private', deprecation_message: 'Moved to ada/inbox-copilot.' } },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Deprecate' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Undeprecate' }));
    await expect(args.onUndeprecate).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Make public' }));
    await expect(args.onToggleVisibility).toHaveBeenCalledTimes(1);
  },
});

/** Delete stays disabled until the agent's name is typed exactly. */
export const Delete = meta.story({
  render: function Render(args) {
    const [pending, setPending] = useState<AgentOwnerPending | null>(null);
    return <AgentOwnerActions {...args} pending={pending} onDelete={spiedThen(args.onDelete, () => setPending('delete'))} />;
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog', { name: 'Delete Email Assistant' });
    await expect(dialog).toHaveAccessibleDescription(DELETE_AGENT_WARNING);
    const confirm = within(dialog).getByRole('button', { name: 'Delete agent' });
    const field = within(dialog).getByLabelText('Type Email Assistant to confirm');
    await expect(field).toHaveFocus();
    await expect(confirm).toBeDisabled();
    await userEvent.type(field, 'email assistant{Enter}');
    await expect(confirm).toBeDisabled();
    await expect(args.onDelete).not.toHaveBeenCalled();
    await replaceField(field, 'Email Assistant');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeInTheDocument();
  },
});

/** Cancel closes the dialog without deleting. */
export const DeleteCancelled = meta.story({
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Email Assistant');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
});

/** The visibility change is under way: every action waits. */
export const PendingVisibility = meta.story({
  args: { pending: 'visibility' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Make private' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
});

/** A failed action's message, under the buttons. */
export const WithError = meta.story({
  args: { error: 'You do not have permission to change this agent' } satisfies Partial<AgentOwnerActionsProps>,
  play: showsAlert('You do not have permission'),
});

/** The error shows in the dialog that is open. */
export const DeprecateError = meta.story({
  args: { error: 'Deprecation failed: the server is busy' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Deprecate' }));
    const dialog = await findDialog(canvasElement);
    await expect(within(dialog).getByLabelText('Message')).toHaveAccessibleDescription('Deprecation failed: the server is busy');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
});

/** Without onEdit there is no Edit button. */
export const WithoutEdit = meta.story({
  args: { onEdit: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  },
});

/** On a 375 px phone the buttons wrap, and the dialogs fit. */
export const Phone = meta.story({
  globals: phone,
  play: async ({ canvasElement }) => {
    await expectNoHorizontalOverflow(canvasElement);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete' }));
    const dialog = await bodyOf(canvasElement).findByRole('alertdialog');
    await expect(dialog.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
});

/** With `onTransfer` (the owner of an agent, or an organisation's owner): Transfer sits before Delete. */
export const WithTransfer = meta.story({
  args: { ...spies('onTransfer') },
  play: async ({ canvas, args }) => {
    const bar = within(canvas.getByRole('group', { name: 'Owner actions' }));
    await expect(textsOf(bar.getAllByRole('button'))).toEqual(['Edit', 'Deprecate', 'Make private', 'Transfer', 'Delete']);
    await userEvent.click(bar.getByRole('button', { name: 'Transfer' }));
    await expect(args.onTransfer).toHaveBeenCalledTimes(1);
  },
});

export const WithTransferPhone = WithTransfer.extend({ globals: phone });
