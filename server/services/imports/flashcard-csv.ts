import Papa from 'papaparse';
import type { ImportError } from '../../../contract/imports';
import { UNSAFE_TEXT_MESSAGE } from '../../../contract/text';
import { decodeText } from './decode-text';
import { htmlToMarkdown } from './html-to-markdown';
import { isSafeFlashcard } from './safe-text';

export type ImportedFlashcard = {
  line: number;
  /** Markdown */
  front: string;
  /** Markdown */
  back: string;
  topic: string;
};

export type ParsedFlashcardFile = { flashcards: ImportedFlashcard[]; errors: ImportError[] };

/** Topic of flashcards whose file names none. */
export const DEFAULT_FLASHCARD_TOPIC = 'Imported flashcards';

const ANKI_SEPARATORS: Record<string, string> = {
  tab: '\t',
  comma: ',',
  semicolon: ';',
  pipe: '|',
  space: ' ',
  colon: ':',
};

type Layout = {
  delimiter: string;
  html: boolean;
  /** Column names in lower case, when the file names them. */
  columns: string[] | null;
  /** 0-based columns Anki marks as the deck and the tags. */
  deckColumn: number | null;
  firstDataLine: number;
};

/** Anki's `#key:value` header lines (`#separator:tab`, `#html:true`, `#columns:…`, `#deck column:3`). */
function readLayout(lines: string[]): Layout {
  const layout: Layout = {
    delimiter: '',
    html: false,
    columns: null,
    deckColumn: null,
    firstDataLine: 0,
  };
  let rawColumns: string | null = null;
  while (layout.firstDataLine < lines.length) {
    const header = /^#([a-z ]+):(.*)$/i.exec(lines[layout.firstDataLine] ?? '');
    if (!header) break;
    const key = (header[1] ?? '').trim().toLowerCase();
    const value = (header[2] ?? '').trim();
    if (key === 'separator') {
      layout.delimiter = ANKI_SEPARATORS[value.toLowerCase()] ?? value.slice(0, 1);
    } else if (key === 'html') {
      layout.html = value.toLowerCase() === 'true';
    } else if (key === 'columns') {
      rawColumns = value;
    } else if (key === 'deck column') {
      layout.deckColumn = Number(value) - 1;
    }
    layout.firstDataLine += 1;
  }
  const anki = layout.firstDataLine > 0;
  if (!layout.delimiter) layout.delimiter = anki || lines[0]?.includes('\t') ? '\t' : ',';
  if (rawColumns !== null) {
    layout.columns = rawColumns
      .split(layout.delimiter)
      .map((column) => column.trim().toLowerCase());
  }
  return layout;
}

/**
 * Flashcards from CSV with the header `front,back,topic` (topic may be left out), or from an Anki
 * text export (tab separated, with or without its `#separator:`, `#html:`, `#columns:` and
 * `#deck column:` header lines; the deck becomes the topic, `Deck::Sub` → `Deck / Sub`).
 */
export function parseFlashcardCsv(content: Uint8Array): ParsedFlashcardFile {
  const text = decodeText(content);
  const lines = text.split(/\r?\n/);
  const layout = readLayout(lines);
  const body = lines.slice(layout.firstDataLine).join('\n');
  const parsed = Papa.parse<string[]>(body, { delimiter: layout.delimiter, skipEmptyLines: false });
  const result: ParsedFlashcardFile = { flashcards: [], errors: [] };
  let line = layout.firstDataLine + 1;
  let columns = layout.columns;
  const rows = parsed.data.map((cells) => {
    const row = { line, cells };
    line += cells.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0) + 1;
    return row;
  });
  const first = rows[0]?.cells.map((cell) => cell.trim().toLowerCase());
  if (!columns && first?.[0] === 'front' && first[1] === 'back') {
    columns = first;
    rows.shift();
  } else if (!columns && layout.delimiter === ',' && layout.firstDataLine === 0) {
    result.errors.push({
      line: 1,
      message: 'The first line must be the header "front,back,topic" (or an Anki text export).',
    });
    return result;
  }
  const index = (name: string, fallback: number | null) => {
    const found = columns?.indexOf(name) ?? -1;
    return found >= 0 ? found : fallback;
  };
  const frontAt = index('front', 0) ?? 0;
  const backAt = index('back', 1) ?? 1;
  const topicAt = index('topic', null) ?? index('deck', layout.deckColumn);
  const toMarkdown = (value: string) => (layout.html ? htmlToMarkdown(value) : value.trim());
  for (const { line: rowLine, cells } of rows) {
    if (cells.every((cell) => cell.trim() === '')) continue;
    const front = toMarkdown(cells[frontAt] ?? '');
    const back = toMarkdown(cells[backAt] ?? '');
    if (front === '' || back === '') {
      result.errors.push({
        line: rowLine,
        message: `The ${front === '' ? 'front' : 'back'} is empty.`,
      });
      continue;
    }
    const deck = topicAt === null ? '' : (cells[topicAt] ?? '').trim();
    const topic = deck
      .split('::')
      .map((level) => level.trim())
      .filter(Boolean)
      .join(' / ');
    const card = { line: rowLine, front, back, topic: topic || DEFAULT_FLASHCARD_TOPIC };
    if (isSafeFlashcard(card)) result.flashcards.push(card);
    else result.errors.push({ line: rowLine, message: UNSAFE_TEXT_MESSAGE });
  }
  return result;
}
