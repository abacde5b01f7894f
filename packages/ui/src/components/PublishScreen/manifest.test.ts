import { AGENT_METADATA_MESSAGES, PUBLISH_MESSAGES } from '@agent-registry/api-client/rules';
import * as yaml from 'yaml';
import { describe, expect, it } from 'vitest';
import {
  REGISTRY_MESSAGES,
  addPort,
  editManifest,
  formatBytes,
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
  writeList,
  writePort,
  writeText,
} from './manifest';
import { invalidAgentYaml, validAgentYaml } from './samples';

const parse = (text: string) => parseManifest(yaml, text);
const edited = (text: string, change: Parameters<typeof editManifest>[2]) => editManifest(yaml, parse(text), change);
const context = { mode: 'create' as const, readme: '', changelog: '', category: 'productivity' };

describe('parseManifest', () => {
  it('reads a valid agent.yaml', () => {
    const parsed = parse(validAgentYaml);
    expect(parsed.error).toBeNull();
    expect(textAt(parsed.data, ['metadata', 'name'])).toBe('mail-sorter');
    expect(listAt(parsed.data, ['metadata', 'tags'])).toEqual(['email', 'triage']);
    expect(portsAt(parsed.data)).toEqual([{ container: '8080', host: '80' }]);
  });

  it('reports a syntax error in the parser’s words, with line, column and excerpt', () => {
    const parsed = parse('metadata:\n  name: a: b\n');
    expect(parsed.data).toBeUndefined();
    expect(parsed.error).toEqual({
      message: 'Nested mappings are not allowed in compact mappings at line 2, column 9',
      line: 2,
      column: 9,
      excerpt: '  name: a: b\n        ^',
    });
  });

  it('reads absent or odd values as empty fields', () => {
    const parsed = parse('metadata:\n  name: {a: 1}\n  version: 1.0\nspec:\n  ports: [8080]\n');
    expect(textAt(parsed.data, ['metadata', 'name'])).toBe('');
    expect(textAt(parsed.data, ['metadata', 'version'])).toBe('1');
    expect(textAt(parsed.data, ['spec', 'model', 'provider'])).toBe('');
    expect(portsAt(parsed.data)).toEqual([{ container: '', host: '' }]);
    expect(listAt(parse('metadata:\n  tags: solo\n').data, ['metadata', 'tags'])).toEqual(['solo']);
  });
});

describe('editing the document', () => {
  it('keeps comments, unknown keys and key order', () => {
    const text = edited(validAgentYaml, (doc) => writeText(yaml, doc, ['metadata', 'description'], 'Sorts mail.'));
    expect(text).toContain('# Built with the Agent as Code CLI');
    expect(text).toContain('name: mail-sorter # the slug');
    expect(text).toContain('x-team: inbox');
    expect(text).toContain('description: Sorts mail.');
    expect(text.indexOf('name:')).toBeLessThan(text.indexOf('description:'));
  });

  it('quotes strings that would read as something else', () => {
    const text = edited(validAgentYaml, (doc) => writeText(yaml, doc, ['metadata', 'version'], '2.0'));
    expect(text).toContain('version: "2.0"');
    expect(textAt(parse(text).data, ['metadata', 'version'])).toBe('2.0');
  });

  it('quotes a typed value only when it needs quotes', () => {
    let text = starterManifest(yaml);
    text = edited(text, (doc) => writeText(yaml, doc, ['metadata', 'name'], 'mail-sorter'));
    text = edited(text, (doc) => writeText(yaml, doc, ['spec', 'runtime'], 'true'));
    expect(text).toContain('name: mail-sorter\n');
    expect(text).toContain('runtime: "true"\n');
    expect(edited('name: "quoted"\n', (doc) => writeText(yaml, doc, ['name'], '1.1'))).toBe('name: "1.1"\n');
    expect(edited('name: "1.1"\n', (doc) => writeText(yaml, doc, ['name'], '1.1.0'))).toBe('name: 1.1.0\n');
    expect(edited('about: |\n  one\n', (doc) => writeText(yaml, doc, ['about'], 'one\ntwo\n'))).toBe('about: |\n  one\n  two\n');
  });

  it('creates missing mappings and replaces scalars in the way', () => {
    const text = edited('apiVersion: agent.dev/v1\nspec: nothing\n', (doc) =>
      writeText(yaml, doc, ['spec', 'model', 'provider'], 'openai'),
    );
    expect(parse(text).data).toEqual({ apiVersion: 'agent.dev/v1', spec: { model: { provider: 'openai' } } });
    expect(parse(edited('', (doc) => writeText(yaml, doc, ['metadata', 'name'], 'x'))).data).toEqual({ metadata: { name: 'x' } });
  });

  it('writes lists in the source’s style and drops empty ones', () => {
    const flow = edited(validAgentYaml, (doc) => writeList(yaml, doc, ['metadata', 'tags'], ['email', 'gpt-4o']));
    expect(flow).toContain('tags: [email, gpt-4o]');
    const gone = edited(validAgentYaml, (doc) => writeList(yaml, doc, ['metadata', 'tags'], []));
    expect(gone).not.toContain('tags');
    const block = edited(validAgentYaml, (doc) => writeList(yaml, doc, ['spec', 'capabilities'], ['read', 'write']));
    expect(parse(block).data).toMatchObject({ spec: { capabilities: ['read', 'write'] } });
  });

  it('keeps the source’s sequence indentation', () => {
    const flat = 'spec:\n  ports:\n  - container: 80\n';
    expect(edited(flat, (doc) => addPort(yaml, doc))).toBe('spec:\n  ports:\n  - container: 80\n  - {}\n');
    const indented = 'spec:\n  ports:\n    - container: 80\n';
    expect(edited(indented, (doc) => addPort(yaml, doc))).toBe('spec:\n  ports:\n    - container: 80\n    - {}\n');
  });

  it('adds, edits and removes ports', () => {
    let text = edited('spec:\n  runtime: go\n', (doc) => addPort(yaml, doc));
    expect(portsAt(parse(text).data)).toEqual([{ container: '', host: '' }]);
    text = edited(text, (doc) => writePort(yaml, doc, 0, 'container', '9000'));
    expect(text).toBe('spec:\n  runtime: go\n  ports:\n    - container: 9000\n');
    text = edited(text, (doc) => writePort(yaml, doc, 0, 'host', '90'));
    expect(parse(text).data).toEqual({ spec: { runtime: 'go', ports: [{ container: 9000, host: 90 }] } });
    text = edited(text, (doc) => writePort(yaml, doc, 0, 'host', ''));
    expect(parse(text).data).toEqual({ spec: { runtime: 'go', ports: [{ container: 9000 }] } });
    text = edited(text, (doc) => removePort(yaml, doc, 0));
    expect(parse(text).data).toEqual({ spec: { runtime: 'go' } });
  });
});

describe('starterManifest', () => {
  it('has what the CLI requires, empty, and the default version', () => {
    const parsed = parse(starterManifest(yaml));
    expect(parsed.data).toEqual({
      apiVersion: 'agent.dev/v1',
      kind: 'Agent',
      metadata: { name: '', version: '1.0.0', description: '' },
      spec: { runtime: '', model: { provider: '', name: '' } },
    });
  });
});

describe('publishErrors', () => {
  it('passes a valid draft', () => {
    expect(publishErrors(parse(validAgentYaml), context)).toEqual({});
  });

  it('reports each CLI rule in its own words, under its path', () => {
    expect(publishErrors(parse(invalidAgentYaml), context)).toEqual({
      'metadata.version': PUBLISH_MESSAGES.versionSemver,
      'spec.runtime': PUBLISH_MESSAGES.runtimeInvalid('ruby'),
      'spec.model.provider': PUBLISH_MESSAGES.providerRequired,
      'spec.ports.0.container': PUBLISH_MESSAGES.containerPort(70000, 0),
    });
  });

  it('adds the registry’s rules', () => {
    const errors = publishErrors(parse(validAgentYaml), {
      ...context,
      category: '',
      readme: 'x'.repeat(200 * 1024 + 1),
      changelog: 'y'.repeat(5001),
    });
    expect(errors).toEqual({
      category: REGISTRY_MESSAGES.categoryRequired,
      readme: PUBLISH_MESSAGES.readmeTooLarge,
      changelog: REGISTRY_MESSAGES.changelogTooLong,
    });
    expect(publishErrors(parse(`${validAgentYaml}#${'x'.repeat(64 * 1024)}\n`), context)).toEqual({
      agent_yaml: PUBLISH_MESSAGES.yamlTooLarge,
    });
  });

  it('keeps a new version’s name and refuses its current version', () => {
    const version = { ...context, mode: 'version' as const, slug: 'inbox-sorter', currentVersion: '1.2.0' };
    expect(publishErrors(parse(validAgentYaml), version)).toEqual({ 'metadata.name': PUBLISH_MESSAGES.nameMismatch('inbox-sorter') });
    const same = publishErrors(parse(validAgentYaml), { ...version, slug: 'mail-sorter', currentVersion: '1.0.0' });
    expect(same).toEqual({ 'metadata.version': PUBLISH_MESSAGES.versionExists('1.0.0') });
    // Build metadata is ignored when comparing versions, and the message says so.
    const build = publishErrors(parse(validAgentYaml.replace('version: 1.0.0', 'version: 1.0.0+build.5')), {
      ...version,
      slug: 'mail-sorter',
      currentVersion: '1.0.0',
    });
    expect(build).toEqual({ 'metadata.version': PUBLISH_MESSAGES.versionExistsIgnoringBuild('1.0.0+build.5', '1.0.0') });
  });

  it('refuses too many or too long tags with the listing’s messages', () => {
    const tags = (list: string[]) => parse(validAgentYaml.replace(/ {2}tags:.*\n/, `  tags: [${list.join(', ')}]\n`));
    expect(publishErrors(tags(Array.from({ length: 21 }, (_, i) => `t${i}`)), context)).toMatchObject({
      'metadata.tags': AGENT_METADATA_MESSAGES.tooManyTags,
    });
    expect(publishErrors(tags(['email', 'x'.repeat(41)]), context)).toMatchObject({ 'metadata.tags': AGENT_METADATA_MESSAGES.tagTooLong });
  });

  it('leaves a document that does not parse to its syntax error', () => {
    expect(publishErrors(parse('a: [\n'), context)).toEqual({});
  });
});

describe('helpers', () => {
  it('splits comma lists', () => {
    expect(splitList(' email, triage,, gpt-4o ,')).toEqual(['email', 'triage', 'gpt-4o']);
  });
  it('turns error keys into paths', () => {
    expect(toPath('spec.ports.0.host')).toEqual(['spec', 'ports', 0, 'host']);
  });
  it('formats sizes against the limits', () => {
    expect([formatBytes(12), formatBytes(3500), formatBytes(64 * 1024), formatBytes(200 * 1024)]).toEqual([
      '12 B',
      '3.4 KB',
      '64 KB',
      '200 KB',
    ]);
  });
  it('suggests the next patch version', () => {
    expect(nextPatch('1.2.0')).toBe('1.2.1');
    expect(nextPatch('1.2.9+build.5')).toBe('1.2.10');
    expect(nextPatch('2.0.0-beta.1')).toBe('2.0.0-beta.2');
    expect(nextPatch('2.0.0-rc')).toBeNull();
    expect(nextPatch('1.2')).toBeNull();
    expect(nextPatch(null)).toBeNull();
  });
});
