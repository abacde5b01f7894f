// What the in-memory benches measure: the CPU time this process takes (on a shared machine wall
// time would measure the neighbours too) and the heap what they build holds.

const gc = (globalThis as { gc?: () => void }).gc;

/** Fails at once, before the long build, unless node runs with --expose-gc (heapAfterGc needs it). */
export function requireExposedGc(): void {
  if (!gc) throw new Error('run with node --expose-gc');
}

/** The heap in use once two full collections have freed what is garbage. */
export function heapAfterGc(): number {
  requireExposedGc();
  gc!();
  gc!();
  return process.memoryUsage().heapUsed;
}

/** CPU time of this process so far, user and system, in ms. */
export function cpuMs(): number {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1e3;
}

export const mb = (bytes: number) => `${Math.round(bytes / 2 ** 20)} MB`;
