import type { PatInfo } from '@agent-registry/api-client/rules';
import { Eye, EyeOff, KeyRound, Plus, RefreshCw, Terminal, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { visuallyHidden } from '../../private/styles/utilities.css';
import { Box } from '../Box/Box';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ActionButton } from '../../private/components/ActionButton';
import { CopyBox } from '../CopyBox/CopyBox';
import { EmptyState } from '../EmptyState/EmptyState';
import { BusyButton, formatPatDate, Note } from '../TokenList/AccountSection';
import * as shared from '../../private/styles/accountSection.css';
import { ConfirmDialog } from '../TokenList/ConfirmDialog';
import * as styles from './PatPanel.css';

// The date format of the token panels: written once, beside them, and exported from here.
export { formatPatDate };

export const PAT_NEW_TOKEN_WARNING = "Copy this token now. It won't be shown again for security reasons.";
/** What 'Regenerate' asks before it replaces the token. */
export const PAT_REGENERATE_QUESTION =
  'A new token replaces this one at once: the CLI and anything else signed in with the current token stop working until you sign them in with the new one.';
export const PAT_REVOKE_QUESTION = 'Are you sure you want to revoke your Personal Access Token? This action cannot be undone.';
export const PAT_COPIED_MESSAGE = 'PAT copied to clipboard!';

export interface PatPanelProps {
  /** From the profile's pat_info. */
  info: Pick<PatInfo, 'has_pat'> & Partial<Pick<PatInfo, 'created_at' | 'last_used'>>;
  /** A token just generated: shown once, in full, with a copy button. */
  newToken?: string | null;
  /** The value fetched by onReveal; shown until onHide. */
  revealedToken?: string | null;
  /** A token is being generated: its button shows it. */
  isGenerating?: boolean;
  /** The token is being revoked: its button shows it. */
  isRevoking?: boolean;
  /** The token is being fetched for Reveal: its button shows it. */
  isRevealing?: boolean;
  /** 'Generate' (or 'Regenerate') was pressed. */
  onGenerate: () => void;
  /** Called after the person confirms in the dialog. */
  onRevoke: () => void;
  /** Fetch the value (the app then passes it as revealedToken). */
  onReveal: () => void;
  /** 'Hide' was pressed: the app drops the revealed value. */
  onHide: () => void;
  /** Class of the panel, for the host's layout. */
  className?: string;
}

/** The Personal Access Token section of the profile. */
export function PatPanel({
  info,
  newToken,
  revealedToken,
  isGenerating = false,
  isRevoking = false,
  isRevealing = false,
  onGenerate,
  onRevoke,
  onReveal,
  onHide,
  className,
}: PatPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const active = info.has_pat || Boolean(newToken);

  return (
    <Stack gap={4} className={className}>
      {!active ? (
        <EmptyState
          compact
          titleAs="h3"
          icon={<KeyRound size={22} />}
          title="No Token Generated"
          description="Generate a token to pull agents from the registry with the Agent as Code CLI."
          action={
            <BusyButton onClick={onGenerate} busy={isGenerating} icon={<Plus size={16} aria-hidden="true" />}>
              Generate Token
            </BusyButton>
          }
        />
      ) : (
        <>
          <Inline justify="space-between" gap={3}>
            <h3 className={styles.statusTitle}>
              <span className={styles.statusDot} aria-hidden="true" />
              Token Active
            </h3>
            <dl className={styles.dates}>
              <div>
                <dt>Created</dt>
                <dd>{formatPatDate(info.created_at)}</dd>
              </div>
              <div>
                <dt>Last used</dt>
                <dd>{formatPatDate(info.last_used)}</dd>
              </div>
            </dl>
          </Inline>

          {newToken ? (
            <Stack gap={3}>
              <Note tone="warning" role="note">
                {PAT_NEW_TOKEN_WARNING}
              </Note>
              <CopyBox value={newToken} copyLabel="Copy token" successMessage={PAT_COPIED_MESSAGE} />
            </Stack>
          ) : revealedToken ? (
            <CopyBox value={revealedToken} copyLabel="Copy token" successMessage={PAT_COPIED_MESSAGE} />
          ) : (
            <Box
              paddingBlock={3}
              paddingInline={4}
              borderRadius="medium"
              background="muted"
              color="subtle"
              fontSize="sm"
              className={styles.masked}
            >
              <span aria-hidden="true">{'•'.repeat(40)}</span>
              <span className={visuallyHidden}>Token hidden</span>
            </Box>
          )}

          <Inline gap={2}>
            {!newToken &&
              (revealedToken ? (
                <ActionButton icon={EyeOff} onClick={onHide}>
                  Hide
                </ActionButton>
              ) : (
                <ActionButton icon={Eye} onClick={onReveal} busy={isRevealing}>
                  Reveal
                </ActionButton>
              ))}
            <ActionButton icon={RefreshCw} onClick={() => setConfirmingRegenerate(true)} busy={isGenerating}>
              Regenerate
            </ActionButton>
            <ActionButton
              icon={Trash2}
              variant="ghost"
              className={shared.dangerButton}
              onClick={() => setConfirming(true)}
              busy={isRevoking}
            >
              Revoke
            </ActionButton>
          </Inline>
        </>
      )}

      <Box display="flex" gap={3} paddingBlock={3} paddingInline={4} borderRadius="medium" background="muted" fontSize="sm" color="muted">
        <Terminal size={16} className={styles.cliIcon} aria-hidden="true" />
        <Box as="p" margin={0}>
          The Agent as Code CLI pushes and pulls agents through your container engine: sign it in with{' '}
          <code className={styles.inlineCode}>docker login</code>, your username and this token as the password. Treat it like a password:
          anyone who has it can publish and pull agents as you.
        </Box>
      </Box>

      <ConfirmDialog
        open={confirmingRegenerate}
        onOpenChange={setConfirmingRegenerate}
        icon={<RefreshCw size={20} />}
        title="Regenerate Personal Access Token"
        description={PAT_REGENERATE_QUESTION}
        confirmLabel="Regenerate"
        onConfirm={onGenerate}
      />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Revoke Personal Access Token"
        description={PAT_REVOKE_QUESTION}
        confirmLabel="Revoke"
        onConfirm={onRevoke}
      />
    </Stack>
  );
}
