import { createHash } from 'node:crypto';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { AGENT_CATEGORIES } from '../contract/constants';
import { AgentSchema, type Agent } from '../contract/entities';
import { agentRef, currentVersionOf, toAgentSlug, validateAgentManifest } from '../contract/publishRules';
import { AgentVersionSchema } from '../contract/schemas';
import {
  findSampleAgent,
  listSampleAgents,
  matchRanges,
  SAMPLE_AGENTS,
  sampleAgentFacets,
  SAMPLE_DATASET,
  suggestSampleAgents,
} from './sample-agents';
import { builtInAgents } from './dataset';
import { sha256Hex } from './sha256';

const sampleCatalogue = builtInAgents(SAMPLE_DATASET);
/** The published versions of a sample agent, oldest first, as the simulated backend serves them. */
const sampleVersionsOf = (agent: Agent) => sampleCatalogue.versionsOf(agent);

describe('sample agents', () => {
  it('are 6 valid agents covering the four categories', () => {
    expect(SAMPLE_AGENTS).toHaveLength(6);
    for (const agent of SAMPLE_AGENTS) expect(AgentSchema.safeParse(agent).success).toBe(true);
    expect(new Set(SAMPLE_AGENTS.map((a) => a.category))).toEqual(new Set(AGENT_CATEGORIES));
    expect(new Set(SAMPLE_AGENTS.map((a) => a.id)).size).toBe(6);
  });

  it('are searched on every term, with highlight ranges', () => {
    const list = listSampleAgents({ query: 'code review' });
    expect(list.data.map((a) => a.name)).toEqual(['Code Review Copilot']);
    const highlights = list.data[0]!.highlights!;
    expect(highlights.find((h) => h.field === 'name')).toEqual({
      field: 'name',
      ranges: [
        [0, 4],
        [5, 11],
      ],
    });
    expect(highlights.find((h) => h.field === 'tags')).toEqual({
      field: 'tags',
      index: 0,
      ranges: [
        [0, 4],
        [5, 11],
      ],
    });
  });

  it('filter by category, featured and visibility', () => {
    expect(listSampleAgents({ category: 'productivity' }).data).toHaveLength(2);
    expect(listSampleAgents({ category: 'communication' }).data).toHaveLength(0);
    expect(listSampleAgents({ featured: true }).data.every((a) => a.featured)).toBe(true);
    expect(listSampleAgents({ visibility: 'private' }).data).toHaveLength(0);
  });

  it('sort by popularity, downloads and date', () => {
    const downloads = listSampleAgents({ sort: 'downloads' }).data.map((a) => a.download_count ?? 0);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
    expect(listSampleAgents({ sort: 'popular' }).data[0]!.name).toBe('Code Review Copilot');
    expect(listSampleAgents({ sort: 'newest' }).data[0]!.name).toBe('Story Weaver');
  });

  it('page with next_token', () => {
    const first = listSampleAgents({ page: 1, page_size: 4 });
    expect(first).toMatchObject({ count: 4, pagination: { page: 1, page_size: 4, total: 6, total_pages: 2 } });
    expect(first.next_token).not.toBeNull();
    const second = listSampleAgents({ page_size: 4, next_token: first.next_token! });
    expect(second.data.map((a) => a.id)).toEqual(SAMPLE_AGENTS.slice(4).map((a) => a.id));
    expect(second.next_token).toBeNull();
  });

  it('answer an empty last page to a cursor of the real server', () => {
    expect(listSampleAgents({ page_size: 4, next_token: 'server-cursor' })).toMatchObject({ data: [], next_token: null });
  });

  it('are found by id', () => {
    expect(findSampleAgent('sample-data-analyst')?.name).toBe('Data Insights Analyst');
    expect(findSampleAgent('missing')).toBeUndefined();
  });

  it('merge overlapping match ranges', () => {
    expect(matchRanges('Data data', ['data', 'ata d'])).toEqual([[0, 9]]);
    expect(matchRanges('abc', [])).toEqual([]);
  });
});

describe('sample search', () => {
  it('reads a misspelled word as the closest word the samples hold, and says so', () => {
    const list = listSampleAgents({ query: 'emial' });
    expect(list.did_you_mean).toBe('email');
    expect(list.data.map((a) => a.name)).toContain('Inbox Triage Assistant');
    expect(listSampleAgents({ query: 'email' }).did_you_mean).toBeNull();
    expect(listSampleAgents({}).did_you_mean).toBeUndefined();
  });

  it('filters by tag and by last change', () => {
    expect(listSampleAgents({ tag: 'email' }).data.map((a) => a.name)).toEqual(['Inbox Triage Assistant']);
    const since = listSampleAgents({ updated_since: '2025-09-01T00:00:00Z' }).data.map((a) => a.updated_at);
    expect(since).toEqual([...since].sort());
    expect(since.every((at) => at! >= '2025-09-01')).toBe(true);
  });

  it('suggests names by the start of a word, and tags', () => {
    const answer = suggestSampleAgents({ q: 'sto', limit: 8 });
    expect(answer.suggestions).toContainEqual(expect.objectContaining({ kind: 'agent', label: 'Story Weaver', match: [0, 3] }));
    expect(suggestSampleAgents({ q: 'zzzz', limit: 8 })).toEqual({ query: 'zzzz', suggestions: [], did_you_mean: null });
  });

  it('reads C++ as a word, puts the agent a query names by its slug first, and searches owners', () => {
    const cpp = { ...SAMPLE_AGENTS[0]!, id: 'cpp', name: 'C++ Lint Helper', slug: 'cpp-lint-helper', tags: ['c++'] };
    const catalogue = [...SAMPLE_AGENTS, cpp];
    // Not the letter c, which most samples' words hold.
    expect(listSampleAgents({ query: 'C++' }, catalogue).data.map((a) => a.name)).toEqual(['C++ Lint Helper']);
    expect(listSampleAgents({ query: '+++' }, catalogue).data).toEqual([]);
    const last = SAMPLE_AGENTS[SAMPLE_AGENTS.length - 1]!;
    for (const q of [last.slug!, `${last.namespace}/${last.slug}`]) {
      expect(listSampleAgents({ query: q }).data[0]?.id).toBe(last.id);
    }
    const owned = listSampleAgents({ query: last.namespace! }).data;
    expect(owned.map((a) => a.id)).toContain(last.id);
  });

  it('counts a query per category', () => {
    const facets = sampleAgentFacets({});
    expect(facets.total).toBe(6);
    expect(Object.values(facets.categories).reduce((a, b) => a + b, 0)).toBe(6);
  });
});

describe('sample versions', () => {
  it('are named owner/name, belong to nobody and are not deprecated', () => {
    expect(SAMPLE_AGENTS.map((agent) => agentRef(agent))).toEqual([
      'productivity-labs/inbox-triage-assistant',
      'clearminutes/meeting-notes-summarizer',
      'devtools-collective/code-review-copilot',
      'testcraft/unit-test-writer',
      'insightworks/data-insights-analyst',
      'inkwell-ai/story-weaver',
    ]);
    for (const agent of SAMPLE_AGENTS) {
      // As the server names its samples: the display name as a slug.
      expect(agent).toMatchObject({ owner_id: null, deprecation_message: null, namespace: agent.author, slug: toAgentSlug(agent.name) });
    }
  });

  it.each(SAMPLE_AGENTS.map((agent) => [agent.id, agent] as const))(
    '%s: 1 to 3 valid versions, the current one as listed',
    (_id, agent) => {
      const versions = sampleVersionsOf(agent);
      expect(versions.length).toBeGreaterThanOrEqual(1);
      expect(versions.length).toBeLessThanOrEqual(3);
      expect(currentVersionOf(versions)).toBe(agent.current_version);
      expect(versions.reduce((sum, v) => sum + v.download_count, 0)).toBe(agent.download_count);
      for (const version of versions) {
        expect(AgentVersionSchema.safeParse({ ...version, prerelease: false }).success).toBe(true);
        const doc = parse(version.agent_yaml) as { metadata: { name: string; version: string } };
        expect(validateAgentManifest(doc)).toEqual({});
        expect(doc.metadata).toMatchObject({ name: agent.slug, version: version.version });
        expect(version.digest).toBe(createHash('sha256').update(version.agent_yaml).digest('hex'));
        expect(version.readme).toContain(`# ${agent.name}`);
        expect(version.readme).toContain(`agent pull ${agentRef(agent)}`);
      }
    },
  );

  it('show a yanked version and a pre-release', () => {
    const reviewer = sampleVersionsOf(findSampleAgent('sample-code-reviewer')!);
    expect(reviewer.find((v) => v.version === '3.0.1')).toMatchObject({ yanked: true, yank_reason: expect.any(String) });
    const weaver = sampleVersionsOf(findSampleAgent('sample-story-weaver')!);
    expect(weaver.map((v) => v.version)).toContain('1.3.0-beta.1');
  });
});

describe('sha256Hex', () => {
  it.each(['', 'abc', 'x'.repeat(55), 'x'.repeat(56), 'x'.repeat(64), 'é😀 agent.yaml\n'.repeat(300)])(
    'agrees with node:crypto (%#)',
    (text) => {
      expect(sha256Hex(text)).toBe(createHash('sha256').update(text).digest('hex'));
    },
  );
});
