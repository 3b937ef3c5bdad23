import type { QuestionDetail, QuestionInput } from '../../../../contract/questions';

/** A new question's form: four empty choices, the first marked correct, a draft. */
export const newQuestion = (topicId: number): QuestionInput => ({
  topic_id: topicId,
  name: '',
  stem: '',
  choices: [
    { text: '', correct: true },
    { text: '', correct: false },
    { text: '', correct: false },
    { text: '', correct: false },
  ],
  multiple_response: false,
  explanation: '',
  reference: '',
  learning_objective: '',
  status: 'draft',
  figure_hash: null,
});

/** The saved question as the form edits it. */
export const questionInputOf = (question: QuestionDetail): QuestionInput => ({
  topic_id: question.topic_id,
  name: question.name,
  stem: question.stem,
  choices: question.choices.map((choice) => ({ text: choice.text, correct: choice.correct })),
  multiple_response: question.multiple_response,
  explanation: question.explanation,
  reference: question.reference,
  learning_objective: question.learning_objective,
  status: question.status,
  figure_hash: question.figure?.hash ?? null,
});

/** Editing an answered version keeps it for the attempts graded on it. */
export const versionNotice = (question: QuestionDetail) =>
  question.versions[0]?.frozen
    ? `Students have answered this question. Saving makes version ${question.version + 1}; past attempts keep the version they were graded on.`
    : undefined;
