import {
  MIN_PASSWORD_LENGTH,
  validatePasswordPair,
  VALIDATION_MESSAGES,
  type ChangePasswordRequest,
  type FieldErrors,
} from '@agent-registry/api-client/rules';
import { LockKeyhole } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useFieldErrors } from '../../private/hooks/useFieldErrors';
import { Box } from '../Box/Box';
import { Stack } from '../Box/Stack';
import { ErrorState } from '../ErrorState/ErrorState';
import { AccountSection, BusyButton, Note } from '../TokenList/AccountSection';
import { PasswordField } from './PasswordField';
import * as styles from './ChangePasswordForm.css';

/** The texts of the change password form. */
export const CHANGE_PASSWORD_MESSAGES = {
  title: 'Change password',
  description: 'Changing it signs out every other session.',
  hint: `At least ${MIN_PASSWORD_LENGTH} characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.`,
  done: 'Password changed. Other sessions were signed out.',
  submit: 'Change Password',
} as const;

/** What the form sends: the body of POST /auth/change-password. */
export type ChangePasswordValues = ChangePasswordRequest;

type Field = 'old_password' | 'new_password' | 'confirm_password';
type Values = Record<Field, string>;

const EMPTY: Values = { old_password: '', new_password: '', confirm_password: '' };

export interface ChangePasswordFormProps {
  /** The form passed the password rules: the body of POST /auth/change-password (`old_password`, `new_password`). */
  onSubmit: (values: ChangePasswordValues) => void;
  /** The change is running: the button shows a spinner and is disabled. */
  submitting?: boolean | undefined;
  /** A failed change's message, shown above the fields until the next submit (then the next answer's). */
  error?: string | undefined;
  /**
   * The server's messages per field (`old_password`, `new_password`), e.g. 'Current password is
   * incorrect' under the current password; each shows until that field is edited, and the first
   * gets the focus, until the next submit. Pass the same object until the next response.
   */
  fieldErrors?: Record<string, string> | undefined;
  /** The change succeeded: the fields are cleared and 'Password changed. Other sessions were signed out.' shows. */
  done?: boolean | undefined;
  /** Class of the root element, for the host's layout. */
  className?: string | undefined;
}

/** The spec's password rules, in its order and words, plus 'This field is required' for an empty field. */
function validate(values: Values): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  if (!values.old_password) errors.old_password = VALIDATION_MESSAGES.fieldRequired;
  if (!values.new_password) errors.new_password = VALIDATION_MESSAGES.fieldRequired;
  else {
    const pair = validatePasswordPair(values.new_password, values.confirm_password);
    if (pair.password) errors.new_password = pair.password;
    else if (values.new_password === values.old_password) errors.new_password = VALIDATION_MESSAGES.newPasswordSameAsOld;
    if (pair.confirmPassword) errors.confirm_password = pair.confirmPassword;
  }
  if (!values.confirm_password) errors.confirm_password = VALIDATION_MESSAGES.fieldRequired;
  return errors;
}

/**
 * The account's password change: the current password, then the new one twice, checked with the
 * spec's rules before anything is sent. Errors show beside their fields and the first gets the
 * focus; each password can be shown while typing.
 */
export function ChangePasswordForm({ onSubmit, submitting = false, error, fieldErrors, done = false, className }: ChangePasswordFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Values>(EMPTY);
  // A new attempt sets the last answer aside, so an old error never stays beside a new one: what
  // shows is the form's own finding, or the server's next answer once the change is sent.
  const [answerSetAside, setAnswerSetAside] = useState(false);
  const [wasSubmitting, setWasSubmitting] = useState(submitting);
  if (submitting !== wasSubmitting) {
    setWasSubmitting(submitting);
    if (submitting) setAnswerSetAside(false);
  }
  const { errorOf, touch, show } = useFieldErrors<Field>(formRef, answerSetAside ? undefined : fieldErrors);

  // Once changed, no password is left sitting in the fields.
  const [wasDone, setWasDone] = useState(done);
  if (done !== wasDone) {
    setWasDone(done);
    if (done) {
      setValues(EMPTY);
      show({});
    }
  }

  const set = (name: Field) => (event: { target: { value: string } }) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [name]: value }));
    touch(name);
  };

  /** The props of the password field of `name`. */
  const bind = (name: Field) => ({ name, required: true, value: values[name], onChange: set(name), error: errorOf(name) });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    setAnswerSetAside(true);
    if (show(validate(values))) return;
    onSubmit({ old_password: values.old_password, new_password: values.new_password });
  }

  return (
    <AccountSection icon={LockKeyhole} messages={CHANGE_PASSWORD_MESSAGES} className={className}>
      {/* Always present, so screen readers announce the note when it appears. */}
      <div role="status" className={styles.status}>
        {done && <Note tone="success">{CHANGE_PASSWORD_MESSAGES.done}</Note>}
      </div>

      {error && !answerSetAside && <ErrorState message={error} />}

      <Stack as="form" ref={formRef} gap={4} className={styles.form} onSubmit={submit} noValidate>
        <PasswordField label="Current password" autoComplete="current-password" {...bind('old_password')} />
        <PasswordField label="New password" autoComplete="new-password" hint={CHANGE_PASSWORD_MESSAGES.hint} {...bind('new_password')} />
        <PasswordField label="Confirm new password" autoComplete="new-password" {...bind('confirm_password')} />
        <Box display="flex" className={styles.submitRow}>
          <BusyButton type="submit" busy={submitting}>
            {CHANGE_PASSWORD_MESSAGES.submit}
          </BusyButton>
        </Box>
      </Stack>
    </AccountSection>
  );
}
