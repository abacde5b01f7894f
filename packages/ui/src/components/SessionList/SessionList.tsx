import { clsx } from 'clsx';
import type { SessionInfo } from '@agent-registry/api-client/rules';
import { AlertTriangle, LoaderCircle, LogOut, MonitorSmartphone } from 'lucide-react';
import { useId, useState } from 'react';
import type { LoadStatus } from '../../status';
import { visuallyHidden } from '../../styles/utilities.css';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { formatPatDate } from '../PatPanel/PatPanel';
import { Spinner } from '../Spinner/Spinner';
import { ConfirmDialog } from '../TokenList/ConfirmDialog';
import * as shared from '../TokenList/accountSection.css';

/** The texts of the sessions list. */
export const SESSION_LIST_MESSAGES = {
  title: 'Active sessions',
  description: 'Where your account is signed in. Signing a session out ends it at once.',
  empty: 'No active sessions.',
  loadFailedPrefix: 'Failed to load sessions: ',
  unknownError: 'Unknown error',
  thisDevice: 'This device',
  notSeen: 'Not since signing in',
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
 * The account's signed-in sessions: device, when it signed in and when it was last seen. Any other
 * session can be signed out, or all of them at once after a confirmation.
 */
export function SessionList({ sessions, status, error, onEnd, onEndOthers, ending = null, className }: SessionListProps) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const others = sessions.filter((session) => !session.current);

  return (
    <section className={clsx(shared.section, className)} aria-labelledby={headingId}>
      <div className={shared.header}>
        <div className={shared.headerText}>
          <h2 id={headingId} className={shared.title}>
            <MonitorSmartphone size={18} aria-hidden="true" className={shared.titleIcon} />
            {SESSION_LIST_MESSAGES.title}
          </h2>
          <p className={shared.description}>{SESSION_LIST_MESSAGES.description}</p>
        </div>
        {status === 'success' && others.length > 0 && (
          <div className={shared.actions}>
            <Button variant="outline" size="small" className={shared.dangerButton} onClick={() => setConfirming(true)}>
              <LogOut size={16} aria-hidden="true" />
              Sign out everywhere else
            </Button>
          </div>
        )}
      </div>

      {status === 'loading' ? (
        <Spinner size="large" label="Loading sessions" />
      ) : status === 'error' ? (
        <div className={shared.error} role="alert">
          <AlertTriangle size={20} aria-hidden="true" className={shared.errorIcon} />
          <p className={shared.errorText}>
            {SESSION_LIST_MESSAGES.loadFailedPrefix}
            {error || SESSION_LIST_MESSAGES.unknownError}
          </p>
        </div>
      ) : sessions.length === 0 ? (
        <p className={shared.note}>{SESSION_LIST_MESSAGES.empty}</p>
      ) : (
        <ul className={shared.list} aria-label="Sessions">
          {sessions.map((session) => (
            <SessionItem key={session.id} session={session} busy={ending === session.id} onEnd={() => onEnd(session)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        icon={<LogOut size={20} />}
        title={SESSION_LIST_MESSAGES.endOthersTitle}
        description={SESSION_LIST_MESSAGES.endOthersQuestion}
        confirmLabel="Sign out everywhere else"
        onConfirm={onEndOthers}
      />
    </section>
  );
}

function SessionItem({ session, busy, onEnd }: { session: SessionInfo; busy: boolean; onEnd: () => void }) {
  return (
    <li className={shared.item} aria-current={session.current ? 'true' : undefined}>
      <div className={shared.itemHead}>
        <h3 className={shared.itemName}>{session.device}</h3>
        {session.current && <Badge tone="success">{SESSION_LIST_MESSAGES.thisDevice}</Badge>}
      </div>
      <dl className={shared.meta}>
        <div>
          <dt>Signed in</dt>
          <dd>
            <time dateTime={session.created_at}>{formatPatDate(session.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Last seen</dt>
          <dd>
            {session.last_seen_at ? (
              <time dateTime={session.last_seen_at}>{formatPatDate(session.last_seen_at)}</time>
            ) : (
              SESSION_LIST_MESSAGES.notSeen
            )}
          </dd>
        </div>
      </dl>
      {!session.current && (
        <div className={shared.itemActions}>
          <Button variant="ghost" size="small" className={shared.dangerButton} onClick={onEnd} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <LoaderCircle size={16} className={shared.spin} aria-hidden="true" /> : <LogOut size={16} aria-hidden="true" />}
            Sign out<span className={visuallyHidden}> {session.device}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
