import { useEffect, type RefObject } from 'react';
import type { AttemptQuestion } from '../../../../../contract/attempts';
import { typingIn } from '../../../../lib/keyboard/typing-in';
import { quizKeyAction } from './keyboard';

export type QuizKeysOptions = {
  questions: readonly AttemptQuestion[];
  /** The slot on screen, read when a key is pressed. */
  currentRef: RefObject<number>;
  locked: ReadonlySet<number>;
  /** Off while a dialog is open. */
  enabled: boolean;
  choose: (slot: number, choiceId: number, multiple: boolean) => void;
  toggleFlag: (slot: number) => void;
  go: (slot: number) => void;
  /** Immediate mode's Check (Enter); absent when the quiz explains after submitting. */
  check?: ((slot: number) => void) | undefined;
};

/** Enter on a button or a link presses it: the quiz's Enter leaves those alone. */
const pressesControl = (target: EventTarget | null) =>
  target instanceof Element && target.closest('button, a[href], [role="button"]') !== null;

/**
 * The quiz's keys on the whole window (see `quizKeyAction`), except while typing in a field or
 * with a modifier held: a locked question's choices do not change, the arrows stop at the ends,
 * Enter checks the answer on screen as the Check button does.
 */
export function useQuizKeys({
  questions,
  currentRef,
  locked,
  enabled,
  choose,
  toggleFlag,
  go,
  check,
}: QuizKeysOptions) {
  useEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || typingIn(event.target)) return;
      const at = questions.findIndex((question) => question.slot === currentRef.current);
      const shown = questions[at];
      if (!shown) return;
      const action = quizKeyAction(event.key, shown.choices.length);
      if (!action || (action.type === 'check' && (!check || pressesControl(event.target)))) return;
      event.preventDefault();
      if (action.type === 'choose' && !locked.has(shown.slot)) {
        const choice = shown.choices[action.index];
        if (choice) choose(shown.slot, choice.id, shown.multiple);
      } else if (action.type === 'check' && !locked.has(shown.slot)) {
        check?.(shown.slot);
      } else if (action.type === 'flag') {
        toggleFlag(shown.slot);
      } else if (action.type === 'next' && at < questions.length - 1) {
        go(questions[at + 1]!.slot);
      } else if (action.type === 'previous' && at > 0) {
        go(questions[at - 1]!.slot);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [questions, currentRef, locked, enabled, choose, toggleFlag, go, check]);
}
