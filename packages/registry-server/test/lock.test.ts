import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDirLock, DataDirLockedError } from '../src/db/lock.js';

describe('data directory lock', () => {
  const dirs: string[] = [];
  const tmp = () => {
    const d = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-lock-'));
    dirs.push(d);
    return d;
  };
  afterEach(() => {
    for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
  });

  it('is exclusive and released on release()', () => {
    const dir = tmp();
    const lock = acquireDirLock(dir);
    expect(fs.existsSync(lock.file)).toBe(true);
    expect(() => acquireDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
    expect(fs.existsSync(lock.file)).toBe(false);
    acquireDirLock(dir).release();
  });

  it('another live process holding it gives a clear error', () => {
    const dir = tmp();
    const file = path.join(dir, 'registry.lock');
    // Our parent (the test runner) is alive and is not us.
    fs.writeFileSync(file, JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startTime: null, createdAt: 'x' }));
    let error: unknown;
    try {
      acquireDirLock(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    expect((error as Error).message).toContain(`pid ${process.ppid} on host ${os.hostname()}`);
    expect((error as Error).message).toContain('DATA_DIR');
    expect((error as Error).message).toContain('--take-over-lock');
  });

  it('a lock from another host is kept unless taken over on purpose', () => {
    const dir = tmp();
    const file = path.join(dir, 'registry.lock');
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: 1, hostname: 'old-container-7f3a', pidNamespace: 'pid:[1]', startTime: null, createdAt: 'x' }),
    );
    expect(() => acquireDirLock(dir)).toThrow(/pid 1 on host old-container-7f3a \(another host/);
    const lock = acquireDirLock(dir, undefined, { takeOver: true });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, hostname: os.hostname() });
    lock.release();
  });

  it("a lock from another hostname in this pid namespace is checked like a local one (the container's previous incarnation)", () => {
    const dir = tmp();
    const file = path.join(dir, 'registry.lock');
    const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(child.stdout.trim());
    const namespace = fs.readlinkSync('/proc/self/ns/pid');
    fs.writeFileSync(
      file,
      JSON.stringify({ pid: deadPid, hostname: 'previous-name', pidNamespace: namespace, startTime: null, createdAt: 'x' }),
    );
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = tmp();
    const child = spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' });
    const deadPid = Number(child.stdout.trim());
    fs.writeFileSync(
      path.join(dir, 'registry.lock'),
      JSON.stringify({ pid: deadPid, hostname: os.hostname(), startTime: '1', createdAt: 'x' }),
    );
    const lock = acquireDirLock(dir);
    expect(JSON.parse(fs.readFileSync(lock.file, 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid was recycled by another process', () => {
    const dir = tmp();
    fs.writeFileSync(
      path.join(dir, 'registry.lock'),
      JSON.stringify({ pid: process.ppid, hostname: os.hostname(), startTime: '1', createdAt: 'x' }),
    );
    const lock = acquireDirLock(dir);
    lock.release();
  });

  it('takes over an old, unreadable lock file', () => {
    const dir = tmp();
    const file = path.join(dir, 'registry.lock');
    fs.writeFileSync(file, 'garbage');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    acquireDirLock(dir).release();
  });
});
