import { LogOut } from 'lucide-react';
import * as dialog from '../../private/styles/dialog.css';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';

/** The texts of the question asked before leaving a changed form. */
export const LEAVE_PAGE_MESSAGES = {
  title: 'Leave without publishing?',
  keptDraft: 'Your changes are not published. They stay as a draft in this browser and come back when you open the form again.',
  lostChanges: 'Your changes are not published, and this browser cannot keep a draft of them: leaving loses them.',
  stay: 'Stay on this page',
  discard: 'Discard draft and leave',
  leave: 'Leave',
} as const;

export interface LeavePageDialogProps {
  /** A navigation away from the changed form is waiting for an answer. */
  open: boolean;
  /** 'Stay on this page', Escape: the navigation is cancelled. */
  onStay: () => void;
  /** 'Leave': the navigation goes ahead (the draft stays). */
  onLeave: () => void;
  /** 'Discard draft and leave': shown when given; the host forgets the draft, then leaves. */
  onDiscard?: (() => void) | undefined;
  /** The changes are kept as a draft (default); false when the browser could not store one. */
  draftKept?: boolean;
}

/**
 * Asked when a changed form is about to be left (a link, Back, Cancel): stay, leave (keeping the
 * draft), or discard the draft and leave. An alert dialog: focus starts on 'Stay on this page'.
 */
export function LeavePageDialog({ open, onStay, onLeave, onDiscard, draftKept = true }: LeavePageDialogProps) {
  const M = LEAVE_PAGE_MESSAGES;
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onStay()}
      busy={false}
      role="alertdialog"
      icon={<LogOut size={20} />}
      title={M.title}
      description={draftKept ? M.keptDraft : M.lostChanges}
      closable={false}
      focusField="[data-autofocus]"
    >
      <div className={dialog.actions}>
        {onDiscard && draftKept && (
          <Button variant="ghost" onClick={onDiscard}>
            {M.discard}
          </Button>
        )}
        <Button variant="outline" onClick={onLeave}>
          {M.leave}
        </Button>
        <Button data-autofocus onClick={onStay}>
          {M.stay}
        </Button>
      </div>
    </DialogFrame>
  );
}
