import {
  AGENT_FILTER_CATEGORIES,
  AGENT_RUNTIMES,
  AGENT_SLUG_PATTERN,
  AGENT_VISIBILITIES,
  CHANGELOG_MAX_LENGTH,
  MODEL_PROVIDERS,
  README_MAX_BYTES,
  toAgentSlug,
  utf8Length,
  type AgentFilterCategory,
  type AgentVisibility,
} from '@agent-registry/api-client/rules';
import { clsx } from 'clsx';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import type { Document } from 'yaml';
import { categoryLabel, type AgentData } from '../AgentCard/agent';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button/Button';
import { Card } from '../Card/Card';
import { Spinner } from '../Spinner/Spinner';
import { TextAreaField, TextField } from '../TextField/TextField';
import * as feedback from '../../styles/feedback.css';
import * as fieldStyles from '../TextField/TextField.css';
import { SelectField, Suggestion } from './fields';
import {
  FIELD_PATHS,
  addPort,
  editManifest,
  formatBytes,
  joinList,
  listAt,
  nextPatch,
  parseManifest,
  portsAt,
  publishErrors,
  removePort,
  splitList,
  starterManifest,
  textAt,
  toPath,
  valueAt,
  writeList,
  writePort,
  writeText,
  type ParsedManifest,
  type YamlModule,
} from './manifest';
import { PublishPreview } from './PublishPreview';
import { YamlSource } from './YamlSource';
import * as styles from './PublishAgentForm.css';

/** What `onSubmit` receives: everything the publish call sends. */
export interface PublishAgentDraft {
  /** The agent.yaml to publish, byte for byte the text shown in the preview. */
  agentYaml: string;
  /** The version's README, Markdown. */
  readme: string;
  /** What changed in this version; may be empty. */
  changelog: string;
  /** The agent's category (in 'version' mode, the agent's own). */
  category: AgentFilterCategory;
  /** Who may see the agent (in 'version' mode, the agent's own). */
  visibility: AgentVisibility;
}

export interface PublishAgentFormProps {
  /**
   * 'create' (default) publishes a new agent. 'version' publishes a new version of `agent`: the
   * heading reads 'Publish a new version', metadata.name is locked to the agent's slug, and
   * category and visibility are not asked (the agent keeps its own).
   */
  mode?: 'create' | 'version';
  /** The agent a new version is for ('version' mode); its current version is shown beside the heading. */
  agent?: AgentData;
  /** The publisher's username: the preview's 'owner/name' and pull command use it. */
  namespace: string;
  /**
   * The agent.yaml to start from, e.g. the current version's when publishing a new one (in 'version'
   * mode its metadata.name is set to the agent's). Default: a new manifest with version 1.0.0 ('version'
   * mode: the next patch of the current version). Read when the form mounts; give the form a new
   * `key` to start over.
   */
  initialYaml?: string;
  /** The README to start from (e.g. the current version's); read when the form mounts. */
  initialReadme?: string;
  /** The publish call is running: the submit button is disabled and reads 'Publishing...'. */
  submitting?: boolean;
  /**
   * Field errors from the server, keyed like `validateAgentManifest` ('metadata.version',
   * 'spec.ports.0.container') or 'category', 'visibility', 'readme', 'changelog', 'agent_yaml'.
   * Each shows beside its field (keys without a field, under the agent.yaml) until that value is edited.
   */
  serverErrors?: Record<string, string>;
  /** A message about the publish as a whole, shown above the buttons as an alert. */
  serverError?: string;
  /** Called with the draft when the form is submitted without errors; never called while any remain. */
  onSubmit: (draft: PublishAgentDraft) => void;
  /** Shows a Cancel button that calls it. */
  onCancel?: () => void;
  /** Class of the root element, for the host's layout. */
  className?: string;
}

// Loaded on first use and kept: the parser is only downloaded by pages that show this form.
let yamlModule: YamlModule | undefined;
const loadYaml = (): Promise<YamlModule> => import('yaml').then((module) => (yamlModule = module));

function useYamlModule() {
  const [module, setModule] = useState(yamlModule);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (module) return;
    let live = true;
    loadYaml().then(
      (loaded) => live && setModule(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [module, attempt]);
  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };
  return { module, failed, retry };
}

/**
 * The screen to publish an agent, or a new version of one. The agent.yaml text is the single
 * source of truth: the fields edit it (keeping its comments and unknown keys), pasting or dropping
 * a file fills the fields, and the preview shows the card, reference and exact file to publish.
 * The CLI's rules are checked live, in its words, beside each field.
 */
export function PublishAgentForm(props: PublishAgentFormProps) {
  const { mode = 'create', agent, className } = props;
  const yaml = useYamlModule();
  return (
    <div className={clsx(styles.page, className)}>
      <header className={styles.header}>
        <h1 className={styles.title}>{mode === 'version' ? 'Publish a new version' : 'Publish an agent'}</h1>
        {mode === 'version' && agent ? (
          <div className={styles.headerMeta}>
            <span className={styles.agentName}>{agent.name}</span>
            {agent.current_version && <Badge tone="primary">Current version {agent.current_version}</Badge>}
          </div>
        ) : (
          <p className={styles.subtitle}>Versions are immutable: what the preview shows is what will be published.</p>
        )}
      </header>
      {yaml.module ? (
        <PublishForm {...props} mode={mode} yaml={yaml.module} />
      ) : yaml.failed ? (
        <div className={clsx(feedback.error, styles.loadError)} role="alert">
          <p className={feedback.errorText}>The agent.yaml editor could not be loaded.</p>
          <Button variant="outline" size="small" onClick={yaml.retry}>
            Try again
          </Button>
        </div>
      ) : (
        <Spinner size="large" label="Loading the agent.yaml editor" />
      )}
    </div>
  );
}

const REGISTRY_KEYS = new Set(['category', 'visibility', 'readme', 'changelog']);

const isCategory = (value: unknown): value is AgentFilterCategory => (AGENT_FILTER_CATEGORIES as readonly unknown[]).includes(value);
const isVisibility = (value: unknown): value is AgentVisibility => (AGENT_VISIBILITIES as readonly unknown[]).includes(value);

const visibilityCopy: Record<AgentVisibility, { label: string; hint: string }> = {
  public: { label: 'Public', hint: 'Anyone can find and pull it.' },
  private: { label: 'Private', hint: 'Only you can see and pull it.' },
};

/** The first text: the given agent.yaml (in 'version' mode with the agent's name), or a new one. */
function initialText(yaml: YamlModule, { mode, agent, initialYaml }: PublishAgentFormProps): string {
  const slug = mode === 'version' ? agent?.slug : undefined;
  if (initialYaml === undefined) return starterManifest(yaml, slug ? { name: slug, version: nextPatch(agent?.current_version) ?? '' } : {});
  const parsed = parseManifest(yaml, initialYaml);
  if (!slug || parsed.error || textAt(parsed.data, ['metadata', 'name']) === slug) return initialYaml;
  return editManifest(yaml, parsed, (doc) => writeText(yaml, doc, ['metadata', 'name'], slug));
}

type ListField = 'tags' | 'capabilities';

function PublishForm(props: PublishAgentFormProps & { yaml: YamlModule; mode: 'create' | 'version' }) {
  const { yaml, mode, agent, namespace, submitting = false, serverErrors, serverError, onSubmit, onCancel } = props;
  const formId = useId();
  const yamlId = `${formId}-yaml`;
  const fieldId = (name: string) => `${formId}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const addPortRef = useRef<HTMLButtonElement>(null);

  const [text, setText] = useState(() => initialText(yaml, props));
  const [readme, setReadme] = useState(props.initialReadme ?? '');
  const [changelog, setChangelog] = useState('');
  const [category, setCategory] = useState<string>(() => (mode === 'version' ? (isCategory(agent?.category) ? agent.category : AGENT_FILTER_CATEGORIES[0]) : ''));
  const [visibility, setVisibility] = useState<AgentVisibility>(() => (isVisibility(agent?.visibility) ? agent.visibility : 'public'));
  // Lists as typed ('email, '), kept while they still say what the document holds.
  const [listDrafts, setListDrafts] = useState<Partial<Record<ListField, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [yamlEdited, setYamlEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);

  const parsed = useMemo(() => parseManifest(yaml, text), [yaml, text]);
  // While the text does not parse, the fields keep showing the last document that did.
  const lastParsed = useRef<ParsedManifest>(parsed);
  if (!parsed.error) lastParsed.current = parsed;
  const data = parsed.error ? lastParsed.current.data : parsed.data;
  const locked = Boolean(parsed.error);

  const errors = useMemo(
    () => publishErrors(parsed, { mode, slug: agent?.slug, currentVersion: agent?.current_version, readme, changelog, category }),
    [parsed, mode, agent?.slug, agent?.current_version, readme, changelog, category],
  );

  // --- Server errors: each shows until the value it was about changes. ---
  const valueOf = (key: string): string => {
    if (key === 'readme') return readme;
    if (key === 'changelog') return changelog;
    if (key === 'category') return category;
    if (key === 'visibility') return visibility;
    if (key === 'agent_yaml' || key === '' || parsed.error) return text;
    return JSON.stringify(valueAt(parsed.data, toPath(key)) ?? null);
  };
  const serverKey = JSON.stringify(serverErrors ?? {});
  const snapshot = () => Object.fromEntries(Object.keys(serverErrors ?? {}).map((key) => [key, valueOf(key)]));
  const [server, setServer] = useState(() => ({ key: serverKey, values: snapshot() }));
  if (server.key !== serverKey) setServer({ key: serverKey, values: snapshot() });
  const serverErrorOf = (key: string) => (serverErrors?.[key] && server.values[key] === valueOf(key) ? serverErrors[key] : undefined);

  const shown = (key: string) => submitted || touched.has(key) || (yamlEdited && !REGISTRY_KEYS.has(key));
  const errorOf = (key: string): string | undefined => (shown(key) ? errors[key] : undefined) ?? serverErrorOf(key);
  const touch = (key: string) => setTouched((current) => (current.has(key) ? current : new Set(current).add(key)));

  // --- Field values, read from the document. ---
  const fieldText = (field: keyof typeof FIELD_PATHS) => textAt(data, toPath(FIELD_PATHS[field]));
  const name = fieldText('name');
  const version = fieldText('version');
  const runtime = fieldText('runtime');
  const ports = portsAt(data);
  const listValue = (field: ListField) => {
    const items = listAt(data, toPath(FIELD_PATHS[field]));
    const draft = listDrafts[field];
    return draft !== undefined && joinList(splitList(draft)) === joinList(items) ? draft : joinList(items);
  };

  const portKeys = ports.flatMap((_, index) => [`spec.ports.${index}.container`, `spec.ports.${index}.host`]);
  const placed = new Set<string>([...Object.values(FIELD_PATHS), ...portKeys, 'readme', 'changelog', ...(mode === 'create' ? ['category', 'visibility'] : [])]);
  const documentErrors = [...new Set([...Object.keys(errors), ...Object.keys(serverErrors ?? {})])]
    .filter((key) => !placed.has(key))
    .map(errorOf)
    .filter((message): message is string => Boolean(message));

  // --- Editing: every field change is an edit of the document's text. ---
  const edit = (change: (doc: Document) => void) => {
    if (!parsed.error) setText(editManifest(yaml, parsed, change));
  };
  const editText = (field: keyof typeof FIELD_PATHS, value: string) => edit((doc) => writeText(yaml, doc, toPath(FIELD_PATHS[field]), value));
  const editList = (field: ListField, value: string) => {
    setListDrafts((current) => ({ ...current, [field]: value }));
    edit((doc) => writeList(yaml, doc, toPath(FIELD_PATHS[field]), splitList(value)));
  };
  const fieldProps = (field: keyof typeof FIELD_PATHS) => ({
    id: fieldId(field),
    error: errorOf(FIELD_PATHS[field]),
    onBlur: () => touch(FIELD_PATHS[field]),
  });

  const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());

  const onAddPort = () => {
    edit((doc) => addPort(yaml, doc));
    focusLater(() => document.getElementById(fieldId(`port-${ports.length}-container`)));
  };
  const onRemovePort = (index: number) => {
    edit((doc) => removePort(yaml, doc, index));
    focusLater(() => addPortRef.current);
  };

  const nameSuggestion =
    mode === 'version'
      ? agent?.slug && name !== agent.slug
        ? agent.slug
        : null
      : name && !AGENT_SLUG_PATTERN.test(name) && toAgentSlug(name) !== name
        ? toAgentSlug(name)
        : null;
  const versionSuggestion =
    mode === 'version' && (!version || version === agent?.current_version) ? nextPatch(agent?.current_version) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (parsed.error || Object.keys(errors).length > 0) {
      // Keyboard and screen-reader users land on the first problem.
      focusLater(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]'));
      return;
    }
    onSubmit({ agentYaml: text, readme, changelog, category: category as AgentFilterCategory, visibility });
  };

  const lockedNote = locked ? <p className={styles.sectionNote}>Fix the syntax error in agent.yaml to edit these fields.</p> : null;
  const providersId = `${formId}-providers`;

  return (
    <form ref={formRef} className={styles.layout} onSubmit={submit} noValidate aria-label={mode === 'version' ? 'Publish a new version' : 'Publish an agent'}>
      <div className={styles.edit}>
        <YamlSource
          id={yamlId}
          text={text}
          syntaxError={parsed.error}
          errors={documentErrors}
          onText={(next) => {
            setText(next);
            setYamlEdited(true);
          }}
          onBlur={() => touch('agent_yaml')}
        />

        <Card className={styles.card}>
          <fieldset className={styles.fieldset} disabled={locked}>
            <legend className={styles.legend}>Agent</legend>
            {lockedNote}
            <TextField
              {...fieldProps('name')}
              label="Name"
              autoComplete="off"
              spellCheck={false}
              placeholder={mode === 'version' ? (agent?.slug ?? undefined) : 'mail-sorter'}
              readOnly={mode === 'version'}
              hint={
                mode === 'version'
                  ? 'New versions keep the agent’s name.'
                  : `A slug: lowercase letters, digits and hyphens. It makes the reference ${namespace}/name.`
              }
              value={name}
              onChange={(event) => editText('name', event.target.value)}
            />
            {nameSuggestion && !locked && (
              <Suggestion value={nameSuggestion} onUse={() => editText('name', nameSuggestion)}>
                {mode === 'version' ? 'This agent’s name is' : 'As a slug:'}
              </Suggestion>
            )}
            <TextAreaField
              {...fieldProps('description')}
              label="Description"
              rows={3}
              placeholder="What the agent does, in a sentence or two."
              value={fieldText('description')}
              onChange={(event) => editText('description', event.target.value)}
            />
            <div className={styles.grid}>
              <TextField
                {...fieldProps('version')}
                label="Version"
                autoComplete="off"
                spellCheck={false}
                placeholder="1.0.0"
                hint={
                  mode === 'version' && agent?.current_version
                    ? `Current version ${agent.current_version}. A semantic version, such as 1.2.0 or 2.0.0-beta.1.`
                    : 'A semantic version, such as 1.0.0 or 1.1.0-beta.1.'
                }
                value={version}
                onChange={(event) => editText('version', event.target.value)}
              />
              <TextField
                {...fieldProps('tags')}
                label="Tags"
                autoComplete="off"
                placeholder="email, productivity"
                hint="Separated by commas."
                value={listValue('tags')}
                onChange={(event) => editList('tags', event.target.value)}
              />
            </div>
            {versionSuggestion && !locked && (
              <Suggestion value={versionSuggestion} onUse={() => editText('version', versionSuggestion)}>
                Next patch version:
              </Suggestion>
            )}
          </fieldset>
        </Card>

        <Card className={styles.card}>
          <fieldset className={styles.fieldset} disabled={locked}>
            <legend className={styles.legend}>Runtime and model</legend>
            {lockedNote}
            <div className={styles.grid}>
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
                {runtime && !(AGENT_RUNTIMES as readonly string[]).includes(runtime) && <option value={runtime}>{runtime} (not supported)</option>}
              </SelectField>
              <TextField
                {...fieldProps('provider')}
                label="Model provider"
                autoComplete="off"
                spellCheck={false}
                placeholder="openai"
                list={providersId}
                value={fieldText('provider')}
                onChange={(event) => editText('provider', event.target.value)}
              />
              <datalist id={providersId}>
                {MODEL_PROVIDERS.map((provider) => (
                  <option key={provider} value={provider} />
                ))}
              </datalist>
            </div>
            <div className={styles.grid}>
              <TextField
                {...fieldProps('model')}
                label="Model name"
                autoComplete="off"
                spellCheck={false}
                placeholder="gpt-4o"
                value={fieldText('model')}
                onChange={(event) => editText('model', event.target.value)}
              />
              <TextField
                {...fieldProps('capabilities')}
                label="Capabilities"
                autoComplete="off"
                placeholder="email, summarization"
                hint="Separated by commas."
                value={listValue('capabilities')}
                onChange={(event) => editList('capabilities', event.target.value)}
              />
            </div>
          </fieldset>
        </Card>

        <Card className={styles.card}>
          <fieldset className={styles.fieldset} disabled={locked}>
            <legend className={styles.legend}>Ports</legend>
            {lockedNote}
            <p className={styles.sectionNote}>The ports the agent’s container listens on; the host port is optional.</p>
            {ports.length > 0 ? (
              <div className={styles.ports}>
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
                          onChange={(event) => edit((doc) => writePort(yaml, doc, index, part, event.target.value))}
                          onBlur={() => touch(key(part))}
                        />
                      ))}
                      <Button variant="ghost" size="small" className={styles.removePort} aria-label={`Remove port ${index + 1}`} onClick={() => onRemovePort(index)}>
                        <Trash2 size={14} aria-hidden="true" />
                        Remove
                      </Button>
                    </fieldset>
                  );
                })}
              </div>
            ) : (
              <p className={styles.empty}>No ports: the agent is not reached over the network.</p>
            )}
            <Button ref={addPortRef} variant="outline" size="small" className={styles.addPort} onClick={onAddPort}>
              <Plus size={14} aria-hidden="true" />
              Add port
            </Button>
          </fieldset>
        </Card>

        {mode === 'create' && (
          <Card className={styles.card}>
            <fieldset className={styles.fieldset}>
              <legend className={styles.legend}>Listing</legend>
              <p className={styles.sectionNote}>Kept by the registry, not in agent.yaml.</p>
              <SelectField
                id={fieldId('category')}
                label="Category"
                value={category}
                error={errorOf('category')}
                onChange={(event) => {
                  setCategory(event.target.value);
                  touch('category');
                }}
                onBlur={() => touch('category')}
              >
                <option value="">Choose a category</option>
                {AGENT_FILTER_CATEGORIES.map((option) => (
                  <option key={option} value={option}>
                    {categoryLabel(option)}
                  </option>
                ))}
              </SelectField>
              <fieldset className={styles.fieldset} aria-describedby={errorOf('visibility') ? fieldId('visibility-error') : undefined}>
                <legend className={styles.radioLabel}>Visibility</legend>
                <div className={styles.radios}>
                  {AGENT_VISIBILITIES.map((option) => (
                    <label key={option} className={styles.radio}>
                      <input
                        type="radio"
                        name={fieldId('visibility')}
                        value={option}
                        className={styles.radioInput}
                        checked={visibility === option}
                        aria-invalid={errorOf('visibility') ? true : undefined}
                        onChange={() => setVisibility(option)}
                      />
                      <span className={styles.radioText}>
                        <span className={styles.radioLabel}>{visibilityCopy[option].label}</span>
                        <span className={styles.radioHint}>{visibilityCopy[option].hint}</span>
                      </span>
                    </label>
                  ))}
                </div>
                {errorOf('visibility') && (
                  <p id={fieldId('visibility-error')} className={fieldStyles.error} role="alert">
                    {errorOf('visibility')}
                  </p>
                )}
              </fieldset>
            </fieldset>
          </Card>
        )}

        <Card className={styles.card}>
          <fieldset className={styles.fieldset}>
            <legend className={styles.legend}>README and changelog</legend>
            <TextAreaField
              id={fieldId('readme')}
              label="README"
              rows={8}
              placeholder={'# Mail Sorter\n\nWhat it does, how to run it, what it needs.'}
              hint="Markdown, shown on the agent’s page."
              counter={`${formatBytes(utf8Length(readme))} / ${formatBytes(README_MAX_BYTES)}`}
              value={readme}
              error={errorOf('readme')}
              onChange={(event) => {
                setReadme(event.target.value);
                touch('readme');
              }}
            />
            <TextAreaField
              id={fieldId('changelog')}
              label="Changelog (optional)"
              rows={3}
              placeholder="What changed in this version."
              maxLength={CHANGELOG_MAX_LENGTH}
              counter={`${changelog.length}/${CHANGELOG_MAX_LENGTH}`}
              value={changelog}
              error={errorOf('changelog')}
              onChange={(event) => {
                setChangelog(event.target.value);
                touch('changelog');
              }}
            />
          </fieldset>
        </Card>
      </div>

      <PublishPreview data={data} text={text} mode={mode} agent={agent} namespace={namespace} category={category} visibility={visibility} />

      <div className={styles.actionsArea}>
        {serverError && (
          <div className={feedback.error} role="alert">
            <p className={clsx(feedback.errorText, styles.formError)}>{serverError}</p>
          </div>
        )}
        <div className={styles.actions}>
          {onCancel && (
            <Button variant="outline" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
          )}
          <Button type="submit" disabled={submitting} aria-busy={submitting || undefined}>
            {submitting ? 'Publishing...' : mode === 'version' ? 'Publish version' : 'Publish'}
          </Button>
        </div>
      </div>
    </form>
  );
}
