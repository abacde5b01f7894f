import { forwardRef, type InputHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { Field, splitFieldProps, type FieldChrome } from '../Field/Field';
import * as styles from '../../private/styles/field.css';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement>, FieldChrome {}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(props, ref) {
  const [chrome, inputProps] = splitFieldProps(props);
  return <Field {...chrome}>{(control) => <input ref={ref} {...control} className={styles.control} {...inputProps} />}</Field>;
});

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement>, FieldChrome {}

export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(props, ref) {
  const [chrome, textareaProps] = splitFieldProps(props);
  return <Field {...chrome}>{(control) => <textarea ref={ref} {...control} className={styles.control} {...textareaProps} />}</Field>;
});
