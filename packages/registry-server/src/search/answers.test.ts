// A search page from the index, written as JSON from each agent's kept JSON: the same text the
// page's objects serialize to (so a client cannot tell the two apart).
import type { AgentListQuery } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { encodeCursor } from '../lib/cursor.js';
import type { IndexRow } from '../repositories/agentChanges.js';
import { agentJson, indexListText } from '../services/agents.js';
import { listFromIndex } from './answers.js';
import { AgentIndex } from './index.js';
import { indexRow } from './indexRows.js';

function row(i: number, name: string, description: string): IndexRow {
  const at = new Date(Date.UTC(2026, 0, i)).toISOString();
  return indexRow(i, {
    name,
    description,
    author_name: 'Test "Quoted" Author',
    featured: i % 2 === 0,
    tags: ['finance', 'naïve'],
    documentation_url: 'https://example.test/docs',
    rating: 4.5,
    star_count: i,
    created_at: at,
    updated_at: at,
    slug: `invoice-${i}`,
    deprecation_message: i === 3 ? 'Use invoice-4' : null,
  });
}

describe('a search page from the index as JSON', () => {
  const index = new AgentIndex();
  for (let i = 1; i <= 7; i++) {
    const r = row(i, `Invoice Reader ${i}`, `Reads every invoice 🧾 and writes a "report" line ${i}.`);
    index.upsert(r, agentJson(r));
  }

  it.each([
    ['a first page with a next page', 'invoice', 1],
    ['a later page', 'invoice', 2],
    ['a corrected word', 'invoce', 1],
    ['a page past the matches', 'zebra', 1],
  ])('writes %s as JSON.stringify writes its objects', (_, text, page) => {
    const q = { query: text, page, page_size: 3 } as AgentListQuery;
    const found = listFromIndex(index, { q, viewer: null, ownerOnly: false, text, mode: 'relevance', filters: 'f', maxOffset: 1000 })!;
    const written = indexListText(index, found, 3);
    const data = found.docs.map((d, i) => ({ ...d.agent, highlights: found.highlights[i] }));
    expect(written).toBe(
      JSON.stringify({
        data,
        count: data.length,
        pagination: { page: found.page, page_size: 3, total: found.total, total_pages: Math.ceil(found.total / 3) },
        next_token: found.next ? encodeCursor(found.next) : null,
        did_you_mean: found.didYouMean,
      }),
    );
    if (text === 'invoice' && page === 1) expect(found.next).not.toBeNull();
    if (text === 'zebra') expect(data).toEqual([]);
    // Asked again, each agent's JSON comes from the index's copy: still the same text.
    expect(indexListText(index, found, 3)).toBe(written);
  });
});
