import type { FastifyInstance } from 'fastify';
import { savePlatform, type PlatformRegistration } from './platforms';

/**
 * Saves a platform registration (by hand or by dynamic registration) and lets its origins frame
 * the app at once in this process (other processes within FRAME_ORIGINS_TTL_MS).
 */
export async function saveRegistration(app: FastifyInstance, registration: PlatformRegistration) {
  const platform = await savePlatform(app.db, registration, app.clock());
  await app.ltiFrameOrigins.refresh();
  return platform;
}
