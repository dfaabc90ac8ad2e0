import { useEffect } from 'react';
import { SEARCH_MATCH } from './search/use-site-search';

/** How long after a move the heading is kept in place while the page settles, in ms. */
const SETTLE_MS = 2000;
/** What tells that the visitor scrolls or reads on: the heading is then left where it is. */
const VISITOR_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'];

/**
 * After a link to a heading (`#id`), and once the page's chunk has loaded, scrolls the heading
 * into view its `scroll-margin-top` below the top, the style sheet's room for what sticks there;
 * smoothly unless the visitor prefers reduced motion (the style sheet's `scroll-behavior`). The
 * page may still change above the heading for a moment (the new page replacing the old one, a
 * part that waited for its chunk, a demo): until the visitor scrolls or presses a key, the
 * heading is scrolled to again when the page's size changes.
 */
export function useScrollToHash(hash: string, pathname: string, loading: boolean) {
  useEffect(() => {
    const id = decodedId(hash.slice(1));
    if (!id || loading) return;
    let settled = false;
    const align = () => {
      const target = document.getElementById(id);
      if (!target || settled) return;
      const offset = parseFloat(getComputedStyle(target).scrollMarginTop) || 0;
      let top = target.getBoundingClientRect().top;
      // the first word a search marked in the section comes into view, with the heading if it fits
      const match = CSS.highlights?.get(SEARCH_MATCH)?.values().next().value as Range | undefined;
      const rect = match?.getBoundingClientRect();
      if (rect && rect.bottom - top > window.innerHeight - offset) {
        top = rect.top - (window.innerHeight - offset) / 3;
      }
      window.scrollTo({ top: top + window.scrollY - offset });
    };
    const stop = () => (settled = true);
    const timer = window.setTimeout(align, 1);
    const resized = new ResizeObserver(() => align());
    resized.observe(document.body);
    const end = window.setTimeout(stop, SETTLE_MS);
    VISITOR_INPUT.forEach((type) => addEventListener(type, stop, { passive: true, capture: true }));
    return () => {
      stop();
      window.clearTimeout(timer);
      window.clearTimeout(end);
      resized.disconnect();
      VISITOR_INPUT.forEach((type) => removeEventListener(type, stop, { capture: true }));
    };
  }, [hash, pathname, loading]);
}

/** The id a hash names; a hash that is no valid percent-encoding is taken as written. */
export function decodedId(raw: string) {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
