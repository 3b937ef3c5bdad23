import { parseQuestionCsv } from './csv-questions';
import { decodeText } from './decode-text';
import { parseGift } from './gift-questions';
import { parseMoodleXml } from './moodle-xml-questions';
import type { ImportFormat, ParsedQuestionFile } from './types';

/** The questions of an uploaded file in the given format, with what was skipped and every error. */
export function parseQuestionFile(content: Uint8Array, format: ImportFormat): ParsedQuestionFile {
  const text = decodeText(content);
  switch (format) {
    case 'csv':
      return parseQuestionCsv(text);
    case 'moodle-xml':
      return parseMoodleXml(text);
    case 'gift':
      return parseGift(text);
  }
}
