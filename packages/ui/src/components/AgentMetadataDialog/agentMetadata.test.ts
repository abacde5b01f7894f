import { describe, expect, it } from 'vitest';
// The zod schema is imported by this test only: it is the reference the form's rules must match.
import { AgentUpdateSchema } from '@agent-registry/api-client/contract';
import { AGENT_METADATA_LIMITS, AGENT_METADATA_MESSAGES, type Agent } from '@agent-registry/api-client/rules';
import {
  agentToMetadataValues,
  changedAgentMetadata,
  parseAgentTags,
  validateAgentMetadata,
  type AgentMetadataValues,
} from './agentMetadata';

const agent: Agent = {
  id: 'agt_1',
  name: 'Mail Sorter',
  description: 'Sorts mail.',
  category: 'productivity',
  tags: ['email', 'triage'],
  visibility: 'public',
  repository_url: 'https://github.com/ada/mail-sorter',
  documentation_url: null,
};

const values = (patch: Partial<AgentMetadataValues> = {}): AgentMetadataValues => ({ ...agentToMetadataValues(agent), ...patch });

/** The schema's message for each field it rejects, as the server would answer. */
function schemaErrors(body: Record<string, unknown>): Record<string, string> {
  const result = AgentUpdateSchema.safeParse(body);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

/** Every field of the form as a request body, so the schema judges the same values. */
const bodyOf = (form: AgentMetadataValues) => ({ ...form, tags: parseAgentTags(form.tags) });

describe('agentToMetadataValues', () => {
  it('fills the form from the agent, tags comma-separated', () => {
    expect(agentToMetadataValues(agent)).toEqual({
      name: 'Mail Sorter',
      description: 'Sorts mail.',
      category: 'productivity',
      tags: 'email, triage',
      visibility: 'public',
      repository_url: 'https://github.com/ada/mail-sorter',
      documentation_url: '',
    });
  });

  it('reads a missing or unknown visibility as public', () => {
    expect(agentToMetadataValues({ ...agent, visibility: null }).visibility).toBe('public');
    expect(agentToMetadataValues({ ...agent, visibility: 'unlisted' }).visibility).toBe('public');
    expect(agentToMetadataValues({ ...agent, visibility: 'private' }).visibility).toBe('private');
  });
});

describe('parseAgentTags', () => {
  it('trims, drops blanks and repeats', () => {
    expect(parseAgentTags(' a, b,,c ,a, ')).toEqual(['a', 'b', 'c']);
    expect(parseAgentTags('')).toEqual([]);
  });
});

describe('validateAgentMetadata', () => {
  it('accepts the agent as it is', () => {
    expect(validateAgentMetadata(values())).toEqual({});
  });

  // Each case is checked against the contract's schema too, so the limits cannot drift.
  const cases: [string, Partial<AgentMetadataValues>, Record<string, string>][] = [
    ['an empty name', { name: '   ' }, { name: AGENT_METADATA_MESSAGES.nameRequired }],
    ['a long name', { name: 'x'.repeat(AGENT_METADATA_LIMITS.name + 1) }, { name: AGENT_METADATA_MESSAGES.nameTooLong }],
    [
      'a long description',
      { description: 'x'.repeat(AGENT_METADATA_LIMITS.description + 1) },
      { description: AGENT_METADATA_MESSAGES.descriptionTooLong },
    ],
    [
      'too many tags',
      { tags: Array.from({ length: AGENT_METADATA_LIMITS.tags + 1 }, (_, i) => `t${i}`).join(',') },
      { tags: AGENT_METADATA_MESSAGES.tooManyTags },
    ],
    ['a long tag', { tags: `ok, ${'x'.repeat(AGENT_METADATA_LIMITS.tag + 1)}` }, { tags: AGENT_METADATA_MESSAGES.tagTooLong }],
    ['a URL without a scheme', { repository_url: 'github.com/ada' }, { repository_url: AGENT_METADATA_MESSAGES.invalidUrl }],
    ['a javascript: URL', { documentation_url: 'javascript:alert(1)' }, { documentation_url: AGENT_METADATA_MESSAGES.invalidUrl }],
    [
      'a URL that is too long',
      { documentation_url: `https://example.com/${'x'.repeat(AGENT_METADATA_LIMITS.url)}` },
      { documentation_url: AGENT_METADATA_MESSAGES.invalidUrl },
    ],
  ];

  it.each(cases)('rejects %s with the schema’s message', (_, patch, expected) => {
    const form = values(patch);
    expect(validateAgentMetadata(form)).toEqual(expected);
    expect(schemaErrors(bodyOf(form))).toEqual(expected);
  });

  it('accepts the limits themselves, as the schema does', () => {
    const form = values({
      name: 'x'.repeat(AGENT_METADATA_LIMITS.name),
      description: 'x'.repeat(AGENT_METADATA_LIMITS.description),
      tags: Array.from({ length: AGENT_METADATA_LIMITS.tags }, () => 'x'.repeat(AGENT_METADATA_LIMITS.tag))
        .map((t, i) => t.slice(0, -2) + String(i).padStart(2, '0'))
        .join(','),
      repository_url: '',
      documentation_url: 'http://example.com',
    });
    expect(validateAgentMetadata(form)).toEqual({});
    expect(schemaErrors(bodyOf(form))).toEqual({});
  });
});

describe('changedAgentMetadata', () => {
  it('is empty when nothing changed, whitespace aside', () => {
    expect(changedAgentMetadata(agent, values())).toEqual({});
    expect(changedAgentMetadata(agent, values({ name: ' Mail Sorter ', tags: 'email,triage' }))).toEqual({});
  });

  it('sends only what changed, trimmed', () => {
    expect(changedAgentMetadata(agent, values({ name: ' Inbox Sorter ', visibility: 'private' }))).toEqual({
      name: 'Inbox Sorter',
      visibility: 'private',
    });
    expect(changedAgentMetadata(agent, values({ tags: 'email, triage, gmail', category: 'communication' }))).toEqual({
      tags: ['email', 'triage', 'gmail'],
      category: 'communication',
    });
  });

  it("sends '' to clear a URL and an empty list to clear the tags", () => {
    expect(changedAgentMetadata(agent, values({ repository_url: '  ', tags: '' }))).toEqual({ repository_url: '', tags: [] });
  });

  it('never sends a category the contract does not know', () => {
    const legacy = { ...agent, category: 'legacy' };
    expect(changedAgentMetadata(legacy, agentToMetadataValues(legacy))).toEqual({});
    expect(changedAgentMetadata({ ...agent, category: null }, values({ category: '' }))).toEqual({});
  });
});
