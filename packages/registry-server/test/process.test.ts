import { DEMO_ACCOUNT } from '@agent-registry/api-client/contract';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, PASSWORD } from './helpers.js';
import { startServer, waitFor } from './serverProcess.js';

const start = (dataDir: string) => startServer({ DATA_DIR: dataDir }, { fromSource: true });

describe('the server process', () => {
  const cleanup: Array<() => void> = [];
  afterAll(() => {
    for (const f of cleanup) f();
  });

  it('starts on a fresh directory, seeds, signs up from the log, refuses a second process, stops on SIGTERM', async () => {
    const dataDir = await freshDataDir();
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    const first = start(dataDir);
    cleanup.push(() => first.child.kill('SIGKILL'));
    const url = (await waitFor(first, /running at (http:\/\/\S+)/))[1];

    const health = await fetch(`${url}/api/health`).then((r) => r.json() as Promise<any>);
    expect(health.status).toBe('ok');
    const frameworks = await fetch(`${url}/api/frameworks?limit=50`).then((r) => r.json() as Promise<any>);
    expect(frameworks.count).toBeGreaterThanOrEqual(20);
    const agents = await fetch(`${url}/api/agents?page_size=50`).then((r) => r.json() as Promise<any>);
    expect(agents.pagination.total).toBeGreaterThanOrEqual(20);
    const featured = await fetch(`${url}/api/agents?featured=true&page_size=6`).then((r) => r.json() as Promise<any>);
    expect(featured.count).toBe(6);

    // A new user signs up with the code from the log.
    const email = `proc-${Date.now()}@example.com`;
    const post = (p: string, body: unknown) =>
      fetch(`${url}/api${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/auth/register', { email, password: PASSWORD, name: 'Proc' })).status).toBe(201);
    const code = (await waitFor(first, /confirmation code: (\d{6})/))[1];
    expect((await post('/auth/confirm-email', { email, confirmation_code: code })).status).toBe(200);
    const login = await post('/auth/login', { email, password: PASSWORD }).then((r) => r.json() as Promise<any>);
    expect(login.message).toBe('Login successful');

    // The demo account the sign-in page offers works on a freshly seeded registry.
    const demo = await post('/auth/login', { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }).then(
      (r) => r.json() as Promise<any>,
    );
    expect(demo).toMatchObject({ message: 'Login successful', user: { email: DEMO_ACCOUNT.email } });

    // A second process on the same directory gets a clear error.
    const second = start(dataDir);
    cleanup.push(() => second.child.kill('SIGKILL'));
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/is held by pid \d+ on host /);

    // SIGTERM: in-flight requests finish, the database closes, the lock is released.
    const inflight = fetch(`${url}/api/agents?query=agent`).then((r) => r.status);
    await new Promise((r) => setTimeout(r, 5));
    first.child.kill('SIGTERM');
    expect(await inflight).toBe(200);
    expect(await first.exited).toBe(0);
    expect(first.output()).toContain('stopped');
    expect(fs.existsSync(path.join(dataDir, 'registry.lock'))).toBe(false);

    // And it opens again, keeping its data (no second seeding).
    const third = start(dataDir);
    cleanup.push(() => third.child.kill('SIGKILL'));
    const url3 = (await waitFor(third, /running at (http:\/\/\S+)/))[1];
    const again = await fetch(`${url3}/api/agents?page_size=50`).then((r) => r.json() as Promise<any>);
    expect(again.pagination.total).toBe(agents.pagination.total);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
  }, 120_000);
});
