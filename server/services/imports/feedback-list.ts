/** A run of white space with a line break in it becomes one space (a list item is one line). */
const joinLines = (space: string) => (space.includes('\n') ? ' ' : space);

/**
 * Per-choice feedback of Moodle and GIFT questions, which our questions do not have, kept in the
 * explanation as a list: `- **Choice:** feedback`.
 */
export function feedbackList(items: { choice: string; feedback: string }[]): string {
  return items
    .filter(({ feedback }) => feedback.trim() !== '')
    .map(
      ({ choice, feedback }) =>
        `- **${choice.replace(/\s+/g, ' ')}:** ${feedback.replace(/\s+/g, joinLines)}`,
    )
    .join('\n');
}
