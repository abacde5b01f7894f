// A registry listening on a real port (container tools and the conformance suite speak HTTP),
// with a signed-up user and their CLI token.
import net from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { Config } from '../src/config.js';
import type { DbHandle } from '../src/db/client.js';
import { makeHarness, type Harness } from './helpers.js';

export interface OciServer {
  harness: Harness;
  url: string;
  /** host:port, as image references name the registry. */
  host: string;
  close(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

export async function startOciServer(db: DbHandle, overrides: Partial<Config> = {}, port?: number): Promise<OciServer> {
  const p = port ?? (await freePort());
  const url = `http://127.0.0.1:${p}`;
  const harness = makeHarness(db, { publicUrl: url, ...overrides });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: harness.app.app.fetch, port: p, hostname: '127.0.0.1' }, () => resolve(s));
  });
  return {
    harness,
    url,
    host: `127.0.0.1:${p}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Signs `email` up and makes their CLI token: what `docker login` takes as username and password. */
export async function userWithPat(
  harness: Harness,
  email: string,
): Promise<{ username: string; pat: string; session: string; userId: string }> {
  const { token, userId } = await harness.signUp(email);
  const [{ username }] = await harness.db.raw<{ username: string }>('SELECT username FROM users WHERE id = $1', [userId]);
  const gen = await harness.request('POST', '/api/users/pat/generate', { token });
  if (gen.status !== 200 && gen.status !== 201) throw new Error(`PAT: ${gen.status} ${gen.text}`);
  return { username, pat: gen.body.pat, session: token, userId };
}
