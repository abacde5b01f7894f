import { describe, expect, it } from 'vitest';
import { AGENT_CATEGORIES } from '../contract/constants';
import { AgentSchema } from '../contract/entities';
import { findSampleAgent, listSampleAgents, matchRanges, SAMPLE_AGENTS, sampleAgentFacets, suggestSampleAgents } from './sample-agents';

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
    expect(highlights.find((h) => h.field === 'name')).toEqual({ field: 'name', ranges: [[0, 4], [5, 11]] });
    expect(highlights.find((h) => h.field === 'tags')).toEqual({ field: 'tags', index: 0, ranges: [[0, 4], [5, 11]] });
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

  it('counts a query per category', () => {
    const facets = sampleAgentFacets({});
    expect(facets.total).toBe(6);
    expect(Object.values(facets.categories).reduce((a, b) => a + b, 0)).toBe(6);
  });
});
