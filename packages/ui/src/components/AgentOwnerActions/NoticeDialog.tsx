import { NOTICE_MAX_LENGTH, VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import { type FormEvent } from 'react';
import * as dialog from '../../private/styles/dialog.css';
import { useCheckedValue } from '../../private/hooks/useCheckedValue';
import { Stack } from '../Box/Stack';
import { Button, type ButtonVariant } from '../Button/Button';
import { FormDialog, type DialogFormProps, type FormDialogFrameProps } from '../Dialog/FormDialog';
import { TextAreaField } from '../TextField/TextField';

/** The message of a notice longer than NOTICE_MAX_LENGTH (the API's own words). */
export const NOTICE_TOO_LONG = `At most ${NOTICE_MAX_LENGTH} characters`;

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
export function DialogActions({
  onCancel,
  pending,
  submitLabel,
  pendingLabel,
  submitVariant = 'solid',
  submitDisabled = false,
}: DialogActionsProps) {
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

export interface NoticeDialogProps extends Omit<FormDialogFrameProps, 'role' | 'focusField' | 'children'> {
  /** Label of the text field. */
  label: string;
  placeholder?: string;
  submitLabel: string;
  pendingLabel: string;
  /** 'danger' in a `danger` dialog, 'solid' otherwise. */
  submitVariant?: ButtonVariant;
  /** Called with the trimmed text, never empty nor over NOTICE_MAX_LENGTH. */
  onConfirm: (text: string) => void;
}

/**
 * A dialog asking for one short notice: a yank reason or a deprecation message. Required and at
 * most NOTICE_MAX_LENGTH characters, as the API checks them.
 */
export function NoticeDialog({
  label,
  placeholder,
  submitLabel,
  pendingLabel,
  danger,
  submitVariant = danger ? 'danger' : 'solid',
  onConfirm,
  ...frame
}: NoticeDialogProps) {
  const fields = { label, placeholder, submitLabel, pendingLabel, submitVariant, onConfirm };
  return (
    <FormDialog {...frame} danger={danger} focusField="textarea">
      {(form) => <NoticeForm {...form} {...fields} />}
    </FormDialog>
  );
}

type NoticeFormProps = DialogFormProps &
  Pick<NoticeDialogProps, 'label' | 'placeholder' | 'submitLabel' | 'pendingLabel' | 'submitVariant' | 'onConfirm'>;

/** The text field, then Cancel and submit (`actions`: the form's pending state, Cancel and the submit button's labels). */
function NoticeForm({ label, placeholder, error, onConfirm, ...actions }: NoticeFormProps) {
  const text = useCheckedValue();

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = text.value.trim();
    if (!value) text.refuse(VALIDATION_MESSAGES.fieldRequired);
    else if (value.length > NOTICE_MAX_LENGTH) text.refuse(NOTICE_TOO_LONG);
    else onConfirm(value);
  }

  return (
    <Stack as="form" gap={5} onSubmit={submit} noValidate>
      <TextAreaField
        label={label}
        rows={4}
        required
        placeholder={placeholder}
        value={text.value}
        onChange={text.onChange}
        counter={`${text.value.trim().length}/${NOTICE_MAX_LENGTH}`}
        error={text.problem ?? error}
        disabled={actions.pending}
      />
      <DialogActions {...actions} />
    </Stack>
  );
}
