import { describe, expect, it } from 'vitest';
import { LANDING_PATTERNS, landingPath } from '../../../server/course-platforms/lti/landing';
import { paths } from '../../../src/lib/paths';

describe('where a launch opens the app', () => {
  it("names the SPA's own screens (src/lib/paths.ts)", () => {
    expect(LANDING_PATTERNS).toEqual({
      studentHome: paths.student.home.pattern,
      studentQuiz: paths.student.quiz.pattern,
      studentFlashcards: paths.student.flashcards.pattern,
      studentTopicFlashcards: paths.student.topicFlashcards.pattern,
      teacherClass: paths.teacher.class.pattern,
    });
  });

  it.each([
    [
      'a student, a link placed on a quiz',
      false,
      { kind: 'quiz', quizId: 9 },
      '/student/classes/4/quiz/9',
    ],
    [
      'a student, a link placed on all cards',
      false,
      { kind: 'flashcards', topicId: null },
      '/student/classes/4/flashCard',
    ],
    [
      'a student, a link placed on a topic’s cards',
      false,
      { kind: 'flashcards', topicId: 2 },
      '/student/classes/4/topic/2/flashCard',
    ],
    ['a student, a link placed on nothing yet', false, null, '/student'],
    ['a teacher, whatever the link opens', true, { kind: 'quiz', quizId: 9 }, '/teacher/classes/4'],
  ] as const)('%s', (_case, isTeacher, target, path) => {
    expect(landingPath({ classId: 4, isTeacher, target })).toBe(path);
  });
});
