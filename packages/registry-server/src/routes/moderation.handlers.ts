import { accountDeletionPreview, deleteAccount } from '../services/account.js';
import * as moderation from '../services/moderation.js';
import { callerOf, servicesOf, type ContractHandlers } from './common.js';
import type { moderationRoutes } from './moderation.routes.js';

export const moderationHandlers: ContractHandlers<typeof moderationRoutes> = {
  reportAgent: async (c) =>
    c.json(await moderation.reportAgent(servicesOf(c), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 201),

  listReports: async (c) => c.json(await moderation.listReports(servicesOf(c), c.req.valid('query')), 200),

  dismissReport: async (c) => c.json(await moderation.dismissReport(servicesOf(c), callerOf(c), c.req.valid('param').id), 200),

  takeDown: async (c) =>
    c.json(await moderation.setTakedown(servicesOf(c), callerOf(c), c.req.valid('param').id, c.req.valid('json')), 200),

  restore: async (c) => {
    const { version } = c.req.valid('query');
    return c.json(await moderation.setTakedown(servicesOf(c), callerOf(c), c.req.valid('param').id, { version, reason: null }), 200);
  },

  accountDeletion: async (c) => c.json(await accountDeletionPreview(servicesOf(c), callerOf(c)), 200),
  deleteAccount: async (c) => c.json(await deleteAccount(servicesOf(c), callerOf(c), c.req.valid('json')), 200),
};
