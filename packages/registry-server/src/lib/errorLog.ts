import crypto from 'node:crypto';

/** A short id a user can quote when reporting a failure; the log line carries the same id. */
export function newRequestId(): string {
  return crypto.randomBytes(8).toString('hex');
}

/**
 * Strips what an error message may carry from a request or a row: quoted values, emails,
 * password hashes, long hex/base64 runs (tokens, hashes). Drizzle's "params:" list is dropped whole.
 */
export function redact(text: string): string {
  return text
    .replace(/\bparams:[\s\S]*$/m, 'params: [redacted]')
    .replace(/\$argon2[^\s"',)]*/g, '[hash]')
    .replace(/"[^"\n]*"|'[^'\n]*'/g, '"…"')
    .replace(/[^\s@"'<>()]+@[^\s@"'<>()]+/g, '[email]')
    .replace(/[A-Za-z0-9_+/=-]{24,}/g, '[redacted]');
}

/**
 * What the log may say about an unexpected error: its class, its SQLSTATE when the database raised
 * it, its message redacted (the database's own message for a failed query, never drizzle's text
 * with the statement and its values), and where it was thrown.
 */
export function describeError(err: unknown): Record<string, unknown> {
  if (!(err instanceof Error)) return { error: typeof err };
  const cause = (err as { cause?: unknown }).cause;
  // Drizzle wraps a database error in one whose message lists the statement and its values.
  const wrapped = err.constructor.name === 'DrizzleQueryError' || err.message.startsWith('Failed query:');
  const source = wrapped && cause instanceof Error ? cause : err;
  const code = (source as { code?: unknown }).code;
  const frames = (err.stack ?? '')
    .split('\n')
    .filter((l) => l.startsWith('    at '))
    .slice(0, 6)
    .map((l) => l.trim());
  return {
    error: err.constructor.name === 'Error' ? err.name : err.constructor.name,
    ...(typeof code === 'string' ? { code } : {}),
    message: redact(source.message).slice(0, 300),
    at: frames,
  };
}

/** A request that failed because its client went away (not a server fault). */
export function isClientGone(err: unknown, signal?: AbortSignal): boolean {
  if (signal?.aborted) return true;
  const e = err as { code?: string; message?: string; name?: string } | undefined;
  return (
    e?.code === 'ECONNRESET' ||
    e?.code === 'ERR_STREAM_PREMATURE_CLOSE' ||
    e?.name === 'AbortError' ||
    /prematurely closed|aborted/i.test(e?.message ?? '')
  );
}
