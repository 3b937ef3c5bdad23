import type { FastifyInstance } from 'fastify';
import { signInRoutes } from './sign-in-routes';

/** Teachable's pages outside the API, under `/auth/teachable` (the claim is under /api). */
export async function registerTeachable(app: FastifyInstance) {
  await app.register(signInRoutes, { prefix: '/auth/teachable' });
}
