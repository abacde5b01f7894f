// Publishing against the simulated backend, through the client with no server at all: the same
// answers and errors the registry server gives (mock mode publishes too).
import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNT, REAUTH_WINDOW_MS } from '../contract/constants';
import { AGENT_YAML_MAX_BYTES, PUBLISH_MESSAGES } from '../contract/publishRules';
import { isApiError, isReauthRequired } from '../errors';
import { demoClient, failure, makeClient, signInAsAda, useServer } from '../test/helpers';

useServer();

/** A valid agent.yaml of demo's 'mail-sorter' (or another name), at `version`. */
const agentYaml = (version = '1.0.0', name = 'mail-sorter') => `apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: ${name}
  displayName: Mail Sorter
  version: ${version}
  description: Sorts incoming mail into folders
  tags: [mail, triage]
spec:
  runtime: python
  model:
    provider: openai
    name: gpt-4o-mini
  capabilities: [sort]
`;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('publishing in mock mode', () => {
  it('creates, publishes, yanks, pins a download, deprecates and deletes', async () => {
    const { client } = await demoClient();
    const first = agentYaml('1.0.0');
    const agent = await client.agents.create({ agent_yaml: first, readme: '# Mail Sorter\n', category: 'productivity' });
    expect(agent).toMatchObject({
      name: 'Mail Sorter',
      description: 'Sorts incoming mail into folders',
      tags: ['mail', 'triage'],
      owner_id: 'demo-user',
      namespace: 'demo',
      slug: 'mail-sorter',
      author: 'demo',
      author_name: 'Demo User',
      current_version: '1.0.0',
      visibility: 'public',
      deprecation_message: null,
    });
    expect(client.mockMode.get()).toBe(true);

    const second = agentYaml('1.1.0');
    const published = await client.agents.publish('demo/mail-sorter', { agent_yaml: second, changelog: 'Faster' });
    expect(published).toEqual({
      version: '1.1.0',
      digest: sha256(second),
      changelog: 'Faster',
      published_at: expect.any(String),
      published_by: 'demo',
      download_count: 0,
      prerelease: false,
      yanked: false,
      yank_reason: null,
      yanked_at: null,
      agent_yaml: second,
      readme: '',
      // Images come only through the registry's OCI API: a version published here has none.
      image: null,
      // No operator takes a version down in the simulated registry.
      takedown: null,
    });
    expect((await client.agents.get(agent.id)).current_version).toBe('1.1.0');

    const list = await client.agents.versions(agent.id);
    expect(list.current_version).toBe('1.1.0');
    expect(list.data.map((v) => v.version)).toEqual(['1.1.0', '1.0.0']);
    expect(list.data[0]).not.toHaveProperty('agent_yaml');
    expect(await client.agents.version(agent.id, '1.0.0')).toMatchObject({
      agent_yaml: first,
      readme: '# Mail Sorter\n',
      digest: sha256(first),
    });

    const yanked = await client.agents.yank(agent.id, '1.1.0', '  Sorts into the wrong folder ');
    expect(yanked).toMatchObject({
      version: '1.1.0',
      yanked: true,
      yank_reason: 'Sorts into the wrong folder',
      yanked_at: expect.any(String),
    });
    expect((await client.agents.versions(agent.id)).current_version).toBe('1.0.0');

    // Installs get the current version; a pinned download still gets the yanked one, flagged.
    expect(await client.agents.download(agent.id)).toMatchObject({ version: '1.0.0', yanked: false, agent_yaml: first });
    const pinned = await client.agents.download('demo/mail-sorter', { version: '1.1.0' });
    expect(pinned).toMatchObject({
      format: 'agent-registry.manifest/v1',
      version: '1.1.0',
      yanked: true,
      agent_yaml: second,
      digest: sha256(second),
      manifest: parse(second) as Record<string, unknown>,
      agent: { id: agent.id, download_count: 2 },
    });
    expect((await client.agents.versions(agent.id)).data.map((v) => v.download_count)).toEqual([1, 1]);

    expect((await client.agents.unyank(agent.id, '1.1.0')).yanked).toBe(false);
    expect((await client.agents.get(agent.id)).current_version).toBe('1.1.0');

    expect((await client.agents.deprecate(agent.id, 'Use demo/mail-sorter-2')).deprecation_message).toBe('Use demo/mail-sorter-2');
    expect((await client.agents.undeprecate(agent.id)).deprecation_message).toBeNull();

    const updated = await client.agents.update(agent.id, {
      name: 'Mail Sorter Pro',
      tags: ['mail'],
      repository_url: 'https://github.com/demo/mail-sorter',
    });
    expect(updated).toMatchObject({
      name: 'Mail Sorter Pro',
      tags: ['mail'],
      repository_url: 'https://github.com/demo/mail-sorter',
      slug: 'mail-sorter',
    });
    expect((await client.agents.list({ query: 'sorter' })).data.map((a) => a.id)).toEqual([agent.id]);
    expect((await client.agents.myAgents()).data.map((a) => a.id)).toEqual([agent.id]);
    expect(await client.users.getProfile()).toMatchObject({ stats: { agents_count: 1, total_downloads: 2 } });

    expect(await client.agents.remove('demo/mail-sorter')).toEqual({ message: 'Agent deleted successfully', id: agent.id });
    await expect(client.agents.get(agent.id)).rejects.toMatchObject({ kind: 'not_found', message: 'Agent not found' });
    expect((await client.agents.list()).pagination.total).toBe(6);
  });

  it('keeps what was published for the next client on the same storage (a reload)', async () => {
    const { client } = await demoClient();
    const agent = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    const again = makeClient({ mock: 'always' }).client;
    expect((await again.agents.versions('demo/mail-sorter')).data).toHaveLength(1);
    expect((await again.agents.get(agent.id)).slug).toBe('mail-sorter');
  });

  it('takes the agent.yaml as a manifest object, completed and written out as YAML', async () => {
    const { client } = await demoClient();
    const { apiVersion: _apiVersion, kind: _kind, ...manifest } = parse(agentYaml('0.1.0')) as Record<string, unknown>;
    const agent = await client.agents.create({ manifest, name: 'Sorter', category: 'communication', visibility: 'private' });
    expect(agent).toMatchObject({ name: 'Sorter', current_version: '0.1.0', visibility: 'private' });
    const version = await client.agents.version(agent.id, '0.1.0');
    expect(parse(version.agent_yaml!)).toEqual({ apiVersion: 'agent.dev/v1', kind: 'Agent', ...manifest });
    // A new version's manifest may leave out metadata.name: it is the agent's.
    const { name: _name, ...metadata } = manifest.metadata as Record<string, unknown>;
    const next = await client.agents.publish(agent.id, { manifest: { ...manifest, metadata: { ...metadata, version: '0.2.0' } } });
    expect(parse(next.agent_yaml!)).toMatchObject({ metadata: { name: 'mail-sorter', version: '0.2.0' } });
  });

  it("follows the current version's description and tags", async () => {
    const { client } = await demoClient();
    const agent = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    const newer = agentYaml('1.1.0')
      .replace('Sorts incoming mail into folders', 'Sorts mail and newsletters')
      .replace('[mail, triage]', '[mail, news, mail]');
    await client.agents.publish(agent.id, { agent_yaml: newer });
    expect(await client.agents.get(agent.id)).toMatchObject({ description: 'Sorts mail and newsletters', tags: ['mail', 'news'] });
    // An older version published later does not become current, nor change the agent.
    await client.agents.publish(agent.id, { agent_yaml: agentYaml('0.9.0').replace('Sorts incoming mail into folders', 'Old') });
    expect(await client.agents.get(agent.id)).toMatchObject({ current_version: '1.1.0', description: 'Sorts mail and newsletters' });
  });

  it('keeps a stable version current over a newer pre-release', async () => {
    const { client } = await demoClient();
    const agent = await client.agents.create({ agent_yaml: agentYaml('1.0.0'), category: 'productivity' });
    expect(await client.agents.publish(agent.id, { agent_yaml: agentYaml('2.0.0-beta.1') })).toMatchObject({ prerelease: true });
    expect((await client.agents.versions(agent.id)).current_version).toBe('1.0.0');
    await client.agents.yank(agent.id, '1.0.0', 'Superseded');
    expect((await client.agents.versions(agent.id)).current_version).toBe('2.0.0-beta.1');
    await client.agents.yank(agent.id, '2.0.0-beta.1', 'Broken');
    expect((await client.agents.versions(agent.id)).current_version).toBeNull();
    // The agent keeps pointing at the last one, which installs refuse.
    expect((await client.agents.get(agent.id)).current_version).toBe('2.0.0-beta.1');
    await expect(client.agents.download(agent.id)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'This agent has no version to install: every version is yanked. Ask for an exact version with ?version=',
    });
    expect((await client.agents.download(agent.id, { version: '1.0.0' })).yanked).toBe(true);
    await expect(client.agents.download(agent.id, { version: '3.0.0' })).rejects.toMatchObject({ message: 'Version not found' });
  });
});

describe('publishing errors', () => {
  it("refuses an agent.yaml in the CLI's words, every problem under its path", async () => {
    const { client } = await demoClient();
    const broken = agentYaml().replace('    provider: openai\n', '').replace('runtime: python', 'runtime: ruby');
    const error = await failure(client.agents.create({ agent_yaml: broken, category: 'productivity' }));
    expect(error).toMatchObject({
      kind: 'validation',
      status: 400,
      code: 'validation_error',
      message: "invalid runtime 'ruby'. Valid runtimes: [python nodejs go rust java]",
      fields: {
        'spec.runtime': "invalid runtime 'ruby'. Valid runtimes: [python nodejs go rust java]",
        'spec.model.provider': 'spec.model.provider is required',
      },
    });
    const noVersion = await failure(
      client.agents.create({ agent_yaml: agentYaml().replace('  version: 1.0.0\n', ''), category: 'productivity' }),
    );
    expect(noVersion).toMatchObject({ status: 400, fields: { 'metadata.version': PUBLISH_MESSAGES.versionRequired } });
  });

  it('names the line and column of a YAML syntax error', async () => {
    const { client } = await demoClient();
    const error = await failure(client.agents.create({ agent_yaml: `${agentYaml()}kind: Agent\n`, category: 'productivity' }));
    expect(error).toMatchObject({
      kind: 'validation',
      status: 400,
      message: 'Map keys must be unique at line 15, column 1',
      fields: { agent_yaml: 'Map keys must be unique at line 15, column 1' },
    });
    const unclosed = await failure(
      client.agents.create({ agent_yaml: 'apiVersion: agent.dev/v1\nkind: [Agent\n', category: 'productivity' }),
    );
    expect((unclosed as { fields: Record<string, string> }).fields.agent_yaml).toMatch(/ at line \d+, column \d+$/);
  });

  it('makes a legacy create without an agent.yaml say what it lacks', async () => {
    const { client } = await demoClient();
    expect(await failure(client.agents.create({ name: 'Mail Sorter', category: 'productivity' }))).toMatchObject({
      status: 400,
      message: 'spec.runtime is required',
      fields: { 'spec.runtime': 'spec.runtime is required', 'spec.model.provider': 'spec.model.provider is required' },
    });
    const mismatch = await failure(client.agents.create({ agent_yaml: agentYaml(), current_version: '2.0.0', category: 'productivity' }));
    expect(mismatch).toMatchObject({ status: 400, fields: { current_version: 'current_version must match metadata.version (1.0.0)' } });
  });

  it('refuses both forms at once, none on a publish, and a manifest too large once written out', async () => {
    const { client } = await demoClient();
    const manifest = parse(agentYaml()) as Record<string, unknown>;
    expect(await failure(client.agents.create({ agent_yaml: agentYaml(), manifest, category: 'productivity' }))).toMatchObject({
      status: 400,
      fields: { manifest: 'Send either agent_yaml or manifest, not both' },
    });
    const agent = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    expect(await failure(client.agents.publish(agent.id, { readme: '# New' }))).toMatchObject({
      status: 400,
      fields: { agent_yaml: 'Send the agent.yaml as agent_yaml (or its content as manifest)' },
    });
    const huge = { ...manifest, notes: 'x'.repeat(AGENT_YAML_MAX_BYTES) };
    expect(await failure(client.agents.create({ manifest: huge, category: 'productivity' }))).toMatchObject({
      status: 400,
      message: PUBLISH_MESSAGES.yamlTooLarge,
      fields: { manifest: PUBLISH_MESSAGES.yamlTooLarge },
    });
    // A document that is no mapping at all is the text's problem.
    expect(await failure(client.agents.publish(agent.id, { agent_yaml: '- just\n- a list\n' }))).toMatchObject({
      fields: { agent_yaml: PUBLISH_MESSAGES.notAMapping },
    });
  });

  it('answers 409 for a name already taken and a version already published, naming the field', async () => {
    const { client, onError } = await demoClient();
    const agent = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    const taken = await failure(client.agents.create({ agent_yaml: agentYaml('2.0.0'), category: 'productivity' }));
    expect(taken).toMatchObject({ kind: 'http', status: 409, code: 'conflict', message: 'demo/mail-sorter already exists' });
    expect((taken as { body: unknown }).body).toMatchObject({ fields: { 'metadata.name': 'demo/mail-sorter already exists' } });
    const exists = await failure(client.agents.publish(agent.id, { agent_yaml: agentYaml('1.0.0') }));
    expect(exists).toMatchObject({ status: 409, message: PUBLISH_MESSAGES.versionExists('1.0.0') });
    // Build metadata does not make another version, and the refusal says so.
    const build = PUBLISH_MESSAGES.versionExistsIgnoringBuild('1.0.0+build.2', '1.0.0');
    expect(build).toContain('build metadata');
    expect(await failure(client.agents.publish(agent.id, { agent_yaml: agentYaml('1.0.0+build.2') }))).toMatchObject({
      status: 409,
      message: build,
      body: { fields: { 'metadata.version': build } },
    });
    expect((exists as { body: unknown }).body).toMatchObject({ fields: { 'metadata.version': PUBLISH_MESSAGES.versionExists('1.0.0') } });
    expect(onError).toHaveBeenCalledWith(PUBLISH_MESSAGES.versionExists('1.0.0'), expect.anything());
  });

  it('keeps metadata.name for new versions', async () => {
    const { client } = await demoClient();
    const agent = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    const renamed = await failure(client.agents.publish(agent.id, { agent_yaml: agentYaml('1.1.0', 'mail-sorter-2') }));
    expect(renamed).toMatchObject({
      status: 400,
      message: "metadata.name must stay 'mail-sorter' for new versions of this agent",
      fields: { 'metadata.name': "metadata.name must stay 'mail-sorter' for new versions of this agent" },
    });
  });

  it("answers 403 for another user's agent, 404 for their private one and for a missing version", async () => {
    const { client } = await demoClient();
    const open = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    const hidden = await client.agents.create({
      agent_yaml: agentYaml('1.0.0', 'secret-sorter'),
      category: 'productivity',
      visibility: 'private',
    });
    await signInAsAda(client);

    const forbidden = { kind: 'http', status: 403, code: 'forbidden', message: 'You can only change your own agents' };
    await expect(client.agents.publish(open.id, { agent_yaml: agentYaml('1.1.0') })).rejects.toMatchObject(forbidden);
    await expect(client.agents.update('demo/mail-sorter', { name: 'Mine now' })).rejects.toMatchObject(forbidden);
    await expect(client.agents.yank(open.id, '1.0.0', 'Nope')).rejects.toMatchObject(forbidden);
    await expect(client.agents.unyank(open.id, '1.0.0')).rejects.toMatchObject(forbidden);
    await expect(client.agents.deprecate(open.id, 'Nope')).rejects.toMatchObject(forbidden);
    await expect(client.agents.undeprecate(open.id)).rejects.toMatchObject(forbidden);
    await expect(client.agents.remove(open.id)).rejects.toMatchObject(forbidden);
    // The samples are nobody's.
    await expect(client.agents.yank('sample-code-reviewer', '3.0.2', 'Nope')).rejects.toMatchObject(forbidden);

    await expect(client.agents.get(hidden.id)).rejects.toMatchObject({ kind: 'not_found' });
    await expect(client.agents.versions('demo/secret-sorter')).rejects.toMatchObject({ kind: 'not_found' });
    await expect(client.agents.publish(hidden.id, { agent_yaml: agentYaml('1.1.0', 'secret-sorter') })).rejects.toMatchObject({
      kind: 'not_found',
      message: 'Agent not found',
    });
    await expect(client.agents.version(open.id, '9.9.9')).rejects.toMatchObject({ kind: 'not_found', message: 'Version not found' });

    // Ada's own name space: the same metadata.name is hers to take.
    expect(await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' })).toMatchObject({
      namespace: 'ada',
      slug: 'mail-sorter',
    });
  });

  it('asks for a session without a recent password proof to confirm it before a delete', async () => {
    const { client } = await demoClient();
    const agent = await client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' });
    vi.useFakeTimers({ now: Date.now() + REAUTH_WINDOW_MS + 1000, toFake: ['Date'] });
    const stale = await failure(client.agents.remove(agent.id));
    expect(isReauthRequired(stale)).toBe(true);
    await client.auth.confirmPassword({ password: DEMO_ACCOUNT.password });
    expect((await client.agents.remove(agent.id)).id).toBe(agent.id);
  });

  it('needs a session to publish', async () => {
    const { client, onUnauthorized } = makeClient({ mock: 'always' });
    const error = await failure(client.agents.create({ agent_yaml: agentYaml(), category: 'productivity' }));
    expect(isApiError(error) && error.kind).toBe('unauthorized');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('the sample agents', () => {
  it('have versions with an agent.yaml and a README, by id or owner/name', async () => {
    const { client } = makeClient({ mock: 'always' });
    const versions = await client.agents.versions('devtools-collective/code-review-copilot');
    expect(versions.current_version).toBe('3.0.2');
    expect(versions.data.map((v) => [v.version, v.yanked])).toEqual([
      ['3.0.2', false],
      ['3.0.1', true],
      ['3.0.0', false],
    ]);
    const current = await client.agents.version('sample-code-reviewer', '3.0.2');
    expect(current.readme).toContain('# Code Review Copilot');
    expect(parse(current.agent_yaml!)).toMatchObject({ kind: 'Agent', metadata: { name: 'code-review-copilot', version: '3.0.2' } });
  });

  it('count downloads in this browser', async () => {
    const { client } = makeClient({ mock: 'always' });
    const download = await client.agents.download('insightworks/data-insights-analyst');
    expect(download).toMatchObject({ version: '2.1.0', yanked: false, agent: { download_count: 15311 } });
    expect(download.digest).toBe(sha256(download.agent_yaml));
    expect((await client.agents.get('sample-data-analyst')).download_count).toBe(15311);
    expect((await client.agents.versions('sample-data-analyst')).data[0]).toMatchObject({ version: '2.1.0', download_count: 6311 });
  });
});
