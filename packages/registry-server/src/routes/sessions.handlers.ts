import { assertRecentProof } from '../auth/middleware.js';
import * as sessions from '../services/sessions.js';
import { servicesOf, type ContractHandlers } from './common.js';
import type { sessionRoutes } from './sessions.routes.js';

export const sessionHandlers: ContractHandlers<typeof sessionRoutes> = {
  listSessions: async (c) => {
    const { user, tokenHash } = c.get('auth')!;
    return c.json(await sessions.listSessions(servicesOf(c), user, tokenHash), 200);
  },

  endSession: async (c) => {
    const { user, tokenHash } = c.get('auth')!;
    const caller = { tokenHash, assertRecentProof: () => assertRecentProof(c) };
    return c.json(await sessions.endSession(servicesOf(c), user, c.req.valid('param').id, caller), 200);
  },

  endOtherSessions: async (c) => {
    const { user, tokenHash } = c.get('auth')!;
    return c.json(await sessions.endOtherSessions(servicesOf(c), user, tokenHash), 200);
  },
};
