// How large a request body may be: the configured limit, and more room for the publish calls.
import { AGENT_YAML_MAX_BYTES, README_MAX_BYTES } from '@agent-registry/api-client/contract';
import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { Config } from './config.js';
import { errorBody } from './lib/errors.js';

/**
 * Body limit of the publish calls: an agent.yaml and a README at their limits, with room for JSON
 * escaping (quotes and line breaks double in the worst plausible case) and the other fields.
 */
const PUBLISH_BODY_LIMIT_BYTES = 2 * (AGENT_YAML_MAX_BYTES + README_MAX_BYTES) + 64 * 1024;

/**
 * How much of a refused body is still read (and thrown away) before the 413 is sent. A client
 * writes its whole body before it reads the answer: closing on unread bytes resets the connection,
 * and the client sees EPIPE or ECONNRESET instead of the 413. Past these bounds the answer goes
 * out at once and the connection is closed: a body that large is not a careless client's.
 */
const DRAIN_MAX_BYTES = 32 * 1024 * 1024;
const DRAIN_MAX_MS = 10_000;

/** POST /api/agents and POST /api/agents/{id}/versions. */
function isPublish(method: string, path: string): boolean {
  return method === 'POST' && (path === '/api/agents' || /^\/api\/agents\/[^/]+\/versions\/?$/.test(path));
}

/**
 * Reads and discards a body straight from Node's request, within the drain bounds (much faster than
 * through the web stream wrapped around it; nothing has read it yet).
 */
function drainIncoming(incoming: IncomingMessage): Promise<void> {
  return new Promise((resolve) => {
    let read = 0;
    const finish = () => {
      clearTimeout(timer);
      incoming.off('data', onData).off('end', finish).off('error', finish).off('close', finish);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      read += chunk.byteLength;
      if (read > DRAIN_MAX_BYTES) finish();
    };
    const timer = setTimeout(finish, DRAIN_MAX_MS);
    incoming.on('data', onData).on('end', finish).on('error', finish).on('close', finish);
    incoming.resume();
  });
}

/** Reads and discards the rest of a body from its web stream, within the drain bounds. */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, alreadyRead: number): Promise<void> {
  let read = alreadyRead;
  const deadline = Date.now() + DRAIN_MAX_MS;
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), DRAIN_MAX_MS);
  });
  try {
    while (read <= DRAIN_MAX_BYTES && Date.now() < deadline) {
      const next = await Promise.race([reader.read(), timeout]);
      if (next === 'timeout' || next.done) return;
      read += next.value.byteLength;
    }
  } catch {
    // The client went away: nothing left to read.
  } finally {
    clearTimeout(timer);
    reader.releaseLock();
  }
}

function tooLarge(c: Context, maxSize: number): Response {
  // Connection: close, so a client that keeps the connection takes a fresh one for its next call.
  return c.json(errorBody('payload_too_large', `Request body is too large (limit ${Math.round(maxSize / 1024)} KB)`), 413, {
    Connection: 'close',
  });
}

/**
 * 413 for a body over `maxSize`, sent once the body has been read (within the drain bounds). A
 * declared length is trusted (the HTTP parser holds the client to it); a chunked body is counted
 * as it arrives and, when it fits, handed on from memory.
 */
const limitOf =
  (maxSize: number): MiddlewareHandler =>
  async (c, next) => {
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      const length = Number.parseInt(declared, 10);
      if (!(length > maxSize)) return next();
      if (length <= DRAIN_MAX_BYTES) {
        // Under @hono/node-server the env carries Node's request. Read it before touching
        // `c.req.raw.body`: the web stream wrapped around it would pause it after every chunk.
        const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
        const body = incoming ? undefined : c.req.raw.body;
        if (incoming) await drainIncoming(incoming);
        else if (body) await drain(body.getReader(), 0);
      }
      return tooLarge(c, maxSize);
    }
    const body = c.req.raw.body;
    if (!body) return next();
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxSize) {
        await drain(reader, size);
        return tooLarge(c, maxSize);
      }
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };

/** 413 for a body over its limit. Only requests that may carry a body pay for the check. */
export function bodyLimits(config: Config): MiddlewareHandler {
  const limitBody = limitOf(config.bodyLimitBytes);
  const limitPublish = limitOf(Math.max(config.bodyLimitBytes, PUBLISH_BODY_LIMIT_BYTES));
  return (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    return isPublish(c.req.method, c.req.path) ? limitPublish(c, next) : limitBody(c, next);
  };
}
