// A small keep-alive HTTP/1.1 load generator over raw sockets (loopback only), in the spirit of
// autocannon: N connections, each sending the next request as soon as the previous answer is in.
import net from 'node:net';

export interface LoadResult {
  requests: number;
  errors: number;
  non2xx: number;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
}

export interface LoadOptions {
  port: number;
  host?: string;
  /** Paths used round-robin. */
  paths: string[];
  connections: number;
  durationMs: number;
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const host = options.host ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') throw new Error('loopback only');
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let next = 0;
  const started = process.hrtime.bigint();
  const deadline = started + BigInt(options.durationMs) * 1_000_000n;

  const one = () =>
    new Promise<void>((resolve) => {
      const socket = net.connect({ host, port: options.port });
      socket.setNoDelay(true);
      let buf: Buffer = Buffer.alloc(0);
      let sentAt = 0n;
      let done = false;

      const finish = () => {
        if (done) return;
        done = true;
        socket.destroy();
        resolve();
      };
      const send = () => {
        if (process.hrtime.bigint() >= deadline) return finish();
        const path = options.paths[next++ % options.paths.length];
        sentAt = process.hrtime.bigint();
        socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}:${options.port}\r\nConnection: keep-alive\r\nAccept: application/json\r\n\r\n`);
      };

      socket.on('connect', send);
      socket.on('error', () => {
        errors++;
        finish();
      });
      socket.on('close', finish);
      socket.on('data', (chunk: Buffer) => {
        buf = buf.length ? Buffer.concat([buf, chunk]) : chunk;
        for (;;) {
          const headerEnd = buf.indexOf('\r\n\r\n');
          if (headerEnd < 0) return;
          const head = buf.subarray(0, headerEnd).toString('latin1');
          const status = Number(head.slice(9, 12));
          const lengthMatch = /\r\ncontent-length:\s*(\d+)/i.exec(head);
          let total: number;
          if (lengthMatch) {
            total = headerEnd + 4 + Number(lengthMatch[1]);
            if (buf.length < total) return;
          } else if (/\r\ntransfer-encoding:\s*chunked/i.test(head)) {
            const end = buf.indexOf('\r\n0\r\n\r\n', headerEnd);
            if (end < 0) return;
            total = end + 7;
          } else {
            errors++;
            return finish();
          }
          latencies.push(Number(process.hrtime.bigint() - sentAt) / 1e6);
          if (status < 200 || status >= 300) non2xx++;
          buf = buf.subarray(total);
          send();
        }
      });
    });

  await Promise.all(Array.from({ length: options.connections }, one));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
  return {
    requests: latencies.length,
    errors,
    non2xx,
    seconds,
    rps: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
  };
}
