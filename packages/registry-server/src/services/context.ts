import type { Config } from '../config.js';
import type { Database, DbHandle } from '../db/client.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { SecretBox } from '../lib/crypto.js';
import { consoleLogger, silentLogger, type Logger } from '../lib/logger.js';
import { TtlCache } from '../lib/ttlCache.js';
import { createMailer, type Mailer } from '../mail.js';
import { SearchFeed } from '../search/feed.js';

/** The characters the search and list micro-caches may each hold in all (about 16 MB of one-byte text). */
const SEARCH_CACHE_CHARS = 16 * 2 ** 20;

/** How long an anonymous list page is kept (at most AGENT_CACHE_TTL_MS): the search index's freshness too. */
const LIST_CACHE_TTL_MS = 1_000;

/** What every service needs; built once per app. */
export interface ServiceContext {
  handle: DbHandle;
  db: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  box: SecretBox;
  log: Logger;
  /** Serialized public agents by id (see TtlCache). */
  agentCache: TtlCache<string>;
  /**
   * Serialized anonymous suggestions and facet counts by their query (same lifetime as
   * agentCache; at most SEARCH_CACHE_CHARS characters in all).
   */
  searchCache: TtlCache<string>;
  /**
   * Serialized anonymous list pages without a query (the catalogue as everyone browses it), for
   * LIST_CACHE_TTL_MS: not emptied by writes, so a crowd reading the same pages while agents are
   * published makes one read a page a second (signed-in callers always read afresh).
   */
  listCache: TtlCache<string>;
  /** The search index and the change feed that keeps it (null with SEARCH_INDEX=off: search is SQL only). */
  search: SearchFeed | null;
}

export interface ServiceOptions {
  db: DbHandle;
  config: Config;
  clock?: Clock;
  mailer?: Mailer;
  log?: Logger;
}

/** The services of one app: the given parts, and defaults (system clock, SMTP or log mailer) for the rest. */
export function createServiceContext(options: ServiceOptions): ServiceContext {
  const { db, config } = options;
  const log = options.log ?? (config.logLevel === 'silent' ? silentLogger : consoleLogger);
  const clock = options.clock ?? systemClock;
  const byLength = { sizeOf: (text: string) => text.length, maxSize: SEARCH_CACHE_CHARS };
  const ctx: ServiceContext = {
    handle: db,
    db: db.db,
    config,
    clock,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: (l) => log.info(l) }),
    box: new SecretBox(config.serverSecret),
    log,
    agentCache: new TtlCache<string>(10_000, config.agentCacheTtlMs),
    searchCache: new TtlCache<string>(10_000, config.agentCacheTtlMs, undefined, byLength),
    listCache: new TtlCache<string>(1_000, Math.min(config.agentCacheTtlMs, LIST_CACHE_TTL_MS), () => clock.now().getTime(), byLength),
    search: null,
  };
  if (config.searchIndex) ctx.search = new SearchFeed(ctx);
  return ctx;
}
