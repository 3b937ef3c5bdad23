// No zod here: the SPA's first-paint code imports it.

/**
 * Where the SPA remembers the user's light / dark / system choice (localStorage, as zustand's
 * `persist` writes it: `{"state":{"mode":…}}`). The server's page shell reads it too, so that a
 * user who chose dark sees a dark shell before the app paints.
 */
export const COLOR_MODE_STORAGE_KEY = 'groundschool-color-mode';

/** The class the page's `<html>` gets when its start-up shell is to be drawn dark. */
export const DARK_SHELL_CLASS = 'gs-dark';
