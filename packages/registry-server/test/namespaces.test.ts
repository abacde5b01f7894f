import fs from 'node:fs';
import path from 'node:path';
import { NAMESPACE_MESSAGES, RESERVED_NAMESPACES, namespaceSkeleton, proposeUsername } from '@agent-registry/api-client/contract';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../src/db/migrate.js';
import { agentBody, bareDatabase, databases, makeHarness, PASSWORD, useHarness } from './helpers.js';

const ref = (namespace: string, slug: string) => `/api/agents/${encodeURIComponent(`${namespace}/${slug}`)}`;

describe('namespace rules of the contract', () => {
  it('proposes a well-formed username from any email, never a reserved one', () => {
    expect(proposeUsername('alice@example.com')).toBe('alice');
    expect(proposeUsername('John.Doe+news@example.com')).toBe('john-doe-news');
    expect(proposeUsername('x@example.com')).toBe('x-member');
    expect(proposeUsername('__@example.com')).toBe('member');
    expect(proposeUsername('agent-registry@evil.example')).toBe('agent-registry-member');
    expect(proposeUsername('ADMIN@evil.example')).toBe('admin-member');
    expect(proposeUsername(`${'a'.repeat(60)}@example.com`)).toHaveLength(35);
  });

  it('folds look-alikes to one skeleton', () => {
    expect(namespaceSkeleton('a1ice')).toBe(namespaceSkeleton('alice'));
    expect(namespaceSkeleton('rnike')).toBe(namespaceSkeleton('mike'));
    expect(namespaceSkeleton('ali-ce')).toBe(namespaceSkeleton('alice'));
    expect(namespaceSkeleton('b0b')).toBe(namespaceSkeleton('bob'));
    expect(namespaceSkeleton('alice')).not.toBe(namespaceSkeleton('alicia'));
  });

  it('the migration reserves exactly the contract list', () => {
    const sqlText = fs.readFileSync(path.join(migrationsFolder, '0005_namespaces.sql'), 'utf8');
    const list = /reserved text\[\] := ARRAY\[([^\]]+)\]/
      .exec(sqlText)![1]!
      .match(/'([^']+)'/g)!
      .map((q) => q.slice(1, -1));
    expect(list).toEqual([...RESERVED_NAMESPACES]);
  });
});

describe.each(databases)('namespaces on $name', (database) => {
  const h = useHarness(database);

  const username = async (token: string) => (await h.request('GET', '/api/users/profile', { token })).body.username as string;
  const rename = (token: string, name: string) => h.request('PUT', '/api/users/profile', { token, body: { username: name } });
  const publish = (token: string, name: string, extra: Record<string, unknown> = {}) =>
    h.request('POST', '/api/agents', { token, body: agentBody({ name, category: 'development', ...extra }) });

  it('gives the same local part, in any case, a different username, and nobody publishes as someone else', async () => {
    const real = await h.signUp('alice@example.com');
    const squatter = await h.signUp('alice@evil.example');
    const shouting = await h.request('POST', '/api/auth/register', {
      body: { email: 'ALICE@Shout.example', password: PASSWORD, name: 'A' },
    });
    expect([await username(real.token), await username(squatter.token), shouting.body.user.username]).toEqual([
      'alice',
      'alice-2',
      'alice-3',
    ]);

    const squat = await publish(squatter.token, 'Next Big Thing');
    expect(squat.status).toBe(201);
    expect(squat.body).toMatchObject({ namespace: 'alice-2', slug: 'next-big-thing' });
    // The real alice's reference is hers: free until she publishes it.
    expect((await h.request('GET', ref('alice', 'next-big-thing'))).status).toBe(404);
    const hers = await publish(real.token, 'Next Big Thing');
    expect(hers.status).toBe(201);
    expect(hers.body.namespace).toBe('alice');

    // Publishing into someone else's namespace is refused, and so is a made-up one.
    for (const namespace of ['alice', 'ALICE', 'nobody-here', 'agent-registry']) {
      const res = await publish(squatter.token, 'Sneaky', { namespace });
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(`You cannot publish into ${namespace.toLowerCase()}`);
    }
  });

  it('refuses reserved, malformed and look-alike names, and the sample namespace', async () => {
    await h.signUp('alice@example.com');
    const sample = await h.signUp('agent-registry@evil.example');
    expect(await username(sample.token)).toBe('agent-registry-member');
    const { token } = await h.signUp('mallory@example.com');

    for (const name of [
      'agent-registry',
      'Agent-Registry',
      'admin',
      'adm1n',
      'api',
      'v2',
      'www',
      'help',
      'settings',
      'dashboard',
      'orgs',
    ]) {
      const res = await rename(token, name);
      expect(res.status, name).toBe(400);
      expect(res.body.fields.username, name).toBe(NAMESPACE_MESSAGES.reserved);
    }
    for (const name of ['a', 'a--b', '-ab', 'ab-', 'al_ice', 'x'.repeat(40), 'élise']) {
      const res = await rename(token, name);
      expect(res.status, name).toBe(400);
      expect(res.body.fields.username, name).toBe(NAMESPACE_MESSAGES.invalid);
    }
    const taken = await rename(token, 'ALICE');
    expect(taken.status).toBe(409);
    expect(taken.body.fields.username).toBe(NAMESPACE_MESSAGES.taken);
    for (const name of ['a1ice', 'ali-ce', 'al1ce']) {
      const res = await rename(token, name);
      expect(res.status, name).toBe(409);
      expect(res.body.fields.username, name).toBe(NAMESPACE_MESSAGES.confusable);
    }
    // Nothing changed on any refusal.
    expect(await username(token)).toBe('mallory');
  });

  it('20 concurrent sign-ups with one local part get 20 different usernames', async () => {
    const emails = Array.from({ length: 20 }, (_, i) => `sam@host${i}.example`);
    // A 503 is admission control asking to try again (Retry-After), as a client would.
    const register = async (email: string) => {
      for (;;) {
        const res = await h.request('POST', '/api/auth/register', { body: { email, password: PASSWORD, name: 'Sam' } });
        if (res.status !== 503) return res;
      }
    };
    const answers = await Promise.all(emails.map(register));
    expect(answers.map((a) => a.status)).toEqual(emails.map(() => 201));
    const names = answers.map((a) => a.body.user.username as string);
    expect(new Set(names).size).toBe(20);
    expect([...names].sort()).toEqual(['sam', ...Array.from({ length: 19 }, (_, i) => `sam-${i + 2}`)].sort());
  });

  it('a rename keeps old references resolving until someone else takes the name', async () => {
    const alice = await h.signUp('alice@example.com');
    const created = await publish(alice.token, 'Mail Bot');
    expect(created.body.namespace).toBe('alice');

    const renamed = await rename(alice.token, 'Alice-Labs');
    expect(renamed.status).toBe(200);
    expect(renamed.body.username).toBe('alice-labs');

    const old = await h.request('GET', ref('alice', 'mail-bot'));
    expect(old.status).toBe(200);
    expect(old.body).toMatchObject({ id: created.body.id, namespace: 'alice-labs', slug: 'mail-bot' });
    expect((await h.request('GET', `${ref('alice', 'mail-bot')}/download`)).body.agent).toMatchObject({ id: created.body.id });
    // Writes through the old reference reach the agent too.
    const edit = await h.request('PUT', ref('alice', 'mail-bot'), { token: alice.token, body: { description: 'Sorts mail' } });
    expect(edit.status).toBe(200);
    // A second rename: both older references still resolve.
    expect((await rename(alice.token, 'alice-works')).status).toBe(200);
    expect((await h.request('GET', ref('alice', 'mail-bot'))).body.namespace).toBe('alice-works');
    expect((await h.request('GET', ref('alice-labs', 'mail-bot'))).body.namespace).toBe('alice-works');

    // Someone else signs up as alice: the old references under it end.
    const newcomer = await h.signUp('alice@elsewhere.example');
    expect(await username(newcomer.token)).toBe('alice');
    expect((await h.request('GET', ref('alice', 'mail-bot'))).status).toBe(404);
    expect((await h.request('GET', ref('alice-labs', 'mail-bot'))).status).toBe(200);
  });
});

// --- Migration 0005 on a database with colliding usernames -------------------------------------

describe.each(databases)('migration 0005 on $name', (database) => {
  it('resolves colliding usernames earliest first and keeps every old reference resolving', { timeout: 120_000 }, async () => {
    const db = await bareDatabase(database, 'mig0005');
    try {
      await db.applyMigrations({ before: '0005' });

      const users: Array<[string, string, string, string | null, string]> = [
        // id suffix, email, username, password hash, created
        ['01', 'alice@a.example', 'alice', 'x', '2025-01-01'],
        ['02', 'alice@b.example', 'alice', 'x', '2025-02-01'],
        ['03', 'alice@c.example', 'alice', 'x', '2025-03-01'],
        ['04', 'agent-registry@evil.example', 'agent-registry', 'x', '2025-01-15'],
        ['05', 'samples@agent-registry.local', 'agent-registry', null, '2025-04-01'],
        ['06', 'john.doe@example.com', 'john.doe', 'x', '2025-01-02'],
        ['07', 'a1ice@example.com', 'a1ice', 'x', '2025-05-01'],
        ['08', 'admin@example.com', 'admin', 'x', '2025-05-02'],
      ];
      const id = (n: string) => `00000000-0000-4000-8000-0000000000${n}`;
      for (const [n, email, name, hash, created] of users) {
        await db.handle.raw(
          `INSERT INTO users (id, email, password_hash, full_name, username, confirmed, status, preferences, created_at)
           VALUES ($1, $2, $3, 'Someone', $4, true, 'active', '{}'::jsonb, $5)`,
          [id(n), email, hash, name, created],
        );
      }
      const agents: Array<[string, string, string, string]> = [
        // agent id suffix, owner suffix, namespace, slug
        ['a1', '01', 'alice', 'mail-bot'],
        ['a2', '02', 'alice', 'next-big-thing'],
        ['a3', '03', 'alice', 'tool'],
        ['a4', '04', 'agent-registry', 'evil'],
        ['a5', '05', 'agent-registry', 'sample-one'],
        ['a6', '06', 'john.doe', 'helper'],
        ['a7', '02', 'alice', 'second'],
      ];
      const agentId = (n: string) => `00000000-0000-4000-9000-0000000000${n}`;
      for (const [n, owner, namespace, slug] of agents) {
        await db.handle.raw(
          `INSERT INTO agents (id, owner_id, name, category, namespace, slug) VALUES ($1, $2, $3, 'development', $4, $5)`,
          [agentId(n), id(owner), slug, namespace, slug],
        );
      }

      await db.applyMigrations({ only: '0005' });

      const names = await db.handle.raw<{ email: string; username: string }>(`SELECT email, username FROM users ORDER BY id`, []);
      expect(Object.fromEntries(names.map((r) => [r.email, r.username]))).toEqual({
        'alice@a.example': 'alice',
        'alice@b.example': 'alice-2',
        'alice@c.example': 'alice-3',
        'agent-registry@evil.example': 'agent-registry-member',
        'samples@agent-registry.local': 'agent-registry',
        'john.doe@example.com': 'john-doe',
        // a1ice looks like alice, a1ice-2 like alice-2, a1ice-3 like alice-3.
        'a1ice@example.com': 'a1ice-4',
        'admin@example.com': 'admin-member',
      });

      // The later migrations, so the server of today reads the migrated database.
      await db.applyMigrations({ from: '0006' });
      const h = makeHarness(db.handle);
      const expectAt = async (oldNs: string, slug: string, n: string, canonical: string) => {
        const res = await h.request('GET', ref(oldNs, slug));
        expect(res.status, `${oldNs}/${slug}`).toBe(200);
        expect(res.body, `${oldNs}/${slug}`).toMatchObject({ id: agentId(n), namespace: canonical, slug });
      };
      await expectAt('alice', 'mail-bot', 'a1', 'alice');
      await expectAt('alice', 'next-big-thing', 'a2', 'alice-2');
      await expectAt('alice-2', 'next-big-thing', 'a2', 'alice-2');
      await expectAt('alice', 'second', 'a7', 'alice-2');
      await expectAt('alice', 'tool', 'a3', 'alice-3');
      await expectAt('agent-registry', 'sample-one', 'a5', 'agent-registry');
      await expectAt('agent-registry', 'evil', 'a4', 'agent-registry-member');
      await expectAt('john.doe', 'helper', 'a6', 'john-doe');

      // From now on the names are unique: a new alice gets the next free one.
      const reg = await h.request('POST', '/api/auth/register', { body: { email: 'alice@d.example', password: PASSWORD, name: 'A' } });
      // alice-4 would look like a1ice-4.
      expect(reg.body.user.username).toBe('alice-5');
    } finally {
      await db.close();
    }
  });
});
