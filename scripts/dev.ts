// `npm run dev`: the API server (restarting on change) and Vite with hot reload, on one origin.
// The browser uses Vite's port; Vite proxies /api, /oidc and /interaction to the server, and the server
// is told that the public address is Vite's so the identity provider's issuer and redirects match.
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '3000';
const vitePort = '5173';
const publicUrl = `http://localhost:${vitePort}`;

const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? publicUrl },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', vitePort, '--strictPort'], {
    stdio: 'inherit',
    env: { ...process.env, DEV_API_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];

const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
