import { clsx } from 'clsx';
import { Eye, EyeOff } from 'lucide-react';
import { forwardRef, useId, useState, type InputHTMLAttributes } from 'react';
import * as field from '../TextField/TextField.css';
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
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  const name = label.toLowerCase();
  return (
    <div className={field.field}>
      <div className={field.labelRow}>
        <label htmlFor={inputId} className={field.label}>
          {label}
        </label>
      </div>
      <div className={styles.control}>
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={clsx(field.control, styles.input, className)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
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
          aria-controls={inputId}
          disabled={disabled}
        >
          {visible ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
        </button>
      </div>
      {hint && (
        <p id={`${inputId}-hint`} className={field.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className={field.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});
