import preview from '../../../../../.storybook/preview';
import type { OrgInvitation } from '@agent-registry/api-client/rules';
import { expect, userEvent } from 'storybook/test';
import { showsAlert, showsTextWhen } from '../../private/testing/loadStates';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { ORG_INVITATIONS_MESSAGES, OrgInvitations } from './OrgInvitations';

const invitation: OrgInvitation = {
  id: 'i1',
  org: 'acme-labs',
  email: 'grace@example.com',
  role: 'maintainer',
  invited_by: 'ada',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
};

const meta = preview.meta({
  title: 'Components/OrgInvitations',
  component: OrgInvitations,
  args: { invitations: [invitation], status: 'success' as const, ...spies('onAccept') },
});

/** Each invitation names the organisation, the role and who sent it; Accept takes it. */
export const Default = meta.story({
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: ORG_INVITATIONS_MESSAGES.title });
    await expect(list).toHaveTextContent('acme-labs');
    await expect(list).toHaveTextContent('Maintainer');
    await expect(list).toHaveTextContent('ada');
    await userEvent.click(canvas.getByRole('button', { name: 'Accept acme-labs' }));
    await expect(args.onAccept).toHaveBeenCalledWith(invitation);
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

export const Empty = meta.story(showsTextWhen({ invitations: [] }, ORG_INVITATIONS_MESSAGES.empty));

/** Being accepted, and refused (sent to another address). */
export const Accepting = meta.story({
  args: { busyId: 'i1' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Accept acme-labs' })).toBeDisabled();
  },
});

export const Refused = meta.story({
  args: { acceptError: 'This invitation was sent to another email address' },
  play: showsAlert('This invitation was sent to another email address'),
});
