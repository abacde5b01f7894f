import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as dialog from '../../private/styles/dialog.css';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import * as styles from '../../private/styles/accountSection.css';

export interface ConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called with false on Cancel, Escape or a click outside, and before onConfirm. */
  onOpenChange: (open: boolean) => void;
  /** The question's heading, naming what is affected. */
  title: string;
  /** What happens, read out with the title. */
  description: ReactNode;
  /** The icon beside the title, in a red square; none for a plain question. */
  icon?: ReactNode;
  /** The confirming button's text. */
  confirmLabel: string;
  /** The person confirmed; the dialog has already closed. */
  onConfirm: () => void;
}

/**
 * A destructive yes/no question (revoke a token, sign the other sessions out). Opened from any
 * button: Cancel gets the focus (the safe choice), and the opener gets it back on close.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, icon, confirmLabel, onConfirm }: ConfirmDialogProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={false}
      role="alertdialog"
      focusField="[data-autofocus]"
      icon={icon}
      danger
      title={title}
      titleClassName={styles.confirmName}
      description={description}
      closable={false}
      className={styles.confirm}
    >
      <div className={dialog.actions}>
        <Dialog.Close asChild>
          <Button variant="outline" data-autofocus="">
            Cancel
          </Button>
        </Dialog.Close>
        <Button
          variant="danger"
          onClick={() => {
            onOpenChange(false);
            onConfirm();
          }}
        >
          {confirmLabel}
        </Button>
      </div>
    </DialogFrame>
  );
}
