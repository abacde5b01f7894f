import * as contract from '@agent-registry/api-client/contract';
import { createRoute } from '../lib/openapi.js';
import { HealthResponseSchema } from '../schemas/common.js';
import { jsonContent } from './common.js';

// The server's own route, outside the contract's table: no client calls it, probes and operators do.
export const healthRoutes = {
  health: createRoute({
    method: 'get',
    path: '/health',
    tags: ['System'],
    summary: 'Liveness and database check',
    responses: {
      200: jsonContent(HealthResponseSchema, 'Healthy'),
      503: jsonContent(contract.ErrorResponseSchema, 'Database unavailable'),
    },
  }),
};
