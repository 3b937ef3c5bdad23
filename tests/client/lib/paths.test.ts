import { childPattern, paths } from '../../../src/lib/paths';
import { patternsOf } from '../helpers/route-patterns';

describe('paths: the SPA’s screens', () => {
  it('builds a screen’s address from its parameters', () => {
    expect(paths.teacher.question.href({ classId: 7, quesID: 11 })).toBe(
      '/teacher/classes/7/questions/11',
    );
    expect(paths.student.home.href()).toBe('/student');
  });

  it('puts every value that is not a parameter in the query, in order, and leaves out the missing', () => {
    expect(paths.student.quizExplanation.href({ classId: 1, id: 2, attempt: 3, slot: 4 })).toBe(
      '/student/classes/1/quiz/2/explanation?attempt=3&slot=4',
    );
    expect(paths.teacher.addQuestion.href({ classId: 7, topic: undefined })).toBe(
      '/teacher/classes/7/questions/add',
    );
    expect(paths.teacher.questions.href({ classId: 7, search: 'lift & drag' })).toBe(
      '/teacher/classes/7/questions?search=lift+%26+drag',
    );
  });

  it('writes each screen once', () => {
    const patterns = patternsOf(paths);
    expect(patterns.length).toBeGreaterThan(30);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('gives a nested route its pattern relative to the enclosing one', () => {
    expect(childPattern(paths.teacher.class, paths.teacher.topics)).toBe('topics');
    expect(childPattern(paths.root, paths.student.home)).toBe('student');
    expect(() => childPattern(paths.teacher.class, paths.student.home)).toThrow(
      '/student is not under /teacher/classes/:classId',
    );
  });
});
