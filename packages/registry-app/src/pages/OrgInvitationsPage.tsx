import { useNavigate } from 'react-router';
import { OrgInvitations, notify } from '@agent-registry/ui';
import { isReauthRequired } from '@agent-registry/api-client';
import type { OrgInvitation } from '@agent-registry/api-client/contract';
import { useAcceptInvitation, useMyInvitations } from '../data/orgs';
import { errorMessage, loadStatus } from '../data/status';
import { useReauthentication } from '../session/useReauthentication';

/**
 * The signed-in user's invitations, each with Accept (a stale session is asked for the password
 * first); `only` keeps the one an invitation mail linked to.
 */
export function InvitationsPanel({ only }: { only?: string | undefined }) {
  const navigate = useNavigate();
  const invitations = useMyInvitations();
  const accept = useAcceptInvitation();
  const reauth = useReauthentication();

  function take(invitation: OrgInvitation) {
    accept.mutate(invitation.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        navigate(`/orgs/${invitation.org}`);
      },
      onError: (error) => {
        if (isReauthRequired(error)) reauth.ask(`join ${invitation.org}`, () => take(invitation));
      },
    });
  }

  return (
    <>
      <OrgInvitations
        invitations={(invitations.data?.data ?? []).filter((invitation) => !only || invitation.id === only)}
        status={loadStatus(invitations)}
        error={errorMessage(invitations.error)}
        onAccept={take}
        busyId={accept.isPending ? accept.variables : null}
        acceptError={accept.error && !isReauthRequired(accept.error) ? errorMessage(accept.error) : undefined}
      />
      {reauth.dialog}
    </>
  );
}

/** /orgs/invitations: every invitation waiting for the signed-in user. */
export default function OrgInvitationsPage() {
  return <InvitationsPanel />;
}
