// The form checks of spec section 5. Each form runs the contract's schemas of the call it sends
// (auth.ts, users.ts), so a screen and the server apply one rule with one message; these
// functions only keep the forms' field names and return `{ field: message }`.
import * as z from 'zod/mini';
import {
  ConfirmationCodeSchema,
  CurrentPasswordSchema,
  EmailSchema,
  ForgotPasswordRequestSchema,
  FullNameSchema,
  PasswordSchema,
  ResetCodeSchema,
} from './auth';
import { checked, text } from './common';
import { VALIDATION_MESSAGES as M } from './messages';
import { issuesToFields, safeParse } from './parse';
import { UpdateProfileRequestSchema } from './users';

/** Field name -> message; a field without an entry is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

/** The first message, in rule order (what a single toast shows). */
export function firstError(errors: FieldErrors): string | undefined {
  return Object.values(errors).find(Boolean);
}

/** The first message of `schema` for `value`, if it breaks a rule. */
function firstMessage(schema: z.core.$ZodType, value: unknown): string | undefined {
  const result = safeParse(schema, value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** The first message of each field of `values` under `schema`, in the order of `order`. */
function fieldErrors<K extends string>(schema: z.core.$ZodType, values: object, order: readonly K[]): FieldErrors<K> {
  const result = safeParse(schema, values);
  if (result.success) return {};
  const found: Record<string, string> = issuesToFields(result.error.issues);
  const errors: FieldErrors<K> = {};
  for (const field of order) if (found[field]) errors[field] = found[field];
  return errors;
}

/**
 * A form field left blank gets 'This field is required' before `rule` looks at it (a password's
 * spaces count, so it is not trimmed).
 */
/* @__NO_SIDE_EFFECTS__ */
function filled<S extends z.ZodMiniType<unknown, string>>(rule: S, { trim = true } = {}) {
  return z.pipe(trim ? text(z.trim(), z.minLength(1, M.fieldRequired)) : text(z.minLength(1, M.fieldRequired)), rule);
}

/** The confirmation must repeat the password, checked whenever `when` says the pair is filled in. */
/* @__NO_SIDE_EFFECTS__ */
function passwordsMatch<P extends string, C extends string>(password: P, confirm: C, when: (values: Record<P | C, unknown>) => boolean) {
  return z.refine<Record<P | C, unknown>>((values) => values[password] === values[confirm], {
    path: [confirm],
    message: M.passwordsDoNotMatch,
    when: (payload) => when(payload.value as Record<P | C, unknown>),
  });
}

// --- Sign-up, sign-in, codes and passwords -----------------------------------------------------

export function isValidEmail(value: string): boolean {
  return safeParse(EmailSchema, value).success;
}

/** Length, then character rules, of one password. */
export function validatePassword(password: string): string | undefined {
  return firstMessage(PasswordSchema, password);
}

export type PasswordPairField = 'password' | 'confirmPassword';

const PasswordPairSchema = checked(
  z.object({ password: PasswordSchema, confirmPassword: z.string() }),
  passwordsMatch('password', 'confirmPassword', () => true),
);

/** The three password rules of sign-up and reset, in spec order: match, length, characters. */
export function validatePasswordPair(password: string, confirmPassword: string): FieldErrors<PasswordPairField> {
  return fieldErrors(PasswordPairSchema, { password, confirmPassword }, ['confirmPassword', 'password']);
}

const SignUpFormSchema = checked(
  z.object({
    name: FullNameSchema,
    email: filled(EmailSchema),
    password: filled(PasswordSchema, { trim: false }),
    confirmPassword: filled(z.string(), { trim: false }),
  }),
  passwordsMatch('password', 'confirmPassword', (values) => values.password !== '' && values.confirmPassword !== ''),
);
export type SignUpValues = z.input<typeof SignUpFormSchema>;
export type SignUpField = keyof SignUpValues;

/** POST /auth/register's rules, with the confirmation. */
export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const { name, email, password, confirmPassword } = values;
  return fieldErrors(SignUpFormSchema, { name, email, password, confirmPassword }, ['name', 'email', 'confirmPassword', 'password']);
}

const SignInFormSchema = z.object({ email: filled(EmailSchema), password: CurrentPasswordSchema });
export type SignInValues = z.input<typeof SignInFormSchema>;

/** POST /auth/login's rules. */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  return fieldErrors(SignInFormSchema, { email: values.email, password: values.password }, ['email', 'password']);
}

/** Required, at most 6 characters, 6 digits. */
export function validateConfirmationCode(code: string): string | undefined {
  return firstMessage(ConfirmationCodeSchema, code);
}

export type ForgotPasswordValues = z.input<typeof ForgotPasswordRequestSchema>;

/** POST /auth/forgot-password's rules. */
export function validateForgotPassword(values: ForgotPasswordValues): FieldErrors<keyof ForgotPasswordValues> {
  return fieldErrors(ForgotPasswordRequestSchema, { email: values.email }, ['email']);
}

const ResetPasswordFormSchema = checked(
  z.object({
    code: filled(ResetCodeSchema),
    newPassword: filled(PasswordSchema, { trim: false }),
    confirmPassword: z.string(),
  }),
  passwordsMatch('newPassword', 'confirmPassword', (values) => values.newPassword !== ''),
);
export type ResetPasswordValues = z.input<typeof ResetPasswordFormSchema>;
export type ResetPasswordField = keyof ResetPasswordValues;

/** POST /auth/reset-password's rules: the code, then the three password rules on the new password. */
export function validateResetPassword(values: ResetPasswordValues): FieldErrors<ResetPasswordField> {
  const { code, newPassword, confirmPassword } = values;
  return fieldErrors(ResetPasswordFormSchema, { code, newPassword, confirmPassword }, ['code', 'confirmPassword', 'newPassword']);
}

// --- Profile ----------------------------------------------------------------------------------

export interface ProfileValues {
  /** The namespace of the user's agents: a new one renames (old references keep resolving). */
  username?: string | null;
  full_name?: string | null;
  bio?: string | null;
  website_url?: string | null;
  github_username?: string | null;
  twitter_username?: string | null;
}
export type ProfileField = keyof ProfileValues;

const PROFILE_FIELDS = [
  'username',
  'full_name',
  'bio',
  'website_url',
  'github_username',
  'twitter_username',
] as const satisfies readonly ProfileField[];

const ProfileFormSchema = z.pick(UpdateProfileRequestSchema, {
  username: true,
  full_name: true,
  bio: true,
  website_url: true,
  github_username: true,
  twitter_username: true,
});

/** PUT /users/profile's rules on the form's fields; any entry means nothing may be sent. */
export function validateProfile(values: ProfileValues): FieldErrors<ProfileField> {
  const filledIn: Record<string, string> = {};
  for (const field of PROFILE_FIELDS) {
    const value = values[field];
    // A profile without a username (an older server's) is saved without one.
    if (value != null && !(field === 'username' && value === '')) filledIn[field] = value;
  }
  return fieldErrors(ProfileFormSchema, filledIn, PROFILE_FIELDS);
}
