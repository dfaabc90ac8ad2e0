import { existsSync } from 'node:fs';
import { recordPageProblems, PROBLEMS_KEY, takeProblems } from './page-probes';

/** The site under test, as playwright.config.ts serves it. */
export const SITE_URL = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4180)}`;

/** The recorder of page-probes.ts as the text of an inline script. */
export const RECORDER_SCRIPT = `(${recordPageProblems.toString()})(${JSON.stringify(PROBLEMS_KEY)});`;

/**
 * One tab of a browser other than Playwright's Chromium, driven by its own protocol: Firefox over
 * WebDriver BiDi (firefox.ts), WebKitGTK over classic WebDriver (webkit.ts). Both open the site
 * through the injecting proxy, so every page runs the recorder first. Selectors are CSS.
 */
export interface EnginePage {
  /** "Firefox 153.7.0esr", "WebKitGTK 2.50.6" */
  readonly version: string;
  /** Loads a path of the site and waits for the load event. */
  goto(path: string): Promise<void>;
  /** Runs a self-contained function in the page with JSON arguments and returns its JSON result. */
  evaluate<T, A extends unknown[]>(fn: (...args: A) => T, ...args: A): Promise<T>;
  /** Sets the size of the page's viewport in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  /** Scrolls the element into view and clicks its centre with the engine's own input. */
  click(selector: string): Promise<void>;
  /** Picks an option of a `<select>` as a visitor does. */
  choose(selector: string, value: string): Promise<void>;
  /** Focuses the element by a click and types the text with the keyboard (Enter for "\n"). */
  type(selector: string, text: string): Promise<void>;
  /** Selects the first `find` in a text field, as a visitor's drag does, and types `text` over it. */
  replaceIn(selector: string, find: string, text: string): Promise<void>;
  /** Presses one key in the focused element: "Enter", "Escape". */
  press(key: 'Enter' | 'Escape'): Promise<void>;
  /** Holds back the site's responses whose path matches for `ms` (null: none). */
  slowDown(pattern: RegExp | null, ms?: number): void;
  /** Once no response is held back any more: the paths of the HTML pages the site served. */
  servedPages(): Promise<string[]>;
  /** Errors and failed loads since the last call: what the recorder noted, and the engine's own. */
  problems(): Promise<string[]>;
  close(): Promise<void>;
}

/** Focuses a text field and selects the first `find` in it (in the page). */
export function selectIn(element: Element, find: string) {
  const field = element as HTMLInputElement | HTMLTextAreaElement;
  const start = field.value.indexOf(find);
  if (start < 0) throw new Error(`"${find}" is not in the field`);
  field.focus();
  field.setSelectionRange(start, start + find.length);
}

/** Problems the page's recorder noted, for engines that read them from the page. */
export const recordedProblems = (page: Pick<EnginePage, 'evaluate'>) =>
  page.evaluate(takeProblems, PROBLEMS_KEY).catch(() => [] as string[]);

/** Fails with a message that says what to install when a browser binary is missing. */
export function requireBinary(path: string, what: string, debianPackage: string) {
  if (!existsSync(path)) {
    throw new Error(
      `${what} not found at ${path}: apt-get install ${debianPackage} (.ci/run does)`,
    );
  }
}
