// Publishing: agents as immutable versions of a real agent.yaml, checked with the CLI's rules in
// its words; versions, yanks, deprecation, downloads and owner/name addressing, on both databases.
import crypto from 'node:crypto';
import {
  AGENT_METADATA_LIMITS,
  AGENT_METADATA_MESSAGES,
  AGENT_YAML_MAX_BYTES,
  AgentManifestResponseSchema,
  AgentResponseSchema,
  AgentVersionListResponseSchema,
  AgentVersionSchema,
  PUBLISH_MESSAGES,
  README_MAX_BYTES,
  compareVersions,
  validateAgentManifest,
} from '@agent-registry/api-client/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { backfillAgentVersions } from '../src/db/backfill.js';
import { seedSampleAgents } from '../src/services/seed.js';
import { AGENT_SEEDS } from '../src/seed/agents.js';
import { agentBody, agentYaml, countRows, databases, useHarness } from './helpers.js';

const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

const FULL_YAML = `# Sorts incoming mail.
apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: mail-sorter
  displayName: Mail Sorter
  version: 1.0.0
  description: Sorts mail by sender and urgency.
  author: Alice Example
  tags: [email, triage]
spec:
  runtime: python
  model:
    provider: anthropic
    name: claude-3-5-haiku
  ports:
    - container: 8080
      host: 18080
`;

/** FULL_YAML without one of its lines, or with one of its values changed. */
const without = (line: string) => FULL_YAML.replace(`${line}\n`, '');
const changed = (from: string, to: string) => FULL_YAML.replace(from, to);

/** One file per publishing rule: the field it is reported under and the CLI's message. */
const RULES: Array<[string, string, string]> = [
  ['no apiVersion', without('apiVersion: agent.dev/v1'), 'apiVersion'],
  ['no kind', without('kind: Agent'), 'kind'],
  ['kind not Agent', changed('kind: Agent', 'kind: Workflow'), 'kind'],
  ['no name', without('  name: mail-sorter'), 'metadata.name'],
  ['name not a slug', changed('name: mail-sorter', 'name: Mail_Sorter'), 'metadata.name'],
  ['no version', without('  version: 1.0.0'), 'metadata.version'],
  ['version not semver', changed('version: 1.0.0', 'version: "1.0"'), 'metadata.version'],
  ['no runtime', without('  runtime: python'), 'spec.runtime'],
  ['unknown runtime', changed('runtime: python', 'runtime: cobol'), 'spec.runtime'],
  ['no provider', without('    provider: anthropic'), 'spec.model.provider'],
  ['no model name', without('    name: claude-3-5-haiku'), 'spec.model.name'],
  ['bad container port', changed('container: 8080', 'container: 70000'), 'spec.ports.0.container'],
  ['bad host port', changed('host: 18080', 'host: -1'), 'spec.ports.0.host'],
];

describe.each(databases)('publishing on $name', (database) => {
  const h = useHarness(database);

  const signUp = (local: string) => h.signUp(`${local}@example.com`);
  const create = (token: string, body: Record<string, unknown>) =>
    h.request('POST', '/api/agents', { token, body: { category: 'productivity', ...body } });
  const publish = (token: string, id: string, body: Record<string, unknown>) =>
    h.request('POST', `/api/agents/${id}/versions`, { token, body });
  /** alice's mail-sorter at 1.0.0; its id. */
  const mailSorter = async (token: string, extra: Record<string, unknown> = {}) => {
    const res = await create(token, { agent_yaml: agentYaml('mail-sorter'), readme: '# Mail sorter', ...extra });
    expect(res.status).toBe(201);
    return res.body.id as string;
  };

  it('creates an agent from its agent.yaml: details from the metadata, the file kept byte for byte', async () => {
    const alice = await signUp('alice');
    const res = await create(alice.token, { agent_yaml: FULL_YAML, readme: '# Mail Sorter\n\nSorts mail.', changelog: 'First.' });
    expect(res.status).toBe(201);
    const agent = AgentResponseSchema.parse(res.body);
    expect(agent).toMatchObject({
      name: 'Mail Sorter',
      description: 'Sorts mail by sender and urgency.',
      author_name: 'Alice Example',
      tags: ['email', 'triage'],
      namespace: 'alice',
      slug: 'mail-sorter',
      current_version: '1.0.0',
      owner_id: alice.userId,
      deprecation_message: null,
      category: 'productivity',
      visibility: 'public',
    });
    const version = await h.request('GET', `/api/agents/${agent.id}/versions/1.0.0`);
    expect(version.status).toBe(200);
    expect(AgentVersionSchema.parse(version.body)).toMatchObject({
      version: '1.0.0',
      agent_yaml: FULL_YAML,
      readme: '# Mail Sorter\n\nSorts mail.',
      changelog: 'First.',
      digest: sha256(FULL_YAML),
      published_by: 'alice',
      prerelease: false,
      yanked: false,
      download_count: 0,
    });
    // Fields given beside the file win over its metadata.
    const named = await create(alice.token, { agent_yaml: agentYaml('other', '0.1.0'), name: 'Shown Name', tags: ['x'] });
    expect(named.body).toMatchObject({ name: 'Shown Name', slug: 'other', tags: ['x'], current_version: '0.1.0' });
  });

  it("reports every CLI rule under its path, in the CLI's words", async () => {
    const { token } = await signUp('rules');
    for (const [label, text, field] of RULES) {
      const res = await create(token, { agent_yaml: text });
      const expected = validateAgentManifest(parse(text));
      expect({ label, status: res.status }).toEqual({ label, status: 400 });
      expect(res.body.error).toBe('validation_error');
      expect(res.body.fields[field]).toBe(expected[field]);
      expect(res.body.message).toBe(Object.values(expected)[0]);
    }
    const several = await create(token, { agent_yaml: 'apiVersion: agent.dev/v1\nkind: Agent\nmetadata:\n  name: x\n  version: 1.0.0\n' });
    expect(several.body.message).toBe(PUBLISH_MESSAGES.runtimeRequired);
    expect(several.body.fields).toEqual({
      'spec.runtime': PUBLISH_MESSAGES.runtimeRequired,
      'spec.model.provider': PUBLISH_MESSAGES.providerRequired,
      'spec.model.name': PUBLISH_MESSAGES.modelNameRequired,
    });
    const list = await create(token, { agent_yaml: '- just\n- a list\n' });
    expect(list.body).toMatchObject({ message: PUBLISH_MESSAGES.notAMapping, fields: { agent_yaml: PUBLISH_MESSAGES.notAMapping } });
    expect(await countRows(h.db, 'agents')).toBe(0);
  });

  it('refuses YAML tags beyond the core ones (binary, set, custom), which would be stored as odd data', async () => {
    const { token } = await signUp('tags');
    const cases: Array<[string, string]> = [
      ['  config:\n    blob: !!binary aGVsbG8=', '!!binary'],
      ['  config:\n    names: !!set {a, b}', '!!set'],
      ['  config:\n    x: !custom value', '!custom'],
    ];
    for (const [lines, tag] of cases) {
      const res = await create(token, { agent_yaml: `${agentYaml('tagged')}${lines}\n` });
      expect(res.status, tag).toBe(400);
      expect(res.body.message).toMatch(new RegExp(`^The YAML tag ${tag} is not allowed in agent.yaml \\(at line 12, column \\d+\\)`));
      expect(res.body.fields).toEqual({ agent_yaml: res.body.message });
    }
    expect(await countRows(h.db, 'agents')).toBe(0);
    // The core tags are plain values.
    expect((await create(token, { agent_yaml: `${agentYaml('tagged')}  config:\n    port: !!str 8080\n` })).status).toBe(201);
  });

  it('refuses values of the wrong kind as the CLI decoder does, naming the field and the type', async () => {
    const { token } = await signUp('typed');
    // The lines added to the spec, the field they make wrong, and what it must be: the message says both.
    const cases = [
      { lines: '  environment:\n    OPENAI_KEY: x', field: 'spec.environment', mustBe: 'a list of mappings, not a mapping' },
      { lines: '  capabilities: search', field: 'spec.capabilities', mustBe: 'a list of strings, not a string' },
      {
        lines: '  healthCheck:\n    command: curl -f localhost',
        field: 'spec.healthCheck.command',
        mustBe: 'a list of strings, not a string',
      },
      { lines: '  dependencies:\n    requests: 2.0', field: 'spec.dependencies', mustBe: 'a list of strings, not a mapping' },
      { lines: '  ports:\n    - container: "8080"', field: 'spec.ports.0.container', mustBe: 'a whole number, not a string' },
    ];
    for (const { lines, field, mustBe } of cases) {
      const message = `${field} must be ${mustBe}`;
      const res = await create(token, { agent_yaml: `${agentYaml('typed')}${lines}\n` });
      expect(res.status, field).toBe(400);
      expect(res.body).toMatchObject({ message, fields: { [field]: message } });
    }
    const tags = await create(token, { agent_yaml: agentYaml('typed').replace('  version: 1.0.0', '  version: 1.0.0\n  tags: email') });
    expect(tags.body.fields).toEqual({ 'metadata.tags': 'metadata.tags must be a list of strings, not a string' });
    // Tags over the listing's limits are refused, not cut.
    const withTags = (list: string[]) => agentYaml('typed').replace('  version: 1.0.0', `  version: 1.0.0\n  tags: [${list.join(', ')}]`);
    const many = await create(token, { agent_yaml: withTags(Array.from({ length: AGENT_METADATA_LIMITS.tags + 1 }, (_, i) => `t${i}`)) });
    expect(many.status).toBe(400);
    expect(many.body).toMatchObject({
      message: AGENT_METADATA_MESSAGES.tooManyTags,
      fields: { 'metadata.tags': AGENT_METADATA_MESSAGES.tooManyTags },
    });
    const long = await create(token, { agent_yaml: withTags(['ok', 'x'.repeat(AGENT_METADATA_LIMITS.tag + 1)]) });
    expect(long.body).toMatchObject({ fields: { 'metadata.tags': AGENT_METADATA_MESSAGES.tagTooLong } });
    expect(await countRows(h.db, 'agents')).toBe(0);
    const most = Array.from({ length: AGENT_METADATA_LIMITS.tags }, (_, i) => `${i}`.padStart(AGENT_METADATA_LIMITS.tag, 'x'));
    const kept = await create(token, { agent_yaml: withTags(most).replace('name: typed', 'name: tagged') });
    expect(kept.status).toBe(201);
    expect(kept.body.tags).toEqual(most);
    // The right kinds publish.
    const fine = `${agentYaml('typed')}  environment:\n    - name: OPENAI_KEY\n      from: secret\n  capabilities: [search]\n`;
    expect((await create(token, { agent_yaml: fine })).status).toBe(201);
  });

  it("refuses text that is not YAML with the parser's message and position", async () => {
    const { token } = await signUp('yaml');
    const cases = [
      'apiVersion: agent.dev/v1\nkind: [Agent\n',
      'apiVersion: agent.dev/v1\napiVersion: agent.dev/v2\n',
      'metadata:\n\tname: tabs\n',
      'a: 1\n---\nb: 2\n',
    ];
    for (const text of cases) {
      const res = await create(token, { agent_yaml: text });
      expect(res.status).toBe(400);
      expect(res.body.fields.agent_yaml).toMatch(/ at line \d+, column \d+$/);
      expect(res.body.message).toBe(res.body.fields.agent_yaml);
    }
    const dup = await create(token, { agent_yaml: 'kind: Agent\nkind: Agent\n' });
    expect(dup.body.fields.agent_yaml).toBe('Map keys must be unique at line 2, column 1');
    // An alias bomb is refused before it expands.
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      ...'bcdefghij'.split('').map((k, i) => `${k}: &${k} [${Array(10).fill(`*${'abcdefghij'[i]}`).join(', ')}]`),
    ].join('\n');
    const refused = await create(token, { agent_yaml: bomb });
    expect(refused.status).toBe(400);
    expect(refused.body.fields.agent_yaml).toMatch(/alias/i);
    // Text PostgreSQL cannot store, written as a YAML escape.
    expect((await create(token, { agent_yaml: `${agentYaml('nul')}extra: "a\\0b"\n` })).status).toBe(400);
    expect(await countRows(h.db, 'agents')).toBe(0);
  });

  it('holds agent.yaml to 64 KB and the README to 200 KB, and lets both through at their limits', async () => {
    const { token } = await signUp('sizes');
    const pad = (text: string, bytes: number) => text + '#'.repeat(bytes - Buffer.byteLength(text) - 1) + '\n';
    const big = await create(token, { agent_yaml: pad(agentYaml('big'), AGENT_YAML_MAX_BYTES + 1) });
    expect(big.status).toBe(400);
    expect(big.body.fields.agent_yaml).toBe(PUBLISH_MESSAGES.yamlTooLarge);
    const readme = await create(token, { agent_yaml: agentYaml('big'), readme: 'é'.repeat(README_MAX_BYTES / 2 + 1) });
    expect(readme.status).toBe(400);
    expect(readme.body.fields.readme).toBe(PUBLISH_MESSAGES.readmeTooLarge);
    // Both at their limits, with characters JSON escapes: within the publish calls' body limit.
    const yaml = pad(`${agentYaml('big')}# "quoted" \\ text\n`, AGENT_YAML_MAX_BYTES);
    const fullReadme = '"\n'.repeat(README_MAX_BYTES / 2);
    const ok = await create(token, { agent_yaml: yaml, readme: fullReadme });
    expect(ok.status).toBe(201);
    const v2 = await publish(token, ok.body.id, { agent_yaml: yaml.replace('version: 1.0.0', 'version: 1.0.1'), readme: fullReadme });
    expect(v2.status).toBe(201);
    expect(v2.body.readme).toBe(fullReadme);
    // Past it: 413, as elsewhere.
    const huge = await create(token, { agent_yaml: agentYaml('huge'), readme: 'x'.repeat(1024 * 1024) });
    expect(huge.status).toBe(413);
    // Other calls keep the ordinary limit.
    expect((await h.request('PUT', `/api/agents/${ok.body.id}`, { token, body: { description: 'x'.repeat(200 * 1024) } })).status).toBe(
      413,
    );
  });

  it('takes `manifest` as JSON, or the legacy fields with a spec; refuses both or a disagreeing current_version', async () => {
    const { token } = await signUp('manifest');
    const legacy = await create(token, { name: 'Report Writer', current_version: '1.2.0', description: 'Writes.', tags: ['a'] });
    expect(legacy.status).toBe(400);
    expect(legacy.body.message).toBe(PUBLISH_MESSAGES.runtimeRequired);
    expect(legacy.body.fields['spec.model.provider']).toBe(PUBLISH_MESSAGES.providerRequired);

    const made = await create(token, agentBody({ name: 'Report Writer', current_version: '1.2.0', description: 'Writes.', tags: ['a'] }));
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Report Writer', slug: 'report-writer', current_version: '1.2.0', description: 'Writes.' });
    const file = (await h.request('GET', `/api/agents/${made.body.id}/versions/1.2.0`)).body.agent_yaml as string;
    expect(parse(file)).toEqual({
      apiVersion: 'agent.dev/v1',
      kind: 'Agent',
      metadata: { name: 'report-writer', version: '1.2.0', description: 'Writes.', tags: ['a'] },
      spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } },
    });

    const both = await create(token, { agent_yaml: agentYaml('both'), manifest: { spec: {} } });
    expect(both.status).toBe(400);
    expect(both.body.fields.manifest).toBeDefined();
    const disagree = await create(token, { agent_yaml: agentYaml('disagree', '2.0.0'), current_version: '1.0.0' });
    expect(disagree.status).toBe(400);
    expect(disagree.body.fields.current_version).toMatch(/2\.0\.0/);

    const v = await publish(token, made.body.id, {
      manifest: { metadata: { version: '1.3.0' }, spec: { runtime: 'go', model: { provider: 'ollama', name: 'llama3' } } },
    });
    expect(v.status).toBe(201);
    expect(parse(v.body.agent_yaml)).toMatchObject({ kind: 'Agent', metadata: { name: 'report-writer', version: '1.3.0' } });
    expect((await publish(token, made.body.id, {})).status).toBe(400);
  });

  it('versions are immutable; metadata.name must stay; an owner/name is taken once', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    const again = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter') });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: 'conflict', message: PUBLISH_MESSAGES.versionExists('1.0.0') });
    const build = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', '1.0.0+build.7') });
    expect(build.status).toBe(409);
    // Build metadata is ignored when comparing versions, and the refusal says so.
    expect(build.body).toMatchObject({
      message: PUBLISH_MESSAGES.versionExistsIgnoringBuild('1.0.0+build.7', '1.0.0'),
      fields: { 'metadata.version': PUBLISH_MESSAGES.versionExistsIgnoringBuild('1.0.0+build.7', '1.0.0') },
    });
    const renamed = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter-2', '1.1.0') });
    expect(renamed.status).toBe(400);
    expect(renamed.body.fields['metadata.name']).toBe(PUBLISH_MESSAGES.nameMismatch('mail-sorter'));

    const taken = await create(alice.token, { agent_yaml: agentYaml('mail-sorter', '3.0.0') });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      message: PUBLISH_MESSAGES.nameTaken('alice/mail-sorter'),
      fields: { 'metadata.name': PUBLISH_MESSAGES.nameTaken('alice/mail-sorter') },
    });
    // Another owner's namespace is another name.
    const bob = await signUp('bob');
    expect((await create(bob.token, { agent_yaml: agentYaml('mail-sorter') })).body.namespace).toBe('bob');
    expect(await countRows(h.db, 'agent_versions')).toBe(2);
  });

  it('tells apart version numbers larger than a JavaScript number holds exactly', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    for (const v of ['99999999999999999999.0.0', '99999999999999999998.0.0', '9007199254740992.0.0', '9007199254740993.0.0']) {
      const res = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', v) });
      expect(res.status, v).toBe(201);
    }
    const again = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', '99999999999999999998.0.0') });
    expect(again.body).toMatchObject({ error: 'conflict', message: PUBLISH_MESSAGES.versionExists('99999999999999999998.0.0') });
    const list = (await h.request('GET', `/api/agents/${id}/versions`)).body;
    expect(list.data.map((v: { version: string }) => v.version)).toEqual([
      '99999999999999999999.0.0',
      '99999999999999999998.0.0',
      '9007199254740993.0.0',
      '9007199254740992.0.0',
      '1.0.0',
    ]);
    expect(list.current_version).toBe('99999999999999999999.0.0');
  });

  it('publishes only versions the version URLs can reach (at most 128 characters)', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    const tooLong = `3.0.0-${'a'.repeat(500)}`;
    const refused = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', tooLong) });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: 'metadata.version must be at most 128 characters',
      fields: { 'metadata.version': 'metadata.version must be at most 128 characters' },
    });
    const created = await create(alice.token, { agent_yaml: agentYaml('long-version', tooLong) });
    expect(created.status).toBe(400);

    const longest = `3.0.0-${'a'.repeat(122)}`;
    expect((await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', longest) })).status).toBe(201);
    const one = await h.request('GET', `/api/agents/${id}/versions/${longest}`);
    expect(one.status).toBe(200);
    expect(one.body.version).toBe(longest);
    const download = await h.request('GET', `/api/agents/${id}/download?version=${longest}`);
    expect(download.status).toBe(200);
    expect(download.body.version).toBe(longest);
    expect(await countRows(h.db, 'agent_versions')).toBe(2);
  });

  it('writes the agent and its first version in one transaction', async () => {
    const { token } = await signUp('tx');
    await h.db.raw('ALTER TABLE agent_versions ADD CONSTRAINT tx_fail CHECK (length(version) < 0) NOT VALID', []);
    try {
      const res = await create(token, { agent_yaml: agentYaml('half-written') });
      expect(res.status).toBe(500);
    } finally {
      await h.db.raw('ALTER TABLE agent_versions DROP CONSTRAINT tx_fail', []);
    }
    expect(await countRows(h.db, 'agents')).toBe(0);
    expect(await countRows(h.db, 'agent_versions')).toBe(0);
    // The name is free again.
    expect((await create(token, { agent_yaml: agentYaml('half-written') })).status).toBe(201);
  });

  it('lists versions newest first; the current one is the highest stable version not yanked', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    for (const v of ['1.10.0', '1.2.0', '2.0.0-beta.1']) {
      h.clock.advance(1000);
      const res = await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', v), changelog: `Notes ${v}`, readme: `# ${v}` });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ version: v, changelog: `Notes ${v}`, readme: `# ${v}`, prerelease: v.includes('-') });
    }
    const list = await h.request('GET', `/api/agents/${id}/versions`);
    expect(list.status).toBe(200);
    const body = AgentVersionListResponseSchema.parse(list.body);
    expect(body.data.map((v) => v.version)).toEqual(['2.0.0-beta.1', '1.10.0', '1.2.0', '1.0.0']);
    expect(body.current_version).toBe('1.10.0');
    expect(body.data[0]).not.toHaveProperty('agent_yaml');
    expect(body.data[0]).not.toHaveProperty('readme');
    const agent = (await h.request('GET', `/api/agents/${id}`)).body;
    expect(agent.current_version).toBe('1.10.0');
    expect((await h.request('GET', `/api/agents/${id}/versions/1.2.0`)).body.readme).toBe('# 1.2.0');
    const missing = await h.request('GET', `/api/agents/${id}/versions/9.9.9`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'not_found', message: 'Version not found' });
  });

  it('yanking moves the current version back; a yanked version still downloads by its number', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', '1.1.0') });
    expect((await h.request('GET', `/api/agents/${id}`)).body.current_version).toBe('1.1.0');

    const yank = await h.request('POST', `/api/agents/${id}/versions/1.1.0/yank`, {
      token: alice.token,
      body: { reason: 'Leaks the API key' },
    });
    expect(yank.status).toBe(200);
    expect(AgentVersionSchema.parse(yank.body)).toMatchObject({
      version: '1.1.0',
      yanked: true,
      yank_reason: 'Leaks the API key',
      yanked_at: h.clock.now().toISOString(),
    });
    expect((await h.request('GET', `/api/agents/${id}`)).body.current_version).toBe('1.0.0');
    expect((await h.request('GET', `/api/agents/${id}/versions`)).body.current_version).toBe('1.0.0');
    expect((await h.request('GET', `/api/agents/${id}/download`)).body.version).toBe('1.0.0');
    const exact = await h.request('GET', `/api/agents/${id}/download?version=1.1.0`);
    expect(exact.status).toBe(200);
    expect(exact.body).toMatchObject({ version: '1.1.0', yanked: true });

    const restore = await h.request('DELETE', `/api/agents/${id}/versions/1.1.0/yank`, { token: alice.token });
    expect(restore.body).toMatchObject({ yanked: false, yank_reason: null, yanked_at: null });
    expect((await h.request('GET', `/api/agents/${id}`)).body.current_version).toBe('1.1.0');

    for (const v of ['1.0.0', '1.1.0']) {
      await h.request('POST', `/api/agents/${id}/versions/${v}/yank`, { token: alice.token, body: { reason: 'Broken' } });
    }
    const none = await h.request('GET', `/api/agents/${id}/download`);
    expect(none.status).toBe(404);
    expect(none.body.message).toMatch(/every version is yanked/);
    expect((await h.request('GET', `/api/agents/${id}/versions`)).body.current_version).toBeNull();
    expect((await h.request('POST', `/api/agents/${id}/versions/7.0.0/yank`, { token: alice.token, body: { reason: 'x' } })).status).toBe(
      404,
    );
    expect((await h.request('POST', `/api/agents/${id}/versions/1.0.0/yank`, { token: alice.token, body: { reason: '' } })).status).toBe(
      400,
    );
  });

  it('downloads hand back the published bytes and count on the version and the agent', async () => {
    const alice = await signUp('alice');
    const res = await create(alice.token, { agent_yaml: FULL_YAML });
    const id = res.body.id as string;
    const v2 = FULL_YAML.replace('version: 1.0.0', 'version: 1.1.0').replace('# Sorts', '# Sorts  incoming,  "quoted"');
    await publish(alice.token, id, { agent_yaml: v2 });

    const latest = await h.request('GET', `/api/agents/${id}/download`);
    expect(latest.status).toBe(200);
    const body = AgentManifestResponseSchema.parse(latest.body);
    expect(body).toMatchObject({ format: 'agent-registry.manifest/v1', version: '1.1.0', yanked: false, agent_yaml: v2 });
    expect(sha256(body.agent_yaml)).toBe(body.digest);
    expect(validateAgentManifest(parse(body.agent_yaml))).toEqual({});
    expect(body.manifest).toEqual(parse(v2));
    expect(body.agent).toMatchObject({ id, namespace: 'alice', slug: 'mail-sorter', download_count: 1 });

    const old = await h.request('GET', `/api/agents/${id}/download?version=1.0.0`);
    expect(old.body).toMatchObject({ version: '1.0.0', agent_yaml: FULL_YAML, digest: sha256(FULL_YAML) });
    await h.request('GET', `/api/agents/${id}/download`);
    const versions = (await h.request('GET', `/api/agents/${id}/versions`)).body.data;
    expect(versions.map((v: any) => [v.version, v.download_count])).toEqual([
      ['1.1.0', 2],
      ['1.0.0', 1],
    ]);
    expect((await h.request('GET', `/api/agents/${id}`)).body.download_count).toBe(3);
    const missing = await h.request('GET', `/api/agents/${id}/download?version=4.0.0`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Version not found');
    expect((await h.request('GET', `/api/agents/${id}/download?bogus=1`)).status).toBe(400);
  });

  it("another user gets 403 on a public agent's owner calls and 404 on a private one's", async () => {
    const alice = await signUp('alice');
    const mallory = await signUp('mallory');
    const pub = await mailSorter(alice.token);
    const priv = (await create(alice.token, { agent_yaml: agentYaml('secret'), visibility: 'private' })).body.id as string;
    const calls = (id: string): Array<[string, string, unknown]> => [
      ['POST', `/api/agents/${id}/versions`, { agent_yaml: agentYaml(id === pub ? 'mail-sorter' : 'secret', '9.0.0') }],
      ['POST', `/api/agents/${id}/versions/1.0.0/yank`, { reason: 'mine now' }],
      ['DELETE', `/api/agents/${id}/versions/1.0.0/yank`, undefined],
      ['POST', `/api/agents/${id}/deprecate`, { message: 'mine now' }],
      ['DELETE', `/api/agents/${id}/deprecate`, undefined],
      ['PUT', `/api/agents/${id}`, { name: 'Hijacked' }],
      ['DELETE', `/api/agents/${id}`, undefined],
    ];
    for (const [method, path, body] of calls(pub)) {
      const res = await h.request(method, path, { token: mallory.token, body });
      expect({ path, method, status: res.status, message: res.body.message }).toEqual({
        path,
        method,
        status: 403,
        message: 'You can only change your own agents',
      });
    }
    for (const [method, path, body] of calls(priv)) {
      expect({ path, method, status: (await h.request(method, path, { token: mallory.token, body })).status }).toEqual({
        path,
        method,
        status: 404,
      });
    }
    for (const path of [
      `/api/agents/${priv}/versions`,
      `/api/agents/${priv}/versions/1.0.0`,
      `/api/agents/${priv}/download`,
      '/api/agents/alice%2Fsecret/download',
    ]) {
      expect((await h.request('GET', path, { token: mallory.token })).status).toBe(404);
      expect((await h.request('GET', path, { token: alice.token })).status).toBe(200);
    }
    // Nothing changed.
    expect((await h.request('GET', `/api/agents/${pub}/versions`)).body.data).toHaveLength(1);
    expect((await h.request('GET', `/api/agents/${pub}`)).body).toMatchObject({ name: 'mail-sorter', deprecation_message: null });
    // Owner calls need a caller.
    expect((await publish('', pub, { agent_yaml: agentYaml('mail-sorter', '9.0.0') })).status).toBe(401);
  });

  it('a personal access token publishes (the CLI)', async () => {
    const { token } = await signUp('cli');
    const { pat } = (await h.request('POST', '/api/users/pat/generate', { token })).body;
    const id = await mailSorter(pat);
    const res = await publish(pat, id, { agent_yaml: agentYaml('mail-sorter', '1.0.1') });
    expect(res.status).toBe(201);
    expect(res.body.published_by).toBe('cli');
    expect((await h.request('POST', `/api/agents/${id}/versions/1.0.1/yank`, { token: pat, body: { reason: 'x' } })).status).toBe(200);
  });

  it('addresses agents as owner/name, the slash URL-encoded', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    const ref = 'alice%2Fmail-sorter';
    const got = await h.request('GET', `/api/agents/${ref}`);
    expect(got.status).toBe(200);
    expect(got.body.id).toBe(id);
    expect((await h.request('GET', '/api/agents/ALICE%2FMail-Sorter')).body.id).toBe(id);
    const v = await publish(alice.token, ref, { agent_yaml: agentYaml('mail-sorter', '1.1.0') });
    expect(v.status).toBe(201);
    expect((await h.request('GET', `/api/agents/${ref}/versions`)).body.data.map((x: any) => x.version)).toEqual(['1.1.0', '1.0.0']);
    expect((await h.request('GET', `/api/agents/${ref}/versions/1.0.0`)).body.version).toBe('1.0.0');
    const dl = await h.request('GET', `/api/agents/${ref}/download?version=1.0.0`);
    expect(dl.body).toMatchObject({ version: '1.0.0', agent: { id } });
    // The micro-cache under the owner/name forgets writes made through the id.
    expect((await h.request('GET', `/api/agents/${ref}`)).body.download_count).toBe(1);
    await h.request('PUT', `/api/agents/${id}`, { token: alice.token, body: { name: 'Renamed' } });
    expect((await h.request('GET', `/api/agents/${ref}`)).body.name).toBe('Renamed');
    await h.request('POST', `/api/agents/${ref}/deprecate`, { token: alice.token, body: { message: 'Old' } });
    expect((await h.request('GET', `/api/agents/${id}`)).body.deprecation_message).toBe('Old');
    for (const missing of ['alice%2Fnope', 'nobody%2Fmail-sorter', 'a%2Fb%2Fc']) {
      expect((await h.request('GET', `/api/agents/${missing}`)).status).toBe(404);
      expect((await h.request('GET', `/api/agents/${missing}/download`)).status).toBe(404);
    }
    expect((await h.request('DELETE', `/api/agents/${ref}`, { token: alice.token })).status).toBe(200);
    expect((await h.request('GET', `/api/agents/${ref}`)).status).toBe(404);
  });

  it('deprecation shows on the agent and ranks it lower; undeprecate clears it', async () => {
    const alice = await signUp('alice');
    // The old agent matches the query better (name, tags and description)...
    const old = (
      await create(alice.token, {
        agent_yaml: agentYaml('invoice-reader'),
        name: 'Invoice Reader',
        description: 'Reads every invoice.',
        tags: ['invoice'],
      })
    ).body.id;
    await create(alice.token, { agent_yaml: agentYaml('invoice-reader-two'), name: 'Invoice Reader Two' });
    const names = async () => (await h.request('GET', '/api/agents?query=invoice%20reader')).body.data.map((a: any) => a.name);
    expect(await names()).toEqual(['Invoice Reader', 'Invoice Reader Two']);
    h.clock.advance(1000);
    const dep = await h.request('POST', `/api/agents/${old}/deprecate`, {
      token: alice.token,
      body: { message: 'Use alice/invoice-reader-two' },
    });
    expect(dep.status).toBe(200);
    expect(AgentResponseSchema.parse(dep.body)).toMatchObject({
      deprecation_message: 'Use alice/invoice-reader-two',
      updated_at: h.clock.now().toISOString(),
    });
    expect((await h.request('GET', `/api/agents/${old}`)).body.deprecation_message).toBe('Use alice/invoice-reader-two');
    // ...until it is deprecated.
    expect(await names()).toEqual(['Invoice Reader Two', 'Invoice Reader']);
    const undo = await h.request('DELETE', `/api/agents/${old}/deprecate`, { token: alice.token });
    expect(undo.body.deprecation_message).toBeNull();
    expect((await h.request('GET', `/api/agents/${old}`)).body.deprecation_message).toBeNull();
    expect(await names()).toEqual(['Invoice Reader', 'Invoice Reader Two']);
    expect((await h.request('POST', `/api/agents/${old}/deprecate`, { token: alice.token, body: {} })).status).toBe(400);
  });

  it('deleting an agent deletes its versions', async () => {
    const alice = await signUp('alice');
    const id = await mailSorter(alice.token);
    await publish(alice.token, id, { agent_yaml: agentYaml('mail-sorter', '1.1.0') });
    expect(await countRows(h.db, 'agent_versions')).toBe(2);
    expect((await h.request('DELETE', `/api/agents/${id}`, { token: alice.token })).status).toBe(200);
    expect(await countRows(h.db, 'agent_versions')).toBe(0);
    expect((await h.request('GET', `/api/agents/${id}/versions`)).status).toBe(404);
  });

  it('an agent from before versions gets one, made from its row, and keeps downloading', async () => {
    const { userId } = await signUp('legacy');
    const id = crypto.randomUUID();
    await h.db.query(sql`
      INSERT INTO agents (id, owner_id, name, description, category, current_version, tags, manifest, namespace, slug, download_count)
      VALUES (${id}, ${userId}, 'Old Timer', 'From long ago.', 'analysis', '0.3.0', '{csv}',
        ${JSON.stringify({ spec: { runtime: 'python', framework: 'langchain', model: { provider: 'openai', name: 'gpt-4o' } } })}::jsonb,
        'legacy', 'old-timer', 5)`);
    await h.db.raw("DELETE FROM app_meta WHERE key = 'agent_versions_backfilled'", []);
    expect(await backfillAgentVersions(h.db)).toBe(1);
    expect(await backfillAgentVersions(h.db)).toBe(0);
    const dl = await h.request('GET', '/api/agents/legacy%2Fold-timer/download');
    expect(dl.status).toBe(200);
    expect(dl.body).toMatchObject({ version: '0.3.0', digest: sha256(dl.body.agent_yaml) });
    expect(parse(dl.body.agent_yaml)).toMatchObject({
      apiVersion: 'agent.dev/v1',
      kind: 'Agent',
      metadata: { name: 'old-timer', displayName: 'Old Timer', version: '0.3.0', tags: ['csv'] },
      spec: { framework: 'langchain', model: { provider: 'openai', name: 'gpt-4o' } },
    });
    expect(validateAgentManifest(parse(dl.body.agent_yaml))).toEqual({});
    expect((await h.request('GET', `/api/agents/${id}/versions`)).body.data[0]).toMatchObject({
      version: '0.3.0',
      published_by: 'legacy',
      download_count: 6,
    });
  });

  it('the sample agents have valid versions and READMEs', async () => {
    await seedSampleAgents(h.app.ctx);
    const all = (await h.request('GET', '/api/agents?page_size=50')).body.data;
    expect(all).toHaveLength(AGENT_SEEDS.length);
    let yanked = 0;
    let prereleases = 0;
    for (const seed of AGENT_SEEDS) {
      const agent = all.find((a: any) => a.name === seed.name);
      expect(agent).toMatchObject({ namespace: 'agent-registry', current_version: seed.version });
      const versions = (await h.request('GET', `/api/agents/${agent.id}/versions`)).body;
      expect(versions.current_version).toBe(seed.version);
      expect(versions.data.length).toBeGreaterThanOrEqual(1);
      expect(versions.data.length).toBeLessThanOrEqual(4);
      for (const v of versions.data) {
        const full = (await h.request('GET', `/api/agents/${agent.namespace}%2F${agent.slug}/versions/${v.version}`)).body;
        const doc = parse(full.agent_yaml);
        expect({ name: seed.name, version: v.version, errors: validateAgentManifest(doc) }).toEqual({
          name: seed.name,
          version: v.version,
          errors: {},
        });
        expect(doc).toMatchObject({
          metadata: { name: agent.slug, version: v.version },
          spec: { model: seed.model, framework: seed.framework },
        });
        expect(full.digest).toBe(sha256(full.agent_yaml));
        expect(full.readme).toMatch(/^# /);
        expect(full.readme).toContain('## Usage');
        expect(full.readme).toContain(`agent pull agent-registry/${agent.slug}`);
        if (v.yanked) yanked++;
        if (v.prerelease) {
          prereleases++;
          expect(compareVersions(v.version, seed.version)).toBeGreaterThan(0);
        }
      }
      const dl = await h.request('GET', `/api/agents/${agent.id}/download`);
      expect(dl.body.version).toBe(seed.version);
    }
    expect(yanked).toBe(1);
    expect(prereleases).toBe(1);
  });

  it('the OpenAPI document lists the publishing calls', async () => {
    const paths = (await h.request('GET', '/api/openapi.json')).body.paths;
    expect(Object.keys(paths['/agents/{id}/versions'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/agents/{id}/versions/{version}'])).toEqual(['get']);
    expect(Object.keys(paths['/agents/{id}/versions/{version}/yank'])).toEqual(expect.arrayContaining(['post', 'delete']));
    expect(Object.keys(paths['/agents/{id}/deprecate'])).toEqual(expect.arrayContaining(['post', 'delete']));
    expect(paths['/agents/{id}/download'].get.parameters.map((p: any) => p.name)).toContain('version');
    for (const op of [paths['/agents/{id}/versions'].post, paths['/agents/{id}/deprecate'].delete]) expect(op.summary).toBeTruthy();
  });
});
