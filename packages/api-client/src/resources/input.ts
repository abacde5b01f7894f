// Checks a caller's input against the contract before anything is sent.
import type { z } from 'zod';
import { ValidationError } from '../errors';

/** Field path -> first message of that field. */
export function issuesToFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '(root)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The parsed input, or a ValidationError (no status: refused before sending) whose message is
 * the first rule that failed, in the contract's words.
 */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  throw new ValidationError(first?.message ?? 'Invalid input', {
    fields: issuesToFields(parsed.error.issues),
    body: input,
  });
}
