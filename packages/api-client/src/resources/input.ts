// Checks a caller's input against the contract before anything is sent.
import type { Issue, Parsed, Parser } from '../wire/check';
import { ValidationError } from '../errors';

/** Field path -> first message of that field. */
export function issuesToFields(issues: readonly Pick<Issue, 'path' | 'message'>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '(root)';
    fields[key] ??= issue.message;
  }
  return fields;
}

/**
 * The parsed input, or a ValidationError (no status: refused before sending) whose message is
 * the first rule that failed, in the contract's words. Takes a zod schema or a wire parser.
 */
export function parseInput<S extends Parser<unknown>>(schema: S, input: unknown): Parsed<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data as Parsed<S>;
  const first = parsed.error.issues[0];
  throw new ValidationError(first?.message ?? 'Invalid input', {
    fields: issuesToFields(parsed.error.issues),
    body: input,
  });
}

type Schemas = typeof import('../contract/schemas');
type SchemaName = {
  [K in keyof Schemas]: Schemas[K] extends Parser<unknown> ? K : never;
}[keyof Schemas];

/**
 * parseInput with one of the contract's zod request schemas, loaded on first use: the write
 * calls (profile, frameworks) are rare, so the browser fetches zod only when one is made.
 */
export async function parseInputWith<K extends SchemaName>(
  name: K,
  input: unknown,
): Promise<Parsed<Schemas[K]>> {
  const schemas = await import('../contract/schemas');
  return parseInput(schemas[name], input);
}
