// The scored matches of query words, kept for the next query holding the same word: queries are
// rarely repeated whole, their words are. Least recently used first out once the entries' sizes
// (bytes, as the index counts them) pass `capacity`; an agent's change drops only the entries of
// the terms it held (before and after), so a busy catalogue keeps the rest.
import { oldestFirst } from '../lib/oldestFirst.js';

interface Entry<V> {
  value: V;
  /** Its size (what the capacity counts). */
  size: number;
  /** Terms whose postings the value was read from (or would be, once some agent holds them). */
  terms: string[];
  /** Words read as prefixes: a new term beginning with one changes the value too. */
  prefixes: string[];
}

export class WordCache<V> {
  /** In order of use, least recent first (a Map keeps insertion order; a hit is moved to the end). */
  private readonly entries = new Map<string, Entry<V>>();
  private readonly leastRecent = oldestFirst(this.entries);
  private readonly byTerm = new Map<string, Set<string>>();
  private readonly byPrefix = new Map<string, Set<string>>();
  private held = 0;

  constructor(private readonly capacity: number) {}

  get size(): number {
    return this.entries.size;
  }

  /** The sizes of all entries, summed. */
  get total(): number {
    return this.held;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V, size: number, terms: string[], prefixes: string[]): void {
    this.delete(key);
    if (size > this.capacity) return;
    while (this.held + size > this.capacity) this.delete(this.leastRecent()!);
    this.entries.set(key, { value, size, terms, prefixes });
    this.held += size;
    for (const t of terms) link(this.byTerm, t, key);
    for (const p of prefixes) link(this.byPrefix, p, key);
  }

  /** A term's postings changed: every entry read from it, or from a prefix of it, goes. */
  termChanged(term: string): void {
    if (!this.entries.size) return;
    const exact = this.byTerm.get(term);
    if (exact) for (const key of [...exact]) this.delete(key);
    for (let i = 1; i <= term.length; i++) {
      const keys = this.byPrefix.get(term.slice(0, i));
      if (keys) for (const key of [...keys]) this.delete(key);
    }
  }

  clear(): void {
    this.entries.clear();
    this.byTerm.clear();
    this.byPrefix.clear();
    this.held = 0;
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.held -= entry.size;
    for (const t of entry.terms) unlink(this.byTerm, t, key);
    for (const p of entry.prefixes) unlink(this.byPrefix, p, key);
  }
}

function link(map: Map<string, Set<string>>, at: string, key: string): void {
  const keys = map.get(at);
  if (keys) keys.add(key);
  else map.set(at, new Set([key]));
}

function unlink(map: Map<string, Set<string>>, at: string, key: string): void {
  const keys = map.get(at);
  if (!keys) return;
  keys.delete(key);
  if (!keys.size) map.delete(at);
}
