// The app: middleware in the order a request meets it, then the API routes, then the web app.
import { OpenAPIHono } from './lib/openapi.js';
import { admissionGate } from './admissionGate.js';
import { serveApiDocs } from './apiDocs.js';
import { bodyLimits } from './bodyLimits.js';
import { corsFor } from './cors.js';
import { errorHandler, notFoundHandler } from './errorHandler.js';
import { Admission } from './lib/admission.js';
import { inputSafety } from './lib/inputSafety.js';
import { createBlobStore, OciRegistry } from './oci/registry.js';
import { registerRoutes } from './routes/index.js';
import { ociRoutes } from './routes/oci.routes.js';
import { securityHeaders } from './securityHeaders.js';
import { createServiceContext, type ServiceContext, type ServiceOptions } from './services/context.js';
import { serveApp, serveStorybook } from './static.js';
import type { AppEnv } from './types.js';
import { validationHook } from './validationHook.js';

export type AppOptions = ServiceOptions;

export interface RegistryApp {
  app: OpenAPIHono<AppEnv>;
  ctx: ServiceContext;
  /** Admission control in front of the database (its counters, for tests and benches). */
  admission: Admission;
  /** The OCI registry at /v2/ (its blob store, for tests and garbage collection). */
  oci: OciRegistry;
  /** The OpenAPI 3.1 document. */
  openapi(): Record<string, unknown>;
}

export function createApp(options: AppOptions): RegistryApp {
  const ctx = createServiceContext(options);
  const { config } = ctx;
  const admission = new Admission(config.admission);

  const app = new OpenAPIHono<AppEnv>();
  app.onError(errorHandler(ctx.log));
  app.notFound(notFoundHandler);

  app.use('*', securityHeaders(config));
  const cors = corsFor(config);
  if (cors) app.use('/api/*', cors);
  app.use('/api/*', bodyLimits(config));
  app.use('/api/*', inputSafety);
  app.use('/api/*', admissionGate(admission, ctx.search));

  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // Handlers and auth middleware are declared apart from the app: they find its services here.
  api.use('*', async (c, next) => {
    c.set('services', ctx);
    await next();
  });
  const openapi = serveApiDocs(api);
  registerRoutes(api, config);
  app.route('/api', api);

  // The OCI registry (container tools push and pull agents' images here); never the web app.
  const oci = new OciRegistry(ctx, createBlobStore(ctx));
  app.route('/v2', ociRoutes(oci));

  if (config.serveStorybook) app.use('*', serveStorybook(config.storybookDist));
  app.use('*', serveApp(config.appDist));

  return { app, ctx, openapi, admission, oci };
}
