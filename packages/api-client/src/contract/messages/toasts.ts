// Success and failure toasts of the screens (spec sections 5 and 8), word for word.

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
