import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';

/** The channel migration 0010's triggers announce committed writes on; the payload is the table. */
export const DATA_CHANGED_CHANNEL = 'data_changed';

/** Announced instead of a table when changes may have gone unheard: every copy is out of date. */
export const ANY_TABLE = '*';

export type DataChangeListener = (table: string) => void;

/**
 * Committed writes to the announced tables, heard by this process whichever process made them.
 * A process that keeps copies of database reads in memory drops them when it hears of a change.
 */
export type DataChanges = {
  /** Calls `listener` with a table's name after each transaction that wrote it commits. */
  subscribe(listener: DataChangeListener): () => void;
  /**
   * True while a connection listens, so the next change will be heard. A copy may be kept only
   * while this holds; when it stops holding, `ANY_TABLE` is announced.
   */
  readonly listening: boolean;
  /**
   * True when no other process writes to the database (the embedded one), so every change is heard
   * here before the request that made it answers. With PostgreSQL another process's change is heard
   * a few milliseconds after it answered: a copy that grants access must not be kept there.
   */
  readonly onlyWriterIsThisProcess: boolean;
};

function createListeners() {
  const listeners = new Set<DataChangeListener>();
  return {
    subscribe(listener: DataChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    announce(table: string) {
      for (const listener of listeners) listener(table);
    },
  };
}

/**
 * Every pooled connection listens (`listen` is the pool's `onConnect`: it runs before the pool hands
 * the connection out). A connection hears its own transaction's notices before the commit returns
 * (PostgreSQL sends them ahead of ReadyForQuery), so this process never reads its own copy of
 * something it has just changed; other processes hear of it within milliseconds. Once no
 * connection listens (all closed or lost), changes could go unheard: `ANY_TABLE`.
 */
export function listenOnPoolConnections() {
  const { subscribe, announce } = createListeners();
  let listeningConnections = 0;
  const listen = async (client: pg.ClientBase) => {
    client.on('notification', (notice) => {
      if (notice.channel === DATA_CHANGED_CHANNEL) announce(notice.payload ?? ANY_TABLE);
    });
    await client.query(`LISTEN ${DATA_CHANGED_CHANNEL}`);
    listeningConnections += 1;
    client.once('end', () => {
      listeningConnections -= 1;
      if (listeningConnections === 0) announce(ANY_TABLE);
    });
  };
  const changes: DataChanges = {
    subscribe,
    get listening() {
      return listeningConnections > 0;
    },
    onlyWriterIsThisProcess: false,
  };
  return { changes, listen };
}

/** The embedded database runs in this process: it hears every change, its notices before the commit returns. */
export async function listenOnPglite(client: PGlite): Promise<DataChanges> {
  const { subscribe, announce } = createListeners();
  await client.listen(DATA_CHANGED_CHANNEL, (table) => announce(table));
  return { subscribe, listening: true, onlyWriterIsThisProcess: true };
}
