import preview from '../../../../../.storybook/preview';
import { MODERATION_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, userEvent, within } from 'storybook/test';
import { frame } from '../../testing/decorators';
import { spies } from '../../testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { DELETE_ACCOUNT_EXPLANATION, DeleteAccountSection } from './DeleteAccountSection';

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
    await userEvent.clear(field);
    await userEvent.type(field, 'ada{Enter}');
    await expect(args.onDelete).toHaveBeenCalledWith('ada');
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
