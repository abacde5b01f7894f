import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.js';
import type { IndexRow } from '../src/repositories/agentChanges.js';

/** How many synthetic agents the benches load or build (BENCH_AGENTS, 100,000 unless said). */
export const BENCH_AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);

/** The words synthetic agents are made of; searches pick two of them. */
export const VOCABULARY = (
  'agent assistant automation analysis analytics api audit backup billing blog booking browser budget calendar ' +
  'campaign chat chatbot classifier cloud code coding compliance content contract crm customer dashboard data ' +
  'database debug deploy design devops diagram document docs email employee energy engineering etl event expense ' +
  'feedback finance forecast form fraud github graph health helpdesk hiring image incident insight inventory invoice ' +
  'itinerary java javascript kubernetes knowledge label lead legal lesson logistics logs marketing meeting memory ' +
  'metrics migration mobile monitor music news newsletter notes onboarding order outreach payroll pdf planner ' +
  'playlist podcast policy pricing privacy product project prompt python query quiz recipe recruiting refactor ' +
  'report research resume retail review risk roadmap router rust sales schedule schema search security sentiment ' +
  'seo shopping slack social spreadsheet sql standup startup stock story student summary supply support survey ' +
  'tax teacher test testing ticket timeline translation travel trend tutor twitter typescript video vision ' +
  'voice warehouse weather website wiki workflow writing youtube zendesk accounting alerting architecture ' +
  'benchmark caching catalog checkout cleaning compiler copywriting crawler dataset diet education enrichment ' +
  'fitness fleet gaming grant grocery hr insurance interview invoice journal kanban labeling lending localization ' +
  'maintenance mentor mortgage negotiation nutrition ocr optimizer pager patent pipeline portfolio procurement ' +
  'proofreading quality real-estate reconciliation reminder renewal scraper scheduling screening shipping sizing ' +
  'sourcing spam sprint storyboard subtitle synthesis tagging threat tracing transcription triage tuning upgrade ' +
  'vendor verification vulnerability webhook'
)
  .split(/\s+/)
  .filter((w, i, all) => w && all.indexOf(w) === i);

const CATEGORIES = ['productivity', 'development', 'analysis', 'creative', 'communication'];

/** 2-word searches: `count` distinct pairs from the vocabulary (deterministic). */
export function searchPairs(count: number): string[] {
  const pairs = new Set<string>();
  let seed = 42;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  while (pairs.size < count) {
    const a = VOCABULARY[Math.floor(rand() * VOCABULARY.length)];
    const b = VOCABULARY[Math.floor(rand() * VOCABULARY.length)];
    if (a !== b) pairs.add(`${a} ${b}`);
  }
  return [...pairs];
}

/**
 * Loads `count` synthetic agents in one INSERT ... SELECT (generated on the database side), with
 * the full-text index dropped during the load and rebuilt after it.
 */
export async function loadSyntheticAgents(db: DbHandle, count: number): Promise<void> {
  await db.truncateAll();
  const [owner] = await db.query<{ id: string }>(sql`
    INSERT INTO users (id, email, password_hash, full_name, username, confirmed, status, preferences)
    VALUES (gen_random_uuid(), 'bench@agent-registry.local', NULL, 'Bench Author', 'bench', true, 'active', '{}'::jsonb)
    RETURNING id`);
  const vocab = `{${VOCABULARY.map((w) => `"${w}"`).join(',')}}`;
  const cats = `{${CATEGORIES.join(',')}}`;
  await db.raw('DROP INDEX IF EXISTS agents_search_idx', []);
  // The servers started next build their search index from the table: no change feed for the load.
  await db.raw('ALTER TABLE agents DISABLE TRIGGER agents_record_change', []);
  await db.raw('SELECT setseed(0.42)', []);
  // The correlated "WHERE g.i > 0" makes PostgreSQL draw new words for every row.
  await db.query(sql`
    WITH w AS (SELECT ${vocab}::text[] AS v, ${cats}::text[] AS c)
    INSERT INTO agents (id, owner_id, namespace, slug, name, description, author_name, category, featured, visibility,
      status, current_version, tags, rating, download_count, views, created_at, updated_at)
    -- namespace/slug are unique through the number; these agents have no versions (they are
    -- searched, never downloaded).
    SELECT gen_random_uuid(), ${owner.id}, 'bench', 'bench-agent-' || g.i,
      initcap(w.v[1 + floor(random() * array_length(w.v, 1))::int]) || ' ' ||
        initcap(w.v[1 + floor(random() * array_length(w.v, 1))::int]) || ' Agent ' || g.i,
      array_to_string(ARRAY(SELECT w.v[1 + floor(random() * array_length(w.v, 1))::int]
         FROM generate_series(1, 18) s WHERE g.i > 0), ' ') || '.',
      'Bench Author',
      w.c[1 + floor(random() * 5)::int],
      random() < 0.02,
      CASE WHEN random() < 0.97 THEN 'public' ELSE 'private' END,
      'published',
      '1.' || floor(random() * 10)::int || '.' || floor(random() * 10)::int,
      ARRAY(SELECT w.v[1 + floor(random() * array_length(w.v, 1))::int] FROM generate_series(1, 3) s WHERE g.i > 0),
      round((1 + random() * 4)::numeric, 1)::real,
      floor(exp(random() * 11))::int,
      floor(exp(random() * 12))::int,
      now() - random() * interval '365 days',
      now()
    FROM generate_series(1, ${count}) AS g(i), w`);
  await db.raw('ALTER TABLE agents ENABLE TRIGGER agents_record_change', []);
  await db.raw('CREATE INDEX IF NOT EXISTS agents_search_idx ON agents USING gin (search)', []);
  await db.raw('ANALYZE', []);
}

/** A small deterministic PRNG (mulberry32), so every run sends the same queries in the same order. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const PLAIN = VOCABULARY.filter((w) => /^[a-z]+$/.test(w));
const LONG = PLAIN.filter((w) => w.length >= 5);
const FOUR = PLAIN.filter((w) => w.length >= 4);

/** One typing mistake in `word`: a letter dropped, two neighbours swapped, or one replaced (never the first letter). */
export function typo(word: string, rand: () => number): string {
  for (;;) {
    const kind = Math.floor(rand() * 3);
    const i = 1 + Math.floor(rand() * (word.length - 1));
    let out: string;
    if (kind === 0) out = word.slice(0, i) + word.slice(i + 1);
    else if (kind === 1 && i < word.length - 1) out = word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    else out = word.slice(0, i) + LETTERS[Math.floor(rand() * 26)] + word.slice(i + 1);
    if (out !== word && !VOCABULARY.includes(out)) return out;
  }
}

/**
 * `count` distinct search queries from the catalogue's vocabulary, for a cold search mix: in every
 * run of five, three exact 1-2 word queries, one with a one-letter typo in a word of 5+ letters
 * and one ending in a prefix (the first 3-5 letters of a word, alone or after a whole word, as
 * typed). Deterministic for a given seed; no query appears twice.
 */
export function searchQueries(count: number, seed = 7): string[] {
  const rand = prng(seed);
  const pick = (words: string[]) => words[Math.floor(rand() * words.length)];
  const seen = new Set<string>();
  const out: string[] = [];
  let guard = 0;
  while (out.length < count) {
    if (++guard > count * 1000) throw new Error(`only ${out.length} distinct search queries`);
    const slot = out.length % 5;
    let q: string;
    if (slot < 3) {
      q = rand() < 0.2 ? pick(VOCABULARY) : `${pick(VOCABULARY)} ${pick(VOCABULARY)}`;
    } else if (slot === 3) {
      const t = typo(pick(LONG), rand);
      q = rand() < 0.5 ? t : rand() < 0.5 ? `${pick(VOCABULARY)} ${t}` : `${t} ${pick(VOCABULARY)}`;
    } else {
      const w = pick(PLAIN);
      const p = w.slice(0, Math.min(w.length, 3 + Math.floor(rand() * 3)));
      q = rand() < 0.4 ? p : `${pick(VOCABULARY)} ${p}`;
    }
    const words = q.split(' ');
    if (words.length === 2 && words[0] === words[1]) continue;
    if (seen.has(q)) continue;
    seen.add(q);
    out.push(q);
  }
  return out;
}

/**
 * `count` distinct texts for GET /agents/suggest, alternating: a 2-6 letter prefix of a word (once
 * every single-word prefix has been used: a whole word then such a prefix, as typed in the box),
 * and a 4-6 letter prefix with a one-letter typo. Deterministic; no text appears twice.
 */
export function suggestQueries(count: number, seed = 11): string[] {
  const rand = prng(seed);
  const pick = (words: string[]) => words[Math.floor(rand() * words.length)];
  const singles = new Set<string>();
  for (const w of PLAIN) for (let n = 2; n <= Math.min(6, w.length); n++) singles.add(w.slice(0, n));
  const clean = [...singles];
  for (let i = clean.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [clean[i], clean[j]] = [clean[j], clean[i]];
  }
  const seen = new Set<string>();
  const out: string[] = [];
  let guard = 0;
  while (out.length < count) {
    if (++guard > count * 1000) throw new Error(`only ${out.length} distinct suggest texts`);
    let q: string;
    if (out.length % 2 === 0) {
      if (clean.length) q = clean.pop()!;
      else {
        const w = pick(PLAIN);
        q = `${pick(VOCABULARY)} ${w.slice(0, Math.min(w.length, 2 + Math.floor(rand() * 5)))}`;
      }
    } else {
      const w = pick(FOUR);
      const p = w.slice(0, Math.min(w.length, 4 + Math.floor(rand() * 3)));
      q = typo(p, rand);
      if (q.length < 2) continue;
    }
    if (seen.has(q)) continue;
    seen.add(q);
    out.push(q);
  }
  return out;
}

/** Synthetic public agents as the search index reads them (the in-memory benches' input). */
const indexRand = prng(42);
const word = () => VOCABULARY[Math.floor(indexRand() * VOCABULARY.length)]!;
const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1);
export function syntheticIndexRows(count: number): IndexRow[] {
  const now = new Date().toISOString();
  return Array.from(
    { length: count },
    (_, i) =>
      ({
        id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        owner_id: '00000000-0000-4000-8000-000000000000',
        name: `${cap(word())} ${cap(word())} Agent ${i}`,
        description: Array.from({ length: 18 }, word).join(' ') + '.',
        author_name: 'Bench Author',
        author: 'bench',
        category: CATEGORIES[i % 5]!,
        featured: false,
        visibility: 'public',
        status: 'published',
        current_version: '1.0.0',
        tags: [word(), word(), word()],
        repository_url: null,
        documentation_url: null,
        rating: 1 + indexRand() * 4,
        download_count: Math.floor(Math.exp(indexRand() * 11)),
        views: 0,
        star_count: 0,
        created_at: now,
        updated_at: now,
        namespace: 'bench',
        slug: `bench-agent-${i}`,
        deprecation_message: null,
        framework: null,
        listed: indexRand() < 0.97,
      }) as unknown as IndexRow,
  );
}
