import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdmissionLimits } from './lib/admission.js';

/** Root of this package (the folder holding package.json), from src/ or dist/ alike. */
export const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Root of the monorepo. */
export const repoRoot = path.resolve(packageRoot, '..', '..');

export interface RateLimitRule {
  /** Most events allowed inside one window. */
  limit: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

export type TrustProxy = number | string[];

/** `TRUST_PROXY`: a number of proxies, a comma-separated list of their addresses, or `true` (one). */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d+$/.test(text)) return Number(text);
  return text
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
}

export interface RateLimits {
  loginPerIp: RateLimitRule;
  loginPerEmail: RateLimitRule;
  codeCheckPerEmail: RateLimitRule;
  /** Code checks from one address across every email: stops guessing spread over many accounts. */
  codeCheckPerIp: RateLimitRule;
  codeSendPerEmail: RateLimitRule;
  codeSendPerIp: RateLimitRule;
  registerPerIp: RateLimitRule;
  patUsePerToken: RateLimitRule;
  badTokenPerIp: RateLimitRule;
  /** Reports one user may file (per hour by default). */
  reportPerUser: RateLimitRule;
  /** Stars and unstars of one user (a toggle held down must not churn the counts). */
  starPerUser: RateLimitRule;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL connections per instance. */
  databasePoolSize: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  corsOrigins: string[];
  serverSecret: string;
  serverSecretSource: ServerSecretSource;
  appDist: string;
  /** Serve the built Storybook under /storybook/ (SERVE_STORYBOOK=true; off by default). */
  serveStorybook: boolean;
  /** Where `build-storybook` wrote it (STORYBOOK_DIST; default <repo>/storybook-static). */
  storybookDist: string;
  /** Seed frameworks and sample agents on a first start. */
  seedOnStart: boolean;
  sessionTtlSeconds: number;
  codeTtlSeconds: number;
  maxCodeAttempts: number;
  bodyLimitBytes: number;
  /**
   * Proxies in front of this server whose `X-Forwarded-For` entries are believed: how many (0, the
   * default, believes none), or their addresses.
   */
  trustProxy: TrustProxy;
  /**
   * Believe the approximate place (country, city) a CDN or proxy in front of the server adds as
   * headers (TRUST_PROXY_GEO; see lib/geo.ts), and show it in the sessions list. Off by default:
   * without such a proxy anyone could write them.
   */
  trustProxyGeo: boolean;
  /** Validate every JSON response against its contract schema (tests, development). */
  validateResponses: boolean;
  searchCandidateLimit: number;
  /** Most GIN matches one relevance search reads (bounds very broad queries). */
  searchScanLimit: number;
  /** Micro-cache of public agent reads (GET /agents/{id}); 0 turns it off. */
  agentCacheTtlMs: number;
  /** Answer search, suggest and facets from the in-memory index (src/search/); false: from SQL only. */
  searchIndex: boolean;
  /**
   * Tests: every search waits for the index to be built and to have read the whole change feed,
   * so it sees every write committed before it (else: SQL while building, and the feed within 1 s).
   */
  searchIndexStrict: boolean;
  /** Admission control in front of the database (see lib/admission.ts). */
  admission: AdmissionLimits;
  rateLimits: RateLimits;
  /** OPERATORS: emails and usernames (lower-cased) of the registry's operators. */
  operators: string[];
  logLevel: 'silent' | 'info';
  oci: OciConfig;
}

/** The OCI registry at /v2/ (see src/oci/). */
export interface OciConfig {
  /** Where the file blob store keeps blobs and uploads (BLOB_DIR; default <DATA_DIR>/registry). */
  blobDir: string;
  /** `s3://bucket/prefix` switches blobs to S3-compatible object storage (BLOB_STORE_URL). */
  blobStoreUrl: string | undefined;
  /** The object storage BLOB_STORE_URL names, with its S3_* settings; undefined for the file store. */
  s3: S3StoreConfig | undefined;
  /** Largest blob accepted (BLOB_MAX_BYTES; default 10 GiB). */
  blobMaxBytes: number;
  /** Largest manifest accepted (4 MiB, as the spec suggests). */
  manifestMaxBytes: number;
  /** Garbage collection leaves what is younger than this alone (GC_GRACE_SECONDS; default 24 h). */
  gcGraceSeconds: number;
  /** Seconds between online garbage collections (GC_INTERVAL_SECONDS; default 6 h; 0 turns it off). */
  gcIntervalSeconds: number;
}

/** S3-compatible object storage for blobs (AWS S3, MinIO, Cloudflare R2, ...). */
export interface S3StoreConfig {
  bucket: string;
  /** Key prefix inside the bucket ('' or ending in '/'). */
  prefix: string;
  /** S3_ENDPOINT: the service's URL (MinIO, R2); unset for AWS S3. */
  endpoint: string | undefined;
  /** S3_REGION (default us-east-1; `auto` for R2). */
  region: string;
  /** S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY; unset: the AWS SDK's own chain (AWS_* variables, roles). */
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } | undefined;
  /** S3_FORCE_PATH_STYLE: `endpoint/bucket/key` instead of `bucket.endpoint/key` (MinIO). */
  forcePathStyle: boolean;
  /** BLOB_REDIRECT=presigned: blob GETs answer 307 to a presigned URL instead of streaming the bytes. */
  redirect: 'presigned' | 'off';
  /** BLOB_REDIRECT_TTL_SECONDS: how long a presigned URL stays valid (default 600). */
  redirectTtlSeconds: number;
  /** S3_PUBLIC_ENDPOINT: the endpoint presigned URLs name, when clients reach the storage by another address. */
  publicEndpoint: string | undefined;
}

/** `s3://bucket/prefix` and the S3_* settings; a clear error for anything else. */
export function s3StoreConfig(env: NodeJS.ProcessEnv, url: string): S3StoreConfig {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new Error(`BLOB_STORE_URL must look like s3://bucket or s3://bucket/prefix, got "${url}"`);
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim();
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  const redirect = env.BLOB_REDIRECT?.trim() || 'off';
  if (redirect !== 'presigned' && redirect !== 'off') throw new Error(`BLOB_REDIRECT must be "presigned" or "off", got "${redirect}"`);
  const urlEnv = (name: string) => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^https?:\/\/[^/]+/.test(value)) throw new Error(`${name} must be an http(s) URL, got "${value}"`);
    return value.replace(/\/+$/, '');
  };
  const pathStyle = env.S3_FORCE_PATH_STYLE?.trim() ?? '';
  if (!['', 'true', 'false'].includes(pathStyle)) throw new Error(`S3_FORCE_PATH_STYLE must be "true" or "false", got "${pathStyle}"`);
  return {
    bucket: match[1],
    prefix: prefix ? `${prefix}/` : '',
    endpoint: urlEnv('S3_ENDPOINT'),
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials:
      accessKeyId && secretAccessKey
        ? { accessKeyId, secretAccessKey, ...(env.S3_SESSION_TOKEN?.trim() ? { sessionToken: env.S3_SESSION_TOKEN.trim() } : {}) }
        : undefined,
    forcePathStyle: pathStyle === 'true',
    redirect,
    redirectTtlSeconds: intEnv(env, 'BLOB_REDIRECT_TTL_SECONDS', 600) || 600,
    publicEndpoint: urlEnv('S3_PUBLIC_ENDPOINT'),
  };
}

export function ociConfig(env: NodeJS.ProcessEnv, dataDir: string): OciConfig {
  const blobStoreUrl = env.BLOB_STORE_URL?.trim() || undefined;
  return {
    blobDir: path.resolve(env.BLOB_DIR || path.join(dataDir, 'registry')),
    blobStoreUrl,
    s3: blobStoreUrl ? s3StoreConfig(env, blobStoreUrl) : undefined,
    blobMaxBytes: intEnv(env, 'BLOB_MAX_BYTES', 10 * 1024 * 1024 * 1024),
    manifestMaxBytes: 4 * 1024 * 1024,
    gcGraceSeconds: intEnv(env, 'GC_GRACE_SECONDS', 24 * 60 * 60),
    gcIntervalSeconds: intEnv(env, 'GC_INTERVAL_SECONDS', 6 * 60 * 60),
  };
}

export const defaultRateLimits: RateLimits = {
  loginPerIp: { limit: 50, windowSeconds: 15 * 60 },
  loginPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  codeCheckPerEmail: { limit: 10, windowSeconds: 15 * 60 },
  codeCheckPerIp: { limit: 50, windowSeconds: 15 * 60 },
  codeSendPerEmail: { limit: 5, windowSeconds: 15 * 60 },
  codeSendPerIp: { limit: 30, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 20, windowSeconds: 60 * 60 },
  patUsePerToken: { limit: 600, windowSeconds: 60 },
  badTokenPerIp: { limit: 60, windowSeconds: 60 },
  reportPerUser: { limit: 10, windowSeconds: 60 * 60 },
  starPerUser: { limit: 60, windowSeconds: 60 },
};

function intEnv(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  return n;
}

/** Where the server secret came from (see resolveServerSecret). */
export interface ServerSecretSource {
  kind: 'env' | 'file' | 'data-dir';
  /** The file it was read from (kinds 'file' and 'data-dir'). */
  file?: string;
}

function checkSecret(secret: string, name: string): string {
  if (secret.length < 32) throw new Error(`${name} must be at least 32 characters long`);
  return secret;
}

/** True when `file` lies inside `dir` (so a copy of `dir` carries it along). */
export function isInside(file: string, dir: string): boolean {
  const rel = path.relative(path.resolve(dir), path.resolve(file));
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}

/**
 * SERVER_SECRET, else the file named by SERVER_SECRET_FILE (a mounted secret), else the secret kept
 * in the data directory, created on first use (fine on a laptop; on a public registry it should
 * live elsewhere: a backup of DATA_DIR would carry the key with the tokens it protects).
 */
export function resolveServerSecret(env: NodeJS.ProcessEnv, dataDir: string): { secret: string; source: ServerSecretSource } {
  const fromEnv = env.SERVER_SECRET?.trim();
  if (fromEnv) return { secret: checkSecret(fromEnv, 'SERVER_SECRET'), source: { kind: 'env' } };
  const named = env.SERVER_SECRET_FILE?.trim();
  if (named) {
    const file = path.resolve(named);
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8').trim();
    } catch (err) {
      throw new Error(`SERVER_SECRET_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`, { cause: err });
    }
    return { secret: checkSecret(text, `The secret in SERVER_SECRET_FILE (${file})`), source: { kind: 'file', file } };
  }
  const file = path.join(dataDir, 'server-secret');
  const source: ServerSecretSource = { kind: 'data-dir', file };
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return { secret: existing, source };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(32).toString('hex');
  try {
    fs.writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
    return { secret, source };
  } catch (err) {
    // Another process wrote it first: use theirs.
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return { secret: fs.readFileSync(file, 'utf8').trim(), source };
    throw err;
  }
}

/**
 * The loud start-up warning for a production registry (NODE_ENV=production or an https
 * PUBLIC_URL) whose key sits beside its data, with how to move it; undefined when all is well.
 */
export function secretPlacementWarning(
  config: Pick<Config, 'publicUrl' | 'dataDir' | 'serverSecretSource'>,
  env: NodeJS.ProcessEnv = process.env,
): string | undefined {
  const { file } = config.serverSecretSource;
  const production = env.NODE_ENV === 'production' || config.publicUrl.startsWith('https://');
  if (!production || !file || !isInside(file, config.dataDir)) return undefined;
  return [
    `The server secret is kept in ${file}, inside DATA_DIR (${config.dataDir}).`,
    'Any copy of DATA_DIR (a backup, a snapshot) can then decrypt every stored personal access token.',
    'Move it out: copy the file somewhere outside DATA_DIR that is not backed up with it (e.g. a mounted secret),',
    'start with SERVER_SECRET_FILE=<that path> (or SERVER_SECRET=<its contents>), then delete the copy in DATA_DIR.',
  ].join('\n  ');
}

/** OPERATORS: a comma- or space-separated list of emails and usernames, compared lower-cased. */
export function parseOperators(value: string | undefined): string[] {
  return (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = intEnv(env, 'PORT', 8080);
  const host = env.HOST || '0.0.0.0';
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, '.data'));
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// or postgresql://');
  }
  const publicUrl = (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, '');
  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  const secret = resolveServerSecret(env, dataDir);
  // Twice the cores: more connections than that only make the backends fight for CPU.
  const databasePoolSize = Math.max(1, intEnv(env, 'DATABASE_POOL_SIZE', Math.min(20, Math.max(4, 2 * os.cpus().length))));
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    databasePoolSize,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || 'Agent Registry <no-reply@agent-registry.local>',
    publicUrl,
    corsOrigins,
    serverSecret: secret.secret,
    serverSecretSource: secret.source,
    appDist: path.resolve(env.APP_DIST || path.join(packageRoot, '..', 'registry-app', 'dist')),
    serveStorybook: env.SERVE_STORYBOOK === 'true',
    storybookDist: path.resolve(env.STORYBOOK_DIST || path.join(packageRoot, '..', '..', 'storybook-static')),
    seedOnStart: env.SEED_ON_START !== 'false',
    sessionTtlSeconds: intEnv(env, 'SESSION_TTL_SECONDS', 24 * 60 * 60),
    codeTtlSeconds: 15 * 60,
    maxCodeAttempts: 3,
    bodyLimitBytes: intEnv(env, 'BODY_LIMIT_BYTES', 100 * 1024),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    trustProxyGeo: ['1', 'true'].includes(env.TRUST_PROXY_GEO?.trim().toLowerCase() ?? ''),
    validateResponses: env.VALIDATE_RESPONSES === 'true' || env.NODE_ENV === 'development',
    searchCandidateLimit: intEnv(env, 'SEARCH_CANDIDATE_LIMIT', 200),
    searchScanLimit: intEnv(env, 'SEARCH_SCAN_LIMIT', 5_000),
    agentCacheTtlMs: intEnv(env, 'AGENT_CACHE_TTL_MS', 5000),
    searchIndex: env.SEARCH_INDEX !== 'off',
    searchIndexStrict: false,
    admission: {
      // The embedded database runs one statement at a time: a few requests at work keep it busy.
      maxActive: Math.max(1, intEnv(env, 'DB_MAX_ACTIVE', databaseUrl ? 2 * databasePoolSize : 4)),
      maxQueue: intEnv(env, 'DB_MAX_QUEUE', 256),
      maxWaitMs: intEnv(env, 'DB_MAX_WAIT_MS', 3000),
    },
    rateLimits: defaultRateLimits,
    operators: parseOperators(env.OPERATORS),
    logLevel: env.LOG_LEVEL === 'silent' ? 'silent' : 'info',
    oci: ociConfig(env, dataDir),
  };
}

/** A configuration for tests and tools: no environment, no files. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: '',
    databaseUrl: undefined,
    databasePoolSize: 5,
    smtpUrl: undefined,
    mailFrom: 'Agent Registry <no-reply@agent-registry.local>',
    publicUrl: 'http://localhost',
    corsOrigins: [],
    serverSecret: 'test-secret-test-secret-test-secret-0123456789',
    serverSecretSource: { kind: 'env' },
    appDist: path.join(packageRoot, 'test', 'fixtures', 'app-dist'),
    serveStorybook: false,
    storybookDist: path.join(packageRoot, 'test', 'fixtures', 'storybook-build'),
    seedOnStart: false,
    sessionTtlSeconds: 24 * 60 * 60,
    codeTtlSeconds: 15 * 60,
    maxCodeAttempts: 3,
    bodyLimitBytes: 100 * 1024,
    trustProxy: 0,
    trustProxyGeo: false,
    validateResponses: true,
    searchCandidateLimit: 200,
    searchScanLimit: 5_000,
    agentCacheTtlMs: 1000,
    searchIndex: true,
    searchIndexStrict: true,
    admission: { maxActive: 8, maxQueue: 1000, maxWaitMs: 10_000 },
    rateLimits: defaultRateLimits,
    operators: [],
    logLevel: 'silent',
    oci: { ...ociConfig({}, path.join(os.tmpdir(), `registry-test-blobs-${process.pid}`)), gcIntervalSeconds: 0 },
    ...overrides,
  };
}
