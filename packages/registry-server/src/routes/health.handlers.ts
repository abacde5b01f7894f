import { errorBody } from '../lib/errors.js';
import { VERSION } from '../version.js';
import { servicesOf, type RouteHandlers } from './common.js';
import type { healthRoutes } from './health.routes.js';

export const healthHandlers: RouteHandlers<typeof healthRoutes> = {
  health: async (c) => {
    const { handle, clock } = servicesOf(c);
    try {
      await handle.ping();
    } catch {
      return c.json(errorBody('unavailable', 'Database unavailable'), 503);
    }
    return c.json(
      {
        status: 'ok' as const,
        database: handle.kind,
        version: VERSION,
        uptime_seconds: Math.round(process.uptime()),
        time: clock.now().toISOString(),
      },
      200,
    );
  },
};
