import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * An exclusive lock on a data directory. PGlite has no lock of its own, and two processes on one
 * directory corrupt it, so whoever opens the embedded database holds this first.
 *
 * The lock is a file created with O_EXCL holding the owner's pid, host and process start time.
 * A lock left by a dead process (or by a recycled pid: the start time differs) is stale and taken over.
 */
export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
    readonly ownerHost = '',
  ) {
    const elsewhere = ownerHost !== '' && ownerHost !== os.hostname();
    super(
      `The data directory ${path.dirname(lockFile)} is held by pid ${ownerPid} on host ${ownerHost || 'unknown'}` +
        (elsewhere ? ' (another host: whether that process still runs cannot be checked from here). ' : '. ') +
        `Stop that process, or point DATA_DIR at another directory (or DATABASE_URL at PostgreSQL). ` +
        `If you are sure it no longer runs (say, a container re-created after a crash), start with --take-over-lock. ` +
        `The lock file is ${lockFile}.`,
    );
    this.name = 'DataDirLockedError';
  }
}

interface LockInfo {
  pid: number;
  hostname: string;
  /** The pid namespace (Linux): within the same one, a pid can be checked whatever the hostname. */
  pidNamespace?: string | null;
  startTime: string | null;
  createdAt: string;
}

export interface DirLock {
  readonly file: string;
  release(): void;
}

/** Process start time in clock ticks since boot (Linux), to tell a recycled pid from the owner. */
function processStartTime(pid: number | 'self'): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Field 22; the command name (field 2) may hold spaces, so count from its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readLock(file: string): LockInfo | null {
  try {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as LockInfo;
    return typeof parsed.pid === 'number' ? parsed : null;
  } catch {
    return null;
  }
}

function pidNamespace(): string | null {
  try {
    return fs.readlinkSync('/proc/self/ns/pid');
  } catch {
    return null;
  }
}

function isStale(info: LockInfo | null): boolean {
  if (!info) return true; // unreadable or half-written by a process that died while writing
  const sameNamespace = !!info.pidNamespace && info.pidNamespace === pidNamespace();
  // Another host in another pid namespace: its pid means nothing here, so be safe.
  if (info.hostname !== os.hostname() && !sameNamespace) return false;
  if (info.pid === process.pid) return false;
  if (!isAlive(info.pid)) return true;
  const start = processStartTime(info.pid);
  return info.startTime !== null && start !== null && start !== info.startTime;
}

export interface LockOptions {
  /** Take the lock whoever holds it (`--take-over-lock`): for an owner known to be gone. */
  takeOver?: boolean;
}

export function acquireDirLock(dir: string, name = 'registry.lock', options: LockOptions = {}): DirLock {
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  const info: LockInfo = {
    pid: process.pid,
    hostname: os.hostname(),
    pidNamespace: pidNamespace(),
    startTime: processStartTime('self'),
    createdAt: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o600);
      try {
        fs.writeFileSync(fd, JSON.stringify(info) + '\n');
        fs.fsyncSync(fd);
      } finally {
        fs.closeSync(fd);
      }
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          const current = readLock(file);
          if (current && current.pid === process.pid && current.createdAt === info.createdAt) {
            try {
              fs.unlinkSync(file);
            } catch {
              /* already gone */
            }
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const existing = readLock(file);
      if (existing && !options.takeOver && !isStale(existing)) throw new DataDirLockedError(file, existing.pid, existing.hostname);
      if (!existing) {
        // Give a writer that just created the file a moment to fill it in.
        const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0);
        if (age < 2000) {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
          continue;
        }
      }
      // Stale: move it aside atomically so two contenders cannot both remove a fresh lock.
      const aside = `${file}.stale-${process.pid}-${Date.now()}`;
      try {
        fs.renameSync(file, aside);
      } catch {
        continue; // someone else took it over first; look again
      }
      const moved = readLock(aside);
      if (moved && !options.takeOver && !isStale(moved)) {
        // We raced with a process that had just taken the lock over: put its lock back.
        try {
          fs.linkSync(aside, file);
        } catch {
          /* ignore: the loop re-examines the file */
        }
      }
      try {
        fs.unlinkSync(aside);
      } catch {
        /* ignore */
      }
    }
  }
  const existing = readLock(file);
  throw new DataDirLockedError(file, existing?.pid ?? -1, existing?.hostname ?? '');
}
