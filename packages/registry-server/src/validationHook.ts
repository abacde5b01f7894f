// How input the contract refuses is answered: 400 `{error, message, fields}`.
import { ERROR_CODES, inputProblem } from '@agent-registry/api-client/contract';
import type { Hook } from '@hono/zod-openapi';
import { errorBody } from './lib/errors.js';
import type { AppEnv } from './types.js';

/** The default hook of the API's validators: a refused query, path or body is a 400. */
export const validationHook: Hook<unknown, AppEnv, string, Response | undefined> = (result, c) => {
  if (!result.success) {
    const { message, fields } = inputProblem(result.error.issues);
    return c.json(errorBody(ERROR_CODES.validation, message, fields), 400);
  }
};
