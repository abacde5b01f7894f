import { describe, expect, it } from 'vitest';
import { AGENT_VERSION_MAX_LENGTH, PUBLISH_MESSAGES, compareVersions, currentVersionOf, validateAgentManifest } from './publishing';
import { AgentDownloadQuerySchema, VersionParamsSchema } from './versions';

/** The smallest agent.yaml the rules accept, as parsed, with `version`. */
const manifest = (version: string) => ({
  apiVersion: 'agent.dev/v1',
  kind: 'Agent',
  metadata: { name: 'mail-sorter', version },
  spec: { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } },
});

describe('compareVersions', () => {
  it('orders versions as semantic versioning does', () => {
    const sorted = [
      '1.0.0',
      '1.0.0-alpha',
      '1.0.0-alpha.1',
      '1.0.0-alpha.beta',
      '1.0.0-beta',
      '1.0.0-beta.2',
      '1.0.0-beta.11',
      '1.0.0-rc.1',
      '2.0.0',
      '10.0.0',
      '1.10.0',
      '1.2.0',
    ].sort(compareVersions);
    expect(sorted).toEqual([
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
    ]);
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
