// The crowd scenario: many keep-alive connections of mixed reads, a trickle of writes and a health
// probe, all at once, over raw sockets (loopback only). It counts what a crowd notices: requests
// left unanswered for seconds, 503s (and whether each says Retry-After), a health check that
// stops answering, and how long writes take.
import net from 'node:net';

export interface CrowdOptions {
  port: number;
  /** GET paths for the readers, used round-robin. */
  reads: string[];
  /** Reader connections. */
  connections: number;
  durationMs: number;
  /** Session token for the writer. */
  token: string;
  /** One write every this many ms (POST /api/agents). */
  writeEveryMs: number;
  /** Health probe period. */
  healthEveryMs: number;
}

export interface CrowdResult {
  reads: number;
  readP50: number;
  readP99: number;
  readMax: number;
  writes: number;
  writeP50: number;
  writeP99: number;
  /** Writes answered other than 2xx (each publish must succeed), by status. */
  writeFailures: number;
  writeStatuses: Record<string, number>;
  /** Answered after more than 5 s, or never answered within 5 s of the end. */
  slowOver5s: number;
  status503: number;
  status503WithRetryAfter: number;
  otherNon2xx: number;
  errors: number;
  healthChecks: number;
  healthFailures: number;
  healthMax: number;
}

interface Conn {
  request(
    method: string,
    path: string,
    headers?: Record<string, string>,
    body?: string,
  ): Promise<{ status: number; head: string; ms: number }>;
  close(): void;
}

function connect(port: number): Promise<Conn> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setNoDelay(true);
    let buf: Buffer = Buffer.alloc(0);
    let waiter: ((r: { status: number; head: string }) => void) | undefined;
    let failer: ((e: Error) => void) | undefined;
    socket.on('data', (chunk: Buffer) => {
      buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
      const headerEnd = buf.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const head = buf.subarray(0, headerEnd).toString('latin1');
      const len = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      let total: number;
      if (len) {
        total = headerEnd + 4 + Number(len[1]);
        if (buf.length < total) return;
      } else {
        const end = buf.indexOf('\r\n0\r\n\r\n', headerEnd);
        if (end < 0) return;
        total = end + 7;
      }
      buf = buf.subarray(total);
      const w = waiter;
      waiter = undefined;
      w?.({ status: Number(head.slice(9, 12)), head });
    });
    socket.on('error', (e) => failer?.(e));
    socket.on('close', () => failer?.(new Error('closed')));
    socket.once('connect', () =>
      resolve({
        request(method, path, headers = {}, body) {
          const started = process.hrtime.bigint();
          return new Promise((res, rej) => {
            waiter = (r) => res({ ...r, ms: Number(process.hrtime.bigint() - started) / 1e6 });
            failer = rej;
            const extra = Object.entries(headers)
              .map(([k, v]) => `${k}: ${v}\r\n`)
              .join('');
            const length = body !== undefined ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : '';
            socket.write(
              `${method} ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: keep-alive\r\nAccept: application/json\r\n${extra}${length}\r\n${body ?? ''}`,
            );
          });
        },
        close: () => socket.destroy(),
      }),
    );
    socket.once('error', reject);
  });
}

/** A valid agent.yaml for the crowd's publishes (the server checks it as the CLI does). */
export function crowdAgentYaml(slug: string): string {
  return [
    'apiVersion: agent.dev/v1',
    'kind: Agent',
    'metadata:',
    `  name: ${slug}`,
    '  version: 1.0.0',
    '  description: Written during the crowd bench.',
    'spec:',
    '  runtime: python',
    '  model:',
    '    provider: openai',
    '    name: gpt-4o-mini',
    '',
  ].join('\n');
}

const pct = (xs: number[], p: number) => (xs.length ? xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] : NaN);

export async function runCrowd(o: CrowdOptions): Promise<CrowdResult> {
  const reads: number[] = [];
  const writes: number[] = [];
  const health: number[] = [];
  const r = { slowOver5s: 0, status503: 0, status503WithRetryAfter: 0, otherNon2xx: 0, errors: 0, healthFailures: 0, writeFailures: 0 };
  const writeStatuses: Record<string, number> = {};
  const end = Date.now() + o.durationMs;
  let next = 0;
  const count = (res: { status: number; head: string; ms: number }) => {
    if (res.ms > 5000) r.slowOver5s++;
    if (res.status === 503) {
      r.status503++;
      if (/\r\nretry-after:\s*\d+/i.test(res.head)) r.status503WithRetryAfter++;
    } else if (res.status < 200 || res.status >= 300) r.otherNon2xx++;
  };

  const reader = async () => {
    let conn: Conn | undefined;
    while (Date.now() < end) {
      try {
        conn ??= await connect(o.port);
        const res = await conn.request('GET', o.reads[next++ % o.reads.length]);
        reads.push(res.ms);
        count(res);
        // A 503 says when to come back; a polite client waits that long.
        if (res.status === 503) await new Promise((s) => setTimeout(s, 1000));
        if (/\r\nconnection:\s*close/i.test(res.head)) {
          conn.close();
          conn = undefined;
        }
      } catch {
        r.errors++;
        conn?.close();
        conn = undefined;
      }
    }
    conn?.close();
  };

  const writer = async () => {
    const conn = await connect(o.port);
    const run = Date.now().toString(36);
    let i = 0;
    while (Date.now() < end) {
      const tick = Date.now();
      try {
        const body = JSON.stringify({
          agent_yaml: crowdAgentYaml(`crowd-${run}-${i++}`),
          category: 'productivity',
          tags: ['crowd'],
        });
        const res = await conn.request(
          'POST',
          '/api/agents',
          { Authorization: `Bearer ${o.token}`, 'Content-Type': 'application/json' },
          body,
        );
        writes.push(res.ms);
        // Writes are counted apart from reads: every one must be a 2xx.
        writeStatuses[res.status] = (writeStatuses[res.status] ?? 0) + 1;
        if (res.status < 200 || res.status >= 300) r.writeFailures++;
        if (res.ms > 5000) r.slowOver5s++;
      } catch {
        r.writeFailures++;
        writeStatuses.error = (writeStatuses.error ?? 0) + 1;
      }
      await new Promise((s) => setTimeout(s, Math.max(0, o.writeEveryMs - (Date.now() - tick))));
    }
    conn.close();
  };

  const prober = async () => {
    while (Date.now() < end) {
      const tick = Date.now();
      try {
        // A fresh connection each time, as a load balancer's probe would.
        const conn = await connect(o.port);
        const res = await Promise.race([
          conn.request('GET', '/api/health'),
          new Promise<never>((_, rej) => setTimeout(() => rej(new Error('timeout')), 5000)),
        ]);
        conn.close();
        health.push(res.ms);
        if (res.status !== 200) r.healthFailures++;
      } catch {
        r.healthFailures++;
        health.push(5000);
      }
      await new Promise((s) => setTimeout(s, Math.max(0, o.healthEveryMs - (Date.now() - tick))));
    }
  };

  // Requests still unanswered 5 s after the end count as unanswered.
  const all = Promise.all([...Array.from({ length: o.connections }, reader), writer(), prober()]);
  const settled = await Promise.race([all.then(() => true), new Promise<boolean>((s) => setTimeout(() => s(false), o.durationMs + 5000))]);
  if (!settled) r.slowOver5s += 1; // at least one; the processes are torn down next
  reads.sort((a, b) => a - b);
  writes.sort((a, b) => a - b);
  return {
    reads: reads.length,
    readP50: pct(reads, 50),
    readP99: pct(reads, 99),
    readMax: reads[reads.length - 1] ?? NaN,
    writes: writes.length,
    writeP50: pct(writes, 50),
    writeP99: pct(writes, 99),
    writeStatuses,
    ...r,
    healthChecks: health.length,
    healthMax: Math.max(0, ...health),
  };
}
