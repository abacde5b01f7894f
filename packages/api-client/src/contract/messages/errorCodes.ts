// Machine codes of error responses and the toast text when a response has no message.

/** Toast text for an HTTP error whose body has no `message`. */
export const HTTP_ERROR_FALLBACK = 'An error occurred';

/**
 * Machine codes of error responses `{ error, message }`.
 * The text goes in `message`; `error` is for programs.
 */
export const ERROR_CODES = {
  validation: 'validation_error',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  invalidCredentials: 'invalid_credentials',
  emailNotConfirmed: 'email_not_confirmed',
  emailAlreadyConfirmed: 'email_already_confirmed',
  codeExpired: 'code_expired',
  codeInvalid: 'code_invalid',
  codeMissing: 'code_missing',
  tooManyAttempts: 'too_many_attempts',
  invalidToken: 'invalid_token',
  reauthRequired: 'reauthentication_required',
  demoReadOnly: 'demo_read_only',
  internal: 'internal_error',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];
