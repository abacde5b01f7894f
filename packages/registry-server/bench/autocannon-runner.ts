// One load generator run, in its own process so that generating the load shares neither the
// server's nor the orchestrator's thread: bench/api.ts starts it with an IPC channel, sends one
// RunnerScenario and receives one RunnerResult, then the process exits.
//
// The load is autocannon's (keep-alive connections, loopback only): a warm-up, then the measured
// run. Paths are sent either round-robin (`cycle`: the same ids again and again) or each exactly
// once (`once`: a cold mix; a setupRequest shared by all connections takes the next path, and the
// warm-up takes its own paths from the same list, so nothing is sent twice). Should a `once` list
// run out, the run stops there and says so (`exhausted`). Latencies are taken from autocannon's
// per-response event at sub-millisecond resolution, for every answer whatever its status.
import autocannon from 'autocannon';

export interface RunnerScenario {
  port: number;
  host?: string;
  paths: string[];
  mode: 'cycle' | 'once';
  connections: number;
  warmupMs: number;
  durationMs: number;
}

export interface RunnerResult {
  requests: number;
  /** Socket errors and timeouts. */
  errors: number;
  non2xx: number;
  /** Answers by status code, e.g. { "200": 1234 }. */
  statusCodes: Record<string, number>;
  seconds: number;
  rps: number;
  p50: number;
  p99: number;
  /** Distinct paths sent (warm-up included) and whether a `once` list ran out. */
  pathsUsed: number;
  exhausted: boolean;
}

async function run(scenario: RunnerScenario): Promise<RunnerResult> {
  const host = scenario.host ?? '127.0.0.1';
  if (host !== '127.0.0.1' && host !== 'localhost' && host !== '::1') throw new Error('loopback only');
  const { paths } = scenario;
  if (!paths.length) throw new Error('no paths');
  let next = 0;
  let exhausted = false;
  let current: autocannon.Instance | undefined;

  const takePath = (): string => {
    if (scenario.mode === 'cycle') return paths[next++ % paths.length];
    if (next >= paths.length) {
      // Out of distinct paths: stop; the few requests still built repeat the last path.
      if (!exhausted) {
        exhausted = true;
        setImmediate(() => current?.stop());
      }
      return paths[paths.length - 1];
    }
    return paths[next++];
  };

  const once = (durationMs: number) =>
    new Promise<RunnerResult>((resolve, reject) => {
      const latencies: number[] = [];
      const statusCodes: Record<string, number> = {};
      const started = process.hrtime.bigint();
      current = autocannon(
        {
          url: `http://${host}:${scenario.port}`,
          connections: scenario.connections,
          duration: durationMs / 1000,
          timeout: 10,
          headers: { accept: 'application/json' },
          requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: takePath() }) }],
        },
        (err, result) => {
          if (err) return reject(err);
          const seconds = Number(process.hrtime.bigint() - started) / 1e9;
          latencies.sort((a, b) => a - b);
          const pct = (p: number) =>
            latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN;
          let non2xx = 0;
          for (const [code, n] of Object.entries(statusCodes)) if (!code.startsWith('2')) non2xx += n;
          resolve({
            requests: latencies.length,
            errors: result.errors,
            non2xx,
            statusCodes,
            seconds,
            rps: latencies.length / seconds,
            p50: pct(50),
            p99: pct(99),
            pathsUsed: 0,
            exhausted: false,
          });
        },
      );
      current.on('response', (_client, statusCode, _bytes, responseTime) => {
        latencies.push(responseTime);
        statusCodes[statusCode] = (statusCodes[statusCode] ?? 0) + 1;
      });
    });

  // Warm up (JIT, caches, prepared statements, pool), then measure.
  if (scenario.warmupMs > 0) await once(scenario.warmupMs);
  const result = await once(scenario.durationMs);
  return { ...result, pathsUsed: Math.min(next, paths.length), exhausted };
}

process.once('message', (scenario: RunnerScenario) => {
  run(scenario).then(
    (result) => process.send!({ ok: true, result }, () => process.exit(0)),
    (err: unknown) => process.send!({ ok: false, error: String((err as Error)?.stack ?? err) }, () => process.exit(1)),
  );
});
