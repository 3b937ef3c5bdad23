import type { FastifyInstance } from 'fastify';

/** STUB — replaced by the server-auth work. */
export async function userRoutes(_app: FastifyInstance) {}
