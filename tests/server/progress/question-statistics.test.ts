import { describe, expect, it } from 'vitest';
import {
  itemStatistics,
  questionHint,
  testStatistics,
  type AttemptMarks,
  type ItemStatistics,
} from '../../../server/services/progress/question-statistics';

const attempt = (marks: Record<number, number | null>): AttemptMarks =>
  new Map(Object.entries(marks).map(([id, mark]) => [Number(id), mark]));

// Four students, three questions, worked by hand (sample variances, n − 1):
//   A 1 1 1 | B 1 1 0 | C 1 0 0 | D 0 0 0
const LADDER = [
  attempt({ 1: 1, 2: 1, 3: 1 }),
  attempt({ 1: 1, 2: 1, 3: 0 }),
  attempt({ 1: 1, 2: 0, 3: 0 }),
  attempt({ 1: 0, 2: 0, 3: 0 }),
];

const item = (id: number, attempts = LADDER) =>
  itemStatistics(attempts).find((entry) => entry.questionId === id)!;

describe('question statistics (Moodle formulas)', () => {
  it('facility is the average mark in %', () => {
    expect(item(1).facility).toBeCloseTo(75);
    expect(item(2).facility).toBeCloseTo(50);
  });

  it("standard deviation is the mark's, in % of the mark", () => {
    expect(item(1).standardDeviation).toBeCloseTo(50);
  });

  it('discrimination index correlates the mark with the rest of the test', () => {
    // q1: cov 0.25, var 0.25 and 0.9167 → 0.5222
    expect(item(1).discriminationIndex).toBeCloseTo(52.22, 2);
    // q2: cov 1/3, var 1/3 and 2/3 → 0.7071
    expect(item(2).discriminationIndex).toBeCloseTo(70.71, 2);
  });

  it('discriminative efficiency compares with the largest covariance those marks allow', () => {
    expect(item(1).discriminativeEfficiency).toBeCloseTo(100);
    const shuffled = [
      attempt({ 1: 0, 2: 1, 3: 1 }),
      attempt({ 1: 1, 2: 1, 3: 0 }),
      attempt({ 1: 1, 2: 0, 3: 0 }),
      attempt({ 1: 1, 2: 0, 3: 0 }),
    ];
    // q1 marks 0 1 1 1 against rest 2 1 0 0: cov −0.4167 over the largest possible 0.25 → −166.7 %.
    expect(item(1, shuffled).discriminativeEfficiency).toBeCloseTo(-166.67, 2);
  });

  it('a question everyone gets right has no discrimination figures', () => {
    const allRight = LADDER.map((marks) => new Map([...marks, [4, 1]]));
    expect(item(4, allRight).discriminationIndex).toBeNull();
    expect(item(4, allRight).discriminativeEfficiency).toBeNull();
  });

  it('counts only the attempts that held the question', () => {
    const drawn = [...LADDER, attempt({ 5: 1, 2: 0, 3: 0 })];
    expect(item(5, drawn).attempts).toBe(1);
    expect(item(2, drawn).attempts).toBe(5);
  });

  it('leaves out the attempts that left the question unanswered', () => {
    const withUnanswered = [...LADDER, attempt({ 1: null, 2: 1, 3: 1 })];
    expect(item(1, withUnanswered)).toEqual(item(1));
  });

  it('gives a question nobody answered no statistics', () => {
    const statistics = itemStatistics([attempt({ 1: null, 2: 1 }), attempt({ 1: null, 2: 0 })]);
    expect(statistics.map((entry) => entry.questionId)).toEqual([2]);
  });
});

describe('test statistics', () => {
  it('mean and standard deviation of the scores in %', () => {
    const test = testStatistics(LADDER);
    expect(test.mean).toBeCloseTo(50);
    // scores 100, 66.7, 33.3, 0 → sd 43.03
    expect(test.standardDeviation).toBeCloseTo(43.03, 2);
  });

  it("Cronbach's alpha: 3/2 × (1 − 0.8333 / 1.6667) = 75 %", () => {
    expect(testStatistics(LADDER).internalConsistency).toBeCloseTo(75);
  });

  it("scores an unanswered question zero in the attempt's score", () => {
    expect(testStatistics([attempt({ 1: 1, 2: null })]).mean).toBeCloseTo(50);
  });

  it('has no internal consistency for a one-question test', () => {
    expect(testStatistics([attempt({ 1: 1 }), attempt({ 1: 0 })]).internalConsistency).toBeNull();
  });
});

describe('hints for a question that looks broken', () => {
  const figures = (overrides: Partial<ItemStatistics>): ItemStatistics => ({
    questionId: 1,
    attempts: 30,
    facility: 60,
    standardDeviation: 49,
    discriminationIndex: 45,
    discriminativeEfficiency: 60,
    ...overrides,
  });

  it('says nothing about a healthy question', () => {
    expect(questionHint(figures({}))).toBeNull();
  });

  it('says nothing before there are enough attempts to judge', () => {
    expect(questionHint(figures({ attempts: 9, discriminationIndex: -30 }))).toBeNull();
  });

  it('suspects the marked answer when strong students get it wrong', () => {
    expect(questionHint(figures({ discriminationIndex: -12 }))).toMatch(/right choice is marked/);
  });

  it('flags a question almost nobody gets right', () => {
    expect(questionHint(figures({ facility: 12 }))).toMatch(/Very few students/);
  });

  it('flags a question that does not separate strong and weak students', () => {
    expect(questionHint(figures({ discriminationIndex: 8 }))).toMatch(/hardly tells/);
  });

  it('flags a question almost everyone gets right', () => {
    expect(questionHint(figures({ facility: 98 }))).toMatch(/too easy/);
  });
});
