import {
  AGENT_FILTER_CATEGORIES,
  AGENT_SLUG_PATTERN,
  AGENT_VISIBILITIES,
  compareVersions,
  toAgentSlug,
  type AgentFilterCategory,
  type AgentVisibility,
} from '@agent-registry/api-client/rules';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { Document } from 'yaml';
import { INVALID_CONTROL } from '../../private/hooks/useFieldErrors';
import {
  FIELD_PATHS,
  addPort,
  editManifest,
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
  type ManifestField,
  type ParsedManifest,
  type YamlModule,
} from './manifest';
import type { PublishFormValues, PublishScreenProps } from './PublishScreen';

/** What the draft is made from: the form's props that say where it starts and where it goes. */
export type PublishDraftOptions = Pick<
  PublishScreenProps,
  'agent' | 'initialYaml' | 'initialReadme' | 'restoredDraft' | 'submitting' | 'serverErrors' | 'onSubmit' | 'onDraftChange'
> & {
  yaml: YamlModule;
  mode: 'create' | 'version';
};

/** The registry's own fields, kept beside the agent.yaml rather than in it. */
type RegistryField = 'readme' | 'changelog' | 'category';
type ListField = 'tags' | 'capabilities';

const REGISTRY_KEYS = new Set(['category', 'visibility', 'readme', 'changelog']);

const isCategory = (value: unknown): value is AgentFilterCategory => (AGENT_FILTER_CATEGORIES as readonly unknown[]).includes(value);
const isVisibility = (value: unknown): value is AgentVisibility => (AGENT_VISIBILITIES as readonly unknown[]).includes(value);

/** Focuses what `find` returns once the render under way has reached the page. */
export const focusLater = (find: () => HTMLElement | null | undefined) => requestAnimationFrame(() => find()?.focus());

/**
 * The first text: the given agent.yaml, or a new one. In 'version' mode it carries the agent's name
 * and, when it holds the current version (the current version's own file), the next version.
 */
function initialText({ yaml, mode, agent, initialYaml }: PublishDraftOptions): string {
  const slug = mode === 'version' ? agent?.slug : undefined;
  const next = mode === 'version' ? nextPatch(agent?.current_version) : null;
  if (initialYaml === undefined) return starterManifest(yaml, slug ? { name: slug, version: next ?? '' } : {});
  const parsed = parseManifest(yaml, initialYaml);
  if (!slug || parsed.error) return initialYaml;
  const renamed = textAt(parsed.data, ['metadata', 'name']) !== slug;
  const version = textAt(parsed.data, ['metadata', 'version']);
  const bumped = next !== null && Boolean(agent?.current_version) && compareVersions(version, agent?.current_version ?? '') === 0;
  if (!renamed && !bumped) return initialYaml;
  return editManifest(yaml, parsed, (doc) => {
    if (renamed) writeText(yaml, doc, ['metadata', 'name'], slug);
    if (bumped) writeText(yaml, doc, ['metadata', 'version'], next);
  });
}

/**
 * Where the form starts before anything is typed: the given or new agent.yaml and README, no
 * changelog, the agent's category and visibility. A new field of the form starts here too (and so
 * is saved in drafts and counted as a change).
 */
function startingValues(options: PublishDraftOptions): PublishFormValues {
  const { mode, agent } = options;
  return {
    agentYaml: initialText(options),
    readme: options.initialReadme ?? '',
    changelog: '',
    category: mode === 'version' ? (isCategory(agent?.category) ? agent.category : AGENT_FILTER_CATEGORIES[0]) : '',
    visibility: isVisibility(agent?.visibility) ? agent.visibility : 'public',
  };
}

/** A restored draft over the starting values: what it does not hold (or holds wrongly) starts as usual. */
function restoredValues(start: PublishFormValues, restored: Partial<PublishFormValues> | undefined): PublishFormValues {
  if (!restored) return start;
  const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
  return {
    ...start,
    agentYaml: text(restored.agentYaml, start.agentYaml),
    readme: text(restored.readme, start.readme),
    changelog: text(restored.changelog, start.changelog),
    category: isCategory(restored.category) ? restored.category : start.category,
    visibility: isVisibility(restored.visibility) ? restored.visibility : start.visibility,
  };
}

/**
 * The publish form's state. The agent.yaml text is the single source of truth: every field reads
 * the parsed document and every edit rewrites the text. Errors (the CLI's rules, then the
 * server's) show once their field is touched, the file is edited, or a submit is tried.
 */
export function usePublishDraft(options: PublishDraftOptions) {
  const { yaml, mode, agent, submitting = false, serverErrors, onSubmit } = options;
  const formId = useId();
  const fieldId = (name: string) => `${formId}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);

  // Where the form started (a change is a difference from it), and where it starts now: there, or
  // at the draft restored over it.
  const [start] = useState(() => startingValues(options));
  const [first] = useState(() => restoredValues(start, options.restoredDraft?.values));
  const [text, setText] = useState(first.agentYaml);
  const [registry, setRegistry] = useState<Record<RegistryField, string>>({
    readme: first.readme,
    changelog: first.changelog,
    category: mode === 'version' ? start.category : first.category,
  });
  const [visibility, setVisibility] = useState<AgentVisibility>(mode === 'version' ? start.visibility : first.visibility);
  // Lists as typed ('email, '), kept while they still say what the document holds.
  const [listDrafts, setListDrafts] = useState<Partial<Record<ListField, string>>>({});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [yamlEdited, setYamlEdited] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const { readme, changelog, category } = registry;

  const parsed = useMemo(() => parseManifest(yaml, text), [yaml, text]);
  // While the text does not parse, the fields keep showing the last document that did.
  const lastParsed = useRef<ParsedManifest>(parsed);
  if (!parsed.error) lastParsed.current = parsed;
  const data = parsed.error ? lastParsed.current.data : parsed.data;

  const errors = useMemo(
    () => publishErrors(parsed, { mode, slug: agent?.slug, currentVersion: agent?.current_version, readme, changelog, category }),
    [parsed, mode, agent?.slug, agent?.current_version, readme, changelog, category],
  );

  // --- Server errors: each shows until the value it was about changes. ---
  const valueOf = (key: string): string => {
    if (key === 'readme' || key === 'changelog' || key === 'category') return registry[key];
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
  const fieldText = (field: ManifestField) => textAt(data, toPath(FIELD_PATHS[field]));
  const ports = portsAt(data);
  const listValue = (field: ListField) => {
    const items = listAt(data, toPath(FIELD_PATHS[field]));
    const draft = listDrafts[field];
    return draft !== undefined && joinList(splitList(draft)) === joinList(items) ? draft : joinList(items);
  };

  const portKeys = ports.flatMap((_, index) => [`spec.ports.${index}.container`, `spec.ports.${index}.host`]);
  const placed = new Set<string>([
    ...Object.values(FIELD_PATHS),
    ...portKeys,
    'readme',
    'changelog',
    ...(mode === 'create' ? ['category', 'visibility'] : []),
  ]);
  const documentErrors = [...new Set([...Object.keys(errors), ...Object.keys(serverErrors ?? {})])]
    .filter((key) => !placed.has(key))
    .map(errorOf)
    .filter((message): message is string => Boolean(message));

  // --- Editing: every field change is an edit of the document's text. ---
  const edit = (change: (doc: Document) => void) => {
    if (!parsed.error) setText(editManifest(yaml, parsed, change));
  };
  const editText = (field: ManifestField, value: string) => edit((doc) => writeText(yaml, doc, toPath(FIELD_PATHS[field]), value));
  const editList = (field: ListField, value: string) => {
    setListDrafts((current) => ({ ...current, [field]: value }));
    edit((doc) => writeList(yaml, doc, toPath(FIELD_PATHS[field]), splitList(value)));
    // A list over its limits (20 tags, 40 characters each) says so as it is typed.
    touch(FIELD_PATHS[field]);
  };
  const editPort = (index: number, part: 'container' | 'host', value: string) => edit((doc) => writePort(yaml, doc, index, part, value));
  const addPortRow = () => edit((doc) => addPort(yaml, doc));
  const removePortRow = (index: number) => edit((doc) => removePort(yaml, doc, index));
  /** The props every field of the agent.yaml shares: its id, its error, and touched on blur. */
  const fieldProps = (field: ManifestField) => ({
    id: fieldId(field),
    error: errorOf(FIELD_PATHS[field]),
    onBlur: () => touch(FIELD_PATHS[field]),
  });
  /** A text field of the agent.yaml: its value read from the document, each keystroke written back. */
  const textProps = (field: Exclude<ManifestField, ListField>) => ({
    ...fieldProps(field),
    value: fieldText(field),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => editText(field, event.target.value),
  });
  /** A comma-separated list of the agent.yaml (tags, capabilities). */
  const listProps = (field: ListField) => ({
    ...fieldProps(field),
    value: listValue(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => editList(field, event.target.value),
  });
  /** A registry field typed or picked: checked from then on. */
  const editRegistry = (field: RegistryField, value: string) => {
    setRegistry((current) => ({ ...current, [field]: value }));
    touch(field);
  };
  /** The text was typed, pasted or loaded from a file: the document's own problems show at once. */
  const editYaml = (next: string) => {
    setText(next);
    setYamlEdited(true);
  };

  const name = fieldText('name');
  const version = fieldText('version');
  const nameSuggestion =
    mode === 'version'
      ? agent?.slug && name !== agent.slug
        ? agent.slug
        : null
      : name && !AGENT_SLUG_PATTERN.test(name) && toAgentSlug(name) !== name
        ? toAgentSlug(name)
        : null;
  const versionSuggestion =
    mode === 'version' && (!version || compareVersions(version, agent?.current_version ?? '') === 0)
      ? nextPatch(agent?.current_version)
      : null;

  // --- The draft: everything the publish would send, reported as it changes. ---
  const values: PublishFormValues = { agentYaml: text, readme, changelog, category, visibility };
  const valuesKey = JSON.stringify(values);
  const changed = valuesKey !== JSON.stringify(start);
  const report = useRef(options.onDraftChange);
  useEffect(() => {
    report.current = options.onDraftChange;
  });
  useEffect(() => {
    report.current?.(JSON.parse(valuesKey) as PublishFormValues, changed);
  }, [valuesKey, changed]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    setSubmitted(true);
    if (parsed.error || Object.keys(errors).length > 0) {
      // Keyboard and screen-reader users land on the first problem.
      focusLater(() => formRef.current?.querySelector<HTMLElement>(INVALID_CONTROL));
      return;
    }
    onSubmit({ agentYaml: text, readme, changelog, category: category as AgentFilterCategory, visibility });
  };

  return {
    formRef,
    fieldId,
    text,
    syntaxError: parsed.error,
    /** The fields are locked while the text does not parse; they show the last document that did. */
    locked: Boolean(parsed.error),
    data,
    documentErrors,
    registry,
    visibility,
    setVisibility,
    ports,
    nameSuggestion,
    versionSuggestion,
    errorOf,
    touch,
    fieldText,
    fieldProps,
    textProps,
    listProps,
    editText,
    editPort,
    addPortRow,
    removePortRow,
    editRegistry,
    editYaml,
    /** The form differs from where it started (a restored draft counts as a change). */
    changed,
    submit,
  };
}

export type PublishDraft = ReturnType<typeof usePublishDraft>;
