import { describe, expect, it } from 'vitest';
import { oldestFirst } from './oldestFirst.js';

describe('oldestFirst', () => {
  it("answers a Map's oldest key as keys are added, deleted, moved and cleared", () => {
    const map = new Map<string, number>();
    const oldest = oldestFirst(map);
    expect(oldest()).toBeUndefined();
    for (const k of ['a', 'b', 'c', 'd']) map.set(k, 0);
    const evict = () => {
      const key = oldest();
      if (key !== undefined) map.delete(key);
      return key;
    };
    expect(evict()).toBe('a');
    map.delete('c');
    // 'b' used again: moved to the end.
    map.delete('b');
    map.set('b', 1);
    expect(evict()).toBe('d');
    expect(evict()).toBe('b');
    expect(evict()).toBeUndefined();
    map.set('e', 0);
    expect(evict()).toBe('e');
    map.set('f', 0);
    map.set('g', 0);
    map.clear();
    map.set('h', 0);
    expect(evict()).toBe('h');
  });

  it('keeps to insertion order over many evictions, the table compacted in between', () => {
    const map = new Map<number, number>();
    const oldest = oldestFirst(map);
    let next = 0;
    let expected = 0;
    for (let i = 0; i < 1000; i++) map.set(next++, 0);
    for (let i = 0; i < 50_000; i++) {
      map.set(next++, 0);
      const key = oldest()!;
      expect(key).toBe(expected++);
      map.delete(key);
    }
    expect(map.size).toBe(1000);
  });
});
