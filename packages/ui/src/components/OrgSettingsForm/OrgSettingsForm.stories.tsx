import preview from '../../../../../.storybook/preview';
import { BIO_MAX_LENGTH } from '@agent-registry/api-client/rules';
import { expect, userEvent } from 'storybook/test';
import { showsAlert } from '../../private/testing/loadStates';
import { replaceField } from '../../private/testing/replaceField';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { ORG_SETTINGS_MESSAGES, OrgSettingsForm } from './OrgSettingsForm';

const meta = preview.meta({
  title: 'Components/OrgSettingsForm',
  component: OrgSettingsForm,
  args: {
    name: 'acme',
    initial: { display_name: 'Acme Labs', bio: 'Paperwork agents', avatar_url: '' },
    ...spies('onSubmit'),
  },
});

/** Starts from the saved settings; only a change is sent, trimmed. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: `${ORG_SETTINGS_MESSAGES.title}: acme` })).toBeVisible();
    const save = canvas.getByRole('button', { name: 'Save settings' });
    await userEvent.click(save);
    await expect(canvas.getByRole('status')).toHaveTextContent(ORG_SETTINGS_MESSAGES.noChange);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const bio = canvas.getByLabelText('Bio (optional)');
    await replaceField(bio, ' Agents for paperwork ');
    await userEvent.type(canvas.getByLabelText('Avatar address (optional)'), 'https://example.com/acme.png');
    await userEvent.click(save);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      display_name: 'Acme Labs',
      bio: 'Agents for paperwork',
      avatar_url: 'https://example.com/acme.png',
    });
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

/** A bio over the limit is refused before anything is sent, and the field takes the focus. */
export const BioTooLong = meta.story({
  play: async ({ canvas, args }) => {
    const bio = canvas.getByLabelText('Bio (optional)');
    await userEvent.clear(bio);
    await userEvent.click(bio);
    await userEvent.paste('a'.repeat(BIO_MAX_LENGTH + 1));
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }));
    await expect(bio).toHaveAccessibleDescription(new RegExp(`At most ${BIO_MAX_LENGTH} characters`));
    await expect(bio).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
});

/** The server refused the avatar address: shown under it until it is edited. */
export const AvatarRefused = meta.story({
  args: { fieldErrors: { avatar_url: 'Please enter a valid URL' } },
  play: async ({ canvas }) => {
    const avatar = canvas.getByLabelText('Avatar address (optional)');
    await expect(avatar).toHaveAccessibleDescription(/Please enter a valid URL/);
    await userEvent.type(avatar, 'x');
    await expect(avatar).not.toHaveAccessibleDescription(/Please enter a valid URL/);
  },
});

/** A refusal that is not about one field (not an owner any more). */
export const Refused = meta.story({
  args: { error: 'Only an owner of the organisation can do this' },
  play: showsAlert('Only an owner of the organisation can do this'),
});

export const Pending = meta.story({
  args: { pending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  },
});
