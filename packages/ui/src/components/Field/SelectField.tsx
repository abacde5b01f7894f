import { clsx } from 'clsx';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, type FieldChrome } from './Field';
import * as styles from '../../private/styles/field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldChrome {
  /** The choices; or pass `<option>` children when some need more (a disabled placeholder). */
  options?: readonly SelectOption[];
}

/** A labelled native select, framed like the text fields. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, hint, counter, id, options, className, children, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} counter={counter} id={id}>
      {(control) => (
        <select ref={ref} {...control} className={clsx(styles.select, className)} {...props}>
          {options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
          {children}
        </select>
      )}
    </Field>
  );
});
