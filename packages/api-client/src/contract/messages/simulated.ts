// Auth failures both backends answer with (spec section 5), word for word.

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
