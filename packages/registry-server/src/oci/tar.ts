// Just enough of tar to find a few small files in an image layer as it streams past: ustar and
// GNU headers, PAX and GNU long names; file bodies that are not wanted are skipped, never kept.
import type { Readable } from 'node:stream';

class ByteReader {
  private buf: Buffer = Buffer.alloc(0);
  private readonly it: AsyncIterator<Buffer>;
  private ended = false;

  constructor(source: AsyncIterable<Buffer>) {
    this.it = source[Symbol.asyncIterator]();
  }

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const r = await this.it.next();
    if (r.done) {
      this.ended = true;
      return false;
    }
    this.buf = this.buf.length ? Buffer.concat([this.buf, r.value]) : r.value;
    return true;
  }

  async read(n: number): Promise<Buffer | null> {
    while (this.buf.length < n) if (!(await this.more())) return null;
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }

  async skip(n: number): Promise<boolean> {
    while (n > 0) {
      if (this.buf.length === 0 && !(await this.more())) return false;
      const k = Math.min(n, this.buf.length);
      this.buf = this.buf.subarray(k);
      n -= k;
    }
    return true;
  }
}

const text = (b: Buffer, start: number, end: number) => {
  const slice = b.subarray(start, end);
  const nul = slice.indexOf(0);
  return slice.subarray(0, nul < 0 ? slice.length : nul).toString('utf8');
};

function size(b: Buffer): number {
  const field = b.subarray(124, 136);
  // Base-256 (GNU) for sizes past 8 GiB.
  if (field[0] & 0x80) {
    let n = 0;
    for (let i = 1; i < field.length; i++) n = n * 256 + field[i];
    return n;
  }
  return parseInt(text(b, 124, 136).trim() || '0', 8);
}

function paxPath(body: Buffer): string | undefined {
  let rest = body.toString('utf8');
  while (rest.length) {
    const space = rest.indexOf(' ');
    const len = Number(rest.slice(0, space));
    if (!len) break;
    const record = rest.slice(space + 1, len - 1);
    if (record.startsWith('path=')) return record.slice(5);
    rest = rest.slice(len);
  }
  return undefined;
}

/** A path as layers write it (`./app/x`, `app/x`, `/app/x`) in one form: `app/x`. */
export const normalizePath = (p: string) => p.replace(/^(\.\/|\/)+/, '').replace(/\/+$/, '');

export interface TarVisit {
  /** Regular files and whiteouts, by normalized path. */
  path: string;
  type: 'file' | 'other';
  size: number;
}

/**
 * Walks the entries of a tar stream. `visit` answers, for each entry, the most bytes of it to
 * keep (0: skip it), or 'stop' to end the walk; kept bodies go to `kept`.
 */
export async function walkTar(
  source: Readable | AsyncIterable<Buffer>,
  visit: (entry: TarVisit) => number | 'stop',
  kept: (path: string, body: Buffer) => void,
): Promise<void> {
  const reader = new ByteReader(source as AsyncIterable<Buffer>);
  let longName: string | undefined;
  for (;;) {
    const header = await reader.read(512);
    if (!header || header.every((x) => x === 0)) return;
    const type = String.fromCharCode(header[156] || 48);
    const length = size(header);
    const padded = Math.ceil(length / 512) * 512;
    if (type === 'x' || type === 'L') {
      const body = await reader.read(padded);
      if (!body) return;
      longName = type === 'L' ? text(body, 0, length) : (paxPath(body.subarray(0, length)) ?? longName);
      continue;
    }
    const prefix = text(header, 257, 263).startsWith('ustar') ? text(header, 345, 500) : '';
    const name = longName ?? (prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100));
    longName = undefined;
    const entry: TarVisit = { path: normalizePath(name), type: type === '0' || type === '7' ? 'file' : 'other', size: length };
    const keep = visit(entry);
    if (keep === 'stop') return;
    if (keep > 0 && entry.type === 'file' && length <= keep) {
      const body = await reader.read(padded);
      if (!body) return;
      kept(entry.path, Buffer.from(body.subarray(0, length)));
    } else if (!(await reader.skip(padded))) return;
  }
}
