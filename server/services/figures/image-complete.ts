import type { FigureMediaType } from '../../../contract';

/** The IEND chunk every PNG ends with: length 0, type, CRC. */
const PNG_END = [0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82];
const JPEG_START_OF_SCAN = [0xff, 0xda];
const JPEG_END = [0xff, 0xd9];
/** A WebP file is one RIFF chunk: 8 bytes of header, then the size the header declares. */
const RIFF_HEADER_BYTES = 8;

const endsWith = (bytes: Uint8Array, tail: number[]) =>
  bytes.length >= tail.length &&
  tail.every((byte, index) => bytes[bytes.length - tail.length + index] === byte);

const contains = (bytes: Uint8Array, pair: number[]) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(Buffer.from(pair));

/**
 * Whether the file holds all the data its format promises (image-size reads only the header, so a
 * header alone passes it): a PNG ends with its IEND chunk, a JPEG has its image data (start of scan)
 * and ends with its end-of-image marker, a WebP is as long as its RIFF header says.
 */
export function isCompleteImage(bytes: Uint8Array, mediaType: FigureMediaType): boolean {
  switch (mediaType) {
    case 'image/png':
      return endsWith(bytes, PNG_END);
    case 'image/jpeg':
      return contains(bytes, JPEG_START_OF_SCAN) && endsWith(bytes, JPEG_END);
    case 'image/webp':
      return (
        bytes.length >= RIFF_HEADER_BYTES &&
        new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true) +
          RIFF_HEADER_BYTES ===
          bytes.length
      );
  }
}
