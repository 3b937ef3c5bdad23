import type { DemoFigureName } from './figures.generated';

/** One answer option; `correct` marks the right one(s). */
export type DemoChoice = { text: string; correct: boolean };

export type DemoQuestion = {
  /** Plain text, like the choices: only explanations and flashcards use Markdown. */
  stem: string;
  choices: DemoChoice[];
  /** Two or more correct choices ("select all that apply"). */
  multipleResponse?: boolean;
  /** 1–3 sentences, Markdown allowed. */
  explanation: string;
  /** Where to read more, e.g. 'PHAK ch. 5' or '14 CFR 91.155'. */
  reference: string;
  /** Private Pilot Airplane ACS code, e.g. 'PA.I.E.K1'. */
  learningObjective: string;
  /** Defaults to published. */
  status?: 'draft';
  /** A figure drawn for this project (./figures). */
  figure?: DemoFigureName;
};

export type DemoFlashcard = { front: string; back: string };

export type DemoTopic = {
  name: string;
  description: string;
  questions: DemoQuestion[];
  flashcards: DemoFlashcard[];
};

export const right = (text: string): DemoChoice => ({ text, correct: true });
export const wrong = (text: string): DemoChoice => ({ text, correct: false });
