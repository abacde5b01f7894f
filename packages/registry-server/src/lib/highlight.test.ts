import { describe, expect, it } from 'vitest';
import { highlighter, matchRanges, queryTerms } from './highlight.js';

describe('matchRanges', () => {
  it('marks the words beginning with a stem, whatever their case, in ASCII text', () => {
    expect(matchRanges('Agents, AGENT and agency: 3agents', ['agent'])).toEqual([
      [0, 6],
      [8, 13],
    ]);
    expect(matchRanges('Data-pipeline v2 (data2)', ['data', 'v2'])).toEqual([
      [0, 4],
      [14, 16],
      [18, 23],
    ]);
    // A word shorter than the stem is not marked, even when the stem begins with it.
    expect(matchRanges('the summ of it', ['summar'])).toEqual([]);
  });

  it('reads text with letters beyond ASCII by code point, as the ASCII text is read', () => {
    expect(matchRanges('Café Agent für Daten', ['caf', 'agent', 'für'])).toEqual([
      [0, 4],
      [5, 10],
      [11, 14],
    ]);
    expect(matchRanges('𠮷野家 agent', ['agent'])).toEqual([[5, 10]]);
  });

  it('gives the same ranges on both paths for the same words', () => {
    const stems = queryTerms('summarizing reports quickly');
    const ascii = matchRanges('Summarizes weekly REPORTS quickly.', stems);
    const wide = matchRanges('Summarizes weekly REPORTS quickly. é', stems);
    expect(ascii).toEqual(wide);
    expect(ascii.length).toBe(3);
  });
});

describe('highlighter', () => {
  it("answers an agent's name, description and tag highlights for a query", () => {
    const highlights = highlighter('data agent');
    expect(highlights({ name: 'Data Agent', description: 'Reads data.', tags: ['etl', 'Agents'] })).toEqual([
      {
        field: 'name',
        ranges: [
          [0, 4],
          [5, 10],
        ],
      },
      { field: 'description', ranges: [[6, 10]] },
      { field: 'tags', index: 1, ranges: [[0, 6]] },
    ]);
    expect(highlighter('the')({ name: 'The Agent', description: null, tags: null })).toEqual([]);
  });
});
