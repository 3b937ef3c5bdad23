export { QUESTION_CSV_COLUMNS, QUESTION_CSV_NAME_COLUMN } from '../../../contract/question-imports';

export const CHOICE_SEPARATOR = '|';
export const CHOICE_LETTERS = 'ABCDEF';

/** Choices in one cell: separated by `|`; a `|` or `\` inside a choice is written `\|`, `\\`. */
export function joinChoices(choices: string[]): string {
  return choices.map((choice) => choice.replace(/[\\|]/g, (char) => `\\${char}`)).join('|');
}

export function splitChoices(cell: string): string[] {
  const choices: string[] = [];
  let current = '';
  for (let i = 0; i < cell.length; i += 1) {
    const char = cell[i];
    if (char === '\\' && (cell[i + 1] === '|' || cell[i + 1] === '\\')) {
      current += cell[i + 1];
      i += 1;
    } else if (char === CHOICE_SEPARATOR) {
      choices.push(current.trim());
      current = '';
    } else {
      current += char;
    }
  }
  choices.push(current.trim());
  return choices;
}
