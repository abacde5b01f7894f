import preview from '../../../../../.storybook/preview';
import type { OrgInvitation, OrgMember } from '@agent-registry/api-client/rules';
import { expect, userEvent, within } from 'storybook/test';
import { showsStatus } from '../../private/testing/loadStates';
import { spies } from '../../private/testing/spies';
import { dark, phone } from '../../testing/storyVariants';
import { ORG_MEMBERS_MESSAGES, OrgMembers } from './OrgMembers';

const owner: OrgMember = {
  user_id: 'u1',
  username: 'ada',
  full_name: 'Ada Lovelace',
  avatar_url: '',
  role: 'owner',
  joined_at: '2026-11-01T10:00:00.000Z',
};
const maintainer: OrgMember = {
  user_id: 'u2',
  username: 'grace',
  full_name: '',
  avatar_url: '',
  role: 'maintainer',
  joined_at: '2026-11-03T10:00:00.000Z',
};
const invitation: OrgInvitation = {
  id: 'i1',
  org: 'acme-labs',
  email: 'alan@example.com',
  role: 'maintainer',
  invited_by: 'ada',
  created_at: '2026-11-20T10:00:00.000Z',
  expires_at: '2026-11-27T10:00:00.000Z',
};

const meta = preview.meta({
  title: 'Components/OrgMembers',
  component: OrgMembers,
  args: {
    org: 'acme-labs',
    members: [owner, maintainer],
    invitations: [invitation],
    status: 'success' as const,
    canManage: true,
    currentUsername: 'ada',
    ...spies('onInvite', 'onRoleChange', 'onRemove'),
  },
});

/** An owner invites by username or email, changes a role and removes a member. */
export const Owner = meta.story({
  play: async ({ canvas, args }) => {
    const members = canvas.getByRole('list', { name: 'Members of acme-labs' });
    await expect(within(members).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('list', { name: ORG_MEMBERS_MESSAGES.invitations })).toHaveTextContent('alan@example.com');

    const send = canvas.getByRole('button', { name: 'Send invitation' });
    await userEvent.click(send);
    await expect(canvas.getByLabelText('Username or email')).toHaveAccessibleDescription(ORG_MEMBERS_MESSAGES.inviteeRequired);
    await userEvent.type(canvas.getByLabelText('Username or email'), ' alan@example.com ');
    await userEvent.selectOptions(canvas.getByLabelText('Role'), 'owner');
    await userEvent.click(send);
    await expect(args.onInvite).toHaveBeenCalledWith({ invitee: 'alan@example.com', role: 'owner' });

    await userEvent.selectOptions(canvas.getByLabelText('Role of grace'), 'owner');
    await expect(args.onRoleChange).toHaveBeenCalledWith(maintainer, 'owner');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove grace' }));
    await expect(args.onRemove).toHaveBeenCalledWith(maintainer);
    await userEvent.click(canvas.getByRole('button', { name: 'Leave ada' }));
    await expect(args.onRemove).toHaveBeenCalledWith(owner);
  },
});

export const Dark = meta.story({ globals: dark });

export const Phone = meta.story({ globals: phone });

/** A maintainer sees the members and may leave, nothing more. */
export const Maintainer = meta.story({
  args: { canManage: false, currentUsername: 'grace', invitations: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    await expect(canvas.queryByLabelText('Role of ada')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Remove ada' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Leave grace' })).toBeVisible();
  },
});

/** The server refused: the last owner cannot step down; an unknown username cannot be invited. */
export const Refused = meta.story({
  args: { actionError: 'An organisation needs at least one owner', inviteError: 'No user with this username or email' },
  play: async ({ canvas }) => {
    // The refused action's alert (the invitation's error is an alert of its own, under its field).
    const refused = canvas.getAllByRole('alert').find((alert) => alert.textContent?.includes('An organisation needs at least one owner'));
    await expect(refused).toBeVisible();
    await expect(canvas.getByLabelText('Username or email')).toHaveAccessibleDescription('No user with this username or email');
  },
});

export const Loading = meta.story({
  args: { status: 'loading', members: [], invitations: [] },
  play: showsStatus('Loading members'),
});
