import { describe, expect, it } from 'vitest';
import {
  AGENT_METADATA_LIMITS,
  AGENT_METADATA_MESSAGES,
  AGENT_VERSION_MAX_LENGTH,
  PUBLISH_MESSAGES,
  compareVersions,
  currentVersionOf,
  validateAgentManifest,
  versionExistsMessage,
  yamlTagProblem,
} from './publishRules';
import { AgentDownloadQuerySchema, VersionParamsSchema } from './publishing';

/** The smallest agent.yaml the rules accept, as parsed, with `version`. */
const manifest = (version: string) => ({
  apiVersion: 'agent.dev/v1',
  kind: 'Agent',
  metadata: { name: 'mail-sorter', version },
  spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } },
});

describe('compareVersions', () => {
  it('orders versions as semantic versioning does', () => {
    const semverOrder = [
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '1.0.0',
      '1.2.0',
      '1.10.0',
      '2.0.0',
      '10.0.0',
    ];
    // Plain string order gets these wrong ('1.0.0' before its pre-releases, '10.0.0' before '2.0.0').
    expect([...semverOrder].sort().sort(compareVersions)).toEqual(semverOrder);
    expect([...semverOrder].reverse().sort(compareVersions)).toEqual(semverOrder);
    expect(compareVersions('1.0.0+build.1', '1.0.0')).toBe(0);
  });

  it('tells apart numbers beyond what a JavaScript number holds exactly', () => {
    expect(Math.sign(compareVersions('99999999999999999999.0.0', '99999999999999999998.0.0'))).toBe(1);
    expect(Math.sign(compareVersions('9007199254740992.0.0', '9007199254740993.0.0'))).toBe(-1);
    expect(Math.sign(compareVersions('1.18446744073709551616.0', '1.18446744073709551615.0'))).toBe(1);
    expect(Math.sign(compareVersions('1.0.99999999999999999999', '1.0.100000000000000000000'))).toBe(-1);
    expect(Math.sign(compareVersions('1.0.0-99999999999999999999', '1.0.0-99999999999999999998'))).toBe(1);
    expect(compareVersions('99999999999999999999.0.0', '99999999999999999999.0.0+b')).toBe(0);
    expect(currentVersionOf([{ version: '9007199254740993.0.0' }, { version: '9007199254740992.0.0' }])).toBe('9007199254740993.0.0');
  });
});

describe('metadata.version', () => {
  it(`is at most ${AGENT_VERSION_MAX_LENGTH} characters, the longest the version URLs take`, () => {
    const longest = `3.0.0-${'a'.repeat(AGENT_VERSION_MAX_LENGTH - 6)}`;
    expect(validateAgentManifest(manifest(longest))).toEqual({});
    expect(VersionParamsSchema.safeParse({ id: 'x', version: longest }).success).toBe(true);
    expect(AgentDownloadQuerySchema.safeParse({ version: longest }).success).toBe(true);

    expect(validateAgentManifest(manifest(`${longest}a`))).toEqual({ 'metadata.version': PUBLISH_MESSAGES.versionTooLong });
    expect(validateAgentManifest(manifest(`3.0.0-${'a'.repeat(500)}`))['metadata.version']).toBe(
      'metadata.version must be at most 128 characters',
    );
  });
});

describe('metadata.tags', () => {
  const withTags = (tags: string[]) => ({ ...manifest('1.0.0'), metadata: { name: 'mail-sorter', version: '1.0.0', tags } });
  it(`holds at most ${AGENT_METADATA_LIMITS.tags} tags of at most ${AGENT_METADATA_LIMITS.tag} characters: more is refused, not cut`, () => {
    const most = Array.from({ length: AGENT_METADATA_LIMITS.tags }, (_, i) => `${i}`.padStart(AGENT_METADATA_LIMITS.tag, 't'));
    expect(validateAgentManifest(withTags(most))).toEqual({});
    expect(validateAgentManifest(withTags([...most, 'one-more']))).toEqual({ 'metadata.tags': AGENT_METADATA_MESSAGES.tooManyTags });
    expect(validateAgentManifest(withTags(['email', 'x'.repeat(AGENT_METADATA_LIMITS.tag + 1)]))).toEqual({
      'metadata.tags': AGENT_METADATA_MESSAGES.tagTooLong,
    });
    // Spaces around a tag are not part of it.
    expect(validateAgentManifest(withTags([` ${'x'.repeat(AGENT_METADATA_LIMITS.tag)} `]))).toEqual({});
  });
});

describe('versionExistsMessage', () => {
  it('says build metadata is ignored when it is the only difference', () => {
    expect(versionExistsMessage('1.1.0', '1.1.0')).toBe(PUBLISH_MESSAGES.versionExists('1.1.0'));
    expect(versionExistsMessage('1.1.0+build.5', '1.1.0')).toBe(
      "Version 1.1.0+build.5 is the same as 1.1.0, which is already published: build metadata (after '+') is ignored when comparing versions. Publish a new version number",
    );
  });
});

describe('validateAgentManifest: the kinds of values, as the CLI decodes them', () => {
  const withSpec = (extra: Record<string, unknown>, metadata: Record<string, unknown> = {}) => {
    const doc = manifest('1.0.0');
    return { ...doc, metadata: { ...doc.metadata, ...metadata }, spec: { ...doc.spec, ...extra } };
  };

  it.each([
    [
      'spec.environment as a mapping',
      withSpec({ environment: { A: 'b' } }),
      'spec.environment',
      'spec.environment must be a list of mappings, not a mapping',
    ],
    [
      'metadata.tags as a string',
      withSpec({}, { tags: 'email' }),
      'metadata.tags',
      'metadata.tags must be a list of strings, not a string',
    ],
    [
      'spec.healthCheck.command as a string',
      withSpec({ healthCheck: { command: 'curl' } }),
      'spec.healthCheck.command',
      'spec.healthCheck.command must be a list of strings, not a string',
    ],
    [
      'spec.dependencies as a mapping',
      withSpec({ dependencies: { a: 1 } }),
      'spec.dependencies',
      'spec.dependencies must be a list of strings, not a mapping',
    ],
    [
      'spec.capabilities as a string',
      withSpec({ capabilities: 'x' }),
      'spec.capabilities',
      'spec.capabilities must be a list of strings, not a string',
    ],
    [
      'a port as a string',
      withSpec({ ports: [{ container: '8080' }] }),
      'spec.ports.0.container',
      'spec.ports.0.container must be a whole number, not a string',
    ],
    ['spec.config as a number', withSpec({ config: 5 }), 'spec.config', 'spec.config must be a mapping, not a whole number'],
    ['a volume as a string', withSpec({ volumes: ['x'] }), 'spec.volumes.0', 'spec.volumes.0 must be a mapping, not a string'],
    ['a tag as a mapping', withSpec({}, { tags: ['ok', { a: 1 }] }), 'metadata.tags.1', 'metadata.tags.1 must be a string, not a mapping'],
    [
      'a label as a list',
      withSpec({}, { labels: { team: ['a'] } }),
      'metadata.labels.team',
      'metadata.labels.team must be a string, not a list',
    ],
    ['spec.model as a string', withSpec({ model: 'gpt-4o' }), 'spec.model', 'spec.model must be a mapping, not a string'],
    ['metadata.name as a list', withSpec({}, { name: ['a'] }), 'metadata.name', 'metadata.name must be a string, not a list'],
    [
      'healthCheck.retries as true',
      withSpec({ healthCheck: { retries: true } }),
      'spec.healthCheck.retries',
      'spec.healthCheck.retries must be a whole number, not true/false',
    ],
    [
      'resources.limits as a list',
      withSpec({ resources: { limits: ['1'] } }),
      'spec.resources.limits',
      'spec.resources.limits must be a mapping, not a list',
    ],
  ])('refuses %s, naming the field and the type', (_, doc, path, message) => {
    const errors = validateAgentManifest(doc);
    expect(errors[path]).toBe(message);
    expect(Object.values(errors)[0]).toBe(message);
  });

  it('accepts what the decoder reads: scalars as strings, nulls as empty, unknown keys, any config', () => {
    const doc = withSpec(
      {
        environment: [
          { name: 'A', value: 1 },
          { name: 'B', from: 'secret' },
        ],
        ports: [{ container: 8080, host: 18080, protocol: 'tcp' }],
        healthCheck: { command: ['curl', '-f'], interval: '30s', retries: 3 },
        resources: { limits: { cpu: 1, memory: '1Gi' } },
        config: { nested: { anything: [1, true, null] } },
        capabilities: null,
        extra: { not: 'in the CLI' },
      },
      { tags: ['a', 2, true], labels: { team: 'core', tier: 1 }, displayName: { any: 'thing' }, description: null },
    );
    expect(validateAgentManifest(doc)).toEqual({});
  });
});

describe('yamlTagProblem', () => {
  it('lets the core tags through and names any other', () => {
    expect(yamlTagProblem(undefined, { line: 1, col: 1 })).toBeUndefined();
    expect(yamlTagProblem('tag:yaml.org,2002:str', { line: 1, col: 1 })).toBeUndefined();
    expect(yamlTagProblem('!', { line: 1, col: 1 })).toBeUndefined();
    expect(yamlTagProblem('tag:yaml.org,2002:binary', { line: 4, col: 9 })).toBe(
      'The YAML tag !!binary is not allowed in agent.yaml (at line 4, column 9): write plain strings, numbers, lists and mappings',
    );
    expect(yamlTagProblem('!custom', { line: 2, col: 3 })).toContain('The YAML tag !custom is not allowed');
  });
});
