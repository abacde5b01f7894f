import { hasErrors, type FieldErrors } from '@agent-registry/api-client/rules';
import { useEffect, useState, type RefObject } from 'react';

/**
 * What marks a form's invalid controls, for the focus after a failed submit. A radio or checkbox
 * carries no aria-invalid, so the checked one of an invalid group has a data attribute instead.
 */
export const INVALID_CONTROL = '[aria-invalid="true"], [data-invalid]';

export interface FieldErrorsState<F extends string> {
  /** The field's message: the form's own check, else the server's until the field is edited. */
  errorOf: (name: F) => string | undefined;
  /** The field was edited: its own message and the server's no longer apply. */
  touch: (name: F) => void;
  /** Shows what the form's own checks `found`; true when there is any, and the first invalid control takes the focus. */
  show: (found: FieldErrors<F>) => boolean;
}

/**
 * The field errors of a form that the server checks too (a dialog's fields): the form's own
 * messages first, the server's last answer for the fields not edited since; each new set of
 * messages moves the focus to the first invalid control of `formRef`, in form order.
 */
export function useFieldErrors<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  serverErrors: Partial<Record<F, string | null | undefined>> | null | undefined,
): FieldErrorsState<F> {
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [edited, setEdited] = useState<ReadonlySet<F>>(new Set());
  const [focusRequest, setFocusRequest] = useState(0);

  // A new answer from the server shows all its messages again, and the first gets the focus.
  useEffect(() => {
    setEdited(new Set());
    if (serverErrors && Object.values(serverErrors).some(Boolean)) setFocusRequest((n) => n + 1);
  }, [serverErrors]);

  // After the render that marked the fields.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
  }, [focusRequest, formRef]);

  return {
    errorOf: (name) => errors[name] ?? (edited.has(name) ? undefined : serverErrors?.[name] || undefined),
    touch: (name) => {
      setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
      setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
    },
    show: (found) => {
      setErrors(found);
      if (!hasErrors(found)) return false;
      setFocusRequest((n) => n + 1);
      return true;
    },
  };
}
