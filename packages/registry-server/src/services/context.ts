import type { Config } from '../config.js';
import type { Database, DbHandle } from '../db/client.js';
import { systemClock, type Clock } from '../lib/clock.js';
import { SecretBox } from '../lib/crypto.js';
import { consoleLogger, silentLogger, type Logger } from '../lib/logger.js';
import { TtlCache } from '../lib/ttlCache.js';
import { createMailer, type Mailer } from '../mail.js';
import { SearchFeed } from '../search/feed.js';

/** The characters the search micro-cache may hold in all (about 16 MB of one-byte text). */
const SEARCH_CACHE_CHARS = 16 * 2 ** 20;

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
   * Serialized anonymous suggestions, facet counts and list pages by their query (same lifetime
   * as agentCache; at most SEARCH_CACHE_CHARS characters in all, since a page is a hundred times a
   * suggestion's size).
   */
  searchCache: TtlCache<string>;
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
  const ctx: ServiceContext = {
    handle: db,
    db: db.db,
    config,
    clock: options.clock ?? systemClock,
    mailer: options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, mailFrom: config.mailFrom, log: (l) => log.info(l) }),
    box: new SecretBox(config.serverSecret),
    log,
    agentCache: new TtlCache<string>(10_000, config.agentCacheTtlMs),
    searchCache: new TtlCache<string>(10_000, config.agentCacheTtlMs, undefined, {
      sizeOf: (text) => text.length,
      maxSize: SEARCH_CACHE_CHARS,
    }),
    search: null,
  };
  if (config.searchIndex) ctx.search = new SearchFeed(ctx);
  return ctx;
}
