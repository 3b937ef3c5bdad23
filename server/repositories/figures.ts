import { eq, inArray } from 'drizzle-orm';
import type { Figure, FigureMediaType } from '../../contract';
import { apiPath } from '../../contract';
import type { Executor } from '../db/executor';
import { figures } from '../db/schema';

export type FigureMeta = { hash: string; mediaType: FigureMediaType; size: number };

export const toFigure = (meta: FigureMeta): Figure => ({
  hash: meta.hash,
  media_type: meta.mediaType,
  size: meta.size,
  url: apiPath('figure', { hash: meta.hash }),
});

/** Stores the bytes under their hash; storing the same bytes again changes nothing. */
export async function saveFigure(db: Executor, figure: FigureMeta & { data: Uint8Array }) {
  await db.insert(figures).values(figure).onConflictDoNothing({ target: figures.hash });
}

export async function getFigureData(db: Executor, hash: string) {
  const [row] = await db
    .select({ mediaType: figures.mediaType, data: figures.data })
    .from(figures)
    .where(eq(figures.hash, hash));
  return row ?? null;
}

/** The stored figures among `hashes`, by hash. */
export async function figureMetas(db: Executor, hashes: readonly string[]) {
  const unique = [...new Set(hashes)];
  if (unique.length === 0) return new Map<string, FigureMeta>();
  const rows = await db
    .select({ hash: figures.hash, mediaType: figures.mediaType, size: figures.size })
    .from(figures)
    .where(inArray(figures.hash, unique));
  return new Map(rows.map((row) => [row.hash, row]));
}
