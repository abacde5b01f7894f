import { sql } from 'drizzle-orm';
import type { DbHandle } from '../src/db/client.js';

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
  await db.raw('SELECT setseed(0.42)', []);
  // The correlated "WHERE g.i > 0" makes PostgreSQL draw new words for every row.
  await db.query(sql`
    WITH w AS (SELECT ${vocab}::text[] AS v, ${cats}::text[] AS c)
    INSERT INTO agents (id, owner_id, name, description, author_name, category, featured, visibility, status,
      current_version, tags, rating, download_count, views, created_at, updated_at)
    SELECT gen_random_uuid(), ${owner.id},
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
  await db.raw('CREATE INDEX IF NOT EXISTS agents_search_idx ON agents USING gin (search)', []);
  await db.raw('ANALYZE', []);
}
