// Sample versions for the stories (not exported by the package). Newest first, as the API sends.
import type { AgentImage, AgentVersion } from '@agent-registry/api-client/rules';
import { sampleImage } from '../../fixtures/catalogue';

const digest = (seed: string) => seed.repeat(64).slice(0, 64);

/** An image index for two platforms, with no build date in its config. */
export const multiPlatformImage: AgentImage = {
  digest: 'sha256:9c2e7b4a1f6d8c3e5a0b7f2d9e4c1a6b8d3f5e7a2c9b4d6f1e8a3c5b7d9f2e4a',
  media_type: 'application/vnd.oci.image.index.v1+json',
  size: 131_072_000,
  platforms: ['linux/amd64', 'linux/arm64'],
  created_at: null,
  pushed_at: '2025-05-02T09:41:00Z',
};

export const sampleVersions: AgentVersion[] = [
  {
    version: '2.4.0-beta.1',
    digest: digest('a1'),
    changelog: 'Calendar invites (beta): drafts replies that accept or decline.',
    published_at: '2025-05-02T09:30:00Z',
    published_by: 'ada',
    download_count: 87,
    prerelease: true,
    yanked: false,
    yank_reason: null,
    yanked_at: null,
    image: null,
  },
  {
    version: '2.3.1',
    digest: digest('b2'),
    changelog: 'Fixes replies to threads with more than 50 messages.',
    published_at: '2025-04-18T14:05:00Z',
    published_by: 'ada',
    download_count: 9210,
    prerelease: false,
    yanked: false,
    yank_reason: null,
    yanked_at: null,
    image: sampleImage,
  },
  {
    version: '2.3.0',
    digest: digest('c3'),
    changelog: 'Summaries of long threads.\nReplies in your own tone.',
    published_at: '2025-04-02T08:00:00Z',
    published_by: 'grace',
    download_count: 4102,
    prerelease: false,
    yanked: true,
    yank_reason: 'Sent drafts without asking when the mailbox had a filter rule. Use 2.3.1.',
    yanked_at: '2025-04-03T10:00:00Z',
    image: { ...multiPlatformImage, pushed_at: '2025-04-02T08:10:00Z' },
  },
  {
    version: '1.0.0',
    digest: digest('d4'),
    changelog: '',
    published_at: '2024-11-20T12:00:00Z',
    published_by: null,
    download_count: 1,
    prerelease: false,
    yanked: false,
    yank_reason: null,
    yanked_at: null,
  },
];

/** Only pre-releases: the newest is current (nothing stable yet). */
export const prereleaseVersions: AgentVersion[] = [
  { ...sampleVersions[0]!, version: '0.2.0-rc.1', changelog: 'Release candidate.' },
  { ...sampleVersions[0]!, version: '0.1.0-alpha.3', changelog: 'First preview.', download_count: 12 },
];

export const sampleAgentYaml = `apiVersion: agent.dev/v1
kind: Agent
metadata:
  name: email-assistant
  version: 2.3.1
  description: Drafts, summarises and triages your inbox.
spec:
  runtime: python
  model:
    provider: openai
    name: gpt-4o
  ports:
    - container: 8080
  environment:
    - name: OPENAI_API_KEY
      from: secret
`;
