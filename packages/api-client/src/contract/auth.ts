// The auth calls of spec section 7: their requests, with the rules and messages of section 5 (the
// sign-in and sign-up forms check the same schemas, see validation.ts), and their one answer.
import * as z from 'zod/mini';
import { CODE_LENGTH, CODE_PATTERN, FULL_NAME_MAX_LENGTH, MIN_PASSWORD_LENGTH, PASSWORD_PATTERN } from './constants';
import { checked, requiredText, route, signedInRoute, type ApiRoute } from './common';
import { UserWireSchema } from './entities';
import { SIMULATED_ERRORS, VALIDATION_MESSAGES as M } from './messages';

// --- Field rules ----------------------------------------------------------------------------

export const EmailSchema = z.pipe(
  checked(z.string({ error: M.fieldRequired }), z.trim(), z.minLength(1, M.emailRequired), z.maxLength(254, M.invalidEmail)),
  z.email({ error: M.invalidEmail }),
);

/** The sign-up / reset password rules, with the spec's messages. */
export const PasswordSchema = checked(
  z.string({ error: M.fieldRequired }),
  z.minLength(MIN_PASSWORD_LENGTH, M.passwordTooShort),
  z.maxLength(128, M.passwordComplexity),
  z.regex(PASSWORD_PATTERN, M.passwordComplexity),
);

/** A password to check against the stored one: anything but nothing. */
export const CurrentPasswordSchema = checked(z.string({ error: M.fieldRequired }), z.minLength(1, M.fieldRequired));

/** A person's name: required, at most 100 characters. */
export const FullNameSchema = requiredText(z.maxLength(FULL_NAME_MAX_LENGTH, M.fullNameTooLong));

/** A 6-digit code of an email; `invalid` is the message of any other text. */
/* @__NO_SIDE_EFFECTS__ */
function codeSchema(invalid: string) {
  return checked(
    z.string({ error: M.confirmationCodeRequired }),
    z.trim(),
    z.minLength(1, M.confirmationCodeRequired),
    z.maxLength(CODE_LENGTH, M.codeTooLong),
    z.regex(CODE_PATTERN, invalid),
  );
}

/** The code of the sign-up confirmation email. */
export const ConfirmationCodeSchema = codeSchema(SIMULATED_ERRORS.invalidConfirmationCode);
/** The code of the password reset email. */
export const ResetCodeSchema = codeSchema(SIMULATED_ERRORS.invalidResetCode);

// --- Requests -------------------------------------------------------------------------------

/** POST /auth/register */
export const RegisterRequestSchema = z.strictObject({ email: EmailSchema, password: PasswordSchema, name: FullNameSchema });
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

/** POST /auth/login */
export const LoginRequestSchema = z.strictObject({ email: EmailSchema, password: CurrentPasswordSchema });
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** POST /auth/confirm-email */
export const ConfirmEmailRequestSchema = z.strictObject({ email: EmailSchema, confirmation_code: ConfirmationCodeSchema });
export type ConfirmEmailRequest = z.infer<typeof ConfirmEmailRequestSchema>;

/** POST /auth/resend-confirmation and POST /auth/forgot-password: an email. */
const EmailRequestSchema = z.strictObject({ email: EmailSchema });
export const ResendConfirmationRequestSchema = EmailRequestSchema;
export type ResendConfirmationRequest = z.infer<typeof EmailRequestSchema>;
export const ForgotPasswordRequestSchema = EmailRequestSchema;
export type ForgotPasswordRequest = ResendConfirmationRequest;

/** POST /auth/reset-password */
export const ResetPasswordRequestSchema = z.strictObject({ email: EmailSchema, code: ResetCodeSchema, new_password: PasswordSchema });
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

/** POST /auth/change-password */
export const ChangePasswordRequestSchema = checked(
  z.strictObject({ old_password: CurrentPasswordSchema, new_password: PasswordSchema }),
  // Changing a password to itself changes nothing (and would sign the other sessions out for no reason).
  z.refine((v) => v.new_password !== v.old_password, { error: M.newPasswordSameAsOld, path: ['new_password'] }),
);
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** POST /auth/confirm-password: proves the password again before a sensitive call (see REAUTH_WINDOW_MS). */
export const ConfirmPasswordRequestSchema = z.strictObject({ password: CurrentPasswordSchema });
export type ConfirmPasswordRequest = z.infer<typeof ConfirmPasswordRequestSchema>;

/** PUT /auth/profile */
export const UpdateAuthProfileRequestSchema = z.strictObject({ name: FullNameSchema });
export type UpdateAuthProfileRequest = z.infer<typeof UpdateAuthProfileRequestSchema>;

// --- Answer ---------------------------------------------------------------------------------

/**
 * Body of every auth answer, success or failure (the client returns error bodies as results).
 * Success is judged by `message` containing an AUTH_SUCCESS_MARKERS phrase.
 */
export const AuthResponseSchema = z.object({
  message: z.optional(z.string()),
  error: z.optional(z.string()),
  user: z.optional(UserWireSchema),
  token: z.optional(z.string()),
  /** ISO time the session ends. */
  expires_at: z.optional(z.string()),
  /** GET /auth/verify: whether the session is valid. */
  valid: z.optional(z.boolean()),
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/** POST /auth/login: user, message, token, error. */
export const LoginResponseSchema = AuthResponseSchema;
export type LoginResponse = AuthResponse;
/** POST /auth/register: message (contains 'sent successfully'), user. */
export const RegisterResponseSchema = AuthResponseSchema;
export type RegisterResponse = AuthResponse;
/** confirm-email, resend-confirmation, forgot-password, reset-password, change-password, logout. */
export const AuthMessageResponseSchema = AuthResponseSchema;
export type AuthMessageResponse = AuthResponse;
/** PUT /auth/profile: user. */
export const AuthProfileResponseSchema = AuthResponseSchema;
export type AuthProfileResponse = AuthResponse;
/** GET /auth/verify: valid, user. */
export const VerifyResponseSchema = AuthResponseSchema;
export type VerifyResponse = AuthResponse;

/** The auth calls (the sessions list is with the tokens, in tokens.ts). */
export const AUTH_ROUTES = {
  register: route('POST /auth/register', RegisterResponseSchema, { body: RegisterRequestSchema }),
  login: route('POST /auth/login', LoginResponseSchema, { body: LoginRequestSchema }),
  confirmEmail: route('POST /auth/confirm-email', AuthMessageResponseSchema, { body: ConfirmEmailRequestSchema }),
  resendConfirmation: route('POST /auth/resend-confirmation', AuthMessageResponseSchema, { body: ResendConfirmationRequestSchema }),
  forgotPassword: route('POST /auth/forgot-password', AuthMessageResponseSchema, { body: ForgotPasswordRequestSchema }),
  resetPassword: route('POST /auth/reset-password', AuthMessageResponseSchema, { body: ResetPasswordRequestSchema }),
  changePassword: signedInRoute('POST /auth/change-password', AuthMessageResponseSchema, { body: ChangePasswordRequestSchema }),
  confirmPassword: signedInRoute('POST /auth/confirm-password', AuthMessageResponseSchema, { body: ConfirmPasswordRequestSchema }),
  updateAuthProfile: signedInRoute('PUT /auth/profile', AuthProfileResponseSchema, { body: UpdateAuthProfileRequestSchema }),
  verify: signedInRoute('GET /auth/verify', VerifyResponseSchema),
  logout: signedInRoute('POST /auth/logout', AuthMessageResponseSchema),
} as const satisfies Record<string, ApiRoute>;
