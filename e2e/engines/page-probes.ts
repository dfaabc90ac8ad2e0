/**
 * Code that runs inside the pages of the other engines (engines/*.ts). Each function is sent to
 * the browser as its source text, so it uses nothing from this module's scope.
 */

/** Where the recorder keeps what went wrong: sessionStorage outlives the page that logged it. */
export const PROBLEMS_KEY = '__tlEngineProblems';

/**
 * Runs as the first script of every page, before any of the page's own (see injecting-proxy.ts):
 * notes uncaught errors, unhandled rejections, files that failed to load, CSP violations and
 * `console.error` calls (not once the page is being left), and tags the `<main>` element the HTML
 * parser creates, so that a test can tell whether React kept the prerendered page or rendered a
 * new one. WebKit's classic WebDriver
 * reports none of these events to the test, so the page reports them itself.
 */
export function recordPageProblems(key: string) {
  // a page being left has its downloads cancelled by the browser, which no visitor sees
  let leaving = false;
  window.addEventListener('beforeunload', () => (leaving = true));
  window.addEventListener('pageshow', () => (leaving = false));
  const note = (text: string) => {
    if (leaving) return;
    try {
      const noted = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      noted.push(`${location.pathname}: ${text}`);
      sessionStorage.setItem(key, JSON.stringify(noted));
    } catch {
      // storage full or blocked: the problem still shows in the browser's own console
    }
  };
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null;
      if (target && target !== (window as unknown) && 'tagName' in target) {
        note(`failed to load ${target.src || target.href || target.tagName}`);
      } else {
        note(`uncaught ${event.message}`);
      }
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) =>
    note(`unhandled rejection: ${String(event.reason?.stack ?? event.reason)}`),
  );
  document.addEventListener('securitypolicyviolation', (event) =>
    note(`CSP ${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`),
  );
  const consoleError = console.error;
  console.error = (...args: unknown[]) => {
    note(`console.error: ${args.map((arg) => (arg as Error)?.stack ?? String(arg)).join(' ')}`);
    consoleError.apply(console, args);
  };
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main');
    if (!main) return;
    (main as HTMLElement & { __prerendered?: boolean }).__prerendered = true;
    observer.disconnect();
  });
  observer.observe(document, { childList: true, subtree: true });
}

/** What the recorder noted since the last call, which it clears. */
export function takeProblems(key: string): string[] {
  const noted = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
  sessionStorage.removeItem(key);
  return noted;
}

/**
 * Whether the page has settled: React runs the page on the `<main>` that came with the HTML,
 * every demo block has hydrated, and no script chunk is on its way (webpack removes each chunk's
 * `<script data-webpack>` once it has run).
 */
export function pageSettled(): boolean {
  const live = (element: Element | null) =>
    element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber'));
  return (
    live(document.querySelector('main')) &&
    document.querySelector('script[data-webpack]') === null &&
    [...document.querySelectorAll('.dumi-default-previewer')].every(live)
  );
}

/** Whether React runs the page on the very `<main>` element the HTML parser created. */
export function prerenderedMainKept(): boolean {
  const main = document.querySelector('main') as (HTMLElement & { __prerendered?: boolean }) | null;
  return Boolean(
    main?.__prerendered && Object.keys(main).some((key) => key.startsWith('__reactFiber')),
  );
}

/**
 * Null when the page is no wider than the window; otherwise its width and the elements that reach
 * past the window's right edge or hold wider content than their box (which is what a WebKit
 * `<select>` did), to say where the sideways scroll comes from.
 */
export function sidewaysScroll(): string | null {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return null;
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : ''
    }`;
  const culprits = [...document.body.querySelectorAll('*')]
    .filter((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const spills = style.overflowX === 'visible' && element.scrollWidth > element.clientWidth;
      return box.width > 0 && (box.right > root.clientWidth + 0.5 || spills);
    })
    .slice(0, 8)
    .map(describe);
  return `page ${root.scrollWidth} px wide in a ${root.clientWidth} px window: ${culprits.join(', ')}`;
}

/** Whether the element the selector finds has been hydrated by React (its handlers are live). */
export function isHydrated(selector: string): boolean {
  const element = document.querySelector(selector);
  return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
}

/** The text of the element the selector finds, or null when there is none. */
export function textOf(selector: string): string | null {
  return document.querySelector(selector)?.textContent ?? null;
}

/** An attribute of the element the selector finds, or null. */
export function attributeOf(selector: string, name: string): string | null {
  return document.querySelector(selector)?.getAttribute(name) ?? null;
}

/** The address below the origin: path, query and hash. */
export function currentAddress(): string {
  return location.pathname + location.search + location.hash;
}

/**
 * Whether no cross-fade between pages is running. While one runs (0.2 s), the browser shows
 * pictures of the pages and sends every click to the document itself: a visitor's click then does
 * nothing, and WebDriver calls the link not interactable.
 */
export function fadeOver(): boolean {
  // the fade's animations go with its pseudo-elements when it ends; in WebKit they are finished a
  // moment before that, and clicks are still taken by the document until then
  return !document
    .getAnimations()
    .some((animation) =>
      ((animation.effect as KeyframeEffect | null)?.pseudoElement ?? '').startsWith(
        '::view-transition',
      ),
    );
}

/**
 * What is out of line in the page as laid out now, as sentences (empty when nothing is): the
 * header's visible items (logo, nav entries, search box, switches, icons, menu button) share the
 * header's centre line within 2 px, stay inside it, overlap neither each other nor anything else
 * (the element at each item's centre is the item's own), and no text is cut off by a box that
 * hides what does not fit.
 */
export function layoutFaults(): string[] {
  const faults: string[] = [];
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}${
      typeof element.className === 'string' && element.className
        ? `.${element.className.trim().split(/\s+/).join('.')}`
        : ''
    } "${(element.textContent ?? '').trim().slice(0, 30)}"`;
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true }) &&
    element.getBoundingClientRect().width > 1;

  const header = document.querySelector('.dumi-default-header-content');
  if (!header) return ['no header'];
  const bar = header.getBoundingClientRect();
  const centre = bar.top + bar.height / 2;
  const items = [
    ...header.querySelectorAll(
      '.dumi-default-header-left > *, .dumi-default-navbar > li, .dumi-default-header-right-aside > *, .dumi-default-header-menu-btn',
    ),
  ].filter(shown);
  if (items.length === 0) faults.push('the header shows nothing');
  items.forEach((item, i) => {
    const box = item.getBoundingClientRect();
    const offset = box.top + box.height / 2 - centre;
    if (Math.abs(offset) > 2)
      faults.push(`${name(item)} is ${offset.toFixed(1)} px off the centre`);
    if (box.left < bar.left - 1 || box.right > document.documentElement.clientWidth + 1)
      faults.push(`${name(item)} reaches past the header (${box.left}–${box.right} px)`);
    if (box.top < bar.top - 1 || box.bottom > bar.bottom + 1)
      faults.push(`${name(item)} sticks out of the header (${box.top}–${box.bottom} px)`);
    for (const other of items.slice(i + 1)) {
      const next = other.getBoundingClientRect();
      const overlap =
        Math.min(box.right, next.right) - Math.max(box.left, next.left) > 1 &&
        Math.min(box.bottom, next.bottom) - Math.max(box.top, next.top) > 1;
      if (overlap) faults.push(`${name(item)} overlaps ${name(other)}`);
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && !item.contains(hit) && !hit.contains(item))
      faults.push(`${name(hit)} covers ${name(item)}`);
  });

  for (const element of document.body.querySelectorAll('*')) {
    const hasText = [...element.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '',
    );
    if (!hasText || !shown(element)) continue;
    const style = getComputedStyle(element);
    const hides = (overflow: string) => overflow === 'hidden' || overflow === 'clip';
    const cutAcross = hides(style.overflowX) && element.scrollWidth > element.clientWidth + 1;
    const cutDown = hides(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    if (cutAcross || cutDown) faults.push(`the text of ${name(element)} is cut off`);
  }
  return faults;
}

/** The words the page's search marks show (the `tl-search-match` highlight), lower-cased, once each. */
export function markedWords(): string[] {
  const ranges = CSS.highlights?.get('tl-search-match') ?? new Set<AbstractRange>();
  const words = [...ranges].map((range) => (range as Range).toString().toLowerCase());
  return [...new Set(words)].sort();
}
