import { Archive, ArchiveRestore, ArrowRightLeft, Globe, Lock, Pencil, Trash2, Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AgentData } from '../AgentCard/agent';
import { Inline } from '../Box/Inline';
import { Stack } from '../Box/Stack';
import { ButtonLink } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { ActionButton } from '../../private/components/ActionButton';
import { Refusal } from '../TokenList/AccountSection';
import { DialogFrame } from '../Dialog/DialogFrame';
import { DialogActions, NoticeDialog } from './NoticeDialog';
import * as styles from './AgentOwnerActions.css';

/** The owner action that is under way. */
export type AgentOwnerPending = 'deprecate' | 'visibility' | 'delete';

/** What the delete dialog says will happen. */
export const DELETE_AGENT_WARNING =
  'This deletes the agent and every version of it. Anyone who pulls it gets an error. This cannot be undone.';

/** What deprecating does, as its dialog explains it. */
export const DEPRECATE_EXPLANATION =
  "Visitors see your message in a banner on the agent's page. Its versions stay installable, and you can undo this at any time.";

export interface AgentOwnerActionsProps {
  /** The agent: its name (the delete check), visibility and deprecation decide the labels. */
  agent: Pick<AgentData, 'name' | 'visibility' | 'deprecation_message'>;
  /** The page that publishes a new version ('Publish new version' links there). */
  publishHref: string;
  /** 'Edit' was pressed (the app opens its metadata form); without it there is no Edit button. */
  onEdit?: () => void;
  /**
   * Called with the message typed in the Deprecate dialog (trimmed, 1 to NOTICE_MAX_LENGTH
   * characters). The dialog closes once `agent.deprecation_message` is set.
   */
  onDeprecate: (message: string) => void;
  /** 'Undeprecate' was pressed (shown instead of Deprecate while the agent is deprecated). */
  onUndeprecate: () => void;
  /** 'Make private' or 'Make public' was pressed (the label follows `agent.visibility`). */
  onToggleVisibility: () => void;
  /** The owner typed the agent's name in the Delete dialog and confirmed. */
  onDelete: () => void;
  /** 'Transfer' was pressed (the app opens its TransferAgentDialog); without it there is no Transfer button. */
  onTransfer?: (() => void) | undefined;
  /** The action under way: its button (and dialog) shows it and is disabled. */
  pending?: AgentOwnerPending | null;
  /** A failed action's message: in the open dialog, else under the buttons. */
  error?: string;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/**
 * The owner's toolbar on an agent's page: edit, publish a new version, deprecate (with a
 * message), change visibility and delete (after typing the agent's name). Yanking a version is
 * in the version list.
 */
export function AgentOwnerActions({
  agent,
  publishHref,
  onEdit,
  onDeprecate,
  onUndeprecate,
  onToggleVisibility,
  onDelete,
  onTransfer,
  pending = null,
  error,
  className,
}: AgentOwnerActionsProps) {
  const [open, setOpen] = useState<'deprecate' | 'delete' | null>(null);
  const deprecated = Boolean(agent.deprecation_message);
  const isPrivate = agent.visibility === 'private';

  // Once the agent is deprecated the Deprecate dialog has done its work.
  const [wasDeprecated, setWasDeprecated] = useState(deprecated);
  if (deprecated !== wasDeprecated) {
    setWasDeprecated(deprecated);
    if (open === 'deprecate') setOpen(null);
  }

  const busy = pending !== null;
  return (
    <Stack gap={2} className={className}>
      <Inline role="group" aria-label="Owner actions">
        {onEdit && (
          <ActionButton icon={Pencil} onClick={onEdit} disabled={busy}>
            Edit
          </ActionButton>
        )}
        <ButtonLink href={publishHref} size="small">
          <Upload size={16} aria-hidden="true" />
          Publish new version
        </ButtonLink>
        {deprecated ? (
          <ActionButton icon={ArchiveRestore} onClick={onUndeprecate} disabled={busy} busy={pending === 'deprecate'}>
            Undeprecate
          </ActionButton>
        ) : (
          <ActionButton icon={Archive} onClick={() => setOpen('deprecate')} disabled={busy}>
            Deprecate
          </ActionButton>
        )}
        <ActionButton icon={isPrivate ? Globe : Lock} onClick={onToggleVisibility} disabled={busy} busy={pending === 'visibility'}>
          {isPrivate ? 'Make public' : 'Make private'}
        </ActionButton>
        {onTransfer && (
          <ActionButton icon={ArrowRightLeft} onClick={onTransfer} disabled={busy}>
            Transfer
          </ActionButton>
        )}
        <ActionButton icon={Trash2} variant="ghost" className={styles.quietDanger} onClick={() => setOpen('delete')} disabled={busy}>
          Delete
        </ActionButton>
      </Inline>
      {error && !open && <Refusal>{error}</Refusal>}

      <NoticeDialog
        open={open === 'deprecate'}
        onOpenChange={(next) => setOpen(next ? 'deprecate' : null)}
        title={`Deprecate ${agent.name}`}
        description={DEPRECATE_EXPLANATION}
        icon={<Archive size={20} />}
        label="Message"
        placeholder="e.g. No longer maintained. Use ada/inbox-copilot instead."
        submitLabel="Deprecate"
        pendingLabel="Deprecating..."
        pending={pending === 'deprecate'}
        error={open === 'deprecate' ? error : undefined}
        onConfirm={onDeprecate}
      />
      <DeleteDialog
        open={open === 'delete'}
        onOpenChange={(next) => setOpen(next ? 'delete' : null)}
        name={agent.name}
        pending={pending === 'delete'}
        error={open === 'delete' ? error : undefined}
        onConfirm={onDelete}
      />
    </Stack>
  );
}

interface DeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  pending: boolean;
  error: string | undefined;
  onConfirm: () => void;
}

function DeleteDialog({ open, onOpenChange, pending, ...form }: DeleteDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={pending}
      role="alertdialog"
      icon={<Trash2 size={20} />}
      danger
      title={`Delete ${form.name}`}
      description={DELETE_AGENT_WARNING}
      focusField="input"
    >
      <DeleteForm {...form} pending={pending} onCancel={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

function DeleteForm({
  name,
  pending,
  error,
  onConfirm,
  onCancel,
}: Omit<DeleteDialogProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  // Exactly the display name, case and spaces included: a deliberate act, not a near miss.
  const matches = typed === name;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (matches && !pending) onConfirm();
  }

  return (
    <Stack as="form" gap={5} onSubmit={submit} noValidate>
      <TextField
        label={`Type ${name} to confirm`}
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        error={error}
        disabled={pending}
      />
      <DialogActions
        onCancel={onCancel}
        pending={pending}
        submitLabel="Delete agent"
        pendingLabel="Deleting..."
        submitVariant="danger"
        submitDisabled={!matches}
      />
    </Stack>
  );
}
