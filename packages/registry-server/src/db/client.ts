import crypto from 'node:crypto';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { backfillAgentVersions } from './backfill.js';
import { acquireDirLock, type DirLock } from './lock.js';
import { migrationsFolder, runMigrations } from './migrate.js';
import { PgliteProxy } from './pgliteProxy.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one drizzle type the services see, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Runs raw SQL and returns its rows. With `prepare`, PostgreSQL keeps the statement prepared per
   * connection (named by a hash of its text), so repeated shapes skip parsing and planning.
   */
  query<T = Record<string, unknown>>(query: SQL, options?: { prepare?: boolean }): Promise<T[]>;
  /**
   * Runs a fixed SQL text with $n parameters, bypassing the query builder (hot paths). On
   * PostgreSQL a `name` makes it a prepared statement, planned once per connection.
   */
  raw<T = Record<string, unknown>>(text: string, params: unknown[], name?: string): Promise<T[]>;
  /** A trivial round trip to the database that skips the line (the health check). */
  ping(): Promise<void>;
  /** Empties every table (tests). */
  truncateAll(): Promise<void>;
  /**
   * PostgreSQL only: LISTEN on `channel` over a connection of its own, calling `onNotify` for each
   * notification and `onError` when the connection fails (the caller listens again). Answers how
   * to stop. The embedded database has one process, so it has nothing to listen to.
   */
  listen?(channel: string, onNotify: () => void, onError: (err: Error) => void): Promise<() => Promise<void>>;
  /** Runs `hook` first when the handle is closed (e.g. to stop what follows the database). */
  onClose(hook: () => Promise<void> | void): void;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://... switches to PostgreSQL; otherwise PGlite in dataDir. */
  databaseUrl?: string;
  /** Required for PGlite: the data directory (the database lives in <dataDir>/pglite). */
  dataDir?: string;
  /** Apply pending migrations (default true). */
  migrate?: boolean;
  poolSize?: number;
  /** Take the data-directory lock even from a live-looking owner (its owner is known to be gone). */
  takeOverLock?: boolean;
}

// agent_changes before agents: the deletes of agents are then recorded (the search index sees them).
const ALL_TABLES = [
  'agent_changes',
  'oci_tags',
  'oci_manifests',
  'oci_repository_blobs',
  'oci_blobs',
  'oci_uploads',
  'agent_stars',
  'agent_downloads_daily',
  'agent_versions',
  'agent_aliases',
  'agents',
  'org_invitations',
  'org_members',
  'namespaces',
  'organizations',
  'search_terms',
  'frameworks',
  'personal_access_tokens',
  'api_tokens',
  'sessions',
  'verification_codes',
  'rate_limits',
  'app_meta',
  'users',
];

function makeHandle(
  db: Database,
  kind: DbHandle['kind'],
  raw: DbHandle['raw'],
  close: () => Promise<void>,
  ping: () => Promise<void> = async () => {
    await raw('SELECT 1', []);
  },
): DbHandle {
  const dialect = new PgDialect();
  const closeHooks: Array<() => Promise<void> | void> = [];
  const query = async <T>(q: SQL, options?: { prepare?: boolean }): Promise<T[]> => {
    if (options?.prepare) {
      const { sql: text, params } = dialect.sqlToQuery(q);
      const name = 'q_' + crypto.createHash('sha1').update(text).digest('hex').slice(0, 24);
      return raw<T>(text, params, name);
    }
    const res = (await db.execute(q)) as unknown as { rows: T[] };
    return res.rows;
  };
  return {
    db,
    kind,
    query,
    raw,
    ping,
    async truncateAll() {
      // DELETE, children first: on small tables it is far cheaper than TRUNCATE (which makes new
      // files for every table, slow on PGlite).
      for (const table of ALL_TABLES) await raw(`DELETE FROM "${table}"`, []);
    },
    onClose(hook) {
      closeHooks.push(hook);
    },
    async close() {
      for (const hook of closeHooks.splice(0)) await hook();
      await close();
    },
  };
}

/** A value as an SQL literal (standard_conforming_strings is on: only quotes need doubling). */
export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error('sqlLiteral: non-finite number');
    return String(value);
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  const text = value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value);
  if (text.includes('\0')) throw new Error('sqlLiteral: NUL character');
  return `'${text.replace(/'/g, "''")}'`;
}

export async function openDatabase(options: OpenOptions): Promise<DbHandle> {
  const migrate = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
    });
    // A dropped idle connection must not crash the process.
    pool.on('error', (err) => console.error('[db] idle PostgreSQL client error:', err.message));
    try {
      const nodePg = drizzleNodePg(pool, { schema });
      const db = nodePg as unknown as Database;
      if (migrate) await runMigrations(nodePg, pool);
      const raw = async <T>(text: string, params: unknown[], name?: string): Promise<T[]> => {
        const res = await pool.query(name ? { name, text, values: params } : { text, values: params });
        return res.rows as T[];
      };
      const handle = makeHandle(db, 'postgres', raw, async () => {
        await pool.end();
      });
      handle.listen = async (channel, onNotify, onError) => {
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', onError);
        client.on('notification', onNotify);
        await client.connect();
        await client.query(`LISTEN ${channel}`);
        return async () => {
          client.removeAllListeners('notification');
          await client.end().catch(() => {});
        };
      };
      if (migrate) await backfillAgentVersions(handle);
      return handle;
    } catch (err) {
      await pool.end().catch(() => {});
      throw err;
    }
  }

  if (!options.dataDir) throw new Error('openDatabase: dataDir is required for the embedded database');
  const lock: DirLock = acquireDirLock(options.dataDir, undefined, { takeOver: options.takeOverLock });
  let client: PgliteProxy | undefined;
  try {
    // PGlite runs in a worker thread of its own (see pgliteProxy.ts), with pg_trgm loaded; the
    // migrations run there too, before it answers.
    client = await PgliteProxy.start(path.join(options.dataDir, 'pglite'), migrate ? migrationsFolder : undefined);
    const db = drizzlePglite({ client: client as never, schema }) as unknown as Database;
    const pglite = client;
    let closed = false;
    // PGlite plans every parameterised query afresh, and planning in WebAssembly is slow (a
    // two-table lookup: ~5 ms planned, ~1 ms prepared). Named statements therefore become SQL
    // PREPARE / EXECUTE, with the values passed as escaped literals.
    const prepared = new Map<string, boolean>();
    const raw = async <T>(text: string, params: unknown[], name?: string): Promise<T[]> => {
      if (name && /^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
        let ok = prepared.get(name);
        if (ok === undefined) {
          try {
            await pglite.exec(`PREPARE ${name} AS ${text}`);
            ok = true;
          } catch {
            ok = false; // e.g. a parameter type PREPARE cannot infer: stay with plain queries
          }
          prepared.set(name, ok);
        }
        if (ok) {
          const args = params.length ? `(${params.map(sqlLiteral).join(', ')})` : '';
          return (await pglite.query<T>(`EXECUTE ${name}${args}`)).rows;
        }
      }
      const res = await pglite.query<T>(text, params);
      return res.rows;
    };
    const handle = makeHandle(
      db,
      'pglite',
      raw,
      async () => {
        if (closed) return;
        closed = true;
        try {
          await pglite.close();
        } finally {
          lock.release();
        }
      },
      async () => {
        await pglite.query('SELECT 1', [], { priority: true });
      },
    );
    if (migrate) await backfillAgentVersions(handle);
    return handle;
  } catch (err) {
    await client?.close().catch(() => {});
    lock.release();
    throw err;
  }
}
