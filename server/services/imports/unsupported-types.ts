const LABELS: Record<string, string> = {
  cloze: 'cloze',
  multianswer: 'cloze',
  shortanswer: 'short-answer',
  numerical: 'numerical',
  match: 'matching',
  matching: 'matching',
  essay: 'essay',
  calculated: 'calculated',
  calculatedsimple: 'calculated',
  calculatedmulti: 'calculated',
  ddwtos: 'drag-and-drop',
  ddimageortext: 'drag-and-drop',
  ddmarker: 'drag-and-drop',
  gapselect: 'select-missing-words',
  randomsamatch: 'random short-answer matching',
  ordering: 'ordering',
  random: 'random',
};

/** Why a question of another type than multiple choice and true/false is not imported. */
export function unsupportedTypeReason(type: string): string {
  if (type === 'description') return 'description items are not questions';
  const label = LABELS[type] ?? (type || 'untyped');
  return `${label} questions are not supported`;
}
