export type QuizKeyAction =
  | { type: 'choose'; index: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'flag' }
  | { type: 'check' };

/**
 * The quiz's keys: 1–6 or A–E choose (A is the first choice), the arrows move, F flags, Enter
 * checks (immediate mode). F is the flag key, so a sixth choice is chosen with 6.
 */
export function quizKeyAction(key: string, choiceCount: number): QuizKeyAction | null {
  if (key === 'Enter') return { type: 'check' };
  if (key === 'ArrowRight') return { type: 'next' };
  if (key === 'ArrowLeft') return { type: 'previous' };
  const lower = key.toLowerCase();
  if (lower === 'f') return { type: 'flag' };
  const index = /^[1-6]$/.test(key)
    ? Number(key) - 1
    : /^[a-e]$/.test(lower)
      ? lower.charCodeAt(0) - 97
      : -1;
  return index >= 0 && index < choiceCount ? { type: 'choose', index } : null;
}
