import { buildApp, type App } from '../../../server/app';
import { loadConfig, type Config } from '../../../server/config';
import type { Database, DatabaseConnection } from '../../../server/db/client';
import { createTestDatabase } from './test-database';

export const TEST_PUBLIC_URL = 'http://localhost:3999';

export function testConfig(environment: NodeJS.ProcessEnv = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: TEST_PUBLIC_URL,
    STATIC_DIR: './.tmp/no-static',
    LOG_LEVEL: 'silent',
    // A fixed key: tests never write DATA_DIR/secrets.key.
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...environment,
  });
}

export type TestApp = { app: App; db: Database; config: Config; close: () => Promise<void> };

/** The whole server on a fresh database, for `app.inject` calls. */
export async function createTestApp(
  environment: NodeJS.ProcessEnv = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  return startTestApp(await createTestDatabase(), environment, options);
}

/** The whole server on an open database (several servers may share one); closing closes both. */
export async function startTestApp(
  connection: DatabaseConnection,
  environment: NodeJS.ProcessEnv = {},
  options: { clock?: () => Date } = {},
): Promise<TestApp> {
  const config = testConfig(environment);
  const app = await buildApp({
    config,
    db: connection.db,
    changes: connection.changes,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: connection.db,
    config,
    close: async () => {
      await app.close();
      await connection.close();
    },
  };
}

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One API call through `inject`; a payload goes as JSON. */
export const callApi = (
  app: App,
  method: ApiMethod,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) =>
  app.inject({
    method,
    url,
    headers,
    // inject serialises any object as JSON; its type only lacks `unknown`.
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
