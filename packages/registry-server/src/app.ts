import {
  AGENT_YAML_MAX_BYTES,
  AgentHighlightSchema,
  AgentSchema,
  API_MESSAGES,
  ApiTokenSchema,
  ERROR_CODES,
  ErrorResponseSchema,
  FrameworkSchema,
  PaginationSchema,
  PatInfoSchema,
  README_MAX_BYTES,
  SessionInfoSchema,
  UserProfileSchema,
  UserWireSchema,
} from '@agent-registry/api-client/contract';
import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { HTTPException } from 'hono/http-exception';
import { matchedRoutes, routePath } from 'hono/route';
import { secureHeaders } from 'hono/secure-headers';
import { z, type ZodError } from 'zod';
import { createAuth } from './auth/middleware.js';
import type { Config } from './config.js';
import type { DbHandle } from './db/client.js';
import { systemClock, type Clock } from './lib/clock.js';
import { SecretBox } from './lib/crypto.js';
import { ApiError } from './lib/errors.js';
import { Admission } from './lib/admission.js';
import { describeError, isClientGone, newRequestId } from './lib/errorLog.js';
import { inputSafety } from './lib/inputSafety.js';
import { TtlCache } from './lib/ttlCache.js';
import { consoleLogger, silentLogger, type Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './mail.js';
import { registerAgentRoutes } from './routes/agents.js';
import { registerAuthRoutes } from './routes/auth.js';
import { jsonContent } from './routes/common.js';
import { renderDocsHtml, type OpenApiDocument } from './routes/docs.js';
import { registerFrameworkRoutes } from './routes/frameworks.js';
import { registerSessionRoutes } from './routes/sessions.js';
import { registerTokenRoutes } from './routes/tokens.js';
import { registerUserRoutes } from './routes/users.js';
import { registerVersionRoutes } from './routes/versions.js';
import { HealthResponseSchema } from './schemas/common.js';
import type { ServiceContext } from './services/context.js';
import { inlineScriptHashes, serveApp, serveStorybook } from './static.js';
import type { AppEnv } from './types.js';

export const VERSION = '0.1.0';

/**
 * Body limit of the publish calls: an agent.yaml and a README at their limits, with room for JSON
 * escaping (quotes and line breaks double in the worst plausible case) and the other fields.
 */
export const PUBLISH_BODY_LIMIT_BYTES = 2 * (AGENT_YAML_MAX_BYTES + README_MAX_BYTES) + 64 * 1024;

/** POST /api/agents and POST /api/agents/{id}/versions. */
function isPublish(method: string, path: string): boolean {
  return method === 'POST' && (path === '/api/agents' || /^\/api\/agents\/[^/]+\/versions\/?$/.test(path));
}

export interface AppOptions {
  db: DbHandle;
  config: Config;
  clock?: Clock;
  mailer?: Mailer;
  log?: Logger;
}

export interface RegistryApp {
  app: OpenAPIHono<AppEnv>;
  ctx: ServiceContext;
  /** Admission control in front of the database (its counters, for tests and benches). */
  admission: Admission;
  /** The OpenAPI 3.1 document. */
  openapi(): Record<string, unknown>;
}

/** Field name -> first message, and the first message overall, of a zod error. */
export function zodFields(error: ZodError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const keys =
      issue.code === 'unrecognized_keys'
        ? (issue as { keys: string[] }).keys.map((k) => [...issue.path, k].join('.'))
        : [issue.path.join('.') || '_'];
    for (const key of keys) {
      const message =
        issue.code === 'unrecognized_keys' ? `Unknown field: ${key}` : issue.message;
      fields[key] ??= message;
    }
  }
  const message = Object.values(fields)[0] ?? API_MESSAGES.invalidRequest;
  return { message, fields };
}

/** An error's class and first line, with drizzle's `params: …` (request values) cut off. */
function errorBody(code: string, message: string, fields?: Record<string, string>) {
  return fields ? { error: code, message, fields } : { error: code, message };
}

const HTTP_CODES: Record<number, [string, string]> = {
  400: [ERROR_CODES.validation, API_MESSAGES.invalidRequest],
  401: [ERROR_CODES.unauthorized, 'Authentication required'],
  404: [ERROR_CODES.notFound, 'Not found'],
  405: ['method_not_allowed', 'Method not allowed'],
  413: ['payload_too_large', 'Request body is too large'],
  415: ['unsupported_media_type', 'Content-Type must be application/json'],
};

/** The headers a header-setting middleware adds to a plain response, computed once. */
function precomputeHeaders(middleware: MiddlewareHandler): {
  value?: Array<[string, string]>;
  ready: Promise<Array<[string, string]>>;
} {
  const probe = new Hono();
  probe.use(middleware);
  probe.get('/', (c) => c.body(null, 204));
  const holder: { value?: Array<[string, string]>; ready: Promise<Array<[string, string]>> } = {
    ready: Promise.resolve(probe.request('/')).then((res) => {
      holder.value = [...res.headers.entries()];
      return holder.value;
    }),
  };
  return holder;
}

/** The pattern of the route a request reached (not a middleware's), e.g. `/api/agents/:id`. */
function apiRoute(c: Context): string {
  try {
    return matchedRoutes(c).filter((r) => r.method !== 'ALL').at(-1)?.path ?? routePath(c);
  } catch {
    return 'unknown';
  }
}

export function createApp(options: AppOptions): RegistryApp {
  const { db, config } = options;
  const log = options.log ?? (config.logLevel === 'silent' ? silentLogger : consoleLogger);
  const ctx: ServiceContext = {
    handle: db,
    db: db.db,
    config,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: (l) => log.info(l) }),
    box: new SecretBox(config.serverSecret),
    log,
    agentCache: new TtlCache<string>(10_000, config.agentCacheTtlMs),
    searchCache: new TtlCache<string>(10_000, config.agentCacheTtlMs),
  };
  const mw = createAuth(ctx);

  const app = new OpenAPIHono<AppEnv>();

  app.onError((err, c) => {
    if (err instanceof ApiError) {
      return c.json(err.toJSON(), err.status, err.headers);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const [code, fallback] = HTTP_CODES[status] ?? ['http_error', API_MESSAGES.invalidRequest];
      const message =
        status === 400 && /malformed json/i.test(err.message) ? 'Malformed JSON in request body' : err.message || fallback;
      return c.json(errorBody(code, status === 413 ? HTTP_CODES[413][1] : message), status);
    }
    // Logged once, under an id the user can quote, with the route's pattern rather than the path
    // typed and without the query's parameters: drizzle puts them (emails, password hashes, token
    // hashes) in its error message.
    const requestId = newRequestId();
    const where = { request_id: requestId, method: c.req.method, route: apiRoute(c) };
    if (isClientGone(err, c.req.raw.signal)) {
      log.info('client closed the connection before the answer', where);
      return c.json(errorBody('client_closed_request', 'The client closed the connection'), 400);
    }
    log.error('unhandled error', { ...where, ...describeError(err) });
    return c.json({ ...errorBody(ERROR_CODES.internal, API_MESSAGES.internalError), request_id: requestId }, 500, {
      'X-Request-Id': requestId,
    });
  });

  app.notFound((c) => c.json(errorBody(ERROR_CODES.notFound, 'Not found'), 404));

  // Security headers come from hono/secure-headers, worked out once on a probe request and then
  // set before each handler runs (cheaper than rewriting every finished response). The app gets
  // a CSP that fits the Vite-built SPA; JSON answers a lean, deny-all set.
  const hsts = config.publicUrl.startsWith('https://') ? 'max-age=31536000; includeSubDomains' : false;
  const appHeaders = precomputeHeaders(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScriptHashes(config.appDist)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: hsts,
    }),
  );
  const apiHeaders = precomputeHeaders(
    secureHeaders({
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      crossOriginEmbedderPolicy: false,
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
      referrerPolicy: 'no-referrer',
      strictTransportSecurity: hsts,
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: 'DENY',
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  );
  app.use('*', async (c, next) => {
    const api = c.req.path.startsWith('/api/');
    const set = api ? apiHeaders : appHeaders;
    for (const [name, value] of set.value ?? (await set.ready)) c.header(name, value);
    if (api) c.header('Cache-Control', 'no-store');
    await next();
  });

  if (config.corsOrigins.length) {
    const allowed = new Set(config.corsOrigins);
    app.use(
      '/api/*',
      cors({
        origin: (origin) => (allowed.has(origin) ? origin : null),
        allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
        allowHeaders: ['Authorization', 'Content-Type', 'X-User-Data'],
        maxAge: 600,
      }),
    );
  }

  const bodyLimitOf = (maxSize: number) =>
    bodyLimit({
      maxSize,
      // The body is left unread: close the connection, so the client's next request takes a new one.
      onError: (c) =>
        c.json(errorBody('payload_too_large', `Request body is too large (limit ${Math.round(maxSize / 1024)} KB)`), 413, {
          Connection: 'close',
        }),
    });
  const limitBody = bodyLimitOf(config.bodyLimitBytes);
  // A publish carries an agent.yaml and a README: room for both at their limits, JSON-escaped.
  const limitPublish = bodyLimitOf(Math.max(config.bodyLimitBytes, PUBLISH_BODY_LIMIT_BYTES));
  // Only requests that may carry a body pay for the check (it materialises the full Request).
  app.use('/api/*', (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isPublish(c.req.method, c.req.path) ? limitPublish(c, next) : limitBody(c, next);
  });
  app.use('/api/*', inputSafety);

  // Admission control: every API call but the health check, the OpenAPI document and the docs
  // page waits its turn for the database (bad input was refused above without taking a turn).
  const admission = new Admission(config.admission);
  const noTurn = new Set(['/api/health', '/api/openapi.json', '/api/docs']);
  app.use('/api/*', async (c, next) => {
    if (noTurn.has(c.req.path)) return next();
    await admission.enter(c.req.method !== 'GET' && c.req.method !== 'HEAD');
    try {
      await next();
    } finally {
      admission.leave();
    }
  });

  const api = new OpenAPIHono<AppEnv>({
    defaultHook: (result, c: Context) => {
      if (!result.success) {
        const { message, fields } = zodFields(result.error);
        return c.json(errorBody(ERROR_CODES.validation, message, fields), 400);
      }
    },
  });

  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description:
      'A session token (from /auth/login), the personal access token or a named access token (64 hex characters). ' +
      'A named token needs the scope listed with the call (agents:read, agents:publish; else 403 insufficient_scope).',
  });
  api.openAPIRegistry.registerComponent('securitySchemes', 'sessionToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A session token from /auth/login. Access tokens (the PAT and named ones) are refused here (401 session_required).',
  });
  for (const [name, schema] of Object.entries({
    Error: ErrorResponseSchema,
    Agent: AgentSchema,
    AgentHighlight: AgentHighlightSchema,
    Pagination: PaginationSchema,
    Framework: FrameworkSchema,
    User: UserWireSchema,
    UserProfile: UserProfileSchema,
    PatInfo: PatInfoSchema,
    ApiToken: ApiTokenSchema,
    SessionInfo: SessionInfoSchema,
  })) {
    // The contract's schemas are plain zod (they may predate zod-openapi's `.openapi()`
    // extension), so list them through zod's own JSON Schema output.
    api.openAPIRegistry.registerComponent('schemas', name, z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as never);
  }

  api.openapi(
    createRoute({
      method: 'get',
      path: '/health',
      tags: ['System'],
      summary: 'Liveness and database check',
      responses: { 200: jsonContent(HealthResponseSchema, 'Healthy'), 503: jsonContent(ErrorResponseSchema, 'Database unavailable') },
    }),
    async (c) => {
      try {
        await db.ping();
      } catch {
        return c.json(errorBody('unavailable', 'Database unavailable'), 503);
      }
      return c.json(
        {
          status: 'ok' as const,
          database: db.kind,
          version: VERSION,
          uptime_seconds: Math.round(process.uptime()),
          time: ctx.clock.now().toISOString(),
        },
        200,
      );
    },
  );

  registerAuthRoutes(api, ctx, mw);
  registerSessionRoutes(api, ctx, mw);
  registerUserRoutes(api, ctx, mw);
  registerTokenRoutes(api, ctx, mw);
  registerAgentRoutes(api, ctx, mw);
  registerVersionRoutes(api, ctx, mw);
  registerFrameworkRoutes(api, ctx, mw);

  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: 'Agent Registry API',
      version: VERSION,
      description:
        'Discover, search and share AI agents and AI-agent frameworks. Every error is JSON `{error, message}` ' +
        '(plus `fields` on validation errors). Authenticate with `Authorization: Bearer <token>`.',
    },
    servers: [{ url: '/api' }],
  };
  let cachedDoc: Record<string, unknown> | undefined;
  const openapi = () => (cachedDoc ??= api.getOpenAPI31Document(documentConfig) as unknown as Record<string, unknown>);
  let cachedHtml: string | undefined;

  api.get('/openapi.json', (c) => c.json(openapi()));
  api.get('/docs', (c) =>
    c.html((cachedHtml ??= renderDocsHtml(openapi() as OpenApiDocument)), 200, {
      // The reference page is HTML with inline CSS and no script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    }),
  );

  app.route('/api', api);
  if (config.serveStorybook) app.use('*', serveStorybook(config.storybookDist));
  app.use('*', serveApp(config.appDist));

  return { app, ctx, openapi, admission };
}
