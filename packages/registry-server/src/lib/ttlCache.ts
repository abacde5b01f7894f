import { oldestFirst } from './oldestFirst.js';

/**
 * A small, bounded, time-limited cache (least recently inserted entries go first). Used as a
 * micro-cache for hot public reads: entries live `ttlMs` at most, so another server instance's
 * writes show within that time; this instance's own writes invalidate at once.
 */
export class TtlCache<V> {
  private readonly map = new Map<string, { value: V; expires: number; size: number }>();
  private readonly oldest = oldestFirst(this.map);
  /** The sizes (`sizeOf`) of the entries held, summed. */
  private held = 0;
  /** Loads under way (`getOrLoad`), shared by the callers asking for the same key meanwhile. */
  private readonly loading = new Map<string, Promise<V>>();
  /** Moves on every clear or delete: a load begun before one is not kept (it may predate a write). */
  private generation = 0;

  /**
   * `maxSize` bounds the entries' sizes summed (`sizeOf`, 1 each unless given: a bound on the
   * characters of serialized answers, whose sizes differ a hundredfold, rather than their number).
   */
  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = () => performance.now(),
    private readonly sizing: { sizeOf: (value: V) => number; maxSize: number } = { sizeOf: () => 1, maxSize: Infinity },
  ) {}

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0;
  }

  get(key: string): V | undefined {
    if (!this.enabled) return undefined;
    const hit = this.map.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.drop(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: string, value: V): void {
    if (!this.enabled) return;
    this.drop(key);
    const size = this.sizing.sizeOf(value);
    if (size > this.sizing.maxSize) return;
    this.map.set(key, { value, expires: this.now() + this.ttlMs, size });
    this.held += size;
    while (this.map.size > this.maxEntries || this.held > this.sizing.maxSize) this.drop(this.oldest()!);
  }

  private drop(key: string): void {
    const entry = this.map.get(key);
    if (!entry) return;
    this.map.delete(key);
    this.held -= entry.size;
  }

  /**
   * The value under `key`, else one `load` shared by every caller asking for it meanwhile (a
   * crowd asking for the same page makes one read), kept unless the cache was cleared while it ran.
   */
  getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const hit = this.get(key);
    if (hit !== undefined) return Promise.resolve(hit);
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((value) => {
        if (this.generation === generation) this.set(key, value);
        return value;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  delete(key: string): void {
    this.drop(key);
    this.loading.delete(key);
    this.generation++;
  }

  clear(): void {
    this.map.clear();
    this.held = 0;
    this.loading.clear();
    this.generation++;
  }

  get size(): number {
    return this.map.size;
  }
}
