import * as contract from '@agent-registry/api-client/contract';
import type * as z from '../lib/openapi.js';
import { access, created, jsonBody, ok, routesTagged, type ErrorStatus } from './common.js';

const route = routesTagged('Auth');

/** A call taking `body` and answering `{message}`, whose text contains `says` on success. */
const messageCall = <T extends z.ZodType, K extends ErrorStatus>(body: T, says: string, ...codes: K[]) => ({
  request: { body: jsonBody(body) },
  responses: ok(contract.AuthMessageResponseSchema, `message contains '${says}'`, ...codes),
});

export const authRoutes = {
  register: route.post('/auth/register', access.anyone, {
    summary: 'Create an account; a 6-digit confirmation code is mailed',
    request: { body: jsonBody(contract.RegisterRequestSchema) },
    responses: created(contract.RegisterResponseSchema, "Account created; message contains 'sent successfully'", 400, 409, 413, 429),
  }),

  login: route.post('/auth/login', access.anyone, {
    summary: "Sign in with email and password; answers {user, token, message: 'Login successful'}",
    request: { body: jsonBody(contract.LoginRequestSchema) },
    responses: ok(contract.LoginResponseSchema, 'Signed in', 400, 401, 403, 429),
  }),

  confirmEmail: route.post('/auth/confirm-email', access.anyone, {
    summary: 'Confirm the email address with the mailed code (15 minutes, 3 attempts); answers alike whether or not the email is known',
    ...messageCall(contract.ConfirmEmailRequestSchema, 'confirmed successfully', 400, 429),
  }),

  resendConfirmation: route.post('/auth/resend-confirmation', access.anyone, {
    summary: 'Mail a new confirmation code (the previous one stops working); answers alike whether or not the email is known',
    ...messageCall(contract.ResendConfirmationRequestSchema, 'sent successfully', 400, 429),
  }),

  forgotPassword: route.post('/auth/forgot-password', access.anyone, {
    summary: 'Mail a password reset code; answers alike whether or not the email is known',
    ...messageCall(contract.ForgotPasswordRequestSchema, 'sent successfully', 400, 429),
  }),

  resetPassword: route.post('/auth/reset-password', access.anyone, {
    summary: 'Set a new password with the mailed reset code; ends every session (tokens keep working); the owner is mailed',
    ...messageCall(contract.ResetPasswordRequestSchema, 'reset successfully', 400, 429),
  }),

  changePassword: route.post('/auth/change-password', access.session, {
    summary: 'Change the password (session only); other sessions end, tokens keep working; the owner is mailed',
    ...messageCall(contract.ChangePasswordRequestSchema, 'changed successfully', 400, 401, 429),
  }),

  confirmPassword: route.post('/auth/confirm-password', access.session, {
    summary:
      'Confirm the password again (session only): revealing or generating the PAT and deleting an agent need a proof from the last 10 minutes',
    ...messageCall(contract.ConfirmPasswordRequestSchema, 'confirmed successfully', 400, 401, 429),
  }),

  updateProfile: route.put('/auth/profile', access.session, {
    summary: "Change the account's name (session only)",
    request: { body: jsonBody(contract.UpdateAuthProfileRequestSchema) },
    responses: ok(contract.AuthProfileResponseSchema, 'The updated user', 400, 401),
  }),

  verify: route.get('/auth/verify', access.session, {
    summary: 'Check the session token (session only)',
    responses: ok(contract.VerifyResponseSchema, '{valid: true, user}', 401),
  }),

  logout: route.post('/auth/logout', access.maybeSession, {
    summary: 'End the session (always answers 200)',
    responses: ok(contract.AuthMessageResponseSchema, 'Signed out'),
  }),
};
