import { history } from 'dumi';
import { createMatcher } from '../../../../plugins/search/browser/query';
import { SEARCH_MATCH } from './use-site-search';

/** How long a chosen hint's page may take to show its section before no mark is made. */
const WAIT_MS = 10_000;
const HEADING = /^H([1-6])$/;

let clear: (() => void) | undefined;

/** Removes the marks of the last search, and stops waiting to make them. */
export const clearMarks = () => clear?.();

/** The part of the article a hint leads to: a heading's section, a demo, or the page's intro. */
function sectionRange(article: Element, id: string): Range | undefined {
  const range = document.createRange();
  const target = id ? document.getElementById(id) : article.querySelector('h1');
  if (!target || !article.contains(target)) return undefined;
  const level = Number(HEADING.exec(target.tagName)?.[1] ?? 0);
  if (!level) {
    range.selectNodeContents(target);
    return range;
  }
  // up to the next heading of the same level or higher: of the page, its first section
  const headings = [...article.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const limit = level === 1 ? 2 : level;
  const next = headings.find(
    (heading) =>
      target.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING &&
      Number(heading.tagName[1]) <= limit,
  );
  range.setStartBefore(target);
  if (next) range.setEndBefore(next);
  else range.setEndAfter(article.lastChild!);
  return range;
}

/** A range over every occurrence of `words` (lower-cased) in the text of `section`. */
function matches(section: Range, words: string[]): Range[] {
  const found: Range[] = [];
  const root = section.commonAncestorContainer;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!section.intersectsNode(node)) continue;
    const text = (node.textContent ?? '').toLowerCase();
    for (const word of words) {
      for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + word.length);
        found.push(range);
      }
    }
  }
  return found.sort((a, b) => a.compareBoundaryPoints(Range.START_TO_START, b));
}

/**
 * Once the page of a chosen hint shows its section (`link`: `path#anchor`), marks every occurrence
 * of the query's words there with the CSS Custom Highlight API, which leaves the page's DOM as
 * React made it, and brings the first into view. The marks go with the next move or Escape; a
 * reload or a shared link has none (nothing of them is in the address).
 */
export function markWhenShown(link: string, keywords: string) {
  clearMarks();
  const words = createMatcher(keywords)?.words ?? [];
  const target = new URL(link, 'http://site');
  const started = Date.now();
  let frame = 0;
  let stopListening = () => {};
  const onKey = (event: KeyboardEvent) => event.key === 'Escape' && clear?.();
  clear = () => {
    cancelAnimationFrame(frame);
    CSS.highlights?.delete(SEARCH_MATCH);
    stopListening();
    removeEventListener('keydown', onKey);
    clear = undefined;
  };
  const attempt = () => {
    const { pathname, hash } = history.location;
    const article = document.querySelector('article');
    const section =
      pathname === target.pathname && hash === target.hash && article
        ? sectionRange(article, decodeURIComponent(target.hash.slice(1)))
        : undefined;
    if (!section) {
      if (Date.now() - started < WAIT_MS) frame = requestAnimationFrame(attempt);
      else clear?.();
      return;
    }
    const found = matches(section, words);
    if (typeof Highlight === 'function' && CSS.highlights)
      CSS.highlights.set(SEARCH_MATCH, new Highlight(...found));
    // a heading is aligned by the layout (useScrollToHash), which then keeps this match in view
    if (!target.hash) found[0]?.startContainer.parentElement?.scrollIntoView({ block: 'center' });
    stopListening = history.listen(() => clear?.());
    addEventListener('keydown', onKey);
  };
  attempt();
}
