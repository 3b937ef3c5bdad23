import { parseQuestionCsv } from './csv-questions';
import { decodeText } from './decode-text';
import { parseGift } from './gift-questions';
import { parseMoodleXml } from './moodle-xml-questions';
import { refuseUnsafeQuestions } from './safe-text';
import type { ImportFormat, ParsedQuestionFile } from './types';

/** The questions of an uploaded file in the given format, with what was skipped and every error. */
export function parseQuestionFile(content: Uint8Array, format: ImportFormat): ParsedQuestionFile {
  const text = decodeText(content);
  const parse = { csv: parseQuestionCsv, 'moodle-xml': parseMoodleXml, gift: parseGift }[format];
  return refuseUnsafeQuestions(parse(text));
}
