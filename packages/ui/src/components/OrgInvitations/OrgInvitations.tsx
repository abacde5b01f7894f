import { Check, MailOpen } from 'lucide-react';
import type { OrgInvitation } from '@agent-registry/api-client/rules';
import type { LoadStatus } from '../../status';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { AccountItem, AccountSection, BusyButton, LoadedItems } from '../TokenList/AccountSection';
import { InvitationMeta, ORG_ROLE_LABELS } from '../OrgMembers/OrgMembers';

export const ORG_INVITATIONS_MESSAGES = {
  title: 'Invitations',
  description: 'Organisations that invited you. Accepting asks for your password if you signed in a while ago.',
  empty: 'No invitations waiting for you.',
  loadFailedPrefix: 'Failed to load invitations: ',
  unknownError: 'Unknown error',
} as const;

export interface OrgInvitationsProps {
  invitations: readonly OrgInvitation[];
  status: LoadStatus;
  error?: string | undefined;
  onAccept: (invitation: OrgInvitation) => void;
  /** The invitation being accepted. */
  busyId?: string | null | undefined;
  /** The server's refusal of the last acceptance (expired, sent to another address). */
  acceptError?: string | undefined;
  className?: string | undefined;
}

/** The invitations waiting for the signed-in user, each with Accept. */
export function OrgInvitations({ invitations, status, error, onAccept, busyId = null, acceptError, className }: OrgInvitationsProps) {
  return (
    <AccountSection icon={MailOpen} messages={ORG_INVITATIONS_MESSAGES} className={className}>
      <LoadedItems
        status={status}
        noun="Invitations"
        error={error}
        messages={ORG_INVITATIONS_MESSAGES}
        items={invitations}
        refusal={acceptError}
      >
        {(invitation) => (
          <AccountItem
            key={invitation.id}
            name={invitation.org}
            badges={<Badge tone="neutral">{ORG_ROLE_LABELS[invitation.role]}</Badge>}
            actions={
              <BusyButton
                size="small"
                busy={busyId === invitation.id}
                icon={<Check size={16} aria-hidden="true" />}
                onClick={() => onAccept(invitation)}
              >
                Accept
                <span className={visuallyHidden}> {invitation.org}</span>
              </BusyButton>
            }
          >
            <InvitationMeta invitation={invitation} />
          </AccountItem>
        )}
      </LoadedItems>
    </AccountSection>
  );
}
