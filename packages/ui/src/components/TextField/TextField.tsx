import { forwardRef, useId, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import * as styles from './TextField.css';

interface FieldChrome {
  /** The visible label, tied to the control. */
  label: string;
  /** Shown under the control in red and linked with aria-describedby. */
  error?: string;
  /** Help text under the field. */
  hint?: string;
  /** e.g. the bio's live 'n/500' counter. */
  counter?: string;
}

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, counter, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>{label}</label>
        {counter && <span className={styles.counter}>{counter}</span>}
      </div>
      <input ref={ref} id={inputId} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && <p id={`${inputId}-hint`} className={styles.hint}>{hint}</p>}
      {error && <p id={`${inputId}-error`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, counter, id, ...props },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error && `${inputId}-error`, hint && `${inputId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label htmlFor={inputId} className={styles.label}>{label}</label>
        {counter && <span className={styles.counter} aria-live="polite">{counter}</span>}
      </div>
      <textarea ref={ref} id={inputId} className={styles.control} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...props} />
      {hint && <p id={`${inputId}-hint`} className={styles.hint}>{hint}</p>}
      {error && <p id={`${inputId}-error`} className={styles.error} role="alert">{error}</p>}
    </div>
  );
});
