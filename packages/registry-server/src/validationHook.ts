// How input the contract refuses is answered: 400 `{error, message, fields}`.
import { API_MESSAGES, ERROR_CODES } from '@agent-registry/api-client/contract';
import type { Hook } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { errorBody } from './lib/errors.js';
import type { AppEnv } from './types.js';

/** Field name -> first message, and the first message overall, of a zod error. */
function zodFields(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? (issue as { keys: string[] }).keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.join('.') || '_'];
    for (const key of keys) {
      const message = issue.code === 'unrecognized_keys' ? `Unknown field: ${key}` : issue.message;
      fields[key] ??= message;
    }
  }
  const message = Object.values(fields)[0] ?? API_MESSAGES.invalidRequest;
  return { message, fields };
}

/** The default hook of the API's validators: a refused query, path or body is a 400. */
export const validationHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (!result.success) {
    const { message, fields } = zodFields(result.error);
    return c.json(errorBody(ERROR_CODES.validation, message, fields), 400);
  }
};
