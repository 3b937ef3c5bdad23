import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/client';

/** STUB — replaced by the server-auth work: resolves who is calling (bearer, lms, cookie session). */
export async function registerAuthentication(
  _app: FastifyInstance,
  _config: Config,
  _db: Database,
) {}
