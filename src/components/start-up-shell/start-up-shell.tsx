import { useLayoutEffect, type ReactNode } from 'react';
import { PAINTED_ATTRIBUTE, type PaintedScreenKind } from '../../../contract/painted-screens';

/**
 * Markup the server painted before any JavaScript ran, which React's first render replaced: shown
 * again by waiting states until the first screen has shown. A waiting state that gives way to
 * another (the same commit unmounts one and mounts the next) keeps it; once a commit leaves none,
 * it is gone for good.
 */
function keptUntilShown() {
  let html: string | null = null;
  let waiting = 0;
  return {
    keep(value: string | null) {
      html = value;
    },
    /** The markup, counted as shown by the calling component while it is mounted. */
    useKept() {
      useLayoutEffect(() => {
        waiting += 1;
        return () => {
          waiting -= 1;
          queueMicrotask(() => {
            if (waiting === 0) html = null;
          });
        };
      }, []);
      return html;
    },
  };
}

/**
 * The static shell of the first screen (server/http/first-screen.ts). Without it, the page went
 * blank but for the loading bar between the shell and the screen (the code of the screen, then
 * sign-in, then the redirect to the user's home).
 */
const staticShell = keptUntilShown();
/** A study screen the server painted with the person's data (server/http/painted-screens.ts). */
const paintedScreen = keptUntilShown();
let paintedKind: string | null = null;

/** Keeps the page's static shell and any painted screen; called before React renders into `root`. */
export function keepStaticShell(root: HTMLElement) {
  staticShell.keep(root.innerHTML.trim() || null);
  const painted = root.querySelector(`[${PAINTED_ATTRIBUTE}]`);
  paintedKind = painted?.getAttribute(PAINTED_ATTRIBUTE) ?? null;
  paintedScreen.keep(painted?.innerHTML ?? null);
}

/** The page's static shell, under a waiting state, until the first screen has shown. */
export function StartUpShell() {
  const html = staticShell.useKept();
  if (html === null) return null;
  // Hidden from screen readers: the loading bar beside it says what is happening.
  return <div aria-hidden="true" dangerouslySetInnerHTML={{ __html: html }} />;
}

/**
 * While a study screen loads: what the server painted of it, if it painted this screen (the same
 * question, card and layout, so nothing blinks when the app takes over), else `fallback`.
 */
export function PaintedScreen({
  kind,
  fallback,
}: {
  kind: PaintedScreenKind;
  fallback: ReactNode;
}) {
  const html = paintedScreen.useKept();
  if (html === null || paintedKind !== kind) return fallback;
  return <div aria-busy="true" dangerouslySetInnerHTML={{ __html: html }} />;
}
