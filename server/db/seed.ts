import type { Config } from '../config';
import type { Database } from './client';

/** STUB — replaced by the demo-data work. */
export async function seedDemoIfWanted(
  _db: Database,
  _config: Config,
  _kind: 'pglite' | 'postgres',
) {}
