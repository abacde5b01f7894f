// Checks a caller's input against the contract before anything is sent.
import type * as z from 'zod/mini';
import { issuesToFields, safeParse } from '../contract/parse';
import { ValidationError } from '../errors';

/**
 * The parsed input, or a ValidationError (no status: refused before sending) whose message is
 * the first rule that failed, in the contract's words.
 */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ValidationError(first?.message ?? 'Invalid input', {
    fields: issuesToFields(parsed.error.issues),
    body: input,
  });
}
