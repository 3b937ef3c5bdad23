import { useLayoutEffect } from 'react';

/**
 * The server paints a static shell of the first screen inside #root before any JavaScript runs
 * (server/http/first-screen.ts). React replaces it with its first render, which is often a waiting
 * state (the code of the screen, then sign-in, then the redirect to the user's home): without this,
 * the page went blank but for the loading bar between the shell and the screen.
 */
let shellHtml: string | null = null;
/** Waiting states showing the shell right now. */
let waiting = 0;

/** Keeps the page's static shell; called before React renders into `root`. */
export function keepStaticShell(root: HTMLElement) {
  shellHtml = root.innerHTML.trim() || null;
}

/**
 * The page's static shell, under a waiting state, until the first screen has shown: a waiting state
 * that gives way to another (the same commit unmounts one and mounts the next) keeps it; once a
 * commit leaves none, it is gone for good, and later waits show the loading bar alone.
 */
export function StartUpShell() {
  useLayoutEffect(() => {
    waiting += 1;
    return () => {
      waiting -= 1;
      queueMicrotask(() => {
        if (waiting === 0) shellHtml = null;
      });
    };
  }, []);
  if (shellHtml === null) return null;
  // Hidden from screen readers: the loading bar beside it says what is happening.
  return <div aria-hidden="true" dangerouslySetInnerHTML={{ __html: shellHtml }} />;
}
