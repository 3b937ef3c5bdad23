import type { Config } from './config';

const EVERY_INTERFACE = new Set(['0.0.0.0', '::']);

/**
 * The start-up line saying where the server listens and why, e.g. "listening on 127.0.0.1:3000
 * only (PUBLIC_URL is loopback; set HOST=0.0.0.0 to listen on every interface)".
 */
export function listeningLine(config: Pick<Config, 'host' | 'hostFromSetting'>, port: number) {
  const address = `${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const everywhere = EVERY_INTERFACE.has(config.host);
  if (config.hostFromSetting) {
    return everywhere
      ? `listening on ${address}, every interface (HOST=${config.host})`
      : `listening on ${address} only (HOST=${config.host})`;
  }
  return everywhere
    ? `listening on ${address}, every interface (PUBLIC_URL is not loopback; set HOST to choose one)`
    : `listening on ${address} only (PUBLIC_URL is loopback; set HOST=0.0.0.0 to listen on every interface)`;
}
