import { useParams } from 'react-router';
import { Link, OrgMembers, notify } from '@agent-registry/ui';
import { isApiError, isReauthRequired } from '@agent-registry/api-client';
import { type MemberChange, useMemberChange, useOrg, useOrgMembers } from '../data/orgs';
import { errorMessage, loadStatus } from '../data/status';
import { useSession } from '../session/SessionProvider';
import { useReauthentication } from '../session/useReauthentication';

/** /orgs/{name}/members: the members (for members); owners invite, change roles and remove. */
export default function OrgMembersPage() {
  const { name = '' } = useParams();
  const org = useOrg(name.toLowerCase());
  const orgName = org.data?.name ?? name.toLowerCase();
  const isMember = !!org.data?.role;
  const members = useOrgMembers(orgName, isMember);
  const change = useMemberChange(orgName);
  const reauth = useReauthentication();
  const { user } = useSession();

  // Membership changes need a recent password proof: asked for, then the change is made again.
  function run(next: MemberChange, action: string) {
    change.mutate(next, {
      onSuccess: (answer) => notify.success(answer.message),
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask(action, () => run(next, action));
      },
    });
  }
  const failure = change.error && !isReauthRequired(change.error) ? errorMessage(change.error) : undefined;
  const kind = change.variables?.kind;
  const status = org.isError ? 'error' : !org.data ? 'loading' : !isMember ? 'error' : loadStatus(members);
  const loadError = org.isError
    ? errorMessage(org.error)
    : org.data && !isMember
      ? 'Only members of the organisation can see its members'
      : errorMessage(members.error);

  return (
    <>
      <p>
        <Link href={`/orgs/${orgName}`}>{`Back to ${orgName}`}</Link>
      </p>
      <OrgMembers
        org={orgName}
        members={members.data?.data ?? []}
        invitations={members.data?.invitations ?? []}
        status={status}
        error={loadError}
        canManage={org.data?.role === 'owner'}
        currentUsername={user?.username}
        inviting={change.isPending && kind === 'invite'}
        busyUsername={change.isPending && change.variables && change.variables.kind !== 'invite' ? change.variables.member.username : null}
        inviteError={kind === 'invite' ? (isApiError(change.error) ? (change.error.fields?.invitee ?? failure) : failure) : undefined}
        actionError={kind !== 'invite' ? failure : undefined}
        onInvite={(input) => run({ kind: 'invite', input }, 'invite a member')}
        onRoleChange={(member, role) => run({ kind: 'role', member, role }, `change the role of ${member.username}`)}
        onRemove={(member) => run({ kind: 'remove', member }, `remove ${member.username}`)}
      />
      {reauth.dialog}
    </>
  );
}
