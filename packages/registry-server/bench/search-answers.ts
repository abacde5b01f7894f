// node --import tsx bench/search-answers.ts OUT_FILE
//
// The answers of search, suggest and facets over the API bench's query mix, one line per request
// (its path, status and a digest of its body), to compare two versions of the server on one
// database: run it with BENCH_SERVER_MAIN pointing at each checkout's src/main.ts and diff the two
// files (no line may differ). Starts the server in a child process on BENCH_DATABASE_URL (or
// PROFILE_DATA_DIR, a PGlite directory), as bench/profile.ts does (load the agents with it first);
// waits for the search index, then asks each request in turn. ANSWERS_SEARCHES (3000) page-1
// searches of the cold mix, each 10th with its second page (by next_token) and its third (by
// page); sorts, category filters and slug queries; ANSWERS_SUGGESTS (3000) suggestions; facets.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { searchQueries, suggestQueries } from './data.js';
import { PROFILE_DATABASE, startServer, stopProcess } from './server.js';

const OUT = process.argv[2];
if (!OUT) throw new Error('usage: search-answers.ts OUT_FILE');
const SEARCHES = Number(process.env.ANSWERS_SEARCHES ?? 3000);
const SUGGESTS = Number(process.env.ANSWERS_SUGGESTS ?? 3000);

async function main(): Promise<void> {
  const server = await startServer({ DATA_DIR: PROFILE_DATABASE.dataDir, DATABASE_URL: PROFILE_DATABASE.url ?? '' });
  console.log(`server: ${server.searchIndex}`);
  const lines: string[] = [];
  const ask = async (p: string): Promise<string> => {
    const res = await fetch(`http://127.0.0.1:${server.port}${p}`, { headers: { accept: 'application/json' } });
    const body = await res.text();
    lines.push(`${p}\t${res.status}\t${crypto.createHash('sha256').update(body).digest('base64url')}`);
    return body;
  };
  const q = (text: string) => encodeURIComponent(text);
  try {
    const categories = ['productivity', 'development', 'analysis', 'creative', 'communication'];
    const sorts = ['downloads', 'newest', 'popular', 'stars'];
    const queries = searchQueries(Math.max(5000, SEARCHES)).slice(0, SEARCHES);
    for (let i = 0; i < queries.length; i++) {
      const text = queries[i]!;
      const body = await ask(`/api/agents?query=${q(text)}&page_size=20`);
      if (i % 10 === 0) {
        const next = (JSON.parse(body) as { next_token?: string | null }).next_token;
        if (next) await ask(`/api/agents?query=${q(text)}&page_size=20&next_token=${q(next)}`);
        await ask(`/api/agents?query=${q(text)}&page=3&page_size=20`);
        await ask(`/api/agents/facets?query=${q(text)}`);
      }
      if (i % 10 === 1) await ask(`/api/agents?query=${q(text)}&sort=${sorts[((i / 10) % 4) | 0]}&page_size=20`);
      if (i % 10 === 2) await ask(`/api/agents?query=${q(text)}&category=${categories[((i / 10) % 5) | 0]}&page_size=20`);
      if (i % 100 === 3) await ask(`/api/agents?query=${q(text)}&page_size=100`);
    }
    for (const text of [
      'bench-agent-17',
      'bench/bench-agent-4242',
      'agent 99',
      'C++',
      'café',
      '𠮷野家',
      'ℌ𝔢𝔩𝔩𝔬',
      'the',
      '+++',
      'DATA Pipeline',
    ]) {
      await ask(`/api/agents?query=${q(text)}&page_size=20`);
      await ask(`/api/agents/suggest?q=${q(text)}`);
    }
    for (const text of suggestQueries(SUGGESTS)) await ask(`/api/agents/suggest?q=${q(text)}`);
  } finally {
    await stopProcess(server.child);
  }
  fs.writeFileSync(OUT, lines.join('\n') + '\n');
  console.log(`${lines.length} answers written to ${OUT}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
