import { access, created, ok, routesTagged, type ErrorStatus, type ServerRoutes } from './common.js';

const route = routesTagged('Auth');

/** A call answering `{message}`, whose text contains `says` on success. */
const message = (says: string, ...codes: ErrorStatus[]) => ok(`message contains '${says}'`, ...codes);

export const authRoutes = {
  register: route(access.anyone, created("Account created; message contains 'sent successfully'", 400, 409, 413, 429), {
    summary: 'Create an account; a 6-digit confirmation code is mailed',
  }),

  login: route(access.anyone, ok('Signed in', 400, 401, 403, 429), {
    summary: "Sign in with email and password; answers {user, token, message: 'Login successful'}",
  }),

  confirmEmail: route(access.anyone, message('confirmed successfully', 400, 429), {
    summary: 'Confirm the email address with the mailed code (15 minutes, 3 attempts); answers alike whether or not the email is known',
  }),

  resendConfirmation: route(access.anyone, message('sent successfully', 400, 429), {
    summary: 'Mail a new confirmation code (the previous one stops working); answers alike whether or not the email is known',
  }),

  forgotPassword: route(access.anyone, message('sent successfully', 400, 429), {
    summary: 'Mail a password reset code; answers alike whether or not the email is known',
  }),

  resetPassword: route(access.anyone, message('reset successfully', 400, 429), {
    summary: 'Set a new password with the mailed reset code; ends every session (tokens keep working); the owner is mailed',
  }),

  changePassword: route(access.session, message('changed successfully', 400, 401, 429), {
    summary: 'Change the password (session only); other sessions end, tokens keep working; the owner is mailed',
  }),

  confirmPassword: route(access.session, message('confirmed successfully', 400, 401, 429), {
    summary:
      'Confirm the password again (session only): revealing or generating the PAT and deleting an agent need a proof from the last 10 minutes',
  }),

  updateAuthProfile: route(access.session, ok('The updated user', 400, 401), { summary: "Change the account's name (session only)" }),

  verify: route(access.session, ok('{valid: true, user}', 401), { summary: 'Check the session token (session only)' }),

  logout: route(access.maybeSession, ok('Signed out'), { summary: 'End the session (always answers 200)' }),
} satisfies ServerRoutes;
