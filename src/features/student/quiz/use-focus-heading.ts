import { useEffect, useRef } from 'react';

/** Whether an element's top edge shows below whatever is pinned over it (its scroll-margin-top). */
function topInView(element: HTMLElement) {
  const { top } = element.getBoundingClientRect();
  const pinned = parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
  return top >= pinned && top < window.innerHeight;
}

/**
 * New content on a screen (the next question, an answer's verdict) takes the focus on its heading
 * (a heading with tabIndex -1), each time `key` changes and when the screen opens, so a screen
 * reader starts there and a keyboard user goes on from there. After a change, `topRef`'s element
 * (else the heading) is scrolled to its top when that top is out of view: on a phone, Next shows
 * the new question, not the buttons under the old one. A screen that opens stays where the browser
 * put it (the top, or the place a reload restores), and is not measured: measuring would lay the
 * page out inside the task that first draws it.
 */
export function useFocusHeading(key: unknown) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const opened = useRef(false);
  useEffect(() => {
    const heading = headingRef.current;
    if (!heading) return;
    const top = topRef.current ?? heading;
    if (opened.current && !topInView(top)) top.scrollIntoView({ block: 'start' });
    opened.current = true;
    heading.focus({ preventScroll: true });
  }, [key]);
  return { headingRef, topRef };
}
