// Every user-facing message of spec sections 5 and 8, word for word. Import these instead of
// retyping strings, so the server, the client and the screens can never drift apart.
// One module per group: a bundle carries each group only in the chunk of the screens that use it
// (a module sits whole in one chunk, so one module of all groups put them all on the landing page).
import { API_MESSAGES } from './messages/api';
import { AUTH_API_MESSAGES } from './messages/authApi';
import { HTTP_ERROR_FALLBACK } from './messages/errorCodes';
import { INLINE_MESSAGES } from './messages/inline';
import { SIMULATED_ERRORS } from './messages/simulated';
import { FAILURE_TOAST_PREFIXES, FAILURE_TOASTS, SUCCESS_TOASTS } from './messages/toasts';
import { VALIDATION_MESSAGES } from './messages/validation';

export * from './messages/api';
export * from './messages/authApi';
export * from './messages/errorCodes';
export * from './messages/inline';
export * from './messages/simulated';
export * from './messages/toasts';
export * from './messages/validation';

/** All messages, grouped, for callers that prefer a single import. */
export const MESSAGES = {
  httpErrorFallback: HTTP_ERROR_FALLBACK,
  success: SUCCESS_TOASTS,
  failure: FAILURE_TOASTS,
  failurePrefixes: FAILURE_TOAST_PREFIXES,
  inline: INLINE_MESSAGES,
  simulated: SIMULATED_ERRORS,
  validation: VALIDATION_MESSAGES,
  authApi: AUTH_API_MESSAGES,
  api: API_MESSAGES,
} as const;
