import { imageSize } from 'image-size';
import type { FigureMediaType } from '../../../contract';

export type ImageDimensions = { width: number; height: number };

/** image-size's name for each figure type. */
const IMAGE_SIZE_TYPE: Record<FigureMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

/**
 * The width and height the image declares, read by image-size without decoding it; null when
 * image-size cannot read them or reads another type than the bytes' magic number said.
 */
export function readImageDimensions(
  bytes: Uint8Array,
  mediaType: FigureMediaType,
): ImageDimensions | null {
  try {
    const { type, width, height } = imageSize(bytes);
    if (type !== IMAGE_SIZE_TYPE[mediaType] || !(width > 0) || !(height > 0)) return null;
    return { width, height };
  } catch {
    return null;
  }
}
