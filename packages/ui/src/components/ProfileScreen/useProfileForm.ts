import { hasErrors, validateProfile, type FieldErrors, type ProfileField, type UserProfile } from '@agent-registry/api-client/rules';
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import type { ProfileScreenProps } from './ProfileScreen';
import { PROFILE_NOT_SET, profileToFormValues, toPayload, type ProfileFormValues } from './profileForm';

type Errors = FieldErrors<ProfileField>;
type Preferences = ProfileFormValues['preferences'];

export type ProfileFormOptions = Pick<
  ProfileScreenProps,
  'isEditing' | 'onEditingChange' | 'isSaving' | 'onSave' | 'savedAt' | 'onInvalid' | 'fieldErrors'
> & { profile: UserProfile };

const isPromise = (value: unknown): value is Promise<unknown> => Boolean(value) && typeof (value as Promise<unknown>).then === 'function';

/**
 * The profile form's state: the values being edited, the rules' and the server's messages, edit
 * mode (the host's when it passes isEditing), and the save with its outcome.
 */
export function useProfileForm({
  profile,
  isEditing,
  onEditingChange,
  isSaving = false,
  onSave,
  savedAt,
  onInvalid,
  fieldErrors,
}: ProfileFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const loaded = useMemo(() => profileToFormValues(profile), [profile]);
  const [values, setValues] = useState<ProfileFormValues>(loaded);
  const [errors, setErrors] = useState<Errors>({});
  const [dismissedServer, setDismissedServer] = useState<ReadonlySet<ProfileField>>(new Set());
  const [localEditing, setLocalEditing] = useState(false);
  const editing = isEditing ?? localEditing;

  const setEditing = useCallback(
    (next: boolean) => {
      if (isEditing === undefined) setLocalEditing(next);
      onEditingChange?.(next);
    },
    [isEditing, onEditingChange],
  );

  // The profile a save was sent from: after the save, keep showing the saved values (not the stale
  // profile) until the refetched one arrives.
  const savedFrom = useRef<ProfileFormValues | null>(null);

  // A (re)loaded profile replaces the form, unless the user is in the middle of editing.
  useEffect(() => {
    if (editing) return;
    if (savedFrom.current === loaded) return;
    savedFrom.current = null;
    setValues(loaded);
    setErrors({});
  }, [loaded, editing]);

  // New server errors are all shown again.
  useEffect(() => setDismissedServer(new Set()), [fieldErrors]);

  // The host reports a successful save with a new savedAt: back to view mode.
  const reportedSave = useRef(savedAt);
  useEffect(() => {
    if (savedAt === reportedSave.current) return;
    reportedSave.current = savedAt;
    if (savedAt != null) setEditing(false);
  }, [savedAt, setEditing]);

  const errorOf = (field: ProfileField) => errors[field] ?? (dismissedServer.has(field) ? undefined : (fieldErrors?.[field] ?? undefined));

  const edit = (field: ProfileField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
    setDismissedServer((current) => (current.has(field) ? current : new Set(current).add(field)));
  };

  const editPreference = <K extends keyof Preferences>(key: K, value: Preferences[K]) =>
    setValues((current) => ({ ...current, preferences: { ...current.preferences, [key]: value } }));

  /** The props of a text field bound to `field`; `example` is its placeholder while editing. */
  const text = (field: ProfileField, example: string) => ({
    name: field,
    // Examples help while typing; in view mode an empty field must not look like a value.
    placeholder: editing ? example : PROFILE_NOT_SET,
    readOnly: !editing,
    value: values[field],
    onChange: (event: { target: { value: string } }) => edit(field, event.target.value),
    error: errorOf(field),
  });

  const cancel = () => {
    savedFrom.current = null;
    setValues(loaded);
    setErrors({});
    setDismissedServer(new Set(Object.keys(fieldErrors ?? {}) as ProfileField[]));
    setEditing(false);
  };

  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (!editing || isSaving) return;
    const payload = toPayload(values, loaded.username);
    const found = validateProfile(payload);
    if (hasErrors(found)) {
      setErrors(found);
      onInvalid?.(found);
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    savedFrom.current = loaded;
    const result = onSave(payload);
    if (isPromise(result)) {
      result.then(
        () => setEditing(false),
        // The app reports the failure; the form stays open with the user's changes.
        () => {
          savedFrom.current = null;
        },
      );
    } else if (savedAt === undefined) {
      setEditing(false);
    }
    // Otherwise the host says when it has saved, with a new savedAt.
  };

  // Enter in a text field saves. The Save button sits in the page header (outside the <form>),
  // so implicit submission is made explicit here rather than left to the browser.
  const submitOnEnter = (event: KeyboardEvent<HTMLElement>) => {
    const target = event.target as HTMLElement;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    if (!(target instanceof HTMLInputElement) || ['checkbox', 'radio'].includes(target.type)) return;
    event.preventDefault();
    save();
  };

  return {
    formRef,
    editing,
    isSaving,
    values,
    text,
    editPreference,
    startEditing: () => setEditing(true),
    cancel,
    save,
    submitOnEnter,
  };
}

export type ProfileForm = ReturnType<typeof useProfileForm>;
