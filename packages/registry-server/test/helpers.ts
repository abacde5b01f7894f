import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { MODERATION_MESSAGES, type DeleteAccountResponse } from '@agent-registry/api-client/contract';
import { createApp, type RegistryApp } from '../src/app.js';
import { testConfig, type Config } from '../src/config.js';
import { openDatabase, type DbHandle } from '../src/db/client.js';
import { migrationsFolder } from '../src/db/migrate.js';
import { ManualClock } from '../src/lib/clock.js';
import type { Logger } from '../src/lib/logger.js';
import { MemoryMailer, type Mailer } from '../src/mail.js';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  url?: string;
}

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL is set. */
export const databases: TestDatabase[] = [
  { name: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'postgres' as const, url: process.env.TEST_DATABASE_URL }] : []),
];

function migrationsHash(): string {
  const h = crypto.createHash('sha256');
  for (const f of fs.readdirSync(migrationsFolder, { recursive: true }).map(String).sort()) {
    const p = path.join(migrationsFolder, f);
    if (fs.statSync(p).isFile()) h.update(f).update(fs.readFileSync(p));
  }
  return h.digest('hex').slice(0, 16);
}

/**
 * A migrated PGlite data directory, made once per migration set and copied for each test file:
 * opening a copy takes about a second instead of the ~6 s of a first initdb.
 */
async function pgliteTemplate(): Promise<string> {
  const dir = path.join(os.tmpdir(), `registry-pglite-template-${migrationsHash()}`);
  if (fs.existsSync(path.join(dir, 'READY'))) return dir;
  const building = `${dir}.build-${process.pid}-${Date.now()}`;
  const handle = await openDatabase({ dataDir: building });
  await handle.close();
  fs.writeFileSync(path.join(building, 'READY'), 'ok');
  try {
    fs.renameSync(building, dir);
  } catch {
    fs.rmSync(building, { recursive: true, force: true }); // another run made it first
  }
  return dir;
}

export interface OpenedDb {
  handle: DbHandle;
  dataDir?: string;
  close(): Promise<void>;
}

/** A fresh, migrated (empty) PGlite data directory. */
export async function freshDataDir(): Promise<string> {
  const template = await pgliteTemplate();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
  fs.cpSync(template, dataDir, { recursive: true });
  fs.rmSync(path.join(dataDir, 'READY'), { force: true });
  return dataDir;
}

export async function openTestDatabase(db: TestDatabase): Promise<OpenedDb> {
  if (db.name === 'postgres') {
    const handle = await openDatabase({ databaseUrl: db.url, poolSize: 5 });
    await handle.truncateAll();
    return { handle, close: () => handle.close() };
  }
  const dataDir = await freshDataDir();
  const handle = await openDatabase({ dataDir });
  await handle.truncateAll();
  return {
    handle,
    dataDir,
    async close() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface Harness {
  db: DbHandle;
  app: RegistryApp;
  clock: ManualClock;
  mailer: MemoryMailer;
  config: Config;
  request(
    method: string,
    urlPath: string,
    options?: RequestOptions,
  ): Promise<{ status: number; body: any; headers: Headers; text: string }>;
  /** Registers, confirms and signs in; returns the session token and user id. */
  signUp(email?: string, password?: string, name?: string): Promise<{ token: string; userId: string; email: string; password: string }>;
  reset(): Promise<void>;
}

export const PASSWORD = 'Secret123!';

let counter = 0;
export const uniqueEmail = (prefix = 'user') => `${prefix}${++counter}-${Date.now()}@example.com`;

/** A stand-in for a value made in a hook: each property read goes to the value of the moment. */
function standIn<T extends object>(current: () => T): T {
  return new Proxy({} as T, { get: (_target, key) => Reflect.get(current(), key) });
}

/**
 * The database of one `describe` block: opened before its tests and closed after them. The value
 * stands for the opened database, so tests use it as they would the OpenedDb itself.
 */
export function useDatabase(database: TestDatabase): OpenedDb {
  let opened: OpenedDb | undefined;
  beforeAll(async () => {
    opened = await openTestDatabase(database);
  });
  afterAll(async () => {
    await opened?.close();
  });
  return standIn(() => opened!);
}

export interface HarnessOptions {
  config?: Partial<Config>;
  log?: Logger;
  /** Empty the database before each test (the default); false when the tests share what a `beforeAll` wrote. */
  emptyBeforeEach?: boolean;
}

/**
 * The harness of one `describe` block on `database`: opened before its tests, closed after them,
 * and emptied before each test (a later `beforeEach` of the block runs after that, e.g. to seed).
 * The value stands for the current harness, so tests use it as they would the harness itself.
 */
export function useHarness(database: TestDatabase, options: HarnessOptions = {}): Harness {
  const opened = useDatabase(database);
  let current: Harness | undefined;
  beforeAll(() => {
    current = makeHarness(opened.handle, options.config, { log: options.log });
  });
  if (options.emptyBeforeEach !== false) {
    beforeEach(async () => {
      await current!.reset();
    });
  }
  return standIn(() => current!);
}

export function makeHarness(db: DbHandle, overrides: Partial<Config> = {}, options: { mailer?: Mailer; log?: Logger } = {}): Harness {
  const clock = new ManualClock(new Date('2025-06-01T12:00:00.000Z'));
  const mailer = new MemoryMailer();
  const config = testConfig(overrides);
  const app = createApp({ db, config, clock, mailer: options.mailer ?? mailer, log: options.log });

  async function request(method: string, urlPath: string, o: RequestOptions = {}) {
    const headers: Record<string, string> = { ...(o.headers ?? {}) };
    let body: string | undefined;
    if (o.raw !== undefined) body = o.raw;
    else if (o.body !== undefined) {
      body = JSON.stringify(o.body);
      headers['content-type'] ??= 'application/json';
    }
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    const res = await app.app.request(urlPath, { method, headers, body });
    const text = await res.text();
    let parsed: any; // the tests read any answer's fields; a body that is not JSON stays undefined
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: the test looks at `text`
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  async function signUp(email = uniqueEmail(), password = PASSWORD, name = 'Test User') {
    const reg = await request('POST', '/api/auth/register', { body: { email, password, name } });
    if (reg.status !== 201) throw new Error(`register failed: ${reg.status} ${reg.text}`);
    const code = mailer.lastCode(email);
    const conf = await request('POST', '/api/auth/confirm-email', { body: { email, confirmation_code: code } });
    if (conf.status !== 200) throw new Error(`confirm failed: ${conf.status} ${conf.text}`);
    const login = await request('POST', '/api/auth/login', { body: { email, password } });
    if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
    return { token: login.body.token as string, userId: login.body.user.id as string, email, password };
  }

  return {
    db,
    app,
    clock,
    mailer,
    config,
    request,
    signUp,
    async reset() {
      await db.truncateAll();
      mailer.clear();
      clock.set(new Date('2025-06-01T12:00:00.000Z'));
    },
  };
}

/** The smallest spec the publishing rules accept: a runtime and a model. */
export const VALID_SPEC = { runtime: 'python', model: { provider: 'openai', name: 'gpt-4o-mini' } };

/**
 * A POST /api/agents body that publishes: the given fields (name, category, ...) and a `manifest`
 * with a valid spec, its metadata made from them by the server.
 */
export function agentBody(fields: Record<string, unknown>): Record<string, unknown> {
  return { manifest: { spec: VALID_SPEC }, ...fields };
}

/** A valid agent.yaml text for `name` at `version`; `spec` lines replace the default spec. */
export function agentYaml(name: string, version = '1.0.0', options: { description?: string; spec?: string } = {}): string {
  return [
    'apiVersion: agent.dev/v1',
    'kind: Agent',
    'metadata:',
    `  name: ${name}`,
    `  version: ${version}`,
    ...(options.description ? [`  description: ${options.description}`] : []),
    options.spec ?? 'spec:\n  runtime: python\n  model:\n    provider: openai\n    name: gpt-4o-mini',
    '',
  ].join('\n');
}

export async function countRows(db: DbHandle, table: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`);
  return Number(row.n);
}

/**
 * Follows next_token from `url` (a GET /api/agents call) to the last page, at most 10 pages; each
 * page must answer 200 and pass `check` (given the page's body and its number from 1).
 */
export async function collectPages(
  h: Pick<Harness, 'request'>,
  url: string,
  check: (body: any, page: number) => void = () => {},
): Promise<{ ids: string[]; pages: number }> {
  const ids: string[] = [];
  let next: string | null = null;
  let pages = 0;
  do {
    const res = await h.request('GET', `${url}${next ? `&next_token=${next}` : ''}`);
    expect(res.status).toBe(200);
    check(res.body, ++pages);
    ids.push(...res.body.data.map((agent: { id: string }) => agent.id));
    next = res.body.next_token;
  } while (next && pages < 10);
  return { ids, pages };
}

/** What POST /users/me/delete answers: its message, and what went with the account (nothing unless `gone` says). */
export function accountDeletedAnswer(gone: Partial<Omit<DeleteAccountResponse, 'message'>> = {}): DeleteAccountResponse {
  return { message: MODERATION_MESSAGES.accountDeleted, agents_deleted: 0, agents_transferred: 0, organizations_deleted: [], ...gone };
}

// --- Migrations on a bare database ---------------------------------------------------------

/** The statements of one migration file. */
function statements(file: string): string[] {
  return fs
    .readFileSync(path.join(migrationsFolder, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((s) => s.trim())
    .filter(Boolean);
}

const MIGRATIONS = fs
  .readdirSync(migrationsFolder)
  .filter((f) => f.endsWith('.sql'))
  .sort();

/** Which migrations to apply, by number ('0012'): those before it, that one only, or it and those after. */
export type MigrationRange = { before: string } | { only: string } | { from: string };

const inRange = (file: string, range: MigrationRange) =>
  'before' in range ? file < range.before : 'only' in range ? file.startsWith(`${range.only}_`) : file >= range.from;

export interface BareDatabase {
  handle: DbHandle;
  /** Applies the migration files in `range`, in order, statement by statement. */
  applyMigrations(range: MigrationRange): Promise<void>;
  close(): Promise<void>;
}

/** An empty database of `database`'s kind with no migration applied. */
export async function bareDatabase(database: TestDatabase, suffix: string): Promise<BareDatabase> {
  const { handle, close } = await openBareDatabase(database, suffix);
  return {
    handle,
    async applyMigrations(range) {
      for (const file of MIGRATIONS.filter((f) => inRange(f, range))) {
        for (const s of statements(file)) await handle.raw(s, []);
      }
    },
    close,
  };
}

async function openBareDatabase(database: TestDatabase, suffix: string): Promise<{ handle: DbHandle; close(): Promise<void> }> {
  if (database.name === 'postgres') {
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    const name = `${new URL(database.url!).pathname.slice(1)}_${suffix}`;
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    const url = new URL(database.url!);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ databaseUrl: url.toString(), migrate: false, poolSize: 2 });
    return {
      handle,
      async close() {
        await handle.close();
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'registry-mig-'));
  const handle = await openDatabase({ dataDir, migrate: false });
  return {
    handle,
    async close() {
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
