import type { ReactNode } from 'react';
import { DialogFrame, type DialogFrameProps } from './DialogFrame';

/** What a dialog around one form takes from the app: shown or not, the send under way, the server's refusal. */
export interface FormDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Cancel, Escape or the close button (ignored while `pending`); the app clears its state. */
  onOpenChange: (open: boolean) => void;
  /** The form is being sent: the fields and buttons are disabled, the submit button says what is under way. */
  pending?: boolean;
  /** The server's refusal of the last send, shown under the form's field. */
  error?: string | undefined;
  /** Class of the dialog panel. */
  className?: string | undefined;
}

/** What the form inside a FormDialog is given. */
export interface DialogFormProps {
  pending: boolean;
  error: string | undefined;
  /** Closes the dialog (the form's Cancel). */
  onCancel: () => void;
}

export interface FormDialogFrameProps extends FormDialogProps, Omit<DialogFrameProps, 'busy' | 'children' | keyof FormDialogProps> {
  /** The form, rendered only while open: its fields start empty each time the dialog opens. */
  children: (form: DialogFormProps) => ReactNode;
}

/** A dialog around one form: it cannot be closed while `pending`, and its form gets `pending`, `error` and a Cancel. */
export function FormDialog({ pending = false, error, children, ...frame }: FormDialogFrameProps) {
  return (
    <DialogFrame {...frame} busy={pending}>
      {children({ pending, error, onCancel: () => frame.onOpenChange(false) })}
    </DialogFrame>
  );
}
