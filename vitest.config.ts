import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    environment: 'node' as const,
    include: ['tests/server/**/*.test.ts'],
    globalSetup: ['tests/server/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

const postgresUrl = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'client',
          environment: 'jsdom',
          globals: true,
          include: ['tests/client/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/client/setup.ts'],
          // Forms typed with user-event take 3–5 s on a slow host (the 5 s default cut them off).
          testTimeout: 15_000,
        },
      },
      serverProject('server', { TEST_DB: 'pglite' }),
      ...(postgresUrl ? [serverProject('server-postgres', { TEST_DB: 'postgres' })] : []),
    ],
  },
});
