import { useId, type ReactNode } from 'react';
import { Stack } from '../Box/Stack';
import * as styles from '../../private/styles/field.css';

export interface FieldChrome {
  /** The visible label, tied to the control. */
  label: string;
  /** Shown under the control in red and linked with aria-describedby. */
  error?: string;
  /** Help text under the field. */
  hint?: string;
  /** e.g. the bio's live 'n/500' counter. */
  counter?: string;
}

/** What the wrapped control must carry so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps extends FieldChrome {
  /** The control's id; generated when absent. */
  id?: string;
  /** Renders the control with the ids and aria attributes it needs. */
  children: (control: FieldControlProps) => ReactNode;
}

/** Splits a field's props: the chrome and the id for `Field`, the rest for the control it wraps. */
export function splitFieldProps<P extends FieldChrome & { id?: string | undefined }>({ label, error, hint, counter, id, ...control }: P) {
  return [{ label, error, hint, counter, id }, control] as const;
}

/** The one wrapper of every form control: label (and counter) above, hint and error below. */
export function Field({ label, error, hint, counter, id, children }: FieldProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const describedBy = [error && `${controlId}-error`, hint && `${controlId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <Stack gap={1}>
      <div className={styles.labelRow}>
        <label htmlFor={controlId} className={styles.label}>
          {label}
        </label>
        {counter && (
          <span className={styles.counter} aria-live="polite">
            {counter}
          </span>
        )}
      </div>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={`${controlId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${controlId}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </Stack>
  );
}
