// Success messages of the auth API and the markers the client judges success by.

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
