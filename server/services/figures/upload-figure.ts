import { createHash } from 'node:crypto';
import {
  FIGURE_MAX_BYTES,
  FIGURE_MAX_SIDE,
  FIGURE_SVG_MESSAGE,
  FIGURE_TOO_LARGE_MESSAGE,
  FIGURE_TOO_MANY_PIXELS_MESSAGE,
  FIGURE_TYPE_MESSAGE,
  FIGURE_UNREADABLE_MESSAGE,
} from '../../../contract';
import type { Executor } from '../../db/executor';
import { saveFigure, type FigureMeta } from '../../repositories/figures';
import { isCompleteImage } from './image-complete';
import { readImageDimensions } from './image-dimensions';
import { sniffImage } from './sniff-image';
import { invalidField } from '../../errors/api-error';

const invalid = (message: string) => invalidField('body.data_base64', message);

/**
 * Checks an image by its bytes (PNG, JPEG or WebP up to 2 MB and 8000 pixels a side, complete;
 * SVG refused) and stores it by its sha-256. The caller has checked that the actor may author in a
 * class.
 */
export async function storeFigure(db: Executor, bytes: Uint8Array): Promise<FigureMeta> {
  if (bytes.length > FIGURE_MAX_BYTES) throw invalid(FIGURE_TOO_LARGE_MESSAGE);
  const sniffed = sniffImage(bytes);
  if (sniffed?.kind === 'svg') throw invalid(FIGURE_SVG_MESSAGE);
  if (!sniffed) throw invalid(FIGURE_TYPE_MESSAGE);
  const dimensions = readImageDimensions(bytes, sniffed.mediaType);
  if (!dimensions || !isCompleteImage(bytes, sniffed.mediaType)) {
    throw invalid(FIGURE_UNREADABLE_MESSAGE);
  }
  if (dimensions.width > FIGURE_MAX_SIDE || dimensions.height > FIGURE_MAX_SIDE) {
    throw invalid(FIGURE_TOO_MANY_PIXELS_MESSAGE);
  }
  const meta = {
    hash: createHash('sha256').update(bytes).digest('hex'),
    mediaType: sniffed.mediaType,
    size: bytes.length,
  };
  await saveFigure(db, { ...meta, data: bytes });
  return meta;
}
