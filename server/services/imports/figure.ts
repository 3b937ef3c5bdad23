import { MAX_FIGURE_BYTES, type FigureMediaType, type ImportedFigure } from './types';

const startsWith = (data: Uint8Array, bytes: number[], at = 0) =>
  bytes.every((byte, i) => data[at + i] === byte);

/** The image type of `data` from its first bytes (not its name): PNG, JPEG or WebP, else null. */
export function sniffFigureType(data: Uint8Array): FigureMediaType | null {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8)) {
    return 'image/webp';
  }
  return null;
}

export type FigureResult = { figure: ImportedFigure } | { problem: string } | null;

/** A figure from base64 content: null when it is not an image we show, a problem when too large. */
export function figureFromBase64(filename: string, base64: string): FigureResult {
  const data = new Uint8Array(Buffer.from(base64.replace(/\s+/g, ''), 'base64'));
  const mediaType = sniffFigureType(data);
  if (!mediaType) return null;
  if (data.byteLength > MAX_FIGURE_BYTES) {
    return { problem: `the image ${filename} is larger than 2 MB` };
  }
  return { figure: { mediaType, data, filename } };
}

export function figureToBase64(figure: ImportedFigure): string {
  return Buffer.from(figure.data).toString('base64');
}
