// No zod here: the SPA's first-paint code imports it.

/**
 * The screens the server paints with a person's data (server/http/painted-screens.ts), named in
 * the page's `data-painted` so that the app shows that content only while that screen loads.
 */
export type PaintedScreenKind = 'quiz' | 'flashcards' | 'class-home';

/** The attribute of the element holding a painted screen's content. */
export const PAINTED_ATTRIBUTE = 'data-painted';
