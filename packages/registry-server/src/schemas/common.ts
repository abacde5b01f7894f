import { ERROR_CODES, VALIDATION_MESSAGES, isValidUrl } from '@agent-registry/api-client/contract';
import { z } from 'zod';
import { ApiError } from '../lib/errors.js';

/**
 * Refuses (400, the message under each field) links the UI would render that are not http(s):
 * never javascript: or data: (the contract's `isValidUrl`, so a "javascript:" link is never
 * stored for the UI to render).
 */
export function checkHttpUrls<T extends object>(input: T, keys: ReadonlyArray<keyof T & string>): void {
  const fields: Record<string, string> = {};
  for (const key of keys) {
    const value = input[key];
    if (typeof value === 'string' && value && !isValidUrl(value)) fields[key] = VALIDATION_MESSAGES.invalidUrl;
  }
  if (Object.keys(fields).length) throw new ApiError(400, ERROR_CODES.validation, VALIDATION_MESSAGES.invalidUrl, fields);
}

export const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  version: z.string(),
  uptime_seconds: z.number(),
  time: z.string(),
});
