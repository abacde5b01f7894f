import { clsx } from 'clsx';
import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldChrome } from './Field';
import * as styles from '../../private/styles/field.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldChrome {
  /** The choices; or pass `<option>` children when some need more. */
  options?: readonly SelectOption[];
  /** A select has no placeholder of its own: this is a disabled first option ('Choose a reason'), shown until one is chosen. */
  placeholder?: string | undefined;
}

/** A labelled native select, framed like the text fields. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(props, ref) {
  const [chrome, { options, placeholder, className, children, ...selectProps }] = splitFieldProps(props);
  return (
    <Field {...chrome}>
      {(control) => (
        <select ref={ref} {...control} className={clsx(styles.select, className)} {...selectProps}>
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
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
