import { API_MESSAGES } from '@agent-registry/api-client/contract';
import * as pat from '../services/pat.js';
import * as users from '../services/users.js';
import { callerOf, servicesOf, type ContractHandlers } from './common.js';
import type { userRoutes } from './users.routes.js';

export const userHandlers: ContractHandlers<typeof userRoutes> = {
  registryStats: async (c) => c.json(await users.registryStats(servicesOf(c)), 200),
  getProfile: async (c) => c.json(await users.getProfile(servicesOf(c), callerOf(c)), 200),

  updateProfile: async (c) => {
    const ctx = servicesOf(c);
    const updated = await users.updateProfile(ctx, callerOf(c), c.req.valid('json'));
    return c.json({ ...(await users.getProfile(ctx, updated)), message: API_MESSAGES.profileUpdated }, 200);
  },

  generatePat: async (c) => c.json(await pat.generatePat(servicesOf(c), callerOf(c)), 200),
  getPatInfo: async (c) => c.json(await pat.getPatInfo(servicesOf(c), callerOf(c)), 200),
  getPatValue: async (c) => c.json(await pat.revealPat(servicesOf(c), callerOf(c)), 200),
  revokePat: async (c) => c.json(await pat.revokePat(servicesOf(c), callerOf(c)), 200),
};
