import { placeLabel, type SessionInfo } from '@agent-registry/api-client/rules';
import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { LoadStatus } from '../../status';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { AccountItem, AccountSection, DateTime, ItemAction, LoadedItems, Meta, MetaList } from '../TokenList/AccountSection';
import * as shared from '../../private/styles/accountSection.css';
import { ConfirmDialog } from '../TokenList/ConfirmDialog';

/** The texts of the sessions list. */
export const SESSION_LIST_MESSAGES = {
  title: 'Active sessions',
  description: 'Where your account is signed in. Signing a session out ends it at once.',
  empty: 'No active sessions.',
  loadFailedPrefix: 'Failed to load sessions: ',
  unknownError: 'Unknown error',
  thisDevice: 'This device',
  notSeen: 'Not since signing in',
  lastActive: 'Last active',
  /** Where it signed in from, when the registry's proxy reports it (absent otherwise). */
  place: 'Approximate location',
  endOthersTitle: 'Sign out everywhere else?',
  endOthersQuestion: 'Every other session is signed out at once. This device stays signed in.',
} as const;

export interface SessionListProps {
  /** The account's live sessions, in the order to show them (the API sends the current one first). */
  sessions: readonly SessionInfo[];
  /** 'loading' (a spinner), 'error' (shows `error`) or 'success' (the sessions). */
  status: LoadStatus;
  /** The load failure's message, shown after 'Failed to load sessions: '. */
  error?: string | undefined;
  /** 'Sign out' was pressed on another session (the current one has no such button). */
  onEnd: (session: SessionInfo) => void;
  /** The person confirmed 'Sign out everywhere else' in the dialog. */
  onEndOthers: () => void;
  /** The id of the session being signed out: its button shows a spinner and is disabled. */
  ending?: string | null | undefined;
  /** Class of the root element, for the host's layout. */
  className?: string | undefined;
}

/**
 * The account's signed-in sessions: browser and system, when it was last active, roughly where it
 * signed in from (when the registry knows) and when it signed in. Any other
 * session can be signed out, or all of them at once after a confirmation.
 */
export function SessionList({ sessions, status, error, onEnd, onEndOthers, ending = null, className }: SessionListProps) {
  const [confirming, setConfirming] = useState(false);
  const others = sessions.filter((session) => !session.current);

  return (
    <AccountSection
      icon={MonitorSmartphone}
      messages={SESSION_LIST_MESSAGES}
      className={className}
      actions={
        status === 'success' &&
        others.length > 0 && (
          <Button variant="outline" size="small" className={shared.dangerButton} onClick={() => setConfirming(true)}>
            <LogOut size={16} aria-hidden="true" />
            Sign out everywhere else
          </Button>
        )
      }
    >
      <LoadedItems status={status} noun="Sessions" error={error} messages={SESSION_LIST_MESSAGES} items={sessions}>
        {(session) => <SessionItem key={session.id} session={session} busy={ending === session.id} onEnd={() => onEnd(session)} />}
      </LoadedItems>

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        icon={<LogOut size={20} />}
        title={SESSION_LIST_MESSAGES.endOthersTitle}
        description={SESSION_LIST_MESSAGES.endOthersQuestion}
        confirmLabel="Sign out everywhere else"
        onConfirm={onEndOthers}
      />
    </AccountSection>
  );
}

function SessionItem({ session, busy, onEnd }: { session: SessionInfo; busy: boolean; onEnd: () => void }) {
  const place = placeLabel(session.place);
  return (
    <AccountItem
      name={session.device}
      aria-current={session.current ? 'true' : undefined}
      badges={session.current && <Badge tone="success">{SESSION_LIST_MESSAGES.thisDevice}</Badge>}
      actions={!session.current && <ItemAction label="Sign out" name={session.device} icon={LogOut} busy={busy} onClick={onEnd} />}
    >
      <MetaList>
        <Meta term={SESSION_LIST_MESSAGES.lastActive}>
          {session.last_seen_at ? <DateTime iso={session.last_seen_at} withTime /> : SESSION_LIST_MESSAGES.notSeen}
        </Meta>
        {place && <Meta term={SESSION_LIST_MESSAGES.place}>{place}</Meta>}
        <Meta term="Signed in">
          <DateTime iso={session.created_at} />
        </Meta>
      </MetaList>
    </AccountItem>
  );
}
