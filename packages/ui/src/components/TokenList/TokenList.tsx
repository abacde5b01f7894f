import { clsx } from 'clsx';
import {
  SECURITY_MESSAGES,
  SUCCESS_TOASTS,
  type ApiToken,
  type ApiTokenCreateInput,
  type TokenStatus,
} from '@agent-registry/api-client/rules';
import { AlertTriangle, KeyRound, LoaderCircle, Plus, ShieldOff, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { LoadStatus } from '../../status';
import { visuallyHidden } from '../../styles/utilities.css';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { CopyBox } from '../CopyBox/CopyBox';
import { formatPatDate } from '../PatPanel/PatPanel';
import { Spinner } from '../Spinner/Spinner';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateTokenDialog } from './CreateTokenDialog';
import * as shared from './accountSection.css';
import * as styles from './TokenList.css';

/** The texts of the token list. */
export const TOKEN_LIST_MESSAGES = {
  title: 'Access tokens',
  description: 'Tokens let the CLI and your scripts act as you, within their scopes.',
  empty: 'No tokens yet.',
  loadFailedPrefix: 'Failed to load tokens: ',
  unknownError: 'Unknown error',
  neverUsed: 'Never used',
  revokeAllTitle: 'Revoke all tokens',
  revokeAllQuestion:
    'Every token stops working at once, the CLI token included. Anything that uses one will need a new token. This cannot be undone.',
  revokeQuestion: 'Anything that uses this token stops working at once. This cannot be undone.',
} as const;

/** The label and badge colour of each token status. */
export const tokenStatusBadges: Record<TokenStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'danger' },
};

/** A token just created: its value, shown once, and its listing. */
export interface CreatedToken {
  /** The secret, shown in full with a Copy button until dismissed. */
  token: string;
  /** The new token as the list shows it. */
  info: ApiToken;
}

export interface TokenListProps {
  /** The CLI token (when there is one) and the named tokens, in the order to show them (the API sends newest first). */
  tokens: readonly ApiToken[];
  /** How many more named tokens may be created (the list response's `remaining`); at 0 'Create token' is disabled with a note. */
  remaining: number;
  /** 'loading' (a spinner), 'error' (shows `error`) or 'success' (the tokens, or 'No tokens yet.'). */
  status: LoadStatus;
  /** The load failure's message, shown after 'Failed to load tokens: '. */
  error?: string | undefined;
  /**
   * The token just created (the create call's answer): its value is shown once with a Copy button
   * and a warning that it won't be shown again, until `onDismissCreated`. A new value closes the
   * create dialog and takes the focus.
   */
  createdToken?: CreatedToken | null | undefined;
  /** 'Done' was pressed under the new token: the app drops `createdToken`. Without it there is no Done button. */
  onDismissCreated?: (() => void) | undefined;
  /** The create form passed its checks: the body of POST /users/tokens (name trimmed, scopes in contract order). */
  onCreate: (input: ApiTokenCreateInput) => void;
  /** The create call is running: the form is disabled and its button reads 'Creating...'. */
  creating?: boolean | undefined;
  /** A failed create's message, shown at the top of the create form. */
  createError?: string | undefined;
  /**
   * The server's messages per field of the create form (`name`, `scopes`, `expires_in_days`); each
   * shows beside its field until edited, and the first gets the focus. Pass the same object until
   * the next response.
   */
  createFieldErrors?: Record<string, string> | undefined;
  /** The person confirmed revoking this token in the dialog. */
  onRevoke: (token: ApiToken) => void;
  /** The person confirmed 'Revoke all' in the dialog (every token, the CLI token included). */
  onRevokeAll: () => void;
  /** The id of the token being revoked: its button shows a spinner and is disabled. */
  revoking?: string | null | undefined;
  /** Class of the root element, for the host's layout. */
  className?: string | undefined;
}

/**
 * The account's access tokens: the CLI token and named tokens with their scopes and expiry. New
 * tokens are created in a dialog and shown once; each active token can be revoked, or all at once,
 * after a confirmation.
 */
export function TokenList({
  tokens,
  remaining,
  status,
  error,
  createdToken,
  onDismissCreated,
  onCreate,
  creating = false,
  createError,
  createFieldErrors,
  onRevoke,
  onRevokeAll,
  revoking = null,
  className,
}: TokenListProps) {
  const headingId = useId();
  const createdTitleId = useId();
  const limitId = useId();
  const createdRef = useRef<HTMLDivElement>(null);
  const [createOpen, setCreateOpen] = useState(false);
  const [confirm, setConfirm] = useState<ApiToken | 'all' | null>(null);
  // The token of the last confirm dialog, so its text stays put while the dialog fades out.
  const [confirmed, setConfirmed] = useState<ApiToken | 'all' | null>(null);

  // A new token has arrived: the form has done its work, and the focus goes to the value.
  const [seenCreated, setSeenCreated] = useState(createdToken);
  const [focusCreated, setFocusCreated] = useState(false);
  if (createdToken !== seenCreated) {
    setSeenCreated(createdToken);
    if (createdToken && createOpen) {
      setCreateOpen(false);
      setFocusCreated(true);
    }
  }

  const openConfirm = (target: ApiToken | 'all') => {
    setConfirm(target);
    setConfirmed(target);
  };

  const anyActive = tokens.some((token) => token.status === 'active');
  const limitReached = remaining <= 0;
  const target = confirm ?? confirmed;

  return (
    <section className={clsx(shared.section, className)} aria-labelledby={headingId}>
      <div className={shared.header}>
        <div className={shared.headerText}>
          <h2 id={headingId} className={shared.title}>
            <KeyRound size={18} aria-hidden="true" className={shared.titleIcon} />
            {TOKEN_LIST_MESSAGES.title}
          </h2>
          <p className={shared.description}>{TOKEN_LIST_MESSAGES.description}</p>
        </div>
        {status === 'success' && (
          <div className={shared.actions}>
            <CreateTokenDialog
              open={createOpen}
              onOpenChange={setCreateOpen}
              trigger={
                <Button size="small" aria-describedby={limitReached ? limitId : undefined}>
                  <Plus size={16} aria-hidden="true" />
                  New token
                </Button>
              }
              remaining={remaining}
              creating={creating}
              createError={createError}
              createFieldErrors={createFieldErrors}
              onCreate={onCreate}
              onCloseAutoFocus={(event) => {
                if (focusCreated && createdRef.current) {
                  event.preventDefault();
                  createdRef.current.focus();
                }
                setFocusCreated(false);
              }}
            />
            {anyActive && (
              <Button variant="outline" size="small" className={shared.dangerButton} onClick={() => openConfirm('all')}>
                <ShieldOff size={16} aria-hidden="true" />
                Revoke all
              </Button>
            )}
          </div>
        )}
      </div>

      {status === 'success' && limitReached && (
        <p id={limitId} className={shared.note}>
          {SECURITY_MESSAGES.tooManyTokens}
        </p>
      )}

      {createdToken && (
        <div ref={createdRef} tabIndex={-1} role="group" aria-labelledby={createdTitleId} className={styles.created}>
          <h3 id={createdTitleId} className={styles.createdTitle}>
            {SECURITY_MESSAGES.tokenCreated(createdToken.info.name)}
          </h3>
          <p className={shared.warningNote} role="note">
            <TriangleAlert size={16} className={shared.warningIcon} aria-hidden="true" />
            <span>{SECURITY_MESSAGES.tokenShownOnce}</span>
          </p>
          <CopyBox value={createdToken.token} copyLabel="Copy token" successMessage={SUCCESS_TOASTS.copied} />
          {onDismissCreated && (
            <div className={styles.createdActions}>
              <Button variant="outline" size="small" onClick={onDismissCreated}>
                Done
              </Button>
            </div>
          )}
        </div>
      )}

      {status === 'loading' ? (
        <Spinner size="large" label="Loading tokens" />
      ) : status === 'error' ? (
        <div className={shared.error} role="alert">
          <AlertTriangle size={20} aria-hidden="true" className={shared.errorIcon} />
          <p className={shared.errorText}>
            {TOKEN_LIST_MESSAGES.loadFailedPrefix}
            {error || TOKEN_LIST_MESSAGES.unknownError}
          </p>
        </div>
      ) : tokens.length === 0 ? (
        <div className={shared.empty}>
          <span className={shared.emptyIcon} aria-hidden="true">
            <KeyRound size={22} />
          </span>
          <p className={shared.emptyText}>{TOKEN_LIST_MESSAGES.empty}</p>
        </div>
      ) : (
        <ul className={shared.list} aria-label="Tokens">
          {tokens.map((token) => (
            <TokenItem key={token.id} token={token} busy={revoking === token.id} onRevoke={() => openConfirm(token)} />
          ))}
        </ul>
      )}

      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        icon={target === 'all' ? <ShieldOff size={20} /> : <Trash2 size={20} />}
        title={target === 'all' ? TOKEN_LIST_MESSAGES.revokeAllTitle : `Revoke "${target?.name ?? ''}"`}
        description={target === 'all' ? TOKEN_LIST_MESSAGES.revokeAllQuestion : TOKEN_LIST_MESSAGES.revokeQuestion}
        confirmLabel={target === 'all' ? 'Revoke all' : 'Revoke'}
        onConfirm={() => {
          if (target === 'all') onRevokeAll();
          else if (target) onRevoke(target);
        }}
      />
    </section>
  );
}

function TokenItem({ token, busy, onRevoke }: { token: ApiToken; busy: boolean; onRevoke: () => void }) {
  const badge = tokenStatusBadges[token.status];
  const active = token.status === 'active';
  return (
    <li className={clsx(shared.item, !active && shared.itemMuted)}>
      <div className={shared.itemHead}>
        <h3 className={shared.itemName}>
          {token.name}
        </h3>
        <div className={shared.badges}>
          {token.kind === 'cli' && <Badge tone="primary">CLI token</Badge>}
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </div>
      </div>
      <ul className={shared.tags} aria-label="Scopes">
        {token.scopes.map((scope) => (
          <li key={scope}>
            <Badge className={shared.code}>{scope}</Badge>
          </li>
        ))}
      </ul>
      <dl className={shared.meta}>
        <div>
          <dt>Created</dt>
          <dd>
            <time dateTime={token.created_at}>{formatPatDate(token.created_at)}</time>
          </dd>
        </div>
        <div>
          <dt>Last used</dt>
          <dd>
            {token.last_used_at ? <time dateTime={token.last_used_at}>{formatPatDate(token.last_used_at)}</time> : TOKEN_LIST_MESSAGES.neverUsed}
          </dd>
        </div>
        <div>
          <dt>{token.status === 'expired' ? 'Expired' : 'Expires'}</dt>
          <dd>
            {token.expires_at ? (
              <time dateTime={token.expires_at}>{formatPatDate(token.expires_at)}</time>
            ) : (
              // A token without an expiry is the riskier kind: flagged, as the create form warns.
              <Badge tone="warning">
                <TriangleAlert size={12} aria-hidden="true" />
                Never
              </Badge>
            )}
          </dd>
        </div>
        {token.revoked_at && (
          <div>
            <dt>Revoked</dt>
            <dd>
              <time dateTime={token.revoked_at}>{formatPatDate(token.revoked_at)}</time>
            </dd>
          </div>
        )}
      </dl>
      {active && (
        <div className={shared.itemActions}>
          <Button variant="ghost" size="small" className={shared.dangerButton} onClick={onRevoke} disabled={busy} aria-busy={busy || undefined}>
            {busy ? <LoaderCircle size={16} className={shared.spin} aria-hidden="true" /> : <Trash2 size={16} aria-hidden="true" />}
            Revoke<span className={visuallyHidden}> {token.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
