import type { Config } from '../config.js';
import type { Database, DbHandle } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { SecretBox } from '../lib/crypto.js';
import type { TtlCache } from '../lib/ttlCache.js';
import type { Logger } from '../lib/logger.js';
import type { Mailer } from '../mail.js';

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
  /** Serialized public suggestions and facet counts by their query (same lifetime as agentCache). */
  searchCache: TtlCache<string>;
}
