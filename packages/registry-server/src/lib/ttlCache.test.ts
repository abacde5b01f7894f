// The micro-cache's shared loads: what callers asking for the same key at once receive, and what
// the cache keeps when it is cleared while a load runs.
import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttlCache.js';

/** A load the test finishes by hand, counting how often it was started. */
function deferred() {
  let started = 0;
  let finish: (value: string) => void = () => undefined;
  const load = () => {
    started++;
    return new Promise<string>((resolve) => (finish = resolve));
  };
  return { load, finish: (v: string) => finish(v), started: () => started };
}

describe('TtlCache.getOrLoad', () => {
  it('makes one load for callers asking at once, then answers from the cache', async () => {
    const cache = new TtlCache<string>(10, 1000);
    const d = deferred();
    const first = cache.getOrLoad('page', d.load);
    const second = cache.getOrLoad('page', d.load);
    d.finish('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    expect(d.started()).toBe(1);
    expect(await cache.getOrLoad('page', d.load)).toBe('v1');
    expect(d.started()).toBe(1);
  });

  it('keeps no load begun before a clear; callers after it start a new one', async () => {
    const cache = new TtlCache<string>(10, 1000);
    const old = deferred();
    const fresh = deferred();
    const before = cache.getOrLoad('page', old.load);
    cache.clear();
    const after = cache.getOrLoad('page', fresh.load);
    expect(fresh.started()).toBe(1);
    fresh.finish('new');
    expect(await after).toBe('new');
    old.finish('old');
    // Its caller still gets its answer, but the cache keeps the newer one.
    expect(await before).toBe('old');
    expect(cache.get('page')).toBe('new');
  });

  it('loads again once an entry has expired, and every time when the cache is off', async () => {
    let now = 0;
    const cache = new TtlCache<string>(10, 100, () => now);
    let loads = 0;
    const load = async () => `v${++loads}`;
    expect(await cache.getOrLoad('page', load)).toBe('v1');
    now = 50;
    expect(await cache.getOrLoad('page', load)).toBe('v1');
    now = 150;
    expect(await cache.getOrLoad('page', load)).toBe('v2');
    const off = new TtlCache<string>(10, 0);
    expect(await off.getOrLoad('page', load)).toBe('v3');
    expect(await off.getOrLoad('page', load)).toBe('v4');
  });
});

describe('TtlCache bounded by size', () => {
  it('lets the oldest entries go once their sizes pass the bound, and keeps none larger than it', () => {
    const cache = new TtlCache<string>(100, 1000, () => 0, { sizeOf: (s) => s.length, maxSize: 10 });
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect([cache.get('a'), cache.get('b')]).toEqual(['aaaa', 'bbbb']);
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'bbbb', 'cccc']);
    // Replacing an entry counts its new size only.
    cache.set('b', 'bb');
    cache.set('d', 'dddd');
    expect([cache.get('b'), cache.get('c'), cache.get('d')]).toEqual(['bb', 'cccc', 'dddd']);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('d')).toBe('dddd');
    cache.clear();
    cache.set('e', 'e'.repeat(10));
    expect(cache.get('e')).toBe('eeeeeeeeee');
  });
});
