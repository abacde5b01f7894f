import { assertRecentProof } from '../auth/middleware.js';
import * as sessions from '../services/sessions.js';
import { servicesOf, type RouteHandlers } from './common.js';
import type { sessionRoutes } from './sessions.routes.js';

export const sessionHandlers: RouteHandlers<typeof sessionRoutes> = {
  list: async (c) => {
    const { user, tokenHash } = c.get('auth')!;
    return c.json(await sessions.listSessions(servicesOf(c), user, tokenHash), 200);
  },

  end: async (c) => {
    const { user, tokenHash } = c.get('auth')!;
    const caller = { tokenHash, assertRecentProof: () => assertRecentProof(c) };
    return c.json(await sessions.endSession(servicesOf(c), user, c.req.valid('param').id, caller), 200);
  },

  endOthers: async (c) => {
    const { user, tokenHash } = c.get('auth')!;
    return c.json(await sessions.endOtherSessions(servicesOf(c), user, tokenHash), 200);
  },
};
