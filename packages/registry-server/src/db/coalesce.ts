// Lookups by key made in the same turn of the event loop, answered by one statement.

/** One lookup waiting for its turn's statement. */
interface Waiter<V> {
  key: string;
  resolve: (value: V | undefined) => void;
  reject: (err: unknown) => void;
}

/**
 * Coalesces lookups of single rows by key. Requests read from several connections in one poll
 * phase of the event loop each ask for one row; they are collected until the phase is over
 * (setImmediate) and answered together, one statement for the whole group instead of one round
 * trip each, which is where a busy server spends its time on a read by id (the database's
 * per-statement work and a send and receive on each side). A lone lookup goes through `one`, as
 * it would without this. Lookups are grouped by `group` (for example, who is asking, when that
 * decides what they may see); each key gets what `many` answers for it, or undefined.
 */
export class Coalescer<V> {
  private readonly groups = new Map<string, Array<Waiter<V>>>();
  private scheduled = false;

  constructor(
    private readonly one: (group: string, key: string) => Promise<V | undefined>,
    private readonly many: (group: string, keys: string[]) => Promise<Map<string, V>>,
  ) {}

  load(group: string, key: string): Promise<V | undefined> {
    return new Promise((resolve, reject) => {
      const waiters = this.groups.get(group);
      if (waiters) waiters.push({ key, resolve, reject });
      else this.groups.set(group, [{ key, resolve, reject }]);
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const groups = [...this.groups];
    this.groups.clear();
    for (const [group, waiters] of groups) {
      if (waiters.length === 1) {
        const [w] = waiters as [Waiter<V>];
        this.one(group, w.key).then(w.resolve, w.reject);
        continue;
      }
      const keys = [...new Set(waiters.map((w) => w.key))];
      this.many(group, keys).then(
        (found) => {
          for (const w of waiters) w.resolve(found.get(w.key));
        },
        (err: unknown) => {
          for (const w of waiters) w.reject(err);
        },
      );
    }
  }
}
