import { hasErrors, type FieldErrors } from '@agent-registry/api-client/rules';
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { INVALID_CONTROL } from './useFieldErrors';

/** A form's values: text, by field name. */
export type FormValues = Record<string, string>;

/** What a text field bound to one of the form's values takes: spread it on a `TextField`. */
export interface FieldBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export interface ValidatedForm<T extends FormValues> {
  values: T;
  /** The field named `name`: its value, its error, and an onChange that clears the error. */
  field: (name: keyof T & string) => FieldBinding;
  /** Sets some values (a prefill, 'Use demo') and drops their errors. */
  fill: (values: Partial<T>) => void;
  /**
   * Runs `rules` on the values. With no error, `then` gets the values; otherwise the errors are
   * shown (in place of the old ones, or over them with `merge`) and the first invalid control of
   * the form takes the focus, so keyboard and screen-reader users land on the problem.
   */
  check: (rules: (values: T) => FieldErrors, then: (values: T) => void, options?: { merge?: boolean }) => void;
  /** Spread on the `<form>`: its ref, no browser validation, and a submit that checks with the form's rules. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    noValidate: true;
    onSubmit: (event: FormEvent) => void;
  };
}

/**
 * A form's values and per-field errors. Submitting validates first: nothing reaches `onValid`
 * while `validate` finds a message, and the messages appear under their fields.
 */
export function useValidatedForm<T extends FormValues>(
  initial: T,
  validate: (values: T) => FieldErrors,
  onValid: (values: T) => void,
): ValidatedForm<T> {
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  // After the render that marked the fields: the first invalid one, in form order.
  useEffect(() => {
    if (focusRequest) ref.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
  }, [focusRequest]);

  const fill = useCallback((next: Partial<T>) => {
    setValues((current) => ({ ...current, ...next }));
    setErrors((current) => {
      const names = Object.keys(next).filter((name) => current[name]);
      if (names.length === 0) return current;
      const kept = { ...current };
      for (const name of names) delete kept[name];
      return kept;
    });
  }, []);

  const check: ValidatedForm<T>['check'] = (rules, then, { merge = false } = {}) => {
    const found = rules(values);
    if (!hasErrors(found)) {
      then(values);
      return;
    }
    setErrors((current) => (merge ? { ...current, ...found } : found));
    setFocusRequest((n) => n + 1);
  };

  const field = (name: keyof T & string): FieldBinding => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => fill({ [name]: event.target.value } as Partial<T>),
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    check(validate, onValid);
  };

  return { values, field, fill, check, formProps: { ref, noValidate: true, onSubmit } };
}
