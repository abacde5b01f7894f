import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PublishAgentForm.css';

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string | undefined;
  hint?: string | undefined;
}

/** A select with the label, hint and error of `TextField`, wired the same way. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, id, className, children, ...props },
  ref,
) {
  const generated = useId();
  const selectId = id ?? generated;
  const describedBy = [error && `${selectId}-error`, hint && `${selectId}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={fieldStyles.field}>
      <div className={fieldStyles.labelRow}>
        <label htmlFor={selectId} className={fieldStyles.label}>
          {label}
        </label>
      </div>
      <select
        ref={ref}
        id={selectId}
        className={clsx(fieldStyles.control, styles.select, className)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...props}
      >
        {children}
      </select>
      {hint && (
        <p id={`${selectId}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${selectId}-error`} className={fieldStyles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
});

/** Several messages for one control (the YAML editor), in the look of a field error. */
export function ErrorList({ id, messages }: { id: string; messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} role="alert">
      <ul className={styles.errorList}>
        {messages.map((message) => (
          <li key={message} className={fieldStyles.error}>
            {message}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 'Suggested: mail-sorter [Use it]' under a field. */
export function Suggestion({ children, value, onUse }: { children: ReactNode; value: string; onUse: () => void }) {
  return (
    <p className={styles.suggestion}>
      <span>
        {children} <span className={styles.suggestionValue}>{value}</span>
      </span>
      <Button variant="outline" size="small" onClick={onUse}>
        Use {value}
      </Button>
    </p>
  );
}
