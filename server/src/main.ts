/** `npm run serve`: the portal server, configured by environment variables (see docs/deployment.md, "Running in production"). */
import { createPortalServer } from './app';
import { createBff } from './bff/bff';
import { ConfigError, loadServerConfig } from './config';
import { errorMessage, jsonLogger } from './logger';

async function main(): Promise<void> {
  const logger = jsonLogger();
  let config;
  try {
    config = loadServerConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    logger.log('error', 'refusing to start', { problems: err.problems.join('; ') });
    process.exit(1);
  }
  if (config.mode === 'bff' && config.session.ephemeralSecret) {
    logger.log(
      'warn',
      'SESSION_SECRET is not set: sessions are sealed with a random key and end when this process stops',
    );
  }
  const extension = config.mode === 'bff' ? await createBff(config, logger) : undefined;
  if (extension) {
    // A schema newer than this code, or an edited migration: stop, whenever it is found (a database that cannot
    // be reached is retried meanwhile, and /readyz says so).
    extension.database.migrated.catch((err: unknown) => {
      logger.log('error', 'refusing to start', { problems: errorMessage(err) });
      process.exit(1);
    });
    await Promise.race([extension.database.migrated, new Promise((resolve) => setTimeout(resolve, 10_000))]).catch(
      () => new Promise(() => undefined), // the handler above ends the process
    );
  }
  const portal = createPortalServer(config, logger, extension);
  const server = await portal.listen();
  const address = server.address();
  logger.log('info', 'listening', {
    port: typeof address === 'object' && address ? address.port : config.port,
    publicUrl: config.publicUrl,
    mode: config.mode,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log('info', 'stopping', { signal });
    portal.close().then(
      () => {
        logger.log('info', 'stopped');
        process.exit(0);
      },
      (err: unknown) => {
        logger.log('error', 'error while stopping', { error: errorMessage(err) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((err: unknown) => {
  process.stdout.write(
    `${JSON.stringify({ time: new Date().toISOString(), level: 'error', msg: 'failed to start', error: errorMessage(err) })}\n`,
  );
  process.exit(1);
});
