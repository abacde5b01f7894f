// The API's documentation: the OpenAPI 3.1 document made from the declared routes, and the
// reference page rendered from it, served under /api (both kept out of the document itself).
import {
  AgentHighlightSchema,
  AgentSchema,
  ApiTokenSchema,
  ErrorResponseSchema,
  FrameworkSchema,
  PaginationSchema,
  PatInfoSchema,
  SessionInfoSchema,
  UserProfileSchema,
  UserWireSchema,
} from '@agent-registry/api-client/contract';
import * as z from 'zod/mini';
import type { OpenAPIHono } from './lib/openapi.js';
import { renderDocsHtml, type OpenApiDocument } from './docsPage.js';
import type { AppEnv } from './types.js';
import { VERSION } from './version.js';

const DOCUMENT_CONFIG = {
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

/** The security schemes and shared schemas the document lists besides the routes. */
function registerComponents(api: OpenAPIHono<AppEnv>): void {
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
    // The contract's schemas are zod/mini, which zod-openapi's generator cannot read (see
    // lib/openapi.ts), so list them through zod's own JSON Schema output.
    api.openAPIRegistry.registerComponent('schemas', name, z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as never);
  }
}

/**
 * Serves GET /openapi.json and GET /docs, and answers the document: made on first use, once every
 * route is registered, with the components listed then (their conversion costs nothing until a
 * document is asked for).
 */
export function serveApiDocs(api: OpenAPIHono<AppEnv>): () => Record<string, unknown> {
  let cachedDoc: Record<string, unknown> | undefined;
  const openapi = () => {
    if (!cachedDoc) {
      registerComponents(api);
      cachedDoc = api.getOpenAPI31Document(DOCUMENT_CONFIG) as unknown as Record<string, unknown>;
    }
    return cachedDoc;
  };
  let cachedHtml: string | undefined;

  api.get('/openapi.json', (c) => c.json(openapi()));
  api.get('/docs', (c) =>
    c.html((cachedHtml ??= renderDocsHtml(openapi() as OpenApiDocument)), 200, {
      // The reference page is HTML with inline CSS and no script.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'",
    }),
  );
  return openapi;
}
