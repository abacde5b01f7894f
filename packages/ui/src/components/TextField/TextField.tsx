import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field, type FieldChrome } from '../Field/Field';
import * as styles from '../../private/styles/field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, counter, id, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} counter={counter} id={id}>
      {(control) => <input ref={ref} {...control} className={styles.control} {...props} />}
    </Field>
  );
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, hint, counter, id, ...props },
  ref,
) {
  return (
    <Field label={label} error={error} hint={hint} counter={counter} id={id}>
      {(control) => <textarea ref={ref} {...control} className={styles.control} {...props} />}
    </Field>
  );
});
