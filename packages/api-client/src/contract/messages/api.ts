// Other API messages both ends share.

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
