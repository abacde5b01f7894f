import { RotateCcw } from 'lucide-react';
import { NoticeDialog } from './NoticeDialog';

/** What yanking does, as the dialog explains it. */
export const YANK_EXPLANATION = 'New installs stop getting this version; anyone who pinned it exactly can still pull it. Tell them why.';

export interface YankDialogProps {
  /** Whether the dialog is shown (e.g. after AgentVersionList's onYank). */
  open: boolean;
  /** The version being yanked, named in the title. */
  version: string;
  /** Cancel, Escape or the close button (ignored while `pending`); the app clears its state. */
  onOpenChange: (open: boolean) => void;
  /** Called with the reason, trimmed: never empty, at most NOTICE_MAX_LENGTH characters. */
  onConfirm: (reason: string) => void;
  /** The yank is being sent: the fields and buttons are disabled, the button reads 'Yanking...'. */
  pending?: boolean;
  /** The server's answer to a failed yank, shown under the field. */
  error?: string;
  /** Class of the dialog panel. */
  className?: string;
}

/** Asks the owner why a version is yanked; the reason is shown beside it in the version list. */
export function YankDialog({ open, version, onOpenChange, onConfirm, pending = false, error, className }: YankDialogProps) {
  return (
    <NoticeDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Yank version ${version}`}
      description={YANK_EXPLANATION}
      icon={<RotateCcw size={20} />}
      danger
      label="Reason"
      placeholder="e.g. Sends drafts without asking. Use 2.3.1."
      submitLabel="Yank version"
      pendingLabel="Yanking..."
      submitVariant="danger"
      pending={pending}
      error={error}
      onConfirm={onConfirm}
      className={className}
    />
  );
}
