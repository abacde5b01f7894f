import * as contract from '@agent-registry/api-client/contract';
import { HealthResponseSchema } from '../schemas/common.js';
import { access, jsonContent, routesTagged } from './common.js';

const route = routesTagged('System');

export const healthRoutes = {
  health: route.get('/health', access.anyone, {
    summary: 'Liveness and database check',
    responses: {
      200: jsonContent(HealthResponseSchema, 'Healthy'),
      503: jsonContent(contract.ErrorResponseSchema, 'Database unavailable'),
    },
  }),
};
