import { clsx } from 'clsx';
import * as Dialog from '@radix-ui/react-dialog';
import { NOTICE_MAX_LENGTH, VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { X } from 'lucide-react';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import * as dialog from '../../styles/dialog.css';
import { uiRoot } from '../../themes/global.css';
import { Button, type ButtonVariant } from '../Button/Button';
import { TextAreaField } from '../TextField/TextField';
import * as styles from './AgentOwnerActions.css';

/** The message of a notice longer than NOTICE_MAX_LENGTH (the API's own words). */
export const NOTICE_TOO_LONG = `At most ${NOTICE_MAX_LENGTH} characters`;

export interface NoticeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  icon: ReactNode;
  /** Label of the text field. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  danger?: boolean;
  pending?: boolean;
  error?: string | undefined;
  /** Called with the trimmed text, never empty nor over NOTICE_MAX_LENGTH. */
  onConfirm: (text: string) => void;
  className?: string | undefined;
}

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

/**
 * A dialog asking for one short notice: a yank reason or a deprecation message. Required and at
 * most NOTICE_MAX_LENGTH characters, as the API checks them.
 */
export function NoticeDialog({ open, onOpenChange, pending = false, className, ...form }: NoticeDialogProps) {
  const focus = useDialogFocus('textarea');
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={clsx(uiRoot, dialog.content, className)} {...focus}>
          {/* Inside the content, so the text starts empty each time the dialog opens. */}
          <NoticeForm {...form} pending={pending} onCancel={() => onOpenChange(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function NoticeForm({
  title,
  description,
  icon,
  label,
  placeholder,
  submitLabel,
  pendingLabel,
  submitVariant = 'solid',
  danger = false,
  pending,
  error,
  onConfirm,
  onCancel,
}: Omit<NoticeDialogProps, 'open' | 'onOpenChange' | 'className'> & { pending: boolean; onCancel: () => void }) {
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
    <>
      <div className={dialog.header}>
        <span className={clsx(dialog.icon, danger && styles.dangerIcon)} aria-hidden="true">
          {icon}
        </span>
        <div className={dialog.headerText}>
          <Dialog.Title className={dialog.title}>{title}</Dialog.Title>
          <Dialog.Description className={dialog.description}>{description}</Dialog.Description>
        </div>
        <Dialog.Close className={dialog.close} aria-label="Close" disabled={pending}>
          <X size={18} aria-hidden="true" />
        </Dialog.Close>
      </div>
      <form className={styles.form} onSubmit={submit} noValidate>
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
        <div className={dialog.actions}>
          <Button variant="outline" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant={submitVariant} disabled={pending} aria-busy={pending || undefined}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
