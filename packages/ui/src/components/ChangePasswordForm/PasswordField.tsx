import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useState, type InputHTMLAttributes } from 'react';
import { Field } from '../Field/Field';
import * as field from '../../private/styles/field.css';
import * as styles from './ChangePasswordForm.css';

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The visible label, tied to the input; the toggle reads 'Show <label>' / 'Hide <label>'. */
  label: string;
  /** Shown under the input in red and linked with aria-describedby. */
  error?: string | undefined;
  /** Help text under the input. */
  hint?: string | undefined;
}

/**
 * A password input in TextField's look, with a button that shows or hides what was typed, so a
 * long password can be checked before it is sent.
 */
export const PasswordField = forwardRef<HTMLInputElement, PasswordFieldProps>(function PasswordField(
  { label, error, hint, id, className, disabled, ...props },
  ref,
) {
  const [visible, setVisible] = useState(false);
  const name = label.toLowerCase();
  return (
    <Field label={label} error={error} hint={hint} id={id}>
      {(control) => (
        <div className={styles.control}>
          <input
            ref={ref}
            {...control}
            type={visible ? 'text' : 'password'}
            className={clsx(field.control, styles.input, className)}
            disabled={disabled}
            // A shown password is still a password: no spell-check sending it anywhere.
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            {...props}
          />
          <button
            type="button"
            className={styles.toggle}
            onClick={() => setVisible((shown) => !shown)}
            aria-label={visible ? `Hide ${name}` : `Show ${name}`}
            aria-controls={control.id}
            disabled={disabled}
          >
            {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
          </button>
        </div>
      )}
    </Field>
  );
});
