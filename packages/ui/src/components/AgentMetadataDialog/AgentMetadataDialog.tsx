import * as Dialog from '@radix-ui/react-dialog';
import { AGENT_FILTER_CATEGORIES, agentRef, hasErrors, type AgentUpdateInput, type AgentVisibility, type FieldErrors } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { AlertTriangle, Globe, Lock, Pencil, X, type LucideIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import * as dialog from '../../styles/dialog.css';
import { uiRoot } from '../../themes/global.css';
import { categoryLabel, type AgentData } from '../AgentCard/agent';
import { Button } from '../Button/Button';
import { TextAreaField, TextField } from '../TextField/TextField';
import { SelectField } from '../Field/SelectField';
import * as field from '../Field/Field.css';
import * as styles from './AgentMetadataDialog.css';
import {
  AGENT_METADATA_LIMITS,
  agentToMetadataValues,
  changedAgentMetadata,
  isAgentCategory,
  validateAgentMetadata,
  type AgentMetadataField,
  type AgentMetadataValues,
} from './agentMetadata';

export const AGENT_METADATA_TITLE = 'Edit agent';

export interface AgentMetadataDialogProps {
  /** Whether the dialog is shown. Each opening starts from the agent's current values. */
  open: boolean;
  /** Called with false on Cancel, Escape, the close button or a click outside (never while saving). */
  onOpenChange: (open: boolean) => void;
  /** The agent being edited: the form starts from its name, description, category, tags, visibility and URLs. */
  agent: AgentData;
  /**
   * Called with the fields that changed, trimmed, once they pass the contract's rules: the body of
   * PUT /agents/{id}. Save with nothing changed closes the dialog instead (onOpenChange(false)).
   */
  onSave: (values: AgentUpdateInput) => void;
  /** The update is running: Save reads 'Saving...', the fields and buttons are disabled and the dialog stays open. */
  saving?: boolean | undefined;
  /**
   * The server's messages per field (keys of AgentUpdateInput); each shows beside its field until
   * that field is edited, and the first gets the focus. A new object means a new answer: all show
   * again, so pass the same object until the next response (e.g. the error's `fields`).
   */
  serverErrors?: Record<string, string> | null | undefined;
  /** A message about the whole update (a failed request), shown above the fields. */
  serverError?: string | null | undefined;
  /** Class of the dialog panel, for the host's styling. */
  className?: string | undefined;
}

/**
 * Edits an agent's listing (PUT /agents/{id}): name, description, category, tags, visibility and
 * links. Versions are immutable, so what the agent runs is not edited here. The contract's rules
 * are checked before anything is sent; errors show beside their fields and the first one gets the
 * focus.
 */
export function AgentMetadataDialog({ open, onOpenChange, agent, onSave, saving = false, serverErrors, serverError, className }: AgentMetadataDialogProps) {
  const ref = agentRef(agent);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialog.overlay} />
        <Dialog.Content className={clsx(uiRoot, dialog.content, styles.content, className)}>
          <div className={dialog.header}>
            <span className={dialog.icon} aria-hidden="true">
              <Pencil size={20} />
            </span>
            <div className={dialog.headerText}>
              <Dialog.Title className={dialog.title}>{AGENT_METADATA_TITLE}</Dialog.Title>
              <Dialog.Description className={dialog.description}>
                How <span className={ref ? styles.ref : undefined}>{ref ?? agent.name}</span> is listed. What the agent runs changes only with
                a new version.
              </Dialog.Description>
            </div>
            <Dialog.Close className={dialog.close} aria-label="Close" disabled={saving}>
              <X size={18} aria-hidden="true" />
            </Dialog.Close>
          </div>
          {/* Content unmounts when closed, so every opening (and another agent) starts a fresh form. */}
          <MetadataForm
            key={agent.id}
            agent={agent}
            saving={saving}
            serverErrors={serverErrors}
            serverError={serverError}
            onSave={onSave}
            onCancel={() => onOpenChange(false)}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const visibilityChoices: { value: AgentVisibility; label: string; hint: string; icon: LucideIcon }[] = [
  { value: 'public', label: 'Public', hint: 'Anyone can find and pull it.', icon: Globe },
  { value: 'private', label: 'Private', hint: 'Only you can see and pull it.', icon: Lock },
];

/** What marks a control as invalid for the focus (radios carry no aria-invalid, so a data attribute). */
const INVALID_CONTROL = '[aria-invalid="true"], [data-invalid]';

function MetadataForm({
  agent,
  saving,
  serverErrors,
  serverError,
  onSave,
  onCancel,
}: {
  agent: AgentData;
  saving: boolean;
  serverErrors: Record<string, string> | null | undefined;
  serverError: string | null | undefined;
  onSave: (values: AgentUpdateInput) => void;
  onCancel: () => void;
}) {
  const ids = { category: useId(), visibility: useId() };
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AgentMetadataValues>(() => agentToMetadataValues(agent));
  const [errors, setErrors] = useState<FieldErrors<AgentMetadataField>>({});
  // Fields edited since the server's errors arrived: their server message no longer applies.
  const [edited, setEdited] = useState<ReadonlySet<AgentMetadataField>>(new Set());
  const [focusRequest, setFocusRequest] = useState(0);

  // New server errors are all shown again, and the first gets the focus like a client-side one.
  useEffect(() => {
    setEdited(new Set());
    if (serverErrors && Object.values(serverErrors).some(Boolean)) setFocusRequest((n) => n + 1);
  }, [serverErrors]);

  // After the render that marked the fields: the first invalid one, in form order.
  useEffect(() => {
    if (focusRequest) formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL)?.focus();
  }, [focusRequest]);

  const errorOf = (name: AgentMetadataField): string | undefined => errors[name] ?? (edited.has(name) ? undefined : serverErrors?.[name] || undefined);

  const edit = <K extends AgentMetadataField>(name: K, value: AgentMetadataValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    setEdited((current) => (current.has(name) ? current : new Set(current).add(name)));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    const found = validateAgentMetadata(values);
    setErrors(found);
    if (hasErrors(found)) {
      setFocusRequest((n) => n + 1);
      return;
    }
    const changes = changedAgentMetadata(agent, values);
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  }

  const categoryError = errorOf('category');
  const visibilityError = errorOf('visibility');
  const initialCategory = agent.category ?? '';

  return (
    <form ref={formRef} className={styles.form} onSubmit={submit} noValidate>
      {serverError && (
        <div className={styles.alert} role="alert">
          <AlertTriangle size={20} aria-hidden="true" className={styles.alertIcon} />
          <p className={styles.alertText}>{serverError}</p>
        </div>
      )}

      <TextField
        label="Name"
        name="name"
        autoFocus
        required
        autoComplete="off"
        value={values.name}
        onChange={(event) => edit('name', event.target.value)}
        error={errorOf('name')}
        disabled={saving}
      />

      <TextAreaField
        label="Description"
        name="description"
        rows={4}
        value={values.description}
        counter={`${values.description.length}/${AGENT_METADATA_LIMITS.description}`}
        onChange={(event) => edit('description', event.target.value)}
        error={errorOf('description')}
        disabled={saving}
      />

      <div className={styles.row}>
        <SelectField
          label="Category"
          id={ids.category}
          name="category"
          value={values.category}
          onChange={(event) => edit('category', event.target.value)}
          error={categoryError}
          disabled={saving}
        >
          {/* '' and an unknown legacy category can only be kept, never chosen again. */}
          {!initialCategory && (
            <option value="" disabled>
              Choose a category
            </option>
          )}
          {initialCategory && !isAgentCategory(initialCategory) && (
            <option value={initialCategory}>{categoryLabel(initialCategory)}</option>
          )}
          {AGENT_FILTER_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </SelectField>

        <TextField
          label="Tags"
          name="tags"
          autoComplete="off"
          value={values.tags}
          hint={`Separated by commas: up to ${AGENT_METADATA_LIMITS.tags}, each up to ${AGENT_METADATA_LIMITS.tag} characters.`}
          onChange={(event) => edit('tags', event.target.value)}
          error={errorOf('tags')}
          disabled={saving}
        />
      </div>

      <fieldset className={styles.fieldset} aria-describedby={visibilityError ? `${ids.visibility}-error` : undefined}>
        <legend className={field.label}>Visibility</legend>
        <div className={styles.choices}>
          {visibilityChoices.map(({ value, label, hint, icon: Icon }) => (
            <label key={value} className={styles.choice}>
              <input
                type="radio"
                name="visibility"
                value={value}
                className={styles.radio}
                checked={values.visibility === value}
                onChange={() => edit('visibility', value)}
                data-invalid={visibilityError && values.visibility === value ? '' : undefined}
                disabled={saving}
              />
              <span className={styles.choiceText}>
                <span className={styles.choiceLabel}>
                  <Icon size={14} aria-hidden="true" />
                  {label}
                </span>
                <span className={styles.choiceHint}>{hint}</span>
              </span>
            </label>
          ))}
        </div>
        {visibilityError && (
          <p id={`${ids.visibility}-error`} className={field.error} role="alert">
            {visibilityError}
          </p>
        )}
      </fieldset>

      <div className={styles.row}>
        <TextField
          label="Repository URL"
          name="repository_url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://github.com/you/agent"
          value={values.repository_url}
          onChange={(event) => edit('repository_url', event.target.value)}
          error={errorOf('repository_url')}
          disabled={saving}
        />
        <TextField
          label="Documentation URL"
          name="documentation_url"
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://docs.example.com/agent"
          value={values.documentation_url}
          onChange={(event) => edit('documentation_url', event.target.value)}
          error={errorOf('documentation_url')}
          disabled={saving}
        />
      </div>

      <div className={dialog.actions}>
        <Button variant="outline" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}
