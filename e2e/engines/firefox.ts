import puppeteer, { type Page } from 'puppeteer-core';
import {
  RECORDER_SCRIPT,
  recordedProblems,
  requireBinary,
  selectIn,
  type EnginePage,
} from './engine';
import { startInjectingProxy } from './injecting-proxy';

/** Debian's Firefox ESR (FIREFOX_PATH picks another build). */
const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/**
 * Firefox, headless, driven over WebDriver BiDi by puppeteer-core (no geckodriver). Besides the
 * recorder that every page runs, Firefox reports uncaught errors and console errors itself.
 */
export async function launchFirefox(siteUrl: string): Promise<EnginePage> {
  requireBinary(FIREFOX, 'Firefox ESR', 'firefox-esr');
  const proxy = await startInjectingProxy(siteUrl, RECORDER_SCRIPT);
  const browser = await puppeteer
    .launch({ browser: 'firefox', executablePath: FIREFOX, headless: true, timeout: 90_000 })
    .catch(async (error: unknown) => {
      await proxy.close();
      throw error;
    });
  // a tab of its own, made the active one: the tab Firefox starts with never gets focus events
  // (the search box loads its results on focus)
  const page: Page = await browser.newPage();
  await page.bringToFront();
  const reported: string[] = [];
  // between asking for another page and its arrival, the page being left sees its downloads
  // cancelled, which no visitor sees: what it reports then is not kept (as the recorder does)
  let leaving = false;
  page.on('framenavigated', () => (leaving = false));
  const report = (text: string) => {
    if (!leaving) reported.push(`${new URL(page.url()).pathname}: (firefox) ${text}`);
  };
  page.on('pageerror', (error) => report(String(error)));
  page.on('console', (message) => {
    if (message.type() === 'error') report(message.text());
  });
  const [, version] = (await browser.version()).split('/');

  // puppeteer's locator finds the element again until an action on it succeeds: after a move the
  // page made itself (location.assign), a handle found at once may belong to the old document
  const element = (selector: string) => page.locator(selector);

  const engine: EnginePage = {
    version: `Firefox ${version}`,
    async goto(path) {
      leaving = true;
      await page.goto(proxy.url + path, { waitUntil: 'load' });
    },
    evaluate: (fn, ...args) => page.evaluate(fn as never, ...(args as unknown as never[])) as never,
    async setViewport(width, height) {
      await page.setViewport({ width, height });
    },
    async click(selector) {
      await element(selector).click();
    },
    async choose(selector, value) {
      await element(selector).fill(value);
    },
    async type(selector, text) {
      await element(selector).click();
      await page.keyboard.type(text);
    },
    async replaceIn(selector, find, text) {
      await (await element(selector).waitHandle()).evaluate(selectIn, find);
      await page.keyboard.type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    slowDown: (pattern, ms) => proxy.slowDown(pattern, ms),
    servedPages: () => proxy.servedPages(),
    async problems() {
      const own = reported.splice(0);
      return [...(await recordedProblems(engine)), ...own];
    },
    async close() {
      await browser.close();
      await proxy.close();
    },
  };
  return engine;
}
