import type { Context } from 'hono';
import { placeFromHeaders } from '../lib/geo.js';
import { clientIp } from '../lib/http.js';
import * as auth from '../services/auth.js';
import type { AppEnv } from '../types.js';
import type { authRoutes } from './auth.routes.js';
import { callerOf, servicesOf, type ContractHandlers } from './common.js';

/** Where a sign-in or account call came from, for rate limits and the sessions list. */
const origin = (c: Context<AppEnv>) => {
  const { config } = servicesOf(c);
  return {
    ip: clientIp(c, config.trustProxy),
    userAgent: c.req.header('user-agent') ?? '',
    // Only a proxy the operator vouches for says where the caller is; otherwise nothing is believed.
    place: config.trustProxyGeo ? placeFromHeaders((name) => c.req.header(name)) : null,
  };
};

/** The session of a session-only route: its user and token hash. */
const session = (c: Context<AppEnv>) => c.get('auth')!;

export const authHandlers: ContractHandlers<typeof authRoutes> = {
  register: async (c) => c.json(await auth.register(servicesOf(c), c.req.valid('json'), origin(c)), 201),

  login: async (c) => c.json(await auth.login(servicesOf(c), c.req.valid('json'), origin(c)), 200),

  confirmEmail: async (c) => c.json(await auth.confirmEmail(servicesOf(c), c.req.valid('json'), origin(c)), 200),

  resendConfirmation: async (c) => c.json(await auth.resendConfirmation(servicesOf(c), c.req.valid('json'), origin(c)), 200),

  forgotPassword: async (c) => c.json(await auth.forgotPassword(servicesOf(c), c.req.valid('json'), origin(c)), 200),

  resetPassword: async (c) => c.json(await auth.resetPassword(servicesOf(c), c.req.valid('json'), origin(c)), 200),

  changePassword: async (c) => {
    const { user, tokenHash } = session(c);
    return c.json(await auth.changePassword(servicesOf(c), user, tokenHash, c.req.valid('json')), 200);
  },

  confirmPassword: async (c) => {
    const { user, tokenHash } = session(c);
    return c.json(await auth.confirmPassword(servicesOf(c), user, tokenHash, c.req.valid('json')), 200);
  },

  updateAuthProfile: async (c) => c.json(await auth.updateAuthProfile(servicesOf(c), callerOf(c), c.req.valid('json')), 200),

  verify: (c) => {
    const { user, expiresAt } = session(c);
    return c.json(auth.verify(user, expiresAt), 200);
  },

  logout: async (c) => {
    const a = c.get('auth');
    return c.json(await auth.logout(servicesOf(c), a?.kind === 'session' ? a.tokenHash : undefined), 200);
  },
};
