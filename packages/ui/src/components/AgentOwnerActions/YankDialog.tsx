import { RotateCcw } from 'lucide-react';
import type { FormDialogProps } from '../Dialog/FormDialog';
import { NoticeDialog } from './NoticeDialog';

/** What yanking does, as the dialog explains it. */
export const YANK_EXPLANATION = 'New installs stop getting this version; anyone who pinned it exactly can still pull it. Tell them why.';

/** Shown after AgentVersionList's onYank; while `pending` the button reads 'Yanking...'. */
export interface YankDialogProps extends FormDialogProps {
  /** The version being yanked, named in the title. */
  version: string;
  /** Called with the reason, trimmed: never empty, at most NOTICE_MAX_LENGTH characters. */
  onConfirm: (reason: string) => void;
}

/** Asks the owner why a version is yanked; the reason is shown beside it in the version list. */
export function YankDialog({ version, ...dialog }: YankDialogProps) {
  return (
    <NoticeDialog
      {...dialog}
      title={`Yank version ${version}`}
      description={YANK_EXPLANATION}
      icon={<RotateCcw size={20} />}
      danger
      label="Reason"
      placeholder="e.g. Sends drafts without asking. Use 2.3.1."
      submitLabel="Yank version"
      pendingLabel="Yanking..."
    />
  );
}
