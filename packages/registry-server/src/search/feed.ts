// Keeps this instance's search index (index.ts) a projection of the agents table: built in the
// background at start (search falls back to SQL meanwhile), then kept by following the change
// feed (agent_changes, migration 0008) in sequence order. On PostgreSQL a notification wakes the
// follower at each commit; a poll every POLL_MS catches anything a lost connection missed, and is
// all the embedded database (one process) needs, besides this instance's own writes (`touched`).
import { agentJson } from '../services/agents.js';
import type { ServiceContext } from '../services/context.js';
import {
  changesAfter,
  indexRows,
  indexRowsAfter,
  latestChange,
  trimChanges,
  type ChangeRow,
  type IndexRow,
} from '../repositories/agentChanges.js';
import { AgentIndex } from './index.js';

const CHANNEL = 'registry_agent_changes';
/** How often the feed is read without a notification. */
const POLL_MS = 1_000;
/** Changes read per round trip. */
const BATCH = 2_000;
/** Agents read per round trip while building; the first batch is small, so indexing starts sooner. */
const BUILD_BATCH = 10_000;
const FIRST_BUILD_BATCH = 1_000;
/** Longest stretch of indexing between two turns of the event loop while building. */
const BUILD_SLICE_MS = 10;
/**
 * A sequence number missing from the feed is a transaction still open (it will commit) or one
 * rolled back (it never will): the follower reads again from the gap until it fills or is this old.
 */
const GAP_WAIT_MS = 10_000;
/** Feed entries older than this are deleted (every follower has read them long before). */
const KEEP_SECONDS = 3_600;
const TRIM_EVERY_MS = 10 * 60_000;

export class SearchFeed {
  /** The index once built (null before: search answers from SQL). */
  index: AgentIndex | null = null;
  /** How long the last build took, and how many agents it read (for logs and the bench). */
  buildStats: { ms: number; agents: number } | null = null;
  private cursor = 0;
  private readonly gaps = new Map<number, number>();
  private building: Promise<void> | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private stale = false;
  private stopped = false;
  private timer: NodeJS.Timeout | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private lastTrim = Date.now();

  constructor(private readonly ctx: ServiceContext) {
    ctx.handle.onClose(() => this.stop());
  }

  /** Starts building (once) and following the feed; answers when the index is ready. */
  start(): Promise<void> {
    if (!this.building) {
      this.building = this.build().catch((err: Error) => {
        this.building = null; // tried again by the next search
        if (!this.stopped) this.ctx.log.error('search index build failed', { error: err.message });
      });
    }
    return this.building;
  }

  /** The index as of now, or null while it builds (the caller answers from SQL). */
  current(): AgentIndex | null {
    if (!this.index) void this.start();
    return this.index;
  }

  /** This instance wrote an agent: the next search reads the feed first, so a writer sees its own write. */
  touched(): void {
    this.stale = true;
    this.wake();
  }

  /**
   * The index, caught up with every change committed before the call when `strict` (or after a
   * write of this instance). Null while it builds, unless `strict`, which waits for the build.
   */
  async fresh(strict: boolean): Promise<AgentIndex | null> {
    if (strict) await this.start();
    const index = this.current();
    if (index && (strict || this.stale)) {
      this.stale = false;
      await this.catchUp();
    }
    return this.index;
  }

  private async build(): Promise<void> {
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    const from = await latestChange(this.ctx.handle);
    const index = new AgentIndex();
    let asked = FIRST_BUILD_BATCH;
    let next: Promise<IndexRow[]> | null = indexRowsAfter(this.ctx.handle, null, asked);
    while (next && !this.stopped) {
      const rows: IndexRow[] = await next;
      // The next batch is read while this one is indexed: the database works beside this thread.
      const more = rows.length === asked;
      asked = BUILD_BATCH;
      next = more ? indexRowsAfter(this.ctx.handle, rows[rows.length - 1]!.id, asked) : null;
      let slice = performance.now();
      for (const row of rows) {
        index.upsert(row, agentJson(row));
        // Requests are answered (from SQL) between slices of the build, not after all of it.
        if (performance.now() - slice >= BUILD_SLICE_MS) {
          await new Promise((resolve) => setImmediate(resolve));
          slice = performance.now();
        }
      }
    }
    // Stopped half-way: the batch still being read is not wanted (nor is its failure).
    next?.catch(() => undefined);
    if (this.stopped) return;
    this.index = index;
    this.cursor = from;
    this.buildStats = { ms: Math.round(performance.now() - started), agents: index.size };
    const mb = (n: number) => Math.round(n / 2 ** 20);
    const memory = process.memoryUsage();
    // The process's CPU time (all its threads, PGlite's included): on a busy machine the figure to read.
    const cpu = process.cpuUsage(startedCpu);
    this.ctx.log.info(
      `search index: ${index.size} agents in ${this.buildStats.ms} ms, ${Math.round((cpu.user + cpu.system) / 1000)} ms of process CPU (process heap ${mb(memory.heapUsed)} MB, rss ${mb(memory.rss)} MB)`,
    );
    // What changed while the rows were read is read again (applying a change twice is harmless).
    await this.catchUp();
    await this.follow();
  }

  private async follow(): Promise<void> {
    if (this.stopped) return;
    this.timer = setInterval(() => this.wake(), POLL_MS);
    this.timer.unref();
    await this.listen();
  }

  private async listen(): Promise<void> {
    const { listen } = this.ctx.handle;
    if (!listen || this.stopped) return;
    try {
      this.unlisten = await listen(
        CHANNEL,
        () => this.wake(),
        (err) => {
          this.ctx.log.warn('search feed: notification connection lost', { error: err.message });
          const stop = this.unlisten;
          this.unlisten = null;
          void stop?.();
          // The poll keeps the index fresh meanwhile.
          setTimeout(() => void this.listen(), POLL_MS).unref();
        },
      );
      if (this.stopped) await this.unlisten?.();
    } catch (err) {
      if (this.stopped) return;
      this.ctx.log.warn('search feed: cannot listen for changes', { error: (err as Error).message });
      setTimeout(() => void this.listen(), POLL_MS).unref();
    }
  }

  private wake(): void {
    if (!this.index || this.stopped) return;
    void this.catchUp().catch((err: Error) => {
      if (!this.stopped) this.ctx.log.warn('search feed: read failed', { error: err.message });
    });
  }

  /** Reads the feed to its end (one reader at a time; a call during a read waits for one more). */
  catchUp(): Promise<void> {
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = (async () => {
      try {
        do {
          this.again = false;
          while (!this.stopped && (await this.readBatch()) === BATCH);
        } while (this.again && !this.stopped);
        if (Date.now() - this.lastTrim > TRIM_EVERY_MS) {
          this.lastTrim = Date.now();
          await trimChanges(this.ctx.handle, KEEP_SECONDS);
        }
      } finally {
        this.reading = null;
      }
    })();
    return this.reading;
  }

  private async readBatch(): Promise<number> {
    const changes = await changesAfter(this.ctx.handle, this.cursor, BATCH);
    if (!changes.length) return 0;
    await this.apply(changes);
    this.advance(changes);
    // Held at a gap: the rows after it are read again at the next wake, not in a loop now.
    return this.cursor === changes[changes.length - 1]!.seq ? changes.length : 0;
  }

  /** Reads the changed agents again: each is upserted as it is now, or removed when gone. */
  private async apply(changes: ChangeRow[]): Promise<void> {
    const index = this.index!;
    const ids = [...new Set(changes.map((c) => c.agent_id))];
    const rows = await indexRows(this.ctx.handle, ids);
    const found = new Set<string>();
    const forget = (agent: { id: string; namespace: string; slug: string }) => {
      this.ctx.agentCache.delete(agent.id.toLowerCase());
      this.ctx.agentCache.delete(`${agent.namespace}/${agent.slug}`.toLowerCase());
    };
    for (const row of rows) {
      found.add(row.id);
      const before = index.docs.get(row.id);
      if (before) forget({ id: before.agent.id, namespace: before.namespace, slug: before.slug });
      index.upsert(row, agentJson(row));
    }
    for (const id of ids) {
      if (found.has(id)) continue;
      const before = index.docs.get(id);
      if (before) forget({ id: before.agent.id, namespace: before.namespace, slug: before.slug });
      index.remove(id);
    }
    // Another instance's writes reach this one's micro-caches here, not only after their TTL.
    this.ctx.searchCache.clear();
  }

  /** Moves the cursor over the contiguous sequence numbers read (and gaps waited on long enough). */
  private advance(changes: ChangeRow[]): void {
    const now = Date.now();
    let next = this.cursor;
    for (const c of changes) {
      for (let missing = next + 1; missing < c.seq; missing++) {
        const since = this.gaps.get(missing) ?? now;
        this.gaps.set(missing, since);
        if (now - since < GAP_WAIT_MS) {
          this.cursor = next;
          return;
        }
        this.gaps.delete(missing);
      }
      this.gaps.delete(c.seq);
      next = c.seq;
    }
    this.cursor = next;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
    await this.reading?.catch(() => {});
    await this.building?.catch(() => {});
  }
}
