// Form validation messages (spec section 8), word for word.

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
