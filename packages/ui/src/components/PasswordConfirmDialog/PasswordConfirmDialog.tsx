import { ShieldCheck } from 'lucide-react';
import { useEffect } from 'react';
import { VALIDATION_MESSAGES } from '@agent-registry/api-client/rules';
import * as dialog from '../../private/styles/dialog.css';
import { useValidatedForm } from '../../private/hooks/useValidatedForm';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import { TextField } from '../TextField/TextField';

export const PASSWORD_CONFIRM_TITLE = 'Confirm your password';
export const PASSWORD_CONFIRM_NOTE = "You won't be asked again for the next 10 minutes.";

export interface PasswordConfirmDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** What the password unlocks, completing 'Enter your password to …', e.g. 'reveal your token'. */
  action: string;
  /** Called with the typed password (never empty). */
  onConfirm: (password: string) => void;
  /** Cancel, Escape or the close button: the sensitive step is dropped. */
  onCancel: () => void;
  /** The password is being checked: the button shows it and is disabled. */
  isSubmitting?: boolean;
  /** The server's answer to a wrong password, shown under the field. */
  error?: string | null;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

/**
 * Asks for the password again before a sensitive step (revealing or generating the token), as
 * the API asks for a proof from the last 10 minutes. The field is cleared each time it opens.
 */
export function PasswordConfirmDialog({
  open,
  action,
  onConfirm,
  onCancel,
  isSubmitting = false,
  error,
  className,
}: PasswordConfirmDialogProps) {
  const form = useValidatedForm(
    { password: '' },
    ({ password }) => (password ? {} : { password: VALIDATION_MESSAGES.fieldRequired }),
    ({ password }) => onConfirm(password),
  );
  const { fill } = form;
  useEffect(() => {
    if (open) fill({ password: '' });
  }, [open, fill]);
  const field = form.field('password');

  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      busy={isSubmitting}
      icon={<ShieldCheck size={20} />}
      title={PASSWORD_CONFIRM_TITLE}
      description={`Enter your password to ${action}. ${PASSWORD_CONFIRM_NOTE}`}
      className={className}
    >
      <Stack as="form" gap={5} {...form.formProps}>
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          autoFocus
          {...field}
          error={field.error ?? error ?? undefined}
          disabled={isSubmitting}
        />
        <div className={dialog.actions}>
          <Button variant="outline" onClick={onCancel} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Confirming...' : 'Confirm'}
          </Button>
        </div>
      </Stack>
    </DialogFrame>
  );
}
