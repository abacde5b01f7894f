import {
  SECURITY_MESSAGES,
  SUCCESS_TOASTS,
  type ApiToken,
  type ApiTokenCreateInput,
  type TokenStatus,
} from '@agent-registry/api-client/rules';
import { KeyRound, Plus, ShieldOff, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { LoadStatus } from '../../status';
import { Badge, type BadgeTone } from '../Badge/Badge';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { CopyBox } from '../CopyBox/CopyBox';
import { EmptyState } from '../EmptyState/EmptyState';
import { AccountItem, AccountSection, DateTime, ItemAction, LoadedItems, Meta, MetaList, Note } from './AccountSection';
import * as shared from '../../private/styles/accountSection.css';
import { ConfirmDialog } from './ConfirmDialog';
import { CreateTokenDialog } from './CreateTokenDialog';
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
  const createdTitleId = useId();
  const limitId = useId();
  const createdRef = useRef<HTMLElement>(null);
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
    <AccountSection
      icon={KeyRound}
      messages={TOKEN_LIST_MESSAGES}
      className={className}
      actions={
        status === 'success' && (
          <>
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
          </>
        )
      }
    >
      {status === 'success' && limitReached && (
        <Box as="p" id={limitId} margin={0} fontSize="sm" color="muted">
          {SECURITY_MESSAGES.tooManyTokens}
        </Box>
      )}

      {createdToken && (
        <Card
          ref={createdRef}
          tabIndex={-1}
          role="group"
          aria-labelledby={createdTitleId}
          tone="success"
          elevated={false}
          padding={4}
          display="flex"
          flexDirection="column"
          gap={3}
          className={styles.created}
        >
          <h3 id={createdTitleId} className={styles.createdTitle}>
            {SECURITY_MESSAGES.tokenCreated(createdToken.info.name)}
          </h3>
          <Note tone="warning" role="note">
            {SECURITY_MESSAGES.tokenShownOnce}
          </Note>
          <CopyBox value={createdToken.token} copyLabel="Copy token" successMessage={SUCCESS_TOASTS.copied} />
          {onDismissCreated && (
            <Inline justify="flex-end">
              <Button variant="outline" size="small" onClick={onDismissCreated}>
                Done
              </Button>
            </Inline>
          )}
        </Card>
      )}

      <LoadedItems
        status={status}
        noun="Tokens"
        error={error}
        messages={TOKEN_LIST_MESSAGES}
        items={tokens}
        empty={<EmptyState compact titleAs="p" icon={<KeyRound size={22} />} title={TOKEN_LIST_MESSAGES.empty} />}
      >
        {(token) => <TokenItem key={token.id} token={token} busy={revoking === token.id} onRevoke={() => openConfirm(token)} />}
      </LoadedItems>

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
    </AccountSection>
  );
}

function TokenItem({ token, busy, onRevoke }: { token: ApiToken; busy: boolean; onRevoke: () => void }) {
  const badge = tokenStatusBadges[token.status];
  const active = token.status === 'active';
  return (
    <AccountItem
      name={token.name}
      muted={!active}
      badges={
        <Inline gap={1}>
          {token.kind === 'cli' && <Badge tone="primary">CLI token</Badge>}
          <Badge tone={badge.tone}>{badge.label}</Badge>
        </Inline>
      }
      actions={active && <ItemAction label="Revoke" name={token.name} icon={Trash2} busy={busy} onClick={onRevoke} />}
    >
      <Inline as="ul" gap={1} margin={0} padding={0} className={shared.plainList} aria-label="Scopes">
        {token.scopes.map((scope) => (
          <li key={scope}>
            <Badge className={shared.code}>{scope}</Badge>
          </li>
        ))}
      </Inline>
      <MetaList>
        <Meta term="Created">
          <DateTime iso={token.created_at} />
        </Meta>
        <Meta term="Last used">{token.last_used_at ? <DateTime iso={token.last_used_at} /> : TOKEN_LIST_MESSAGES.neverUsed}</Meta>
        <Meta term={token.status === 'expired' ? 'Expired' : 'Expires'}>
          {token.expires_at ? (
            <DateTime iso={token.expires_at} />
          ) : (
            // A token without an expiry is the riskier kind: flagged, as the create form warns.
            <Badge tone="warning">
              <TriangleAlert size={12} aria-hidden="true" />
              Never
            </Badge>
          )}
        </Meta>
        {token.revoked_at && (
          <Meta term="Revoked">
            <DateTime iso={token.revoked_at} />
          </Meta>
        )}
      </MetaList>
    </AccountItem>
  );
}
