import { describe, expect, it } from 'vitest';
import {
  agentDownloads,
  agentHighlights,
  agentHref,
  agentRating,
  formatAgentRating,
  findMatchRanges,
  formatCount,
  normalizeRanges,
  rangesFor,
  splitHighlights,
} from './agent';

describe('agent helpers', () => {
  it('links by id, URL-encoded', () => {
    expect(agentHref({ id: 'a1' })).toBe('/agents/a1');
    expect(agentHref({ id: 'b 2' })).toBe('/agents/b%202');
  });

  it('reads download_count, 0 when absent', () => {
    expect(agentDownloads({ download_count: 5 })).toBe(5);
    expect(agentDownloads({ download_count: null })).toBe(0);
    expect(agentDownloads({})).toBe(0);
  });

  it('reads ratings', () => {
    expect(agentRating(4.5)).toBe(4.5);
    expect(agentRating(0)).toBeUndefined(); // not rated yet
    expect(formatAgentRating(0)).toBe('N/A');
    expect(formatAgentRating(4)).toBe('4.0');
    expect(formatAgentRating('4.44')).toBe('4.4');
    expect(agentRating(null)).toBeUndefined();
    expect(agentRating('x')).toBeUndefined();
  });

  it('formats counts compactly', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(999)).toBe('999');
    expect(formatCount(1000)).toBe('1k');
    expect(formatCount(15420)).toBe('15.4k');
    expect(formatCount(999_960)).toBe('1M');
    expect(formatCount(2_400_000)).toBe('2.4M');
  });
});

describe('highlights', () => {
  it('finds every word of the query, case-insensitively, merged', () => {
    expect(findMatchRanges('Data analysis of DATA', 'data')).toEqual([
      [0, 4],
      [17, 21],
    ]);
    expect(findMatchRanges('Email Assistant', '  email   assist ')).toEqual([
      [0, 5],
      [6, 12],
    ]);
    expect(findMatchRanges('abc', '   ')).toEqual([]);
    expect(findMatchRanges(null, 'x')).toEqual([]);
  });

  it('treats regular-expression characters in the query as text', () => {
    expect(findMatchRanges('C++ (fast)', 'c++ (fast)')).toEqual([
      [0, 3],
      [4, 10],
    ]);
  });

  it('clamps, sorts and merges ranges', () => {
    expect(
      normalizeRanges(
        [
          [8, 20],
          [-3, 2],
          [1, 4],
          [5, 5],
        ],
        10,
      ),
    ).toEqual([
      [0, 4],
      [8, 10],
    ]);
  });

  it('cuts text into slices and never produces markup', () => {
    const text = '<b>bold</b> and <i>';
    const segments = splitHighlights(text, [[3, 7]]);
    expect(segments).toEqual([
      { text: '<b>', highlighted: false },
      { text: 'bold', highlighted: true },
      { text: '</b> and <i>', highlighted: false },
    ]);
    expect(segments.map((segment) => segment.text).join('')).toBe(text);
    expect(splitHighlights('', [[0, 2]])).toEqual([]);
    expect(splitHighlights('plain', undefined)).toEqual([{ text: 'plain', highlighted: false }]);
  });

  it('builds contract-shaped highlights over name, description and tags', () => {
    const highlights = agentHighlights({ name: 'Code Review Bot', description: 'Reviews code', tags: ['code', 'review'] }, 'code');
    expect(highlights).toEqual([
      { field: 'name', ranges: [[0, 4]] },
      { field: 'description', ranges: [[8, 12]] },
      { field: 'tags', index: 0, ranges: [[0, 4]] },
    ]);
    expect(rangesFor(highlights, 'tags', 0)).toEqual([[0, 4]]);
    expect(rangesFor(highlights, 'tags', 1)).toEqual([]);
    expect(rangesFor(undefined, 'name')).toEqual([]);
  });
});
