import type { FigureMediaType } from '../../../contract';

export type SniffResult = { kind: 'image'; mediaType: FigureMediaType } | { kind: 'svg' } | null;

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const RIFF = [0x52, 0x49, 0x46, 0x46];
const WEBP = [0x57, 0x45, 0x42, 0x50];

/** The image type read from the bytes themselves (magic numbers); SVG recognised to refuse it. */
export function sniffImage(bytes: Uint8Array): SniffResult {
  if (startsWith(bytes, PNG)) return { kind: 'image', mediaType: 'image/png' };
  if (startsWith(bytes, JPEG)) return { kind: 'image', mediaType: 'image/jpeg' };
  if (startsWith(bytes, RIFF) && startsWith(bytes, WEBP, 8)) {
    return { kind: 'image', mediaType: 'image/webp' };
  }
  const head = new TextDecoder().decode(bytes.subarray(0, 1024)).trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) {
    return { kind: 'svg' };
  }
  return null;
}
