// node --expose-gc --import tsx bench/index-profile.ts   (pnpm --filter @agent-registry/server bench:index)
// The search index alone, in memory: builds BENCH_AGENTS (100000) synthetic agents like the API
// bench's (built as the server does, through AgentIndex), and prints the build's wall and CPU
// time, the heap it holds, then answers the API bench's cold search mix (5,000 distinct queries)
// and suggestions' name lookups, per query. Run with --cpu-prof to see where the time goes.
import { AgentIndex, type Acceptor, type IndexedAgent } from '../src/search/index.js';
import { agentJson } from '../src/services/agents.js';
import { BENCH_AGENTS as AGENTS, searchQueries, suggestQueries, syntheticIndexRows } from './data.js';
import { cpuMs as cpu, heapAfterGc as heap, mb, requireExposedGc } from './measure.js';

requireExposedGc();

const rows = syntheticIndexRows(AGENTS);
const before = heap();
let wall = performance.now();
let c = cpu();
const index = new AgentIndex();
for (const row of rows) index.upsert(row, agentJson(row));

console.log(
  `build: ${AGENTS.toLocaleString('en')} agents in ${Math.round(performance.now() - wall)} ms wall, ${Math.round(cpu() - c)} ms CPU; heap held ${mb(heap() - before)}`,
);
const queries = searchQueries(5_000);
wall = performance.now();
c = cpu();
// As an anonymous search asks: listed agents, no filter, the first page.
const anyone: Acceptor = Object.assign((d: IndexedAgent) => d.listed, { acceptsListed: true });
for (const q of queries) index.top(index.understand(q), anyone, 20);
console.log(`search: ${((cpu() - c) / queries.length).toFixed(3)} ms CPU per query (${Math.round(performance.now() - wall)} ms wall)`);
const texts = suggestQueries(5_000);
c = cpu();
for (const t of texts) index.namesMatching(index.understand(t), 1000);
console.log(`suggest names: ${((cpu() - c) / texts.length).toFixed(3)} ms CPU per text`);
