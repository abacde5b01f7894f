/**
 * The embedded database's own thread. PGlite runs PostgreSQL in WebAssembly synchronously: on the
 * HTTP thread every query would stall every socket. Here it stalls nothing but this thread; the
 * server sends statements as messages (see pgliteProxy.ts) and gets rows back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, types } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
// Plain JavaScript, so it runs as is from src/ (tests, tsx) and is copied unchanged into dist/.
// The messages are typed in pgliteProxy.ts (WorkerRequest, WorkerReply).

const { dataDir, migrationsFolder } = workerData;

/** Date and time values as text, as drizzle's PGlite driver asks (its parsers cannot be posted). */
const keepText = (value) => value;
const TEXT_PARSERS = Object.fromEntries(
  [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [t, keepText]),
);

function errorReply(id, err) {
  const e = err ?? {};
  // Every own field PostgreSQL filled in (code, detail, constraint...), so callers can test them.
  const fields = {};
  for (const key of Object.keys(e ?? {})) {
    const v = e[key];
    if (v === undefined || typeof v === 'function' || (typeof v === 'object' && v !== null)) continue;
    fields[key] = v;
  }
  return { id, error: { name: e?.name ?? 'Error', message: e?.message ?? String(err), fields } };
}

async function main() {
  const port = parentPort;
  let db;
  try {
    db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
    // sqlLiteral() relies on it (it is PostgreSQL's default; make sure).
    await db.exec('SET standard_conforming_strings = on');
    if (migrationsFolder) await migrate(drizzle({ client: db }), { migrationsFolder });
  } catch (err) {
    port.postMessage(errorReply(0, err));
    return;
  }
  port.postMessage({ id: 0, result: 'ready' });

  port.on('message', async (m) => {
    try {
      if (m.op === 'query') {
        const r = await db.query(m.text, m.params, { rowMode: m.rowMode, ...(m.textDates ? { parsers: TEXT_PARSERS } : {}) });
        port.postMessage({ id: m.id, result: { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows } });
      } else if (m.op === 'exec') {
        const r = await db.exec(m.text);
        port.postMessage({
          id: m.id,
          result: r.map((x) => ({ rows: x.rows, fields: x.fields, affectedRows: x.affectedRows })),
        });
      } else {
        await db.close();
        port.postMessage({ id: m.id, result: 'closed' });
        port.close();
      }
    } catch (err) {
      port.postMessage(errorReply(m.id, err));
    }
  });
}

void main();
