// The index's cached words under change: a search after an agent is published, edited or deleted
// answers as an index built from scratch on the same agents would (same agents, same order, same
// count), whichever words were cached before the change.
import { describe, expect, it } from 'vitest';
import type { IndexRow } from '../repositories/agentChanges.js';
import { agentJson } from '../services/agents.js';
import { AgentIndex, type Acceptor } from './index.js';
import { indexRow } from './indexRows.js';

const listed: Acceptor = Object.assign((d: { listed: boolean }) => d.listed, { acceptsListed: true });

function row(i: number, name: string, description: string, tags: string[], downloads = 10 * i): IndexRow {
  return indexRow(i, { name, description, tags, download_count: downloads });
}

const QUERIES = ['invoice', 'invo', 'invoice report', 'reprot', 'report', 'zebra', 'zeb', 'planner zeb'];

/** What each query answers: the agents' names best first, and how many matched. */
function answers(index: AgentIndex): Array<{ names: string[]; total: number }> {
  return QUERIES.map((q) => {
    const { docs, total } = index.top(index.understand(q), listed, 20);
    return { names: docs.map((d) => d.agent.name), total };
  });
}

function built(rows: IndexRow[]): AgentIndex {
  const index = new AgentIndex();
  for (const r of rows) index.upsert(r, agentJson(r));
  return index;
}

describe('the search index after agents change', () => {
  const start = [
    row(1, 'Invoice Reader', 'Reads every invoice and writes a report.', ['finance']),
    row(2, 'Report Writer', 'Writes a weekly report from notes.', ['writing']),
    row(3, 'Invoice Chaser', 'Chases an unpaid invoice by email.', ['finance', 'email']),
    row(4, 'Trip Planner', 'Plans a trip for the whole team.', ['travel']),
  ];

  it('answers as a fresh index once an agent is published, edited and deleted', () => {
    const index = built(start);
    // Every query's words are cached before each change.
    expect(answers(index)).toEqual(answers(built(start)));

    const zebra = row(5, 'Zebra Planner', 'Plans the invoice of a zebra report.', ['zebra']);
    index.upsert(zebra, agentJson(zebra));
    const afterPublish = [...start, zebra];
    expect(answers(index)).toEqual(answers(built(afterPublish)));
    expect(answers(index)[QUERIES.indexOf('zeb')]!.names).toEqual(['Zebra Planner']);

    const edited = row(2, 'Report Writer', 'Writes a weekly report from every zebrafish invoice.', ['writing']);
    index.upsert(edited, agentJson(edited));
    const afterEdit = [start[0]!, edited, start[2]!, start[3]!, zebra];
    expect(answers(index)).toEqual(answers(built(afterEdit)));
    expect(answers(index)[QUERIES.indexOf('zeb')]!.total).toBe(2);

    index.remove(start[0]!.id as string);
    const afterDelete = afterEdit.slice(1);
    expect(answers(index)).toEqual(answers(built(afterDelete)));
    expect(answers(index)[QUERIES.indexOf('invoice')]!.names).not.toContain('Invoice Reader');
  });

  it('forgets a word with the last agent holding it, and learns it again', () => {
    const index = built(start);
    const trip = start[3]!;
    expect(index.understand('plannr').didYouMean).toBe('planner');
    index.remove(trip.id as string);
    expect(index.understand('plannr').didYouMean).toBeNull();
    expect(index.top(index.understand('planner'), listed, 20).total).toBe(0);
    // A private agent's words stay out of the vocabulary: no one else's typo reads as them.
    const hidden = { ...trip, listed: false } as IndexRow;
    index.upsert(hidden, agentJson(hidden));
    expect(index.understand('plannr').didYouMean).toBeNull();
    index.upsert(trip, agentJson(trip));
    expect(index.understand('plannr').didYouMean).toBe('planner');
    expect(index.top(index.understand('planner'), listed, 20).docs.map((d) => d.agent.name)).toEqual(['Trip Planner']);
    expect(answers(index)).toEqual(answers(built(start)));
  });

  it('reads two misspellings of one word as the same corrected word', () => {
    const index = built(start);
    const first = index.top(index.understand('reprot'), listed, 20);
    const second = index.top(index.understand('repotr'), listed, 20);
    expect(index.understand('repotr').didYouMean).toBe('report');
    expect(second.docs.map((d) => d.agent.id)).toEqual(first.docs.map((d) => d.agent.id));
    expect(second.total).toBe(2);
  });
});

describe('a broad word intersected with a narrow one', () => {
  // 'report' is in every description, 'zebra' in every tenth: the broad word is looked up by slot.
  const many = Array.from({ length: 120 }, (_, i) =>
    row(i + 1, `Agent ${i + 1}`, `Writes a report${i % 10 === 0 ? ' about a zebra' : ''}.`, i % 10 === 0 ? ['zebra'] : ['misc']),
  );
  const zebraReport = (index: AgentIndex) => index.top(index.understand('zebra report'), listed, 5);

  it('finds the agents holding both words, and only those', () => {
    const index = built(many);
    index.top(index.understand('report'), listed, 5);
    const { docs, total } = zebraReport(index);
    expect(total).toBe(12);
    expect(docs.every((d) => (d.agent.description ?? '').includes('zebra'))).toBe(true);
    expect(index.top(index.understand('zebra'), listed, 20).total).toBe(12);
  });

  it('answers as a fresh index after the broad word changes', () => {
    const index = built(many);
    const first = zebraReport(index);
    expect(first.total).toBe(12);
    const changed = row(11, 'Agent 11', 'Draws a zebra.', ['zebra']);
    index.upsert(changed, agentJson(changed));
    const after = many.map((r) => (r.id === changed.id ? changed : r));
    const fresh = zebraReport(built(after));
    const again = zebraReport(index);
    expect(again.total).toBe(11);
    expect(again.docs.map((d) => d.agent.id)).toEqual(fresh.docs.map((d) => d.agent.id));
    expect(again.docs.map((d) => d.agent.name)).not.toContain('Agent 11');
  });
});

describe('words of every breadth intersected', () => {
  // 2,000 agents: 'report' in all, 'ledger' in every 10th (both broad: kept as bitsets), 'zebra' in
  // every 50th, 'owl' in every 70th and 'otter' in every 100th (narrow: kept as sorted slots),
  // 'quokka' in every 30th (just broad).
  const holds = (i: number) =>
    [
      ['report', 1],
      ['ledger', 10],
      ['zebra', 50],
      ['owl', 70],
      ['otter', 100],
      ['quokka', 30],
    ]
      .filter(([, every]) => i % (every as number) === 0)
      .map(([w]) => w as string);
  const rows = Array.from({ length: 2000 }, (_, i) =>
    row(i + 1, `Agent ${i + 1}`, `Writes ${holds(i).join(' ')}.`, ['misc'], (i * 37) % 101),
  );
  const expected = (words: string[]) => rows.filter((_, i) => words.every((w) => holds(i).includes(w))).length;
  const queries = [
    'ledger report',
    'zebra ledger',
    'otter zebra',
    'owl otter',
    'otter report',
    'quokka zebra',
    'otter zebra ledger report',
    'quokka otter ledger',
  ];

  it('finds exactly the agents holding every word, best first, for broad, narrow and mixed words', () => {
    const index = built(rows);
    for (const q of queries) {
      const { docs, total } = index.top(index.understand(q), listed, 10);
      expect({ q, total }).toEqual({ q, total: expected(q.split(' ')) });
      for (const d of docs) expect(q.split(' ').every((w) => (d.agent.description ?? '').includes(w))).toBe(true);
      // Asked again (every word cached), the same answer.
      expect(index.top(index.understand(q), listed, 10).docs.map((d) => d.agent.id)).toEqual(docs.map((d) => d.agent.id));
    }
    // 'otter zebra' holds every 100th agent (100 and 50 both divide it): 20 of them.
    expect(index.top(index.understand('otter zebra'), listed, 50).total).toBe(20);
  });

  it('answers as a fresh index after agents holding the words change or go', () => {
    const index = built(rows);
    for (const q of queries) index.top(index.understand(q), listed, 10);
    const changed = rows.map((r, i) => (i % 150 === 0 ? row(i + 1, `Agent ${i + 1}`, 'Writes otter zebra.', ['misc'], 5) : r));
    for (let i = 0; i < rows.length; i += 150) index.upsert(changed[i]!, agentJson(changed[i]!));
    index.remove(rows[200]!.id as string);
    const fresh = built(changed.filter((_, i) => i !== 200));
    for (const q of queries) {
      const mine = index.top(index.understand(q), listed, 10);
      const theirs = fresh.top(fresh.understand(q), listed, 10);
      expect({ q, total: mine.total, ids: mine.docs.map((d) => d.agent.id) }).toEqual({
        q,
        total: theirs.total,
        ids: theirs.docs.map((d) => d.agent.id),
      });
    }
  });
});
