import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import type { PatInfo } from '@agent-registry/api-client/rules';
import { Eye, EyeOff, KeyRound, LoaderCircle, Plus, Terminal, Trash2, TriangleAlert } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { visuallyHidden } from '../../styles/utilities.css';
import { Button } from '../Button/Button';
import { CopyBox } from '../CopyBox/CopyBox';
import * as styles from './PatPanel.css';
import { uiRoot } from '../../themes/global.css';

export const PAT_NEW_TOKEN_WARNING = "Copy this token now. It won't be shown again for security reasons.";
export const PAT_REVOKE_QUESTION =
  'Are you sure you want to revoke your Personal Access Token? This action cannot be undone.';
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

/** 'Mar 4, 2025'; absent or unreadable dates read 'Never'. */
export function formatPatDate(iso: string | null | undefined): string {
  if (!iso) return 'Never';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Never';
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(date);
}

function Busy({ when, children }: { when?: boolean; children: ReactNode }) {
  return when ? <LoaderCircle size={16} className={styles.spin} aria-hidden="true" /> : <>{children}</>;
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
  const active = info.has_pat || Boolean(newToken);

  return (
    <Dialog.Root open={confirming} onOpenChange={setConfirming}>
      <div className={clsx(styles.panel, className)}>
        {!active ? (
          <div className={styles.empty}>
            <span className={styles.emptyIcon} aria-hidden="true">
              <KeyRound size={22} />
            </span>
            <h3 className={styles.emptyTitle}>No Token Generated</h3>
            <p className={styles.emptyText}>Generate a token to pull agents from the registry with the Agent as Code CLI.</p>
            <Button onClick={onGenerate} disabled={isGenerating} aria-busy={isGenerating || undefined}>
              <Busy when={isGenerating}>
                <Plus size={16} aria-hidden="true" />
              </Busy>
              Generate Token
            </Button>
          </div>
        ) : (
          <>
            <div className={styles.statusRow}>
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
            </div>

            {newToken ? (
              <div className={styles.newToken}>
                <p className={styles.warning} role="note">
                  <TriangleAlert size={16} className={styles.warningIcon} aria-hidden="true" />
                  <span>{PAT_NEW_TOKEN_WARNING}</span>
                </p>
                <CopyBox value={newToken} copyLabel="Copy token" successMessage={PAT_COPIED_MESSAGE} />
              </div>
            ) : revealedToken ? (
              <CopyBox value={revealedToken} copyLabel="Copy token" successMessage={PAT_COPIED_MESSAGE} />
            ) : (
              <div className={styles.masked}>
                <span aria-hidden="true">{'•'.repeat(40)}</span>
                <span className={visuallyHidden}>Token hidden</span>
              </div>
            )}

            <div className={styles.actions}>
              {!newToken &&
                (revealedToken ? (
                  <Button variant="outline" size="small" onClick={onHide}>
                    <EyeOff size={16} aria-hidden="true" />
                    Hide
                  </Button>
                ) : (
                  <Button variant="outline" size="small" onClick={onReveal} disabled={isRevealing} aria-busy={isRevealing || undefined}>
                    <Busy when={isRevealing}>
                      <Eye size={16} aria-hidden="true" />
                    </Busy>
                    Reveal
                  </Button>
                ))}
              <Dialog.Trigger asChild>
                <Button variant="ghost" size="small" className={styles.revoke} disabled={isRevoking} aria-busy={isRevoking || undefined}>
                  <Busy when={isRevoking}>
                    <Trash2 size={16} aria-hidden="true" />
                  </Busy>
                  Revoke
                </Button>
              </Dialog.Trigger>
            </div>
          </>
        )}

        <div className={styles.cliNote}>
          <Terminal size={16} className={styles.cliIcon} aria-hidden="true" />
          <p>
            The Agent as Code CLI sends this token as a Bearer token when it pulls agents, for example{' '}
            <code className={styles.inlineCode}>agent pull research-assistant</code>. Treat it like a password: anyone who has
            it can pull agents as you.
          </p>
        </div>

        <Dialog.Portal>
          <Dialog.Overlay className={styles.overlay} />
          <Dialog.Content role="alertdialog" className={`${uiRoot} ${styles.dialog}`}>
            <Dialog.Title className={styles.dialogTitle}>Revoke Personal Access Token</Dialog.Title>
            <Dialog.Description className={styles.dialogText}>{PAT_REVOKE_QUESTION}</Dialog.Description>
            <div className={styles.dialogActions}>
              <Dialog.Close asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.Close>
              <Button
                variant="danger"
                onClick={() => {
                  setConfirming(false);
                  onRevoke();
                }}
              >
                Revoke
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </div>
    </Dialog.Root>
  );
}
