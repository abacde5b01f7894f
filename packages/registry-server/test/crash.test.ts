import fs from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { agentBody, databases, freshDataDir, openTestDatabase, PASSWORD } from './helpers.js';
import { startServer, waitFor, type Running } from './serverProcess.js';

/**
 * Nothing acknowledged is lost: agents are published in a stream, the server is killed with SIGKILL
 * in the middle of it, three times, and after a restart every agent that got its 201 is there.
 */
describe.each(databases)('a killed server keeps every acknowledged write on $name', (database) => {
  const cleanup: Array<() => void> = [];
  afterAll(() => {
    for (const f of cleanup) f();
  });

  it('survives three SIGKILLs during a stream of writes', async () => {
    let env: Record<string, string>;
    if (database.url) {
      // Start from an empty database, as the other suites leave it.
      const opened = await openTestDatabase(database);
      await opened.close();
      env = { DATABASE_URL: database.url, SEED_ON_START: 'false' };
    } else {
      const dataDir = await freshDataDir();
      cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
      env = { DATA_DIR: dataDir, SEED_ON_START: 'false' };
    }
    const acknowledged: string[] = [];
    const post = (url: string, path: string, body: unknown, token?: string) =>
      fetch(`${url}/api${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(body),
      });
    let token = '';

    for (let round = 0; round < 3; round++) {
      const server: Running = startServer(env);
      cleanup.push(() => server.child.kill('SIGKILL'));
      const url = (await waitFor(server, /running at (http:\/\/\S+)/))[1];
      if (!token) {
        // A publisher signs up with the code from the log; the session outlives the crashes.
        const email = `crash-${Date.now()}@example.com`;
        expect((await post(url, '/auth/register', { email, password: PASSWORD, name: 'Crash Test' })).status).toBe(201);
        const code = (await waitFor(server, /confirmation code: (\d{6})/))[1];
        expect((await post(url, '/auth/confirm-email', { email, confirmation_code: code })).status).toBe(200);
        token = ((await (await post(url, '/auth/login', { email, password: PASSWORD })).json()) as { token: string }).token;
      }
      // Eight writers sign up one after another until the process dies under them.
      let alive = true;
      const writers = Array.from({ length: 8 }, async (_, w) => {
        for (let i = 0; alive; i++) {
          try {
            const res = await post(url, '/agents', agentBody({ name: `Crash ${round}-${w}-${i}`, category: 'development' }), token);
            if (res.status === 201) acknowledged.push(((await res.json()) as { id: string }).id);
          } catch {
            return; // the connection died with the process
          }
        }
      });
      // Kill mid-stream, once this round has had a few writes acknowledged: a slow start on a busy
      // machine must not leave a round with nothing to lose.
      const before = acknowledged.length;
      await new Promise((r) => setTimeout(r, 400 + round * 200));
      for (let waited = 0; acknowledged.length < before + 5 && waited < 5_000; waited += 50) {
        await new Promise((r) => setTimeout(r, 50));
      }
      server.child.kill('SIGKILL');
      await server.exited;
      alive = false;
      await Promise.all(writers);
    }
    console.info(`crash (${database.name}): ${acknowledged.length} acknowledged writes across 3 SIGKILLs`);
    expect(acknowledged.length).toBeGreaterThan(10);

    const server = startServer(env);
    cleanup.push(() => server.child.kill('SIGKILL'));
    const url = (await waitFor(server, /running at (http:\/\/\S+)/))[1];
    const lost: string[] = [];
    for (const id of acknowledged) {
      const res = await fetch(`${url}/api/agents/${id}`);
      if (res.status !== 200) lost.push(`${id}: ${res.status}`);
    }
    expect(lost).toEqual([]);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
