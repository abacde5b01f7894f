import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rotateServerSecret } from '../src/commands/rotateSecret.js';
import { packageRoot, resolveServerSecret, secretPlacementWarning } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { databases, makeHarness, openTestDatabase, useDatabase, type Harness } from './helpers.js';

const OLD = 'old-secret-old-secret-old-secret-0123456789';
const NEW = 'new-secret-new-secret-new-secret-0123456789';

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'registry-secret-'));
}

describe('where the server secret comes from', () => {
  it('SERVER_SECRET, then SERVER_SECRET_FILE, then a file made in DATA_DIR', () => {
    const dir = tempDir();
    const file = path.join(dir, 'mounted-secret');
    fs.writeFileSync(file, `${NEW}\n`);
    expect(resolveServerSecret({ SERVER_SECRET: OLD, SERVER_SECRET_FILE: file }, dir)).toEqual({ secret: OLD, source: { kind: 'env' } });
    expect(resolveServerSecret({ SERVER_SECRET_FILE: file }, dir)).toEqual({ secret: NEW, source: { kind: 'file', file } });
    const made = resolveServerSecret({}, path.join(dir, 'data'));
    expect(made.source).toEqual({ kind: 'data-dir', file: path.join(dir, 'data', 'server-secret') });
    expect(resolveServerSecret({}, path.join(dir, 'data')).secret).toBe(made.secret);

    expect(() => resolveServerSecret({ SERVER_SECRET_FILE: path.join(dir, 'missing') }, dir)).toThrow(
      /SERVER_SECRET_FILE: cannot read .*missing \(ENOENT\)/,
    );
    fs.writeFileSync(file, 'short');
    expect(() => resolveServerSecret({ SERVER_SECRET_FILE: file }, dir)).toThrow(/at least 32 characters/);
  });

  it('warns a production (NODE_ENV=production or https) registry whose secret sits inside DATA_DIR, and says how to move it', () => {
    const dataDir = '/var/lib/registry';
    const inside = { kind: 'data-dir' as const, file: '/var/lib/registry/server-secret' };
    const warning = secretPlacementWarning({ publicUrl: 'https://registry.example.com', dataDir, serverSecretSource: inside });
    expect(warning).toMatch(/inside DATA_DIR/);
    expect(warning).toMatch(/SERVER_SECRET_FILE=/);
    // A mounted secret placed inside DATA_DIR is just as exposed.
    expect(
      secretPlacementWarning({
        publicUrl: 'https://r.example.com',
        dataDir,
        serverSecretSource: { kind: 'file', file: '/var/lib/registry/s' },
      }),
    ).toBeDefined();
    const local = { publicUrl: 'http://localhost:3000', dataDir, serverSecretSource: inside };
    expect(secretPlacementWarning(local, {})).toBeUndefined();
    expect(secretPlacementWarning(local, { NODE_ENV: 'development' })).toBeUndefined();
    // NODE_ENV=production says it is a real registry, whatever its address.
    expect(secretPlacementWarning(local, { NODE_ENV: 'production' })).toMatch(/inside DATA_DIR/);
    expect(
      secretPlacementWarning({
        publicUrl: 'https://r.example.com',
        dataDir,
        serverSecretSource: { kind: 'file', file: '/run/secrets/registry' },
      }),
    ).toBeUndefined();
    expect(secretPlacementWarning({ publicUrl: 'https://r.example.com', dataDir, serverSecretSource: { kind: 'env' } })).toBeUndefined();
  });
});

describe.each(databases)('rotating the server secret on $name', (database) => {
  const opened = useDatabase(database);
  let before: Harness;
  let after: Harness;

  beforeAll(() => {
    before = makeHarness(opened.handle, { serverSecret: OLD });
    after = makeHarness(opened.handle, { serverSecret: NEW });
  });
  beforeEach(async () => {
    await before.reset();
  });

  it('re-encrypts every stored token: the new secret reveals them, the old one no longer does, and they keep working', async () => {
    const users = [await before.signUp(), await before.signUp()];
    const pats: string[] = [];
    for (const u of users) pats.push((await before.request('POST', '/api/users/pat/generate', { token: u.token })).body.pat);

    expect(await rotateServerSecret(opened.handle, OLD, NEW)).toMatchObject({ tokens: 2 });

    for (const [i, u] of users.entries()) {
      expect((await after.request('GET', '/api/users/pat/value', { token: u.token })).body.pat).toBe(pats[i]);
      expect((await before.request('GET', '/api/users/pat/value', { token: u.token })).status).toBe(409);
      expect((await after.request('GET', '/api/agents/my-agents', { token: pats[i] })).status).toBe(200);
    }
  });

  it('is all or nothing: a failure midway leaves every token under the old key', async () => {
    const users = [await before.signUp(), await before.signUp(), await before.signUp()];
    const pats: string[] = [];
    for (const u of users) pats.push((await before.request('POST', '/api/users/pat/generate', { token: u.token })).body.pat);
    const stored = async () =>
      (await opened.handle.query<{ user_id: string; ciphertext: string }>(sql`SELECT user_id, ciphertext FROM personal_access_tokens`))
        .map((r) => `${r.user_id}:${r.ciphertext}`)
        .sort();
    const original = await stored();
    // The last token's new ciphertext cannot be written: the others were re-encrypted in the same transaction by then.
    const last = users[2]!.userId;
    const [{ ciphertext }] = await opened.handle.query<{ ciphertext: string }>(
      sql`SELECT ciphertext FROM personal_access_tokens WHERE user_id = ${last}`,
    );
    await opened.handle.raw(
      `ALTER TABLE personal_access_tokens ADD CONSTRAINT rotation_fail CHECK (user_id <> '${last}' OR ciphertext = '${ciphertext}') NOT VALID`,
      [],
    );
    try {
      await expect(rotateServerSecret(opened.handle, OLD, NEW)).rejects.toThrow(/Failed query: update "personal_access_tokens"/);
    } finally {
      await opened.handle.raw('ALTER TABLE personal_access_tokens DROP CONSTRAINT rotation_fail', []);
    }
    expect(await stored()).toEqual(original);
    for (const [i, u] of users.entries()) {
      expect((await before.request('GET', '/api/users/pat/value', { token: u.token })).body.pat).toBe(pats[i]);
    }
  });

  it('refuses a wrong current secret and changes nothing', async () => {
    const u = await before.signUp();
    const pat = (await before.request('POST', '/api/users/pat/generate', { token: u.token })).body.pat;
    await expect(rotateServerSecret(opened.handle, NEW, 'another-secret-another-secret-0123456789')).rejects.toThrow(
      /does not open with the current secret/,
    );
    expect((await before.request('GET', '/api/users/pat/value', { token: u.token })).body.pat).toBe(pat);
  });
});

describe('the rotate-secret command', () => {
  it('re-encrypts with the secret from --new-secret-file and says how to start with it', async () => {
    const dir = tempDir();
    const opened = await openTestDatabase({ name: 'pglite' });
    const dataDir = opened.dataDir!;
    const h = makeHarness(opened.handle, { serverSecret: OLD });
    const u = await h.signUp();
    const pat = (await h.request('POST', '/api/users/pat/generate', { token: u.token })).body.pat;
    await opened.handle.close(); // keeps the directory (opened.close() would delete it)
    const newFile = path.join(dir, 'new-secret');
    fs.writeFileSync(newFile, NEW);
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(packageRoot, 'src', 'main.ts'), 'rotate-secret', '--new-secret-file', newFile],
      {
        cwd: packageRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SERVER_SECRET: OLD, SEED_ON_START: 'false' },
        encoding: 'utf8',
      },
    );
    expect(run.stderr).not.toMatch(/Cannot rotate/);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Re-encrypted 1 personal access token(s)');
    expect(run.stdout).toContain(`SERVER_SECRET_FILE=${newFile}`);

    const same = spawnSync(process.execPath, ['--import', 'tsx', path.join(packageRoot, 'src', 'main.ts'), 'rotate-secret'], {
      cwd: packageRoot,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', SERVER_SECRET: OLD, NEW_SERVER_SECRET: OLD },
      encoding: 'utf8',
    });
    expect(same.status).toBe(1);
    expect(same.stderr).toContain('Cannot rotate the secret: The new secret is the same as the current one');

    // The rotated database, opened with the new secret, still shows the token.
    const reopened = await openDatabase({ dataDir });
    try {
      const h2 = makeHarness(reopened, { serverSecret: NEW });
      expect((await h2.request('GET', '/api/users/pat/value', { token: u.token })).body.pat).toBe(pat);
    } finally {
      await reopened.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
