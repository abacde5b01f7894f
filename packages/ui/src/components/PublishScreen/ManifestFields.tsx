// The sections of the publish form that edit the agent.yaml: Agent, Runtime and model, Ports.
import { AGENT_METADATA_LIMITS, AGENT_RUNTIMES, MODEL_PROVIDERS } from '@agent-registry/api-client/rules';
import { Plus, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import type { AgentData } from '../AgentCard/agent';
import { Stack } from '../Box/Stack';
import { Button } from '../Button/Button';
import { SelectField } from '../Field/SelectField';
import { TextAreaField, TextField } from '../TextField/TextField';
import { FieldPair, FormSection, Note, Suggestion } from './fields';
import { FIELD_PATHS } from './manifest';
import { focusLater, type PublishDraft } from './usePublishDraft';
import * as styles from './PublishScreen.css';

interface ManifestFieldsProps {
  draft: PublishDraft;
  mode: 'create' | 'version';
  agent?: AgentData | undefined;
  namespace: string;
}

/** A slug, a version, a provider's id: typed as is, never completed or spell-checked. */
const verbatim = { autoComplete: 'off', spellCheck: false } as const;

/** A comma-separated list of the agent.yaml. */
const commaList = { autoComplete: 'off', hint: 'Separated by commas.' } as const;

export function ManifestFields(props: ManifestFieldsProps) {
  return (
    <>
      <AgentSection {...props} />
      <RuntimeSection draft={props.draft} />
      <PortsSection draft={props.draft} />
    </>
  );
}

function AgentSection({ draft, mode, agent, namespace }: ManifestFieldsProps) {
  const { locked, textProps, listProps, editText, nameSuggestion, versionSuggestion } = draft;
  return (
    <FormSection legend="Agent" locked={locked}>
      <TextField
        {...textProps('name')}
        label="Name"
        {...verbatim}
        placeholder={mode === 'version' ? (agent?.slug ?? undefined) : 'mail-sorter'}
        readOnly={mode === 'version'}
        hint={
          mode === 'version'
            ? 'New versions keep the agent’s name.'
            : `A slug: lowercase letters, digits and hyphens. It makes the reference ${namespace}/name.`
        }
      />
      {nameSuggestion && !locked && (
        <Suggestion value={nameSuggestion} onUse={() => editText('name', nameSuggestion)}>
          {mode === 'version' ? 'This agent’s name is' : 'As a slug:'}
        </Suggestion>
      )}
      <TextAreaField {...textProps('description')} label="Description" rows={3} placeholder="What the agent does, in a sentence or two." />
      <FieldPair>
        <TextField
          {...textProps('version')}
          label="Version"
          {...verbatim}
          placeholder="1.0.0"
          hint={
            mode === 'version' && agent?.current_version
              ? `Current version ${agent.current_version}. A semantic version, such as 1.2.0 or 2.0.0-beta.1.`
              : 'A semantic version, such as 1.0.0 or 1.1.0-beta.1.'
          }
        />
        <TextField
          {...listProps('tags')}
          label="Tags"
          {...commaList}
          hint={`Separated by commas: up to ${AGENT_METADATA_LIMITS.tags}, each up to ${AGENT_METADATA_LIMITS.tag} characters.`}
          placeholder="email, productivity"
        />
      </FieldPair>
      {versionSuggestion && !locked && (
        <Suggestion value={versionSuggestion} onUse={() => editText('version', versionSuggestion)}>
          Next patch version:
        </Suggestion>
      )}
    </FormSection>
  );
}

function RuntimeSection({ draft }: { draft: PublishDraft }) {
  const { locked, fieldId, fieldProps, fieldText, textProps, listProps, editText, touch } = draft;
  const runtime = fieldText('runtime');
  const providersId = fieldId('providers');
  return (
    <FormSection legend="Runtime and model" locked={locked}>
      <FieldPair>
        <SelectField
          {...fieldProps('runtime')}
          label="Runtime"
          value={runtime}
          onChange={(event) => {
            editText('runtime', event.target.value);
            touch(FIELD_PATHS.runtime);
          }}
        >
          <option value="">Choose a runtime</option>
          {AGENT_RUNTIMES.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
          {/* A runtime the CLI does not build stays visible, so its error makes sense. */}
          {runtime && !(AGENT_RUNTIMES as readonly string[]).includes(runtime) && (
            <option value={runtime}>{runtime} (not supported)</option>
          )}
        </SelectField>
        <TextField {...textProps('provider')} label="Model provider" {...verbatim} placeholder="openai" list={providersId} />
        <datalist id={providersId}>
          {MODEL_PROVIDERS.map((provider) => (
            <option key={provider} value={provider} />
          ))}
        </datalist>
      </FieldPair>
      <FieldPair>
        <TextField {...textProps('model')} label="Model name" {...verbatim} placeholder="gpt-4o" />
        <TextField {...listProps('capabilities')} label="Capabilities" {...commaList} placeholder="email, summarization" />
      </FieldPair>
    </FormSection>
  );
}

function PortsSection({ draft }: { draft: PublishDraft }) {
  const { locked, ports, fieldId, errorOf, touch, editPort, addPortRow, removePortRow } = draft;
  const addPortRef = useRef<HTMLButtonElement>(null);

  const onAdd = () => {
    addPortRow();
    focusLater(() => document.getElementById(fieldId(`port-${ports.length}-container`)));
  };
  const onRemove = (index: number) => {
    removePortRow(index);
    focusLater(() => addPortRef.current);
  };

  return (
    <FormSection legend="Ports" note="The ports the agent’s container listens on; the host port is optional." locked={locked}>
      {ports.length > 0 ? (
        <Stack gap={3}>
          {ports.map((port, index) => {
            const key = (part: 'container' | 'host') => `spec.ports.${index}.${part}`;
            return (
              <fieldset key={index} className={styles.portRow}>
                <legend className={styles.portLegend}>Port {index + 1}</legend>
                {(['container', 'host'] as const).map((part) => (
                  <TextField
                    key={part}
                    id={fieldId(`port-${index}-${part}`)}
                    label={part === 'container' ? 'Container port' : 'Host port'}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={65535}
                    step={1}
                    placeholder={part === 'container' ? '8080' : 'Optional'}
                    value={port[part]}
                    error={errorOf(key(part))}
                    onChange={(event) => editPort(index, part, event.target.value)}
                    onBlur={() => touch(key(part))}
                  />
                ))}
                <Button
                  variant="ghost"
                  size="small"
                  className={styles.removePort}
                  aria-label={`Remove port ${index + 1}`}
                  onClick={() => onRemove(index)}
                >
                  <Trash2 size={14} aria-hidden="true" />
                  Remove
                </Button>
              </fieldset>
            );
          })}
        </Stack>
      ) : (
        <Note>No ports: the agent is not reached over the network.</Note>
      )}
      <Button ref={addPortRef} variant="outline" size="small" className={styles.addPort} onClick={onAdd}>
        <Plus size={14} aria-hidden="true" />
        Add port
      </Button>
    </FormSection>
  );
}
