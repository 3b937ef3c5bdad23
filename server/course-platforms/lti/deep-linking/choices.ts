import type { Executor } from '../../../db/executor';
import type { LtiLinkTarget } from '../../../db/schema';
import { listQuizzes } from '../../../repositories/quizzes';
import { listTopics } from '../../../repositories/topics';
import { targetKey } from './target';

const EVERY = { limit: 1000, offset: 0 };

export type ChoiceGroup = 'final' | 'quizzes' | 'flashcards';

/** Something a teacher can place in the course: what it opens, its title, whether it is graded. */
export type Choice = {
  key: string;
  target: LtiLinkTarget;
  group: ChoiceGroup;
  title: string;
  /** A line under the title (the topic, the number of cards). */
  detail: string;
  /** Graded things get a gradebook column (an AGS line item). */
  graded: boolean;
};

const cards = (count: number) => (count === 1 ? '1 card' : `${count} cards`);

/**
 * What a class offers to a deep-linking picker: its final exam, the practice quizzes students can
 * take (published, with published questions), and flashcards — the whole class's, and each topic's
 * that has cards.
 */
export async function choicesOfClass(db: Executor, classId: number): Promise<Choice[]> {
  const [finals, practice, topics] = await Promise.all([
    listQuizzes(db, { classId, kind: 'final', visibleToStudents: false }, EVERY),
    listQuizzes(db, { classId, kind: 'practice', visibleToStudents: true }, EVERY),
    listTopics(db, classId, 'published', EVERY),
  ]);
  const topicName = new Map(topics.items.map((topic) => [topic.id, topic.name]));
  const choices: Choice[] = [];
  const add = (choice: Omit<Choice, 'key'>) =>
    choices.push({ key: targetKey(choice.target), ...choice });
  for (const quiz of finals.items) {
    add({
      target: { kind: 'quiz', quizId: quiz.id },
      group: 'final',
      title: quiz.title,
      detail: 'The whole class',
      graded: true,
    });
  }
  for (const quiz of practice.items) {
    add({
      target: { kind: 'quiz', quizId: quiz.id },
      group: 'quizzes',
      title: quiz.title,
      detail: (quiz.topicId !== null && topicName.get(quiz.topicId)) || 'Practice quiz',
      graded: true,
    });
  }
  const withCards = topics.items.filter((topic) => topic.flashcardCount > 0);
  const allCards = withCards.reduce((sum, topic) => sum + topic.flashcardCount, 0);
  if (allCards > 0) {
    add({
      target: { kind: 'flashcards', topicId: null },
      group: 'flashcards',
      title: 'Flashcards: all topics',
      detail: cards(allCards),
      graded: false,
    });
  }
  for (const topic of withCards) {
    add({
      target: { kind: 'flashcards', topicId: topic.id },
      group: 'flashcards',
      title: `Flashcards: ${topic.name}`,
      detail: cards(topic.flashcardCount),
      graded: false,
    });
  }
  return choices;
}
