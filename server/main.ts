import { existsSync, mkdirSync } from 'node:fs';
import { buildApp } from './app';
import { drainAndClose } from './http/graceful-shutdown';
import { batchedStdout } from './http/log-destination';
import { ConfigError, loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfWanted } from './db/seed';
import { listeningLine } from './listening-line';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Groundschool cannot start.\n${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = readConfig();
  if (config.database.kind === 'pglite') mkdirSync(config.database.dataDir, { recursive: true });
  const connection = await openDatabase(config.database);
  await seedDemoIfWanted(connection.db, config, connection.kind);
  const stdout = batchedStdout();
  const app = await buildApp({
    config,
    db: connection.db,
    changes: connection.changes,
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel, stream: stdout },
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests in flight, then closing the database`);
    try {
      await drainAndClose(app);
      await connection.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  if (config.identity.builtIn && !config.demoSignIn) {
    app.log.warn(
      `Demo sign-in is off: PUBLIC_URL (${config.publicUrl}) is not a loopback address. ` +
        'Set DEMO_SIGN_IN=true to offer the demo accounts and the demo password anyway.',
    );
  }
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(listeningLine(config, port));
  app.log.info(
    `Groundschool is ready at ${config.publicUrl} (database: ${connection.kind}, sign-in: ${
      config.identity.builtIn ? 'built-in identity provider' : config.identity.endpoint
    })`,
  );
  // Whoever started the server sees that it is ready now, not with the next batch of lines.
  stdout.flush();
}

void main();
