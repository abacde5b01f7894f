import { z } from 'zod';

/** True for absolute http(s) URLs only: a "javascript:" link must never be stored for the UI to render. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptime_seconds: z.number(),
  time: z.string(),
});
