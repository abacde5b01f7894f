import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

/** A message to the database thread. */
export type WorkerRequest =
  | { id: number; op: 'query'; text: string; params?: unknown[]; rowMode?: 'array' | 'object'; textDates?: boolean }
  | { id: number; op: 'exec'; text: string }
  | { id: number; op: 'close' };

/** Its answer: a result, or an error with PostgreSQL's fields (code, detail...). */
export type WorkerReply =
  { id: number; result: unknown } | { id: number; error: { name: string; message: string; fields: Record<string, unknown> } };

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

export interface ProxyResults<T = Record<string, unknown>> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, unknown>;
}

/** The subset of PGlite's interface that drizzle's PGlite driver and this server use. */
export interface PgliteLike {
  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions): Promise<ProxyResults<T>>;
  exec(text: string): Promise<Array<ProxyResults>>;
  transaction<T>(fn: (tx: PgliteLike & { rollback(): Promise<void>; closed: boolean }) => Promise<T>): Promise<T>;
}

/** Where the worker's code is: beside dist/main.js once built, else beside this file in src/db. */
function workerEntry(): URL {
  const built = new URL('./pgliteWorker.mjs', import.meta.url);
  if (fs.existsSync(fileURLToPath(built))) return built;
  return new URL('./db/pgliteWorker.mjs', import.meta.url);
}

interface Waiting {
  run: () => void;
}

/**
 * PGlite behind a worker thread, shaped like PGlite for drizzle. The worker has one connection, so
 * operations take turns here: one statement at a time, and a transaction keeps the turn from BEGIN
 * to COMMIT (other requests' statements wait rather than land inside it). `priority` operations
 * (the health check) go to the front of the line.
 */
export class PgliteProxy implements PgliteLike {
  private readonly worker: Worker;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly line: Waiting[] = [];
  private busy = false;
  private dead: Error | undefined;

  private constructor(worker: Worker) {
    this.worker = worker;
    worker.on('message', (m: WorkerReply) => this.onReply(m));
    worker.on('error', (err) => this.fail(err));
    worker.on('exit', (code) => this.fail(new Error(`the database thread stopped (exit code ${code})`)));
  }

  /** Starts the worker, opens (and migrates) the database in it, and resolves once it is ready. */
  static async start(dataDir: string, migrationsFolder?: string): Promise<PgliteProxy> {
    const worker = new Worker(workerEntry(), { workerData: { dataDir, migrationsFolder } });
    const proxy = new PgliteProxy(worker);
    await new Promise<unknown>((resolve, reject) => proxy.pending.set(0, { resolve, reject }));
    return proxy;
  }

  /** Statements waiting for their turn (admission control reads it). */
  get waiting(): number {
    return this.line.length;
  }

  private onReply(m: WorkerReply): void {
    const p = this.pending.get(m.id);
    if (!p) return;
    this.pending.delete(m.id);
    if ('error' in m) {
      const err = Object.assign(new Error(m.error.message), m.error.fields);
      err.name = m.error.name;
      p.reject(err);
    } else p.resolve(m.result);
  }

  private fail(err: Error): void {
    this.dead ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
  }

  /** Sends one request now (the caller holds the turn). */
  private send<T>(req: DistributiveOmit<WorkerRequest, 'id'>): Promise<T> {
    if (this.dead) return Promise.reject(this.dead);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...req, id });
    });
  }

  /** Runs `fn` when it is this caller's turn on the connection. */
  withTurn<T>(fn: () => Promise<T>, priority = false): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const run = () => {
        this.busy = true;
        fn()
          .then(resolve, reject)
          .finally(() => this.next());
      };
      if (!this.busy) run();
      else if (priority) this.line.unshift({ run });
      else this.line.push({ run });
    });
  }

  private next(): void {
    const w = this.line.shift();
    if (w) w.run();
    else this.busy = false;
  }

  /** One statement, sent now (the caller holds the turn). */
  private sendQuery<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<ProxyResults<T>> {
    return this.send({ op: 'query', text, params, rowMode: options?.rowMode, textDates: !!options?.parsers });
  }

  private sendExec(text: string): Promise<Array<ProxyResults>> {
    return this.send({ op: 'exec', text });
  }

  query<T = Record<string, unknown>>(text: string, params?: unknown[], options?: QueryOptions & { priority?: boolean }) {
    return this.withTurn(() => this.sendQuery<T>(text, params, options), options?.priority);
  }

  exec(text: string) {
    return this.withTurn(() => this.sendExec(text));
  }

  /** BEGIN ... COMMIT on the worker's connection, holding the turn throughout; ROLLBACK on error. */
  transaction<T>(fn: (tx: PgliteLike & { rollback(): Promise<void>; closed: boolean }) => Promise<T>): Promise<T> {
    return this.withTurn(async () => {
      // Inside the turn: statements go straight to the connection, not back into the line.
      const tx = {
        closed: false,
        query: <R>(text: string, params?: unknown[], options?: QueryOptions) => this.sendQuery<R>(text, params, options),
        exec: (text: string) => this.sendExec(text),
        transaction: () => Promise.reject(new Error('nested transactions use savepoints')),
        rollback: async () => {
          await this.sendExec('ROLLBACK');
          tx.closed = true;
        },
      };
      await tx.exec('BEGIN');
      try {
        const result = await fn(tx);
        if (!tx.closed) await tx.exec('COMMIT');
        tx.closed = true;
        return result;
      } catch (err) {
        if (!tx.closed) await tx.exec('ROLLBACK').catch(() => {});
        tx.closed = true;
        throw err;
      }
    });
  }

  async close(): Promise<void> {
    if (this.dead) return;
    await this.withTurn(() => this.send({ op: 'close' }));
    this.dead = new Error('the database is closed');
    await this.worker.terminate();
  }
}
