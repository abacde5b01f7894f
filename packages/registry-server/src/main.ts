import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { createApp } from './app.js';
import { loadConfig, secretPlacementWarning } from './config.js';
import { collectGarbage, gcReport } from './oci/gc.js';
import { readNewSecret, rotateServerSecret, rotationReport } from './commands/rotateSecret.js';
import { openDatabase, type DbHandle } from './db/client.js';
import { DataDirLockedError } from './db/lock.js';
import { consoleLogger as log } from './lib/logger.js';
import { pruneRateLimits } from './services/rateLimit.js';
import { resetDemoAccount, seedOnFirstStart } from './services/seed.js';
import { pruneSessions } from './services/sessions.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const where = config.databaseUrl ? `PostgreSQL (${config.databaseUrl.replace(/\/\/[^@/]*@/, '//***@')})` : `PGlite in ${config.dataDir}`;

  let handle: DbHandle;
  try {
    handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.databasePoolSize,
      takeOverLock: process.argv.includes('--take-over-lock'),
    });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`\nCannot start: ${err.message}\n`);
      process.exit(1);
    }
    throw err;
  }

  if (process.argv[2] === 'rotate-secret') {
    // Re-encrypt the stored tokens under a new secret, then exit (the server must be stopped).
    try {
      const next = readNewSecret(process.argv, process.env);
      const result = await rotateServerSecret(handle, config.serverSecret, next.secret);
      console.log(rotationReport(result, config, next.file));
    } catch (err) {
      console.error(`\nCannot rotate the secret: ${(err as Error).message}\n`);
      process.exitCode = 1;
    } finally {
      await handle.close();
    }
    return;
  }

  if (process.argv[2] === 'gc') {
    // Registry garbage collection now (the server runs it on a schedule too; see GC_INTERVAL_SECONDS).
    try {
      const { ctx, oci } = createApp({ db: handle, config, log });
      console.log(gcReport(await collectGarbage(ctx, oci.store)));
    } finally {
      await handle.close();
    }
    return;
  }

  const warning = secretPlacementWarning(config);
  if (warning) log.warn(`\n\n  WARNING: ${warning}\n`);

  const { app, ctx, oci } = createApp({ db: handle, config, log });

  if (config.seedOnStart) {
    const seeded = await seedOnFirstStart(ctx);
    if (seeded.seeded) log.info(`First start: loaded ${seeded.frameworks} frameworks and ${seeded.agents} sample agents`);
    else if (await resetDemoAccount(ctx)) log.info('The read-only demo account was reset');
  }
  // The search index builds in the background; search answers from SQL until it is ready.
  void ctx.search?.start();

  const maintenance = setInterval(
    () => {
      Promise.all([pruneSessions(ctx), pruneRateLimits(ctx)]).catch((err) =>
        log.warn('maintenance failed', { error: (err as Error).message }),
      );
    },
    10 * 60 * 1000,
  );
  maintenance.unref();
  // Online garbage collection of the OCI registry's blobs and uploads.
  const gc =
    config.oci.gcIntervalSeconds > 0
      ? setInterval(() => {
          collectGarbage(ctx, oci.store)
            .then((r) => log.info(gcReport(r)))
            .catch((err) => log.warn('registry garbage collection failed', { error: (err as Error).message }));
        }, config.oci.gcIntervalSeconds * 1000)
      : undefined;
  gc?.unref();

  const server: ServerType = await new Promise<ServerType>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (err: NodeJS.ErrnoException) => {
    await handle.close();
    if (err.code === 'EADDRINUSE') {
      console.error(`\nCannot start: port ${config.port} is already in use. Set PORT to another port.\n`);
      process.exit(1);
    }
    throw err;
  });
  // Keep-alive connections must not hold a shutdown for long.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 5_000;

  const port = (server.address() as AddressInfo).port;
  const url = config.publicUrl === `http://localhost:${config.port}` ? `http://localhost:${port}` : config.publicUrl;
  log.info(`Database: ${where}`);
  const { s3 } = config.oci;
  log.info(`Registry blobs: ${s3 ? `s3://${s3.bucket}/${s3.prefix}${s3.endpoint ? ` at ${s3.endpoint}` : ''}` : config.oci.blobDir}`);
  log.info(`Mail: ${config.smtpUrl ? 'SMTP' : 'written to this log (set SMTP_URL to send real mail)'}`);
  console.log(`\n  Agent Registry is running at ${url}\n  API reference: ${url}/api/docs\n`);

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: finishing in-flight requests, then closing`);
    clearInterval(maintenance);
    if (gc) clearInterval(gc);
    const force = setTimeout(() => {
      log.warn('requests still running after 10 s: closing their connections');
      (server as { closeAllConnections?: () => void }).closeAllConnections?.();
    }, 10_000);
    force.unref();
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Idle keep-alive sockets would otherwise keep close() waiting.
      (server as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    });
    clearTimeout(force);
    try {
      await handle.close();
      ctx.mailer.close?.();
    } catch (err) {
      log.error('error while closing', { error: (err as Error).message });
    }
    log.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
