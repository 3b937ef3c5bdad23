import type { FastifyInstance } from 'fastify';

/** STUB — replaced by the server-auth work. */
export async function eventRoutes(_app: FastifyInstance) {}
