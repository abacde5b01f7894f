import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as dialog from '../../styles/dialog.css';
import { uiRoot } from '../../themes/global.css';
import { useDialogFocus } from '../AgentOwnerActions/NoticeDialog';
import { Button } from '../Button/Button';
import * as styles from './AccountSection.css';

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
  const focus = useDialogFocus('[data-autofocus]');
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content role="alertdialog" className={clsx(uiRoot, dialog.content, styles.confirm)} {...focus}>
          <div className={dialog.header}>
            {icon && (
              <span className={clsx(dialog.icon, styles.dangerIcon)} aria-hidden="true">
                {icon}
              </span>
            )}
            <div className={dialog.headerText}>
              <Dialog.Title className={clsx(dialog.title, styles.confirmName)}>{title}</Dialog.Title>
              <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
            </div>
          </div>
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
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
