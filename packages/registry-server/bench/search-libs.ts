// node --expose-gc --import tsx bench/search-libs.ts   (pnpm --filter @agent-registry/server bench:search-libs)
//
// The three maintained search libraries measured on this registry's workload, in memory, no HTTP:
// BENCH_AGENTS (100000) synthetic agents like the API bench's (two-word names, 18-word
// descriptions, three tags), then the API bench's cold search mix (5,000 distinct queries: exact,
// typo'd, prefixes), answering the top 20 and the total. It prints build time, heap held by the
// index, and queries per second on one core. MiniSearch runs as the server uses it (AgentIndex:
// MiniSearch's radix tree and BM25+, postings of its own; corrections, prefixes, weights, filters); FlexSearch and Orama with their own typo options.
import { create, insertMultiple, search as oramaSearch } from '@orama/orama';
import FlexSearch from 'flexsearch';
import { AgentIndex } from '../src/search/index.js';
import { BENCH_AGENTS as AGENTS, searchQueries, syntheticIndexRows } from './data.js';
import { cpuMs, heapAfterGc, mb, requireExposedGc } from './measure.js';

const QUERIES = searchQueries(5_000);
requireExposedGc();

const rows = syntheticIndexRows(AGENTS);
const docs = rows.map((r) => ({ id: r.id, name: r.name, description: r.description ?? '', tags: (r.tags ?? []).join(' ') }));

/** CPU seconds of this process (the machine may be shared: wall time would measure the neighbours). */
const cpu = () => cpuMs() / 1e3;
const heap = heapAfterGc;

/** Builds an index (timed, and its heap measured), then answers the cold mix with the query it returns. */
async function measure(name: string, build: () => Promise<(q: string) => unknown> | ((q: string) => unknown)) {
  const before = heap();
  let t = cpu();
  const query = await build();
  const buildS = cpu() - t;
  const after = heap();
  t = cpu();
  for (const q of QUERIES) await query(q);
  const qps = QUERIES.length / (cpu() - t);
  console.log(`| ${name} | ${buildS.toFixed(1)} s | ${mb(after - before)} | ${Math.round(qps).toLocaleString('en')} |`);
}

async function main() {
  console.log(
    `${AGENTS.toLocaleString('en')} agents, ${QUERIES.length.toLocaleString('en')} distinct queries (cold mix), CPU time, Node ${process.version}`,
  );
  console.log('| library | build (CPU) | heap held | queries per CPU second (top 20 + total) |');
  console.log('|---|--:|--:|--:|');

  await measure('MiniSearch 7.2 (AgentIndex: its radix tree and BM25+, own postings; corrections, prefixes, field weights, filter)', () => {
    const index = new AgentIndex();
    for (const r of rows) index.upsert(r, { ...r, created_at: '', updated_at: '', tags: r.tags ?? [] } as never);
    return (q) => {
      const m = index.match(index.understand(q), (d) => d.listed);
      return [m.length, m.slice(0, 20)];
    };
  });

  await measure('FlexSearch 0.8 (Document, tokenize forward, no typo tolerance of its own)', () => {
    const flex = new FlexSearch.Document({ document: { id: 'id', index: ['name', 'description', 'tags'] }, tokenize: 'forward' });
    for (const d of docs) flex.add(d);
    return (q) => flex.search(q, { limit: 20 });
  });

  await measure('Orama 3.1 (tolerance 1, boosts)', async () => {
    const orama = create({ schema: { id: 'string', name: 'string', description: 'string', tags: 'string' } as const });
    await insertMultiple(orama, docs, 5_000);
    return (q) => oramaSearch(orama, { term: q, tolerance: 1, limit: 20, boost: { name: 4, tags: 2 } });
  });
}

void main();
