import { clsx } from 'clsx';
import { forwardRef, useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Button } from '../Button/Button';
import * as fieldStyles from '../Field/Field.css';
import * as styles from './PublishAgentForm.css';

export { SelectField, type SelectFieldProps } from '../Field/SelectField';

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
