import {
  QUESTION_CSV_COLUMNS,
  QUESTION_CSV_NAME_COLUMN,
} from '../../../../contract/question-imports';

export const QUESTION_CSV_HEADER = QUESTION_CSV_COLUMNS.join(',');

/** A file the importer reads as it is: a single-answer and a multiple-response question. */
export const SAMPLE_QUESTION_CSV = [
  `${QUESTION_CSV_HEADER},${QUESTION_CSV_NAME_COLUMN}`,
  'Weather,"Which clouds can produce **hail**?",Cumulonimbus|Stratus|Towering cumulus|Cirrus,A|C,Strong updrafts carry the drops up again and again.,AC 00-6B,PA.I.C.K3,draft,Hail clouds',
  'Aerodynamics,What happens to stall speed as load factor increases?,It increases|It decreases|It stays the same,A,,PHAK 5-20,PA.VII.D.K1,published,Stall speed and load factor',
  '',
].join('\r\n');
