// In development and tests, every JSON answer a handler gives is checked against the schema its
// route declares for that status, so a drift between server and contract fails loudly (a 500)
// instead of reaching a client. Production registers the handlers unwrapped: no cost per request.
import type { RouteConfig } from '../lib/openapi.js';
import type { Context, Handler } from 'hono';

interface ResponseSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { message: string } };
}

/** The JSON schema a route declares for each status (read once, when the route is registered). */
function responseSchemas(route: RouteConfig): Map<number, ResponseSchema> {
  const schemas = new Map<number, ResponseSchema>();
  for (const [status, response] of Object.entries(route.responses)) {
    const media = 'content' in response ? response.content?.['application/json'] : undefined;
    const schema = media && 'schema' in media ? media.schema : undefined;
    if (schema && typeof (schema as Partial<ResponseSchema>).safeParse === 'function') {
      schemas.set(Number(status), schema as ResponseSchema);
    }
  }
  return schemas;
}

/** Throws when `body` does not match `schema` (a server bug: answered as a 500). */
function checkResponse(c: Context, schema: ResponseSchema, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new Error(`Response does not match its schema (${c.req.method} ${c.req.path}): ${result.error.message}`);
  }
}

/** `handler`, with each answer it gives checked against the schema `route` declares for its status. */
export function checkingResponses(route: RouteConfig, handler: Handler): Handler {
  const schemas = responseSchemas(route);
  return async (c, next) => {
    const res = await handler(c, next);
    const schema = res instanceof Response ? schemas.get(res.status) : undefined;
    if (schema) checkResponse(c, schema, await (res as Response).clone().json());
    return res;
  };
}
