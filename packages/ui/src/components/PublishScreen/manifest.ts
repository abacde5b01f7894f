// The agent.yaml behind the publish form. The text is the single source of truth: fields read the
// parsed document and write through the `yaml` package's Document API, so comments, key order and
// keys the form knows nothing about survive every edit.
//
// The `yaml` module is passed in rather than imported: the form loads it on demand, so pages that
// never show the form never download it. Only its types are imported here.
import {
  AGENT_API_VERSION,
  AGENT_FILTER_CATEGORIES,
  AGENT_YAML_MAX_BYTES,
  CHANGELOG_MAX_LENGTH,
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  compareVersions,
  utf8Length,
  validateAgentManifest,
  versionExistsMessage,
  type ManifestErrors,
} from '@agent-registry/api-client/rules';
import type { Document, YAMLError } from 'yaml';

export type YamlModule = typeof import('yaml');
export type ManifestPath = readonly (string | number)[];

/** A syntax error as the parser words it ('… at line 3, column 9'), with the offending lines. */
export interface YamlSyntaxError {
  message: string;
  line?: number;
  column?: number;
  /** The parser's excerpt: the source line and a caret under the column. */
  excerpt?: string;
}

export interface ParsedManifest {
  text: string;
  doc: Document.Parsed;
  /** The document as plain data; undefined when it does not parse. */
  data: unknown;
  error: YamlSyntaxError | null;
}

/** The manifest paths the form has a field for, by field. */
export const FIELD_PATHS = {
  name: 'metadata.name',
  description: 'metadata.description',
  version: 'metadata.version',
  tags: 'metadata.tags',
  runtime: 'spec.runtime',
  provider: 'spec.model.provider',
  model: 'spec.model.name',
  capabilities: 'spec.capabilities',
} as const;
export type ManifestField = keyof typeof FIELD_PATHS;

export const PORT_ERROR_KEY = /^spec\.ports\.(\d+)\.(container|host)$/;

/** Server-side wording of the registry fields' rules (the API's own messages). */
export const REGISTRY_MESSAGES = {
  categoryRequired: `Category must be one of: ${AGENT_FILTER_CATEGORIES.join(', ')}`,
  changelogTooLong: `The changelog must be at most ${CHANGELOG_MAX_LENGTH} characters`,
} as const;

/** 'metadata.tags' -> ['metadata', 'tags']; 'spec.ports.0.host' -> ['spec', 'ports', 0, 'host']. */
export function toPath(key: string): ManifestPath {
  return key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

export function parseManifest(yaml: YamlModule, text: string): ParsedManifest {
  const doc = yaml.parseDocument(text);
  const first = doc.errors[0];
  if (first) return { text, doc, data: undefined, error: syntaxError(first) };
  try {
    return { text, doc, data: doc.toJS(), error: null };
  } catch (error) {
    // Parses, but cannot become data (e.g. an alias bomb): as good as a syntax error.
    return { text, doc, data: undefined, error: { message: error instanceof Error ? error.message : String(error) } };
  }
}

function syntaxError(error: YAMLError): YamlSyntaxError {
  // The parser's message reads 'Message at line 3, column 9:' then a blank line and the excerpt.
  const [head = '', ...rest] = error.message.split('\n');
  const excerpt = rest.join('\n').replace(/^\n+/, '').trimEnd();
  const position = error.linePos?.[0];
  return {
    message: head.replace(/:\s*$/, ''),
    ...(position ? { line: position.line, column: position.col } : {}),
    ...(excerpt ? { excerpt } : {}),
  };
}

/** A new agent.yaml: what the CLI requires, with the fields the form edits, empty. */
export function starterManifest(yaml: YamlModule, { name = '', version = '1.0.0' }: { name?: string; version?: string } = {}): string {
  const doc = new yaml.Document({
    apiVersion: AGENT_API_VERSION,
    kind: 'Agent',
    metadata: { name, version, description: '' },
    spec: { runtime: '', model: { provider: '', name: '' } },
  });
  return doc.toString();
}

// --- Reading --------------------------------------------------------------------------------

export function valueAt(data: unknown, path: ManifestPath): unknown {
  let value = data;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string | number, unknown>)[key];
  }
  return value;
}

const scalarText = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value);

/** A string field as the form shows it ('' when absent or not a scalar). */
export function textAt(data: unknown, path: ManifestPath): string {
  const value = valueAt(data, path);
  return value !== null && typeof value === 'object' ? '' : scalarText(value);
}

/** A list field (tags, capabilities) as its items; a lone scalar counts as one item. */
export function listAt(data: unknown, path: ManifestPath): string[] {
  const value = valueAt(data, path);
  if (Array.isArray(value)) return value.map(scalarText);
  return value === null || value === undefined || value === '' ? [] : [scalarText(value)];
}

export interface PortRow {
  container: string;
  host: string;
}

export function portsAt(data: unknown): PortRow[] {
  const ports = valueAt(data, ['spec', 'ports']);
  if (!Array.isArray(ports)) return [];
  return ports.map((port) => ({ container: textAt(port, ['container']), host: textAt(port, ['host']) }));
}

/** 'email, triage,, gpt-4o ' -> ['email', 'triage', 'gpt-4o']. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}

export const joinList = (items: readonly string[]): string => items.join(', ');

// --- Writing --------------------------------------------------------------------------------

/** An edit of a copy of the document, written back as text in the source's own style. */
export function editManifest(yaml: YamlModule, source: ParsedManifest, edit: (doc: Document) => void): string {
  const doc = source.doc.clone();
  edit(doc);
  return doc.toString({
    // No folding of long descriptions, '[a, b]' as people write it, and sequences indented the
    // way the source indents them.
    lineWidth: 0,
    flowCollectionPadding: false,
    indentSeq: !/^( *)[^\s#-][^\n]*:[ \t]*\r?\n\1- /m.test(source.text),
  });
}

/** Makes every step above `path` a mapping or sequence, replacing scalars that stand in the way. */
function ensureParents(yaml: YamlModule, doc: Document, path: ManifestPath) {
  if (!yaml.isMap(doc.contents)) doc.contents = doc.createNode({});
  for (let depth = 1; depth < path.length; depth++) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (!yaml.isCollection(node)) doc.setIn(path.slice(0, depth), doc.createNode({}));
  }
}

export function writeText(yaml: YamlModule, doc: Document, path: ManifestPath, value: string) {
  ensureParents(yaml, doc, path);
  doc.setIn(path, value);
  // Quotes are the writer's choice for a value typed in a field: '""' for an empty one, '"1.0"' for
  // one that would read as a number, none once they are not needed. Block scalars stay blocks.
  const node = doc.getIn(path, true);
  if (yaml.isScalar(node) && (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE')) delete node.type;
}

/** An empty list removes the key; a flow list ('[a, b]') stays a flow list. */
export function writeList(yaml: YamlModule, doc: Document, path: ManifestPath, items: readonly string[]) {
  if (items.length === 0) {
    if (doc.hasIn(path)) doc.deleteIn(path);
    return;
  }
  const next = doc.createNode([...items]);
  const current = doc.getIn(path, true);
  if (yaml.isSeq(current)) {
    current.items = next.items;
    return;
  }
  ensureParents(yaml, doc, path);
  doc.setIn(path, next);
}

/** A port number as typed: '' removes the key (the CLI reads it as 0), anything else a number. */
export function writePort(yaml: YamlModule, doc: Document, index: number, key: 'container' | 'host', raw: string) {
  const path = ['spec', 'ports', index, key];
  if (raw.trim() === '') {
    if (doc.hasIn(path)) doc.deleteIn(path);
    return;
  }
  ensureParents(yaml, doc, path);
  // A port added as '{}' is written out as a block mapping once it has a key.
  const entry = doc.getIn(['spec', 'ports', index], true);
  if (yaml.isMap(entry) && entry.flow && entry.items.length === 0) entry.flow = false;
  const value = Number(raw);
  doc.setIn(path, Number.isNaN(value) ? raw : value);
}

export function addPort(yaml: YamlModule, doc: Document) {
  const ports = doc.getIn(['spec', 'ports'], true);
  if (yaml.isSeq(ports)) ports.add(doc.createNode({}));
  else {
    ensureParents(yaml, doc, ['spec', 'ports']);
    doc.setIn(['spec', 'ports'], doc.createNode([{}]));
  }
}

export function removePort(yaml: YamlModule, doc: Document, index: number) {
  if (doc.hasIn(['spec', 'ports', index])) doc.deleteIn(['spec', 'ports', index]);
  const ports = doc.getIn(['spec', 'ports'], true);
  if (yaml.isSeq(ports) && ports.items.length === 0) doc.deleteIn(['spec', 'ports']);
}

// --- Checks ---------------------------------------------------------------------------------

export interface PublishCheckContext {
  mode: 'create' | 'version';
  /** metadata.name must stay this in version mode. */
  slug?: string | null | undefined;
  /** The agent's current version: publishing it again is refused. */
  currentVersion?: string | null | undefined;
  readme: string;
  changelog: string;
  category: string;
}

/**
 * Every problem of the draft, keyed like the server's field errors: the CLI's rules on the
 * document (verbatim), then the registry's own. A document that does not parse has none here; its
 * syntax error is reported on its own.
 */
export function publishErrors(parsed: ParsedManifest, context: PublishCheckContext): ManifestErrors {
  const errors: ManifestErrors = parsed.error ? {} : validateAgentManifest(parsed.data);
  if (utf8Length(parsed.text) > AGENT_YAML_MAX_BYTES) errors.agent_yaml = PUBLISH_MESSAGES.yamlTooLarge;
  if (!parsed.error && context.mode === 'version') {
    const name = textAt(parsed.data, ['metadata', 'name']);
    if (context.slug && name !== context.slug) errors['metadata.name'] = PUBLISH_MESSAGES.nameMismatch(context.slug);
    const version = textAt(parsed.data, ['metadata', 'version']);
    // 1.1.0+build.5 is 1.1.0 in semantic-version order: the message says build metadata is ignored.
    if (!errors['metadata.version'] && context.currentVersion && compareVersions(version, context.currentVersion) === 0) {
      errors['metadata.version'] = versionExistsMessage(version, context.currentVersion);
    }
  }
  if (context.mode === 'create' && !(AGENT_FILTER_CATEGORIES as readonly string[]).includes(context.category)) {
    errors.category = REGISTRY_MESSAGES.categoryRequired;
  }
  if (utf8Length(context.readme) > README_MAX_BYTES) errors.readme = PUBLISH_MESSAGES.readmeTooLarge;
  if (context.changelog.trim().length > CHANGELOG_MAX_LENGTH) errors.changelog = REGISTRY_MESSAGES.changelogTooLong;
  return errors;
}

/** '12 B', '3.4 KB', '200 KB': sizes against the limits, which are whole kilobytes. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  return `${kb < 10 ? kb.toFixed(1).replace(/\.0$/, '') : Math.round(kb)} KB`;
}

/**
 * The version to propose after `version`: its next patch ('1.2.0' and '1.2.0+build.5' -> '1.2.1');
 * after a pre-release ending in a number, the next one ('2.0.0-beta.1' -> '2.0.0-beta.2'); null
 * when there is no obvious next ('2.0.0-rc', not a semantic version).
 */
export function nextPatch(version: string | null | undefined): string | null {
  const match = /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/.exec(version ?? '');
  if (!match) return null;
  const [, major, minor, patch, pre] = match;
  if (!pre) return /^\d{1,15}$/.test(patch!) ? `${major}.${minor}.${Number(patch) + 1}` : null;
  const last = /^(.*\.)?(\d{1,15})$/.exec(pre);
  return last ? `${major}.${minor}.${patch}-${last[1] ?? ''}${Number(last[2]) + 1}` : null;
}
