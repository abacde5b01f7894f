import preview from '../../../../../.storybook/preview';
import { NAMESPACE_MESSAGES } from '@agent-registry/api-client/rules';
import { expect, userEvent } from 'storybook/test';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { CreateOrgForm } from './CreateOrgForm';

const meta = preview.meta({
  title: 'Components/CreateOrgForm',
  component: CreateOrgForm,
  args: { ...spies('onSubmit') },
});

/** The name must follow the namespace rule and not be reserved; the values are sent trimmed. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const name = canvas.getByLabelText(/Organisation name/);
    const create = canvas.getByRole('button', { name: 'Create organisation' });
    await userEvent.click(create);
    await expect(name).toHaveAccessibleDescription(new RegExp(NAMESPACE_MESSAGES.invalid));
    await userEvent.type(name, 'admin');
    await userEvent.click(create);
    await expect(name).toHaveAccessibleDescription(new RegExp(NAMESPACE_MESSAGES.reserved));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await replaceField(name, 'Acme-Labs ');
    await userEvent.type(canvas.getByLabelText('Display name (optional)'), ' Acme Labs ');
    await userEvent.type(canvas.getByLabelText('Bio (optional)'), 'Paperwork agents');
    await userEvent.click(create);
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'acme-labs', display_name: 'Acme Labs', bio: 'Paperwork agents' });
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

/** The server said the name is taken: shown under the name until it is edited. */
export const NameTaken = meta.story({
  args: { fieldErrors: { name: NAMESPACE_MESSAGES.taken } },
  play: async ({ canvas }) => {
    const name = canvas.getByLabelText(/Organisation name/);
    await expect(name).toHaveAccessibleDescription(new RegExp(NAMESPACE_MESSAGES.taken));
    await userEvent.type(name, 'x');
    await expect(name).not.toHaveAccessibleDescription(new RegExp(NAMESPACE_MESSAGES.taken));
  },
});

export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Creating...' })).toBeDisabled();
  },
});
