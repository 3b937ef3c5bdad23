/**
 * Whether a key pressed on `target` is typing (a text field, a select, editable text): the study
 * keys of the quiz and the flashcards leave those alone. Radio buttons and checkboxes are not typing.
 */
export const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) &&
  !(target instanceof HTMLInputElement && ['radio', 'checkbox'].includes(target.type));
