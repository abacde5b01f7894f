// node --expose-gc --import tsx bench/search-breakdown.ts
//
// Where a search request's CPU goes, phase by phase, in one process without HTTP: builds the
// index as the server does (from BENCH_DATABASE_URL's agents when set, else from
// BENCH_AGENTS synthetic ones), then answers the API bench's cold search mix as GET /agents
// answers it (listFromIndex, the list's envelope, JSON) and its suggestions as GET
// /agents/suggest does, timing each phase; garbage collection pauses are summed apart.
// BREAKDOWN_WARMUP (2000) queries first, then BREAKDOWN_QUERIES (10000) measured.
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { PerformanceObserver } from 'node:perf_hooks';
import type { AgentListQuery } from '@agent-registry/api-client/contract';
import { openDatabase } from '../src/db/client.js';
import { indexRowsAfter, type IndexRow } from '../src/repositories/agentChanges.js';
import { listFromIndex } from '../src/search/answers.js';
import { AgentIndex } from '../src/search/index.js';
import { agentJson, indexListText } from '../src/services/agents.js';
import { BENCH_AGENTS as AGENTS, searchQueries, syntheticIndexRows } from './data.js';
import { cpuMs as cpu } from './measure.js';

const PG_URL = process.env.BENCH_DATABASE_URL;
const WARMUP = Number(process.env.BREAKDOWN_WARMUP ?? 2_000);
const QUERIES = Number(process.env.BREAKDOWN_QUERIES ?? 10_000);
/** A file to write a CPU profile of the measured queries to (Chrome DevTools reads it). */
const CPU_PROF = process.env.BREAKDOWN_CPU_PROF;
/** A file to write a sampled allocation profile of the measured queries to. */
const HEAP_PROF = process.env.BREAKDOWN_HEAP_PROF;

async function rows(): Promise<IndexRow[]> {
  if (!PG_URL) return syntheticIndexRows(AGENTS);
  const db = await openDatabase({ databaseUrl: PG_URL, migrate: false });
  try {
    const all: IndexRow[] = [];
    let after: string | null = null;
    for (;;) {
      const batch = await indexRowsAfter(db, after, 10_000);
      all.push(...batch);
      if (batch.length < 10_000) break;
      after = batch[batch.length - 1]!.id;
    }
    return all;
  } finally {
    await db.close();
  }
}

let gcMs = 0;
let gcCount = 0;
/** The measured window (performance.now()): entries arrive after a synchronous run, so they are picked by time. */
const gcWindow = { from: Infinity, to: Infinity };
const gcByKind = new Map<number, number>();
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    if (e.startTime < gcWindow.from || e.startTime > gcWindow.to) continue;
    gcMs += e.duration;
    gcCount++;
    const kind = (e as unknown as { detail?: { kind?: number } }).detail?.kind ?? 0;
    gcByKind.set(kind, (gcByKind.get(kind) ?? 0) + e.duration);
  }
}).observe({ entryTypes: ['gc'] });

async function main(): Promise<void> {
  const all = await rows();
  const index = new AgentIndex();
  let t = performance.now();
  for (const row of all) index.upsert(row, agentJson(row));
  all.length = 0;
  (globalThis as { gc?: () => void }).gc?.();
  console.log(
    `index: ${index.size} agents in ${Math.round(performance.now() - t)} ms; heap ${Math.round(process.memoryUsage().heapUsed / 2 ** 20)} MB`,
  );
  const queries = searchQueries(Math.max(5000, WARMUP + QUERIES));
  const phases = { top: 0, json: 0 };
  // Each of these methods of the index, timed (inclusive) while the measured queries run.
  const methods = { understand: 0, top: 0, wordResult: 0, wordMisses: 0 };
  let timing = false;
  const cold: Array<{ word: string; ms: number; n: number }> = [];
  const proto = AgentIndex.prototype as unknown as Record<string, (...args: unknown[]) => unknown>;
  for (const name of ['understand', 'top', 'wordResult'] as const) {
    const original = proto[name]!;
    proto[name] = function (this: unknown, ...args: unknown[]) {
      if (!timing) return original.apply(this, args);
      const before = (this as { wordCache: { size: number } }).wordCache.size;
      const t0 = performance.now();
      const out = original.apply(this, args);
      methods[name] += performance.now() - t0;
      if (name === 'wordResult' && (this as { wordCache: { size: number } }).wordCache.size !== before) {
        methods.wordMisses++;
        const g = args[0] as { term: string; close: string[] };
        cold.push({ word: `${g.term} [${g.close.join(',')}]`, ms: performance.now() - t0, n: (out as { size: number }).size });
      }
      return out;
    };
  }
  const ask = (text: string, timed: boolean) => {
    const q = { query: text, page: 1, page_size: 20 } as AgentListQuery;
    const t0 = performance.now();
    // listFromIndex, cut in its phases (its code, called as the service does).
    const result = listFromIndex(index, { q, viewer: null, ownerOnly: false, text, mode: 'relevance', filters: 'f', maxOffset: 10_000 })!;
    const t1 = performance.now();
    const body = indexListText(index, result, 20);
    const t2 = performance.now();
    if (timed) {
      phases.top += t1 - t0;
      phases.json += t2 - t1;
    }
    return body.length;
  };
  for (const q of queries.slice(0, WARMUP)) ask(q, false);
  const measured = queries.slice(WARMUP, WARMUP + QUERIES);
  gcMs = 0;
  gcCount = 0;
  gcByKind.clear();
  gcWindow.from = performance.now();
  const session = CPU_PROF || HEAP_PROF ? new Session() : null;
  session?.connect();
  if (session && CPU_PROF) {
    await session.post('Profiler.enable');
    await session.post('Profiler.setSamplingInterval', { interval: 100 });
    await session.post('Profiler.start');
  }
  if (session && HEAP_PROF) {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 1024,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
  }
  timing = true;
  const c = cpu();
  t = performance.now();
  let bytes = 0;
  for (const q of measured) bytes += ask(q, true);
  const wall = performance.now() - t;
  gcWindow.to = performance.now();
  const used = cpu() - c;
  timing = false;
  if (session && CPU_PROF) {
    const { profile } = await session.post('Profiler.stop');
    fs.writeFileSync(CPU_PROF, JSON.stringify(profile));
  }
  if (session && HEAP_PROF) {
    const { profile } = await session.post('HeapProfiler.stopSampling');
    fs.writeFileSync(HEAP_PROF, JSON.stringify(profile));
  }
  session?.disconnect();
  await new Promise((r) => setTimeout(r, 100));
  const per = (ms: number) => `${((ms * 1000) / measured.length).toFixed(0)} µs`;
  console.log(
    `search: ${measured.length} queries, CPU ${per(used)} a query (wall ${per(wall)}); listFromIndex ${per(phases.top)}, ` +
      `JSON ${per(phases.json)} (${Math.round(bytes / measured.length)} bytes); GC pauses ${per(gcMs)} (${gcCount} pauses: ` +
      [...gcByKind].map(([k, ms]) => `kind ${k} ${per(ms)}`).join(', ') +
      ')',
  );
  console.log(
    `  in listFromIndex: understand ${per(methods.understand)}, top ${per(methods.top)} (of which word scoring ${per(methods.wordResult)}, ` +
      `${methods.wordMisses} words scored cold), the rest (page, highlights, cursor) ${per(phases.top - methods.understand - methods.top)}`,
  );
  cold.sort((a, b) => b.ms - a.ms);
  console.log(
    'slowest cold words:',
    cold
      .slice(0, 15)
      .map((c) => `${c.word} ${c.ms.toFixed(1)} ms, ${c.n} matches`)
      .join('; '),
  );
  const sum = cold.reduce((s, c) => s + c.ms, 0);
  console.log(`cold words: ${cold.length}, ${sum.toFixed(0)} ms in all, median ${cold[cold.length >> 1]?.ms.toFixed(2)} ms`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
