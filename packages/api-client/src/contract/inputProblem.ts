// How input the contract refuses is answered, by the server and the simulated backend alike:
// 400 `{error: 'validation_error', message, fields}`, each field with its first message.
import { API_MESSAGES } from './messages';

/** What a refusal needs of a zod issue. */
export interface InputIssue {
  code?: string;
  path: readonly PropertyKey[];
  message: string;
  /** The keys an object does not know (`unrecognized_keys`). */
  keys?: readonly string[];
}

/** Field name -> first message, and the first message overall (a key the schema does not know: 'Unknown field: <key>'). */
export function inputProblem(issues: readonly InputIssue[]): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String);
    const keys = issue.code === 'unrecognized_keys' ? (issue.keys ?? []).map((key) => [...path, key].join('.')) : [path.join('.') || '_'];
    for (const key of keys) fields[key] ??= issue.code === 'unrecognized_keys' ? `Unknown field: ${key}` : issue.message;
  }
  return { message: Object.values(fields)[0] ?? API_MESSAGES.invalidRequest, fields };
}
