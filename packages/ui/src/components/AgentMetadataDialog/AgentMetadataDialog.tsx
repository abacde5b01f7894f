import { AGENT_FILTER_CATEGORIES, AGENT_METADATA_LIMITS, agentRef, type AgentUpdateInput } from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { Pencil } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { categoryLabel, type AgentData } from '../AgentCard/agent';
import { DialogActions } from '../AgentOwnerActions/NoticeDialog';
import { DialogFrame } from '../Dialog/DialogFrame';
import { Stack } from '../Box/Stack';
import { ErrorState } from '../ErrorState/ErrorState';
import { SelectField } from '../Field/SelectField';
import { TextAreaField, TextField } from '../TextField/TextField';
import { useFieldErrors } from '../../private/hooks/useFieldErrors';
import { FieldPair, VisibilityField } from '../PublishScreen/fields';
import * as styles from './AgentMetadataDialog.css';
import {
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
export function AgentMetadataDialog({ open, onOpenChange, saving = false, className, ...form }: AgentMetadataDialogProps) {
  const { agent } = form;
  const ref = agentRef(agent);
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      busy={saving}
      icon={<Pencil size={20} />}
      title={AGENT_METADATA_TITLE}
      description={
        <>
          How <span className={ref ? styles.ref : undefined}>{ref ?? agent.name}</span> is listed. What the agent runs changes only with a
          new version.
        </>
      }
      className={clsx(styles.content, className)}
    >
      {/* Content unmounts when closed, so every opening (and another agent) starts a fresh form. */}
      <MetadataForm key={agent.id} {...form} saving={saving} onCancel={() => onOpenChange(false)} />
    </DialogFrame>
  );
}

/** The link fields: typed as URLs, with the URL keyboard on a phone. */
const urlField = { type: 'url', inputMode: 'url', autoComplete: 'url' } as const;

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
  serverErrors?: Record<string, string> | null | undefined;
  serverError?: string | null | undefined;
  onSave: (values: AgentUpdateInput) => void;
  onCancel: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AgentMetadataValues>(() => agentToMetadataValues(agent));
  const { errorOf, touch, show } = useFieldErrors<AgentMetadataField>(formRef, serverErrors);

  const edit = <K extends AgentMetadataField>(name: K, value: AgentMetadataValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    touch(name);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    if (show(validateAgentMetadata(values))) return;
    const changes = changedAgentMetadata(agent, values);
    if (Object.keys(changes).length === 0) onCancel();
    else onSave(changes);
  }

  /** What each text field and the select share: its name, value, error and edit, disabled while saving. */
  const field = (name: Exclude<AgentMetadataField, 'visibility'>) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => edit(name, event.target.value),
    error: errorOf(name),
    disabled: saving,
  });
  const initialCategory = agent.category ?? '';

  return (
    // The ref on the form itself: a function component's ref prop needs React 19, the package supports 18.
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap={5}>
        {serverError && <ErrorState message={serverError} />}

        <TextField label="Name" {...field('name')} autoFocus required autoComplete="off" />

        <TextAreaField
          label="Description"
          {...field('description')}
          rows={4}
          counter={`${values.description.length}/${AGENT_METADATA_LIMITS.description}`}
        />

        <FieldPair>
          <SelectField label="Category" {...field('category')}>
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
            {...field('tags')}
            autoComplete="off"
            hint={`Separated by commas: up to ${AGENT_METADATA_LIMITS.tags}, each up to ${AGENT_METADATA_LIMITS.tag} characters.`}
          />
        </FieldPair>

        <VisibilityField
          name="visibility"
          value={values.visibility}
          onChange={(visibility) => edit('visibility', visibility)}
          error={errorOf('visibility')}
          disabled={saving}
        />

        <FieldPair>
          <TextField label="Repository URL" {...field('repository_url')} {...urlField} placeholder="https://github.com/you/agent" />
          <TextField label="Documentation URL" {...field('documentation_url')} {...urlField} placeholder="https://docs.example.com/agent" />
        </FieldPair>

        <DialogActions onCancel={onCancel} pending={saving} submitLabel="Save changes" pendingLabel="Saving..." />
      </Stack>
    </form>
  );
}
