import { ApiError } from './errors.js';

export interface AdmissionLimits {
  /** Requests using the database at once. */
  maxActive: number;
  /** Requests waiting for a turn; beyond it, 503 at once. */
  maxQueue: number;
  /** Longest wait for a turn; then 503 rather than a slow answer. */
  maxWaitMs: number;
}

export const BUSY_MESSAGE = 'The registry is busy. Please try again in a moment.';

function busy(): ApiError {
  return new ApiError(503, 'unavailable', BUSY_MESSAGE, undefined, { 'Retry-After': '1' });
}

/**
 * Admission control in front of the database: a bounded number of requests at work, a bounded
 * first-come-first-served line behind them (so every connection is served in turn, none starved),
 * and a quick 503 with Retry-After when the line is full or a turn does not come soon enough.
 */
export class Admission {
  private active = 0;
  private readonly line: Array<{ admit: () => void; timer: NodeJS.Timeout; priority: boolean }> = [];
  rejected = 0;

  constructor(readonly limits: AdmissionLimits) {}

  get waiting(): number {
    return this.line.length;
  }

  /**
   * Resolves when the caller may use the database; throws a 503 ApiError when it may not.
   * `priority` callers (writes: a trickle, and what a person waits on) go ahead of the others in
   * line, first come first served among themselves.
   */
  enter(priority = false): Promise<void> | void {
    if (this.active < this.limits.maxActive) {
      this.active++;
      return;
    }
    if (this.line.length >= this.limits.maxQueue) {
      this.rejected++;
      throw busy();
    }
    return new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const at = this.line.indexOf(entry);
          if (at >= 0) this.line.splice(at, 1);
          this.rejected++;
          reject(busy());
        }, this.limits.maxWaitMs),
        priority,
      };
      if (priority) {
        const at = this.line.findIndex((w) => !w.priority);
        if (at < 0) this.line.push(entry);
        else this.line.splice(at, 0, entry);
      } else this.line.push(entry);
    });
  }

  /** Hands the caller's turn to the next in line. */
  leave(): void {
    const next = this.line.shift();
    if (next) next.admit();
    else this.active--;
  }
}
