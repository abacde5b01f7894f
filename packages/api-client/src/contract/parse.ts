// Checking a value against a contract schema: zod's own messages (where a schema sets none) in
// English, whichever zod locale the host configured, and the issues keyed by field.
import * as z from 'zod/mini';
import { en } from 'zod/locales';

let english: z.core.$ZodErrorMap | undefined;

/** `schema.safeParse(input)`, with English messages where the contract gives none. */
export function safeParse<S extends z.core.$ZodType>(schema: S, input: unknown): z.core.util.SafeParseResult<z.output<S>> {
  english ??= en().localeError;
  return z.safeParse(schema, input, { error: english });
}

/** Field path ('preferences.language', '(root)' for the whole value) -> the first message of that field. */
export function issuesToFields(issues: readonly Pick<z.core.$ZodIssue, 'path' | 'message'>[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.join('.') || '(root)';
    fields[key] ??= issue.message;
  }
  return fields;
}
