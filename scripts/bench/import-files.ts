/**
 * The files `npm run bench:imports` uploads: for each format a file of ordinary content and a file
 * built to be slow (long runs of `![`, `{`, `~`, `\`, `<img `, unclosed quotes), each just inside the
 * 10 MB upload limit. Ordinary content is ASCII, so characters are bytes.
 */
import { IMPORT_MAX_BYTES } from '../../contract';

export type BenchFile = {
  format: string;
  kind: 'ordinary' | 'slow';
  route: 'questionImportPreview' | 'flashcardImportPreview';
  filename: string;
  text: string;
};

const SIZE = IMPORT_MAX_BYTES - 4096;

const WORDS = (
  'altitude airspeed density pressure temperature wind heading course variation deviation compass ' +
  'stall lift drag thrust weight balance moment arm fuel oil magneto carburetor icing fog cloud ' +
  'thunderstorm front inversion visibility ceiling airspace tower runway taxiway beacon light'
).split(' ');
let seed = 7;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const sentence = (words: number) =>
  Array.from({ length: words }, () => WORDS[Math.floor(random() * WORDS.length)]).join(' ');

/** `head`, then pieces from `piece(index)` until the file is SIZE characters long, then `tail`. */
function fill(head: string, piece: (index: number) => string, tail = ''): string {
  const parts = [head];
  let length = head.length + tail.length;
  for (let index = 0; ; index += 1) {
    const next = piece(index);
    if (length + next.length > SIZE) break;
    parts.push(next);
    length += next.length;
  }
  parts.push(tail);
  return parts.join('');
}

/** `piece` repeated to `length` characters. */
const run = (piece: string, length: number) => piece.repeat(Math.floor(length / piece.length));
const QUARTER = Math.floor(SIZE / 4) - 64;

const csvHeader = 'topic,stem,choices,correct,explanation,reference,objective,status\n';
const questionsCsv = fill(
  csvHeader,
  (i) =>
    `Topic ${i % 12},${sentence(14)}?,${[0, 1, 2, 3].map(() => sentence(4)).join('|')},A,` +
    `"${sentence(25)}, as the handbook says.",PHAK ch. ${i % 17},PA.I.A.K${(i % 9) + 1},published\n`,
);
const slowQuestionsCsv =
  csvHeader +
  `Met,${run('![', QUARTER)},Yes|No,A,,,,\n` +
  `Met,${run('[a](', QUARTER)},Yes|No,A,,,,\n` +
  `Met,${run('\\|', QUARTER)},A,,,,\n` +
  `Met,"${run('a"', QUARTER)}`;

const moodleQuestion = (i: number) => `  <question type="multichoice">
    <name><text>Question ${i}</text></name>
    <questiontext format="html"><text><![CDATA[<p>${sentence(14)} <b>${sentence(2)}</b>?</p>]]></text></questiontext>
    <generalfeedback format="html"><text><![CDATA[<p>${sentence(20)}</p>]]></text></generalfeedback>
    <single>true</single>
${[100, 0, 0, 0]
  .map(
    (fraction) => `    <answer fraction="${fraction}" format="html"><text>${sentence(4)}</text>
      <feedback format="html"><text>${sentence(6)}</text></feedback></answer>`,
  )
  .join('\n')}
  </question>
`;
const moodleXml = fill(
  '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n',
  moodleQuestion,
  '</quiz>\n',
);
const slowText = (format: string, text: string) => `  <question type="multichoice">
    <name><text>Slow</text></name>
    <questiontext format="${format}"><text><![CDATA[${text}]]></text></questiontext>
    <answer fraction="100"><text>Yes</text></answer>
    <answer fraction="0"><text>No</text></answer>
  </question>
`;
const slowMoodleXml =
  '<?xml version="1.0" encoding="UTF-8"?>\n<quiz>\n' +
  slowText('markdown', run('![', QUARTER)) +
  slowText('html', run('<img ', QUARTER)) +
  slowText('markdown', run('[a](', QUARTER)) +
  slowText('html', run('\\{~', QUARTER)) +
  '</quiz>\n';

const gift = fill(
  '$CATEGORY: $course$/Navigation\n\n',
  (i) =>
    `::Question ${i}:: ${sentence(14)}? {\n  =${sentence(4)} # ${sentence(5)}\n` +
    `  ~${sentence(4)}\n  ~${sentence(4)}\n  ~${sentence(4)}\n  ####${sentence(10)}\n}\n\n`,
);
const slowGift = [
  `Which? {=a${run('~b', QUARTER)}}`,
  `[markdown]${run('![', QUARTER)} {T}`,
  `${run('\\', QUARTER)} {T}`,
  `${run('{', QUARTER)}`,
].join('\n\n');

const flashcardCsv = fill(
  'front,back,topic\n',
  (i) => `${sentence(5)}?,"${sentence(12)}, always.",Deck ${i % 9}\n`,
);
const anki = fill(
  '#separator:tab\n#html:true\n#columns:Front\tBack\tDeck\n#deck column:3\n',
  (i) => `<b>${sentence(4)}</b>?\t${sentence(10)}<br>${sentence(3)}\tAviation::Deck ${i % 9}\n`,
);
const slowFlashcardCsv = `front,back,topic\n${run('"', QUARTER)}\n"${run('a"', QUARTER)}\n${run('"a,', QUARTER)}`;
const slowAnki = `#separator:tab\n#html:true\n${run('<img ', QUARTER)}\t${run('![', QUARTER)}\n"${run('\\', QUARTER)}`;

const questions = (format: string, kind: BenchFile['kind'], filename: string, text: string) =>
  ({ format, kind, route: 'questionImportPreview', filename, text }) as const;
const flashcards = (format: string, kind: BenchFile['kind'], filename: string, text: string) =>
  ({ format, kind, route: 'flashcardImportPreview', filename, text }) as const;

export const BENCH_FILES: BenchFile[] = [
  questions('questions CSV', 'ordinary', 'questions.csv', questionsCsv),
  questions('questions CSV', 'slow', 'questions.csv', slowQuestionsCsv),
  questions('Moodle XML', 'ordinary', 'questions.xml', moodleXml),
  questions('Moodle XML', 'slow', 'questions.xml', slowMoodleXml),
  questions('GIFT', 'ordinary', 'questions.gift', gift),
  questions('GIFT', 'slow', 'questions.gift', slowGift),
  flashcards('flashcard CSV', 'ordinary', 'cards.csv', flashcardCsv),
  flashcards('flashcard CSV', 'slow', 'cards.csv', slowFlashcardCsv),
  flashcards('Anki text', 'ordinary', 'cards.txt', anki),
  flashcards('Anki text', 'slow', 'cards.txt', slowAnki),
];
