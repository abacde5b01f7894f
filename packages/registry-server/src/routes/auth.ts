import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  AuthMessageResponseSchema,
  AuthProfileResponseSchema,
  ChangePasswordRequestSchema,
  ConfirmEmailRequestSchema,
  ConfirmPasswordRequestSchema,
  ForgotPasswordRequestSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  ResendConfirmationRequestSchema,
  ResetPasswordRequestSchema,
  UpdateAuthProfileRequestSchema,
  VerifyResponseSchema,
} from '@agent-registry/api-client/contract';
import type { AuthMiddlewares } from '../auth/middleware.js';
import { clientIp } from '../lib/http.js';
import * as auth from '../services/auth.js';
import type { ServiceContext } from '../services/context.js';
import type { AppEnv } from '../types.js';
import { jsonBody, jsonContent, pick, send, sessionOnly } from './common.js';

const tags = ['Auth'];

export function registerAuthRoutes(app: OpenAPIHono<AppEnv>, ctx: ServiceContext, mw: AuthMiddlewares) {
  const meta = (c: Parameters<typeof clientIp>[0]) => ({
    ip: clientIp(c, ctx.config.trustProxy),
    userAgent: c.req.header('user-agent') ?? '',
  });
  const { config } = ctx;

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/register',
      tags,
      summary: 'Create an account; a 6-digit confirmation code is mailed',
      request: { body: jsonBody(RegisterRequestSchema) },
      responses: {
        201: jsonContent(RegisterResponseSchema, "Account created; message contains 'sent successfully'"),
        ...pick(400, 409, 413, 429),
      },
    }),
    async (c) => send(c, config, RegisterResponseSchema, await auth.register(ctx, c.req.valid('json'), meta(c)), 201),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/login',
      tags,
      summary: "Sign in with email and password; answers {user, token, message: 'Login successful'}",
      request: { body: jsonBody(LoginRequestSchema) },
      responses: { 200: jsonContent(LoginResponseSchema, 'Signed in'), ...pick(400, 401, 403, 429) },
    }),
    async (c) => send(c, config, LoginResponseSchema, await auth.login(ctx, c.req.valid('json'), meta(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/confirm-email',
      tags,
      summary: 'Confirm the email address with the mailed code (15 minutes, 3 attempts)',
      request: { body: jsonBody(ConfirmEmailRequestSchema) },
      responses: { 200: jsonContent(AuthMessageResponseSchema, "message contains 'confirmed successfully'"), ...pick(400, 404, 429) },
    }),
    async (c) => send(c, config, AuthMessageResponseSchema, await auth.confirmEmail(ctx, c.req.valid('json'), meta(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/resend-confirmation',
      tags,
      summary: 'Mail a new confirmation code (the previous one stops working)',
      request: { body: jsonBody(ResendConfirmationRequestSchema) },
      responses: { 200: jsonContent(AuthMessageResponseSchema, "message contains 'sent successfully'"), ...pick(400, 404, 429) },
    }),
    async (c) =>
      send(c, config, AuthMessageResponseSchema, await auth.resendConfirmation(ctx, c.req.valid('json'), meta(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/forgot-password',
      tags,
      summary: 'Mail a password reset code; answers alike whether or not the email is known',
      request: { body: jsonBody(ForgotPasswordRequestSchema) },
      responses: { 200: jsonContent(AuthMessageResponseSchema, "message contains 'sent successfully'"), ...pick(400, 429) },
    }),
    async (c) =>
      send(c, config, AuthMessageResponseSchema, await auth.forgotPassword(ctx, c.req.valid('json'), meta(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/reset-password',
      tags,
      summary: 'Set a new password with the mailed reset code; ends every session (tokens keep working); the owner is mailed',
      request: { body: jsonBody(ResetPasswordRequestSchema) },
      responses: { 200: jsonContent(AuthMessageResponseSchema, "message contains 'reset successfully'"), ...pick(400, 429) },
    }),
    async (c) => send(c, config, AuthMessageResponseSchema, await auth.resetPassword(ctx, c.req.valid('json'), meta(c))),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/change-password',
      tags,
      summary: 'Change the password (session only); other sessions end, tokens keep working; the owner is mailed',
      security: sessionOnly,
      middleware: [mw.session],
      request: { body: jsonBody(ChangePasswordRequestSchema) },
      responses: { 200: jsonContent(AuthMessageResponseSchema, "message contains 'changed successfully'"), ...pick(400, 401, 429) },
    }),
    async (c) => {
      const a = c.get('auth')!;
      return send(c, config, AuthMessageResponseSchema, await auth.changePassword(ctx, a.user, a.tokenHash, c.req.valid('json')));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/confirm-password',
      tags,
      summary:
        'Confirm the password again (session only): revealing or generating the PAT and deleting an agent need a proof from the last 10 minutes',
      security: sessionOnly,
      middleware: [mw.session],
      request: { body: jsonBody(ConfirmPasswordRequestSchema) },
      responses: { 200: jsonContent(AuthMessageResponseSchema, "message contains 'confirmed successfully'"), ...pick(400, 401, 429) },
    }),
    async (c) => {
      const a = c.get('auth')!;
      return send(c, config, AuthMessageResponseSchema, await auth.confirmPassword(ctx, a.user, a.tokenHash, c.req.valid('json')));
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: '/auth/profile',
      tags,
      summary: "Change the account's name (session only)",
      security: sessionOnly,
      middleware: [mw.session],
      request: { body: jsonBody(UpdateAuthProfileRequestSchema) },
      responses: { 200: jsonContent(AuthProfileResponseSchema, 'The updated user'), ...pick(400, 401) },
    }),
    async (c) =>
      send(c, config, AuthProfileResponseSchema, await auth.updateAuthProfile(ctx, c.get('auth')!.user, c.req.valid('json'))),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/auth/verify',
      tags,
      summary: 'Check the session token (session only)',
      security: sessionOnly,
      middleware: [mw.session],
      responses: { 200: jsonContent(VerifyResponseSchema, '{valid: true, user}'), ...pick(401) },
    }),
    (c) => {
      const a = c.get('auth')!;
      return send(c, config, VerifyResponseSchema, auth.verify(a.user, a.expiresAt));
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/auth/logout',
      tags,
      summary: 'End the session (always answers 200)',
      security: sessionOnly,
      middleware: [mw.optional],
      responses: { 200: jsonContent(AuthMessageResponseSchema, 'Signed out') },
    }),
    async (c) => {
      const a = c.get('auth');
      return send(c, config, AuthMessageResponseSchema, await auth.logout(ctx, a?.kind === 'session' ? a.tokenHash : undefined));
    },
  );
}
