import { createHash } from 'node:crypto';
import {
  ErrorCode,
  FIGURE_MAX_BYTES,
  FIGURE_SVG_MESSAGE,
  FIGURE_TOO_LARGE_MESSAGE,
  FIGURE_TYPE_MESSAGE,
} from '../../../contract';
import type { Executor } from '../../db/executor';
import { ApiError } from '../../http/errors';
import { saveFigure, type FigureMeta } from '../../repositories/figures';
import { sniffImage } from './sniff-image';

const invalid = (message: string) =>
  new ApiError(422, ErrorCode.VALIDATION_FAILED, message, [{ path: 'body.data_base64', message }]);

/**
 * Checks an image by its bytes (PNG, JPEG or WebP up to 2 MB; SVG refused) and stores it by its
 * sha-256. The caller has checked that the actor may author in a class.
 */
export async function storeFigure(db: Executor, bytes: Uint8Array): Promise<FigureMeta> {
  if (bytes.length > FIGURE_MAX_BYTES) throw invalid(FIGURE_TOO_LARGE_MESSAGE);
  const sniffed = sniffImage(bytes);
  if (sniffed?.kind === 'svg') throw invalid(FIGURE_SVG_MESSAGE);
  if (!sniffed) throw invalid(FIGURE_TYPE_MESSAGE);
  const meta = {
    hash: createHash('sha256').update(bytes).digest('hex'),
    mediaType: sniffed.mediaType,
    size: bytes.length,
  };
  await saveFigure(db, { ...meta, data: bytes });
  return meta;
}
