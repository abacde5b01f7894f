import { API_MESSAGES, ERROR_CODES } from '@agent-registry/api-client/contract';

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 451 | 500 | 502 | 503;

/** The body of every error answer: `{ error, message }`, plus `fields` on validation errors. */
export function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return fields ? { error: code, message, fields } : { error: code, message };
}

/** An error the client may see: `{ error, message, fields? }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toJSON(): { error: string; message: string; fields?: Record<string, string> } {
    return errorBody(this.code, this.message, this.fields);
  }
}

export const notFound = (message: string) => new ApiError(404, ERROR_CODES.notFound, message);
export const badRequest = (message: string, fields?: Record<string, string>) => new ApiError(400, ERROR_CODES.validation, message, fields);
export const unauthorized = (message: string, code: string = ERROR_CODES.unauthorized) => new ApiError(401, code, message);
export const forbidden = (message: string) => new ApiError(403, ERROR_CODES.forbidden, message);
/** A 409 about one field of the input (its message under that field). */
export const conflict = (message: string, field: string) => new ApiError(409, ERROR_CODES.conflict, message, { [field]: message });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, ERROR_CODES.rateLimited, API_MESSAGES.tooManyRequests, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
