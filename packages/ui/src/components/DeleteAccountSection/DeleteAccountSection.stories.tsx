import preview from '../../../../../.storybook/preview';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../private/testing/decorators';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import {
  DELETE_ACCOUNT_AGENTS_LABEL,
  DELETE_ACCOUNT_EXPLANATION,
  DELETE_ACCOUNT_KEEP_NONE,
  DELETE_ACCOUNT_MOVE_TO,
  DELETE_ACCOUNT_ORGS_DELETED,
  DeleteAccountSection,
} from './DeleteAccountSection';

const meta = preview.meta({
  title: 'Components/DeleteAccountSection',
  component: DeleteAccountSection,
  args: { username: 'ada', ...spies('onDelete') },
  decorators: [frame('column')],
});

/** Nothing is sent until the username is typed exactly. */
export const Default = meta.story({
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Delete account' });
    await expect(section).toHaveTextContent(DELETE_ACCOUNT_EXPLANATION);
    const field = within(section).getByLabelText('Type your username (ada) to confirm');
    await userEvent.type(field, 'eve');
    await userEvent.click(within(section).getByRole('button', { name: 'Delete my account' }));
    await expect(field).toHaveAccessibleDescription(MODERATION_MESSAGES.usernameMismatch);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await replaceField(field, 'ada{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('ada', null);
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

/** Being deleted: the button says so and nothing can be changed. */
export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    await expect(within(canvasElement).getByLabelText('Type your username (ada) to confirm')).toBeDisabled();
  },
});

/** An organisation that keeps another owner can take the agents; one the user alone is in goes with them. */
export const ChooseTransfer = meta.story({
  args: {
    preview: { agents: 3, transfer_targets: ['acme', 'toolsmiths'], blocking_organizations: [], organizations_deleted: ['ada-lab'] },
  },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Delete account' });
    await expect(section).toHaveTextContent(DELETE_ACCOUNT_ORGS_DELETED(['ada-lab']));
    const choice = within(section).getByLabelText(DELETE_ACCOUNT_AGENTS_LABEL(3));
    await expect(choice).toHaveDisplayValue(DELETE_ACCOUNT_KEEP_NONE);
    await expect(
      within(choice)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([DELETE_ACCOUNT_KEEP_NONE, DELETE_ACCOUNT_MOVE_TO('acme'), DELETE_ACCOUNT_MOVE_TO('toolsmiths')]);
    await userEvent.selectOptions(choice, DELETE_ACCOUNT_MOVE_TO('toolsmiths'));
    await userEvent.type(within(section).getByLabelText('Type your username (ada) to confirm'), 'ada{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('ada', 'toolsmiths');
  },
});

export const ChooseTransferDark = ChooseTransfer.extend({ globals: dark });

export const ChooseTransferPhone = ChooseTransfer.extend({ globals: phone });

/** Without a choice made, the agents are deleted: nothing names an organisation. */
export const DeleteAgents = meta.story({
  args: { preview: { agents: 1, transfer_targets: ['acme'], blocking_organizations: [], organizations_deleted: [] } },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Delete account' });
    await expect(within(section).getByLabelText(DELETE_ACCOUNT_AGENTS_LABEL(1))).toHaveDisplayValue(DELETE_ACCOUNT_KEEP_NONE);
    await userEvent.type(within(section).getByLabelText('Type your username (ada) to confirm'), 'ada{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('ada', null);
  },
});

/** The last owner of an organisation with other members cannot leave yet, and is told why. */
export const LastOwner = meta.story({
  args: { preview: { agents: 2, transfer_targets: [], blocking_organizations: ['acme'], organizations_deleted: [] } },
  play: async ({ canvasElement, args }) => {
    const section = within(canvasElement).getByRole('region', { name: 'Delete account' });
    await expect(within(section).getByRole('alert')).toHaveTextContent(MODERATION_MESSAGES.lastOwnerOf(['acme']));
    await expect(within(section).getByRole('button', { name: 'Delete my account' })).toBeDisabled();
    await expect(within(section).getByLabelText('Type your username (ada) to confirm')).toBeDisabled();
    await expect(args.onDelete).not.toHaveBeenCalled();
  },
});

export const LastOwnerDark = LastOwner.extend({ globals: dark });

export const LastOwnerPhone = LastOwner.extend({ globals: phone });
