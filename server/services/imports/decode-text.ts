/**
 * Windows-1252's characters for the bytes 0x80–0x9F (the rest equals Latin-1). Node's TextDecoder
 * without full ICU decodes "windows-1252" as Latin-1, so the table is ours. Undefined bytes map to
 * the C1 control character of the same value, as the WHATWG encoding standard does.
 */
const WINDOWS_1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x0192, 0x201e, 0x2026, 0x2020, 0x2021, 0x02c6, 0x2030, 0x0160, 0x2039,
  0x0152, 0x8d, 0x017d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x02dc,
  0x2122, 0x0161, 0x203a, 0x0153, 0x9d, 0x017e, 0x0178,
];

function decodeWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) {
    text += String.fromCharCode(
      byte >= 0x80 && byte <= 0x9f ? (WINDOWS_1252_HIGH[byte - 0x80] ?? byte) : byte,
    );
  }
  return text;
}

/** A text file's bytes as a string: UTF-8 when they are valid UTF-8, else Windows-1252 (old exports). */
export function decodeText(bytes: Uint8Array): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    text = decodeWindows1252(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** How many line feeds the text has from `start` up to (not including) `end`. */
export function newlinesBetween(text: string, start: number, end: number): number {
  let count = 0;
  for (let i = start; i < end && i < text.length; i += 1) if (text[i] === '\n') count += 1;
  return count;
}

/** 1-based line number of a character offset. */
export function lineAt(text: string, offset: number): number {
  return 1 + newlinesBetween(text, 0, offset);
}
