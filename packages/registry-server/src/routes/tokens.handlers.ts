import { CLI_TOKEN_ID } from '@agent-registry/api-client/contract';
import { assertRecentProof } from '../auth/middleware.js';
import * as tokens from '../services/tokens.js';
import { callerOf, servicesOf, type ContractHandlers } from './common.js';
import type { tokenRoutes } from './tokens.routes.js';

export const tokenHandlers: ContractHandlers<typeof tokenRoutes> = {
  listTokens: async (c) => c.json(await tokens.listTokens(servicesOf(c), callerOf(c)), 200),
  createToken: async (c) => c.json(await tokens.createToken(servicesOf(c), callerOf(c), c.req.valid('json')), 201),
  revokeToken: async (c) => {
    const { id } = c.req.valid('param');
    // The CLI token is the one a stolen session could silently swap out: it asks for the password.
    if (id === CLI_TOKEN_ID) assertRecentProof(c);
    return c.json(await tokens.revokeToken(servicesOf(c), callerOf(c), id), 200);
  },
  revokeAllTokens: async (c) => c.json(await tokens.revokeAllTokens(servicesOf(c), callerOf(c)), 200),
};
