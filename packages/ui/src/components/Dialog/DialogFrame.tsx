import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import * as dialog from '../../private/styles/dialog.css';
import { uiRoot } from '../../themes/global.css';
import { DialogHeader, type DialogHeaderProps } from './DialogHeader';

/**
 * Focus for dialogs opened from any button, not a Dialog.Trigger (Radix returns focus only to
 * its trigger): the field matching `fieldSelector` gets focus on open, and the button that had
 * it gets it back on close.
 */
function useDialogFocus(fieldSelector: string) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus(event: Event) {
      const container = event.currentTarget as HTMLElement;
      const active = container.ownerDocument.activeElement;
      opener.current = active instanceof HTMLElement ? active : null;
      const field = container.querySelector<HTMLElement>(fieldSelector);
      if (field) {
        event.preventDefault();
        field.focus();
      }
    },
    onCloseAutoFocus(event: Event) {
      if (opener.current?.isConnected) {
        event.preventDefault();
        opener.current.focus();
      }
      opener.current = null;
    },
  };
}

/** The header's props (icon, title, description, close button) and the modal's own. */
export interface DialogFrameProps extends Omit<DialogHeaderProps, 'busy'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An action is under way: Escape, the close button and a click outside do nothing. */
  busy: boolean;
  /** 'alertdialog' for a destructive question. */
  role?: 'dialog' | 'alertdialog';
  /** The field that gets the focus on open; the opener gets it back on close (see useDialogFocus). */
  focusField?: string | undefined;
  className?: string | undefined;
  /** The form under the header. Rendered only while open, so it starts fresh each time. */
  children: ReactNode;
}

/** The modal every dialog is: overlay, panel, a header with icon, title and close button. */
export function DialogFrame({ open, onOpenChange, busy, role = 'dialog', focusField, className, children, ...header }: DialogFrameProps) {
  const focus = useDialogFocus(focusField ?? '');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content role={role} className={clsx(uiRoot, dialog.content, className)} {...(focusField ? focus : {})}>
          <DialogHeader {...header} busy={busy} />
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
