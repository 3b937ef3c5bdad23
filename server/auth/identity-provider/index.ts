import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';

/** STUB — replaced by the identity-provider work: mounts oidc-provider at /oidc. */
export async function registerIdentityProvider(
  _app: FastifyInstance,
  _config: Config,
  _db: Database,
) {}
