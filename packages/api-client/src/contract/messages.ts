// Every user-facing message of spec sections 5 and 8, word for word. Import these instead of
// retyping strings, so the server, the client and the screens can never drift apart.

/** Toast text for an HTTP error whose body has no `message`. */
export const HTTP_ERROR_FALLBACK = 'An error occurred';

/** Success toasts. */
export const SUCCESS_TOASTS = {
  signIn: 'Welcome back!',
  signUp: 'Account created! Please check your email for confirmation.',
  confirmEmail: 'Email confirmed! You can now sign in.',
  resendCode: 'Confirmation code sent!',
  forgotPassword: 'Password reset code sent!',
  resetPassword: 'Password reset successfully!',
  updateProfile: 'Profile updated successfully!',
  changePassword: 'Password changed successfully!',
  signOut: 'Signed out successfully',
  patGenerated: 'Personal Access Token generated successfully!',
  patRevoked: 'Personal Access Token revoked successfully!',
  patCopied: 'PAT copied to clipboard!',
  copied: 'Copied to clipboard',
} as const;

/** Failure toasts of the auth screens; sign-in prefers the response's error or message. */
export const FAILURE_TOASTS = {
  signIn: 'Sign in failed',
  signUp: 'Sign up failed',
  confirmEmail: 'Confirmation failed',
  resendCode: 'Failed to resend code',
  forgotPassword: 'Failed to send reset code',
  resetPassword: 'Password reset failed',
  updateProfile: 'Profile update failed',
  changePassword: 'Password change failed',
  copy: 'Copy failed',
  fixFormErrors: 'Please fix the form errors before saving',
} as const;

/** Prefixes of the profile and token failure toasts; the error's message follows. */
export const FAILURE_TOAST_PREFIXES = {
  updateProfile: 'Failed to update profile: ',
  generatePat: 'Failed to generate PAT: ',
  revokePat: 'Failed to revoke PAT: ',
  getPatValue: 'Failed to get PAT value: ',
} as const;

/** 'Failed to update profile: ' + message, and the like. */
export function failureToast(kind: keyof typeof FAILURE_TOAST_PREFIXES, message: string): string {
  return FAILURE_TOAST_PREFIXES[kind] + message;
}

/** Inline messages. */
export const INLINE_MESSAGES = {
  agentLoadFailedPrefix: 'Failed to load agent: ',
  unknownError: 'Unknown error',
  profileErrorTitle: 'Error Loading Profile',
  profileErrorFallback: 'Failed to load profile data',
  agentsErrorPrefix: 'Error loading agents: ',
  agentsLoadFailedPrefix: 'Failed to load agents: ',
  frameworksErrorTitle: 'Unable to Load Frameworks',
  frameworksErrorBody: "We're having trouble loading the AI agent frameworks. Please try again later.",
  agentNotFound: 'Agent not found',
  frameworksFetchFailed: 'Failed to fetch frameworks',
} as const;

/** Messages of the simulated backend; the real server uses the same text. */
export const SIMULATED_ERRORS = {
  emailExists: 'User with this email already exists',
  invalidCredentials: 'Invalid email or password',
  emailNotConfirmed: 'Please confirm your email before logging in',
  userNotFound: 'User not found',
  emailAlreadyConfirmed: 'Email already confirmed',
  confirmationCodeExpired: 'Confirmation code has expired. Please request a new one.',
  confirmationTooManyAttempts: 'Too many failed attempts. Please request a new confirmation code.',
  invalidConfirmationCode: 'Invalid confirmation code',
  noConfirmationCode: 'No confirmation code found. Please request a new one.',
  resetCodeExpired: 'Reset code has expired. Please request a new one.',
  resetTooManyAttempts: 'Too many failed attempts. Please request a new reset code.',
  invalidResetCode: 'Invalid reset code',
  noResetCode: 'No reset code found. Please request a new one.',
  authRequired: 'Authentication required',
  currentPasswordIncorrect: 'Current password is incorrect',
  invalidToken: 'Invalid token',
} as const;

/** Validation messages. */
export const VALIDATION_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordComplexity: 'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
  confirmationCodeRequired: 'Please enter the confirmation code',
  emailRequired: 'Please enter your email address',
  fullNameTooLong: 'Full name must be less than 100 characters',
  bioTooLong: 'Bio must be less than 500 characters',
  invalidUrl: 'Please enter a valid URL',
  invalidGithubUsername: 'Invalid GitHub username format',
  invalidTwitterUsername: 'Invalid Twitter username format',
  // Not in the spec (which relies on the browser's `required` / `maxLength` / `type=email`);
  // needed so that every bad input still gets a clear message from the server and the rules.
  fieldRequired: 'This field is required',
  invalidEmail: 'Please enter a valid email address',
  codeTooLong: 'The code must be at most 6 characters',
  newPasswordSameAsOld: 'The new password must be different from the current one',
  /** A search longer than SEARCH_QUERY_MAX_LENGTH (the boxes stop there; a typed-in address may not). */
  searchTooLong: 'Search text can be at most 200 characters. Shorten it and search again.',
} as const;

/**
 * Success messages of the auth API. Each contains the marker phrase the client judges success
 * by (AUTH_SUCCESS_MARKERS), so the real server and the simulated backend answer alike.
 */
export const AUTH_API_MESSAGES = {
  registered: 'Registration successful. Confirmation code sent successfully to your email.',
  loginSuccessful: 'Login successful',
  emailConfirmed: 'Email confirmed successfully',
  confirmationSent: 'Confirmation code sent successfully',
  resetCodeSent: 'Password reset code sent successfully',
  passwordReset: 'Password reset successfully',
  passwordChanged: 'Password changed successfully',
  profileUpdated: 'Profile updated successfully',
  loggedOut: 'Logged out successfully',
  tokenValid: 'Token is valid',
  passwordConfirmed: 'Password confirmed successfully',
} as const;

/** Other API success messages (not shown in the spec; fixed here so both ends agree). */
export const API_MESSAGES = {
  profileUpdated: 'Profile updated successfully',
  patGenerated: 'Personal Access Token generated successfully',
  patRevoked: 'Personal Access Token revoked successfully',
  frameworkDeleted: 'Framework deleted successfully',
  frameworksSeeded: 'Frameworks seeded successfully',
  frameworkNotFound: 'Framework not found',
  noPat: 'No Personal Access Token found',
  tooManyRequests: 'Too many requests. Please try again later.',
  internalError: 'Internal server error',
  invalidRequest: 'Invalid request',
  reauthRequired: 'Please confirm your password to continue.',
  demoReadOnly: 'The demo account is read-only. Sign up to publish agents and edit your own profile.',
  demoHint: 'Shared and read-only, reset on every restart: look around and try the token panel. Sign up to publish.',
  demoTokenInert: "The demo account's tokens do not work with the API. Sign up to get a working token.",
  passwordIncorrect: 'Incorrect password',
} as const;

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

/** An auth call succeeded when its message contains one of these phrases. */
export const AUTH_SUCCESS_MARKERS = [
  'Login successful',
  'confirmed successfully',
  'sent successfully',
  'reset successfully',
  'changed successfully',
] as const;

/** True when the message contains one of the auth success markers. */
export function hasAuthSuccessMarker(message: string | null | undefined): boolean {
  if (!message) return false;
  return AUTH_SUCCESS_MARKERS.some((marker) => message.includes(marker));
}
