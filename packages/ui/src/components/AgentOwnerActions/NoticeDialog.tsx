import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import { NOTICE_MAX_LENGTH, VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as dialog from '../../styles/dialog.css';
import { uiRoot } from '../../themes/global.css';
import { Stack } from '../Box/Stack';
import { Button, type ButtonVariant } from '../Button/Button';
import { TextAreaField } from '../TextField/TextField';
import * as styles from './AgentOwnerActions.css';

/** The message of a notice longer than NOTICE_MAX_LENGTH (the API's own words). */
export const NOTICE_TOO_LONG = `At most ${NOTICE_MAX_LENGTH} characters`;

/**
 * Focus for dialogs opened from any button, not a Dialog.Trigger (Radix returns focus only to
 * its trigger): the field matching `fieldSelector` gets focus on open, and the button that had
 * it gets it back on close.
 */
export function useDialogFocus(fieldSelector: string) {
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

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** An action is under way: Escape, the close button and a click outside do nothing. */
  busy: boolean;
  /** The icon beside the title (a lucide icon at size 20). */
  icon: ReactNode;
  /** Draws the icon in red: the dialog destroys or withdraws something. */
  danger?: boolean | undefined;
  title: ReactNode;
  /** Read out with the title. */
  description: ReactNode;
  /** 'alertdialog' for a destructive question. */
  role?: 'dialog' | 'alertdialog';
  /** The field that gets the focus on open; the opener gets it back on close (see useDialogFocus). */
  focusField?: string | undefined;
  className?: string | undefined;
  /** The form under the header. Rendered only while open, so it starts fresh each time. */
  children: ReactNode;
}

/** The modal every owner dialog is: overlay, panel, a header with icon, title and close button. */
export function DialogFrame({ open, onOpenChange, busy, icon, danger = false, title, description, role = 'dialog', focusField, className, children }: DialogFrameProps) {
  const focus = useDialogFocus(focusField ?? '');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content role={role} className={clsx(uiRoot, dialog.content, className)} {...(focusField ? focus : {})}>
          <div className={dialog.header}>
            <span className={clsx(dialog.icon, danger && styles.dangerIcon)} aria-hidden="true">
              {icon}
            </span>
            <div className={dialog.headerText}>
              <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
              <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={dialog.close} aria-label="Close" disabled={busy}>
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export interface DialogActionsProps {
  onCancel: () => void;
  /** The action is under way: both buttons are disabled and the submit button says `pendingLabel`. */
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  /** The submit button waits for something (the delete check). */
  submitDisabled?: boolean;
}

/** Cancel and the form's submit button, at the foot of a dialog. */
export function DialogActions({ onCancel, pending, submitLabel, pendingLabel, submitVariant = 'solid', submitDisabled = false }: DialogActionsProps) {
  return (
    <div className={dialog.actions}>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" variant={submitVariant} disabled={submitDisabled || pending} aria-busy={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}

export interface NoticeDialogProps extends Omit<DialogFrameProps, 'busy' | 'role' | 'focusField' | 'children'> {
  /** Label of the text field. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  pending?: boolean;
  error?: string | undefined;
  /** Called with the trimmed text, never empty nor over NOTICE_MAX_LENGTH. */
  onConfirm: (text: string) => void;
}

/**
 * A dialog asking for one short notice: a yank reason or a deprecation message. Required and at
 * most NOTICE_MAX_LENGTH characters, as the API checks them.
 */
export function NoticeDialog({ label, placeholder, submitLabel, pendingLabel, submitVariant, pending = false, error, onConfirm, ...frame }: NoticeDialogProps) {
  const form = { label, placeholder, submitLabel, pendingLabel, submitVariant, error, onConfirm };
  return (
    <DialogFrame {...frame} busy={pending} focusField="textarea">
      {/* Inside the content, so the text starts empty each time the dialog opens. */}
      <NoticeForm {...form} pending={pending} onCancel={() => frame.onOpenChange(false)} />
    </DialogFrame>
  );
}

type NoticeFormProps = Pick<NoticeDialogProps, 'label' | 'placeholder' | 'submitLabel' | 'pendingLabel' | 'submitVariant' | 'error' | 'onConfirm'> & {
  pending: boolean;
  onCancel: () => void;
};

function NoticeForm({ label, placeholder, submitLabel, pendingLabel, submitVariant, pending, error, onConfirm, onCancel }: NoticeFormProps) {
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.trim();
    if (!value) setProblem(VALIDATION_MESSAGES.fieldRequired);
    else if (value.length > NOTICE_MAX_LENGTH) setProblem(NOTICE_TOO_LONG);
    else onConfirm(value);
  }

  return (
    <Stack as="form" gap={5} onSubmit={submit} noValidate>
      <TextAreaField
        label={label}
        rows={4}
        required
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setProblem(null);
        }}
        counter={`${text.trim().length}/${NOTICE_MAX_LENGTH}`}
        error={problem ?? error}
        disabled={pending}
      />
      <DialogActions onCancel={onCancel} pending={pending} submitLabel={submitLabel} pendingLabel={pendingLabel} submitVariant={submitVariant} />
    </Stack>
  );
}
