import { fireEvent, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  useQuizKeys,
  type QuizKeysOptions,
} from '../../../../src/features/student/quiz/taking/use-quiz-keys';
import { aQuizQuestion } from './attempt-builders';

const keysOn = (overrides: Partial<QuizKeysOptions> = {}) => {
  const options: QuizKeysOptions = {
    questions: [aQuizQuestion(1, 3), aQuizQuestion(2, 3)],
    currentRef: { current: 1 },
    locked: new Set(),
    enabled: true,
    choose: vi.fn(),
    toggleFlag: vi.fn(),
    go: vi.fn(),
    ...overrides,
  };
  const view = renderHook((props: QuizKeysOptions) => useQuizKeys(props), {
    initialProps: options,
  });
  return { ...options, ...view };
};
const press = (key: string, target: Element | Window = window) =>
  fireEvent.keyDown(target, { key });

describe('the quiz keys', () => {
  it('choose a choice of the question on screen, flag it and move on', () => {
    const { choose, toggleFlag, go, currentRef } = keysOn();
    press('b');
    expect(choose).toHaveBeenCalledWith(1, 12, false);
    press('F');
    expect(toggleFlag).toHaveBeenCalledWith(1);
    press('ArrowRight');
    expect(go).toHaveBeenCalledWith(2);
    currentRef.current = 2;
    press('3');
    expect(choose).toHaveBeenLastCalledWith(2, 23, false);
  });

  it('stop at the first and the last question', () => {
    const { go, currentRef } = keysOn();
    press('ArrowLeft');
    currentRef.current = 2;
    press('ArrowRight');
    expect(go).not.toHaveBeenCalled();
  });

  it('leave a locked-in answer as it is', () => {
    const { choose } = keysOn({ locked: new Set([1]) });
    press('a');
    expect(choose).not.toHaveBeenCalled();
  });

  it('leave typing in a field and shortcuts with a modifier alone', () => {
    const { choose } = keysOn();
    const field = document.body.appendChild(document.createElement('input'));
    press('a', field);
    fireEvent.keyDown(window, { key: 'a', ctrlKey: true });
    expect(choose).not.toHaveBeenCalled();
    field.remove();
  });

  it('check the answer on screen with Enter in immediate mode', () => {
    const check = vi.fn();
    keysOn({ check });
    press('Enter');
    expect(check).toHaveBeenCalledWith(1);
  });

  it('leave Enter to a focused button, a locked answer and a quiz that explains at the end', () => {
    const check = vi.fn();
    keysOn({ check, locked: new Set([1]) });
    press('Enter');
    const button = document.body.appendChild(document.createElement('button'));
    press('Enter', button);
    button.remove();
    expect(check).not.toHaveBeenCalled();
    expect(() => keysOn({ check: undefined }) && press('Enter')).not.toThrow();
  });

  it('do nothing while a dialog is open, and nothing once the page is gone', () => {
    const { choose, rerender, unmount, ...options } = keysOn();
    rerender({ ...options, choose, enabled: false });
    press('a');
    expect(choose).not.toHaveBeenCalled();
    rerender({ ...options, choose, enabled: true });
    unmount();
    press('a');
    expect(choose).not.toHaveBeenCalled();
  });
});
