// The validation rules of spec section 5 as plain functions returning the exact messages.
// Forms call them before sending; the server's zod schemas (schemas.ts) apply the same rules.
import {
  BIO_MAX_LENGTH,
  CODE_LENGTH,
  FULL_NAME_MAX_LENGTH,
  MIN_PASSWORD_LENGTH,
} from './constants';
import { VALIDATION_MESSAGES as M } from './messages';

/** Field name -> message; a field without an entry is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** At least one lowercase, uppercase, digit and one of @$!%*?&; nothing but those allowed. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
/** GitHub usernames: letters, digits, hyphens. */
export const GITHUB_USERNAME_PATTERN = /^[A-Za-z0-9-]+$/;
/** Twitter usernames: letters, digits, underscores. */
export const TWITTER_USERNAME_PATTERN = /^[A-Za-z0-9_]+$/;
/** What an `<input type="email">` accepts, roughly: something@something.tld. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const isBlank = (value: string | null | undefined): boolean => !value || value.trim() === '';

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first message, in rule order (what a single toast shows). */
export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors).find(Boolean);
}

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** True when the value parses as an absolute URL. */
export function isValidUrl(value: string): boolean {
  try {
    // Only web addresses: the profile renders this as a link, so `javascript:` and the like
    // must never pass.
    const { protocol } = new URL(value.trim());
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** Length, then character rules, of one password. */
export function validatePassword(password: string): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return M.passwordTooShort;
  if (!PASSWORD_PATTERN.test(password)) return M.passwordComplexity;
  return undefined;
}

export type PasswordPairField = 'password' | 'confirmPassword';

/** The three password rules of sign-up and reset, in spec order: match, length, characters. */
export function validatePasswordPair(
  password: string,
  confirmPassword: string,
): FieldErrors<PasswordPairField> {
  const errors: FieldErrors<PasswordPairField> = {};
  if (password !== confirmPassword) errors.confirmPassword = M.passwordsDoNotMatch;
  const rule = validatePassword(password);
  if (rule) errors.password = rule;
  return errors;
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export type SignUpField = keyof SignUpValues;

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {};
  if (isBlank(values.name)) errors.name = M.fieldRequired;
  if (isBlank(values.email)) errors.email = M.fieldRequired;
  else if (!isValidEmail(values.email)) errors.email = M.invalidEmail;
  if (!values.password) errors.password = M.fieldRequired;
  if (!values.confirmPassword) errors.confirmPassword = M.fieldRequired;
  if (values.password && values.confirmPassword) {
    Object.assign(errors, validatePasswordPair(values.password, values.confirmPassword));
  }
  return errors;
}

export interface SignInValues {
  email: string;
  password: string;
}

export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  if (isBlank(values.email)) errors.email = M.fieldRequired;
  if (!values.password) errors.password = M.fieldRequired;
  return errors;
}

/** Required, non-blank, at most 6 characters. */
export function validateConfirmationCode(code: string): string | undefined {
  if (isBlank(code)) return M.confirmationCodeRequired;
  if (code.trim().length > CODE_LENGTH) return M.codeTooLong;
  return undefined;
}

export interface ForgotPasswordValues {
  email: string;
}

export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<keyof ForgotPasswordValues> {
  if (isBlank(values.email)) return { email: M.emailRequired };
  if (!isValidEmail(values.email)) return { email: M.invalidEmail };
  return {};
}

export interface ResetPasswordValues {
  code: string;
  newPassword: string;
  confirmPassword: string;
}
export type ResetPasswordField = keyof ResetPasswordValues;

/** Reset code required (max 6), then the three password rules on the new password. */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<ResetPasswordField> {
  const errors: FieldErrors<ResetPasswordField> = {};
  if (isBlank(values.code)) errors.code = M.fieldRequired;
  else if (values.code.trim().length > CODE_LENGTH) errors.code = M.codeTooLong;
  if (!values.newPassword) errors.newPassword = M.fieldRequired;
  else {
    const pair = validatePasswordPair(values.newPassword, values.confirmPassword);
    if (pair.confirmPassword) errors.confirmPassword = pair.confirmPassword;
    if (pair.password) errors.newPassword = pair.password;
  }
  return errors;
}

export interface ProfileValues {
  full_name?: string | null;
  bio?: string | null;
  website_url?: string | null;
  github_username?: string | null;
  twitter_username?: string | null;
}
export type ProfileField = keyof ProfileValues;

/** The profile save rules; any entry means nothing may be sent. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const errors: FieldErrors<ProfileField> = {};
  if ((values.full_name ?? '').length > FULL_NAME_MAX_LENGTH) errors.full_name = M.fullNameTooLong;
  if ((values.bio ?? '').length > BIO_MAX_LENGTH) errors.bio = M.bioTooLong;
  const website = values.website_url ?? '';
  if (!isBlank(website) && !isValidUrl(website)) errors.website_url = M.invalidUrl;
  const github = values.github_username ?? '';
  if (github !== '' && !GITHUB_USERNAME_PATTERN.test(github)) {
    errors.github_username = M.invalidGithubUsername;
  }
  const twitter = values.twitter_username ?? '';
  if (twitter !== '' && !TWITTER_USERNAME_PATTERN.test(twitter)) {
    errors.twitter_username = M.invalidTwitterUsername;
  }
  return errors;
}
