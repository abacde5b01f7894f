import { Mail, Trash2, UserPlus, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { OrgInvitation, OrgMember, OrgRole } from '@agent-registry/api-client/rules';
import type { LoadStatus } from '../../status';
import { Badge } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { SelectField } from '../Field/SelectField';
import { Loaded } from '../Loaded/Loaded';
import { TextField } from '../TextField/TextField';
import {
  AccountItem,
  AccountSection,
  SubmitRow,
  DateTime,
  ItemAction,
  ItemList,
  Meta,
  MetaList,
  Refusal,
} from '../TokenList/AccountSection';

/** The roles of an organisation, as the screens name and explain them. */
export const ORG_ROLE_LABELS: Record<OrgRole, string> = { owner: 'Owner', maintainer: 'Maintainer' };
export const ORG_ROLE_OPTIONS = [
  { value: 'maintainer', label: 'Maintainer: publishes, yanks, deprecates' },
  { value: 'owner', label: 'Owner: also manages members and settings' },
] as const;

export const ORG_MEMBERS_MESSAGES = {
  title: 'Members',
  description: 'Owners manage members and settings, and transfer or delete agents. Maintainers publish, yank and deprecate.',
  inviteTitle: 'Invite a member',
  inviteeRequired: 'Enter a username or an email address',
  invitations: 'Pending invitations',
  loadFailedPrefix: 'Failed to load members: ',
  unknownError: 'Unknown error',
} as const;

export interface OrgInviteValues {
  invitee: string;
  role: OrgRole;
}

export interface OrgMembersProps {
  /** The organisation's name, in the labels. */
  org: string;
  members: readonly OrgMember[];
  invitations: readonly OrgInvitation[];
  status: LoadStatus;
  error?: string | undefined;
  /** The viewer is an owner: the invite form, role choices and Remove show. */
  canManage: boolean;
  /** The viewer's username: a member may leave. */
  currentUsername?: string | undefined;
  onInvite: (values: OrgInviteValues) => void;
  onRoleChange: (member: OrgMember, role: OrgRole) => void;
  onRemove: (member: OrgMember) => void;
  /** An invitation is being sent. */
  inviting?: boolean;
  /** The member (username) whose change is under way. */
  busyUsername?: string | null | undefined;
  /** The server's refusal of the last invitation. */
  inviteError?: string | undefined;
  /** The server's refusal of the last role change or removal. */
  actionError?: string | undefined;
  className?: string | undefined;
}

/** An organisation's members and pending invitations; owners invite, change roles and remove. */
export function OrgMembers({
  org,
  members,
  invitations,
  status,
  error,
  canManage,
  currentUsername,
  onInvite,
  onRoleChange,
  onRemove,
  inviting = false,
  busyUsername = null,
  inviteError,
  actionError,
  className,
}: OrgMembersProps) {
  return (
    <AccountSection icon={Users} messages={ORG_MEMBERS_MESSAGES} className={className}>
      <Loaded
        status={status}
        loading="Loading members"
        failed={`${ORG_MEMBERS_MESSAGES.loadFailedPrefix}${error || ORG_MEMBERS_MESSAGES.unknownError}`}
      >
        {canManage && <InviteForm onInvite={onInvite} pending={inviting} error={inviteError} />}
        {actionError && <Refusal>{actionError}</Refusal>}
        <ItemList label={`Members of ${org}`}>
          {members.map((member) => {
            const busy = busyUsername === member.username;
            const self = member.username === currentUsername;
            return (
              <AccountItem
                key={member.user_id}
                name={member.full_name ? `${member.full_name} (${member.username})` : member.username}
                badges={<Badge tone={member.role === 'owner' ? 'primary' : 'neutral'}>{ORG_ROLE_LABELS[member.role]}</Badge>}
                actions={
                  canManage || self ? (
                    <>
                      {canManage && (
                        <SelectField
                          label={`Role of ${member.username}`}
                          value={member.role}
                          onChange={(event) => onRoleChange(member, event.target.value as OrgRole)}
                          options={ORG_ROLE_OPTIONS.map((o) => ({ value: o.value, label: ORG_ROLE_LABELS[o.value] }))}
                          disabled={busy}
                        />
                      )}
                      <ItemAction
                        label={self ? 'Leave' : 'Remove'}
                        name={member.username}
                        icon={Trash2}
                        busy={busy}
                        onClick={() => onRemove(member)}
                      />
                    </>
                  ) : undefined
                }
              >
                {member.joined_at && (
                  <MetaList>
                    <Meta term="Joined">
                      <DateTime iso={member.joined_at} />
                    </Meta>
                  </MetaList>
                )}
              </AccountItem>
            );
          })}
        </ItemList>
        {invitations.length > 0 && (
          <Stack gap={3}>
            <Box as="h3" margin={0} fontSize="base" fontWeight="semibold" color="text">
              {ORG_MEMBERS_MESSAGES.invitations}
            </Box>
            <ItemList label={ORG_MEMBERS_MESSAGES.invitations}>
              {invitations.map((invitation) => (
                <AccountItem
                  key={invitation.id}
                  name={invitation.email}
                  muted
                  badges={<Badge tone="neutral">{ORG_ROLE_LABELS[invitation.role]}</Badge>}
                >
                  <InvitationMeta invitation={invitation} />
                </AccountItem>
              ))}
            </ItemList>
          </Stack>
        )}
      </Loaded>
    </AccountSection>
  );
}

/** Who sent an invitation and until when it can be accepted. */
export function InvitationMeta({ invitation }: { invitation: OrgInvitation }) {
  return (
    <MetaList>
      {invitation.invited_by && <Meta term="Invited by">{invitation.invited_by}</Meta>}
      <Meta term="Expires">
        <DateTime iso={invitation.expires_at} />
      </Meta>
    </MetaList>
  );
}

function InviteForm({ onInvite, pending, error }: { onInvite: OrgMembersProps['onInvite']; pending: boolean; error?: string | undefined }) {
  const [invitee, setInvitee] = useState('');
  const [role, setRole] = useState<OrgRole>('maintainer');
  const [problem, setProblem] = useState<string | undefined>();
  // The server's refusal shows until the field is edited.
  const [editedSinceError, setEdited] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    const who = invitee.trim();
    if (!who) return setProblem(ORG_MEMBERS_MESSAGES.inviteeRequired);
    setEdited(false);
    onInvite({ invitee: who, role });
  }

  return (
    <Stack as="form" gap={3} onSubmit={submit} noValidate aria-label={ORG_MEMBERS_MESSAGES.inviteTitle}>
      <TextField
        label="Username or email"
        autoComplete="off"
        spellCheck={false}
        value={invitee}
        onChange={(event) => {
          setInvitee(event.target.value);
          setProblem(undefined);
          setEdited(true);
        }}
        error={problem ?? (editedSinceError ? undefined : error)}
        disabled={pending}
      />
      <SelectField
        label="Role"
        value={role}
        onChange={(event) => setRole(event.target.value as OrgRole)}
        options={ORG_ROLE_OPTIONS}
        disabled={pending}
      />
      <SubmitRow pending={pending} icon={UserPlus} label="Send invitation" pendingLabel="Sending..." />
      <Box as="p" margin={0} fontSize="sm" color="muted">
        <Mail size={14} aria-hidden="true" /> The invitation is mailed; it can be accepted for 7 days.
      </Box>
    </Stack>
  );
}
