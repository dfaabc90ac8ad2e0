import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, By, Capabilities, Key, type WebDriver } from 'selenium-webdriver';
import {
  RECORDER_SCRIPT,
  recordedProblems,
  requireBinary,
  selectIn,
  type EnginePage,
} from './engine';
import { startInjectingProxy } from './injecting-proxy';

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
const XVFB = '/usr/bin/Xvfb';

/** WebKitGTK's MiniBrowser, which WebKitWebDriver starts (WEBKIT_MINIBROWSER picks another). */
function miniBrowser(): string {
  if (process.env.WEBKIT_MINIBROWSER) return process.env.WEBKIT_MINIBROWSER;
  for (const arch of readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu'))) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0', 'webkit2gtk-4.0']) {
      const path = join('/usr/lib', arch, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  throw new Error('WebKitGTK MiniBrowser not found: apt-get install webkit2gtk-driver');
}

/**
 * MiniBrowser's toolbar buttons keep its window at least 447 px wide; this style sheet, in a
 * GTK configuration folder of the test's own, lets them shrink so that the window, and with it
 * the page, can be as narrow as a phone. It styles the browser's own toolbar, not web pages.
 */
const NARROW_TOOLBAR_CSS =
  'box.horizontal > button { min-width: 0; min-height: 0; padding: 0; margin: 0; }\n';

/** A TCP port nothing listens on at the moment of asking. */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** An X server of our own in memory (Xvfb); resolves with its display name, such as ":3". */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  requireBinary(XVFB, 'Xvfb', 'xvfb');
  const xvfb = spawn(
    XVFB,
    ['-displayfd', '3', '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let said = '';
    xvfb.stdio[3]!.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('\n')) resolve({ display: `:${said.trim()}`, process: xvfb });
    });
    xvfb.on('exit', (code) => reject(new Error(`Xvfb exited with ${code} before it was ready`)));
  });
}

async function waitForDriver(url: string) {
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

/**
 * WebKitGTK (the engine of Safari) in its MiniBrowser, driven by WebKitWebDriver over classic
 * WebDriver in an Xvfb display of its own. Classic WebDriver has no log events: what goes wrong in
 * a page is noted by the recorder the proxy puts first in every page, and read back from the page.
 * The browser runs with `LANG=C.UTF-8`, as on a Debian system with no locale set up, which WebKit
 * reports as `navigator.language` "C": the case of issue 27.
 */
export async function launchWebKit(siteUrl: string): Promise<EnginePage> {
  requireBinary(DRIVER, 'WebKitWebDriver', 'webkit2gtk-driver');
  const binary = miniBrowser();
  const proxy = await startInjectingProxy(siteUrl, RECORDER_SCRIPT);
  const xvfb = await startXvfb();
  const config = mkdtempSync(join(tmpdir(), 'tl-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), NARROW_TOOLBAR_CSS);
  const port = await freePort();
  const { LC_ALL, LC_MESSAGES, LANGUAGE, ...environment } = process.env;
  const driverProcess = spawn(DRIVER, [`--port=${port}`, '--host=127.0.0.1'], {
    stdio: 'ignore',
    env: { ...environment, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, LANG: 'C.UTF-8' },
  });
  const stop = () => {
    driverProcess.kill();
    xvfb.process.kill();
    rmSync(config, { recursive: true, force: true });
    process.off('exit', stop);
  };
  // a worker that ends without its fixtures' teardown leaves no display or driver behind
  process.on('exit', stop);
  let driver: WebDriver;
  try {
    await waitForDriver(`http://127.0.0.1:${port}`);
    const capabilities = new Capabilities();
    capabilities.setBrowserName('MiniBrowser');
    capabilities.set('webkitgtk:browserOptions', { binary, args: ['--automation'] });
    driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities(capabilities)
      .build();
  } catch (error) {
    stop();
    await proxy.close();
    throw error;
  }
  const version = String((await driver.getCapabilities()).get('browserVersion'));

  /** The element, scrolled to the middle of the window at once (WebDriver's own scrolling
   * follows the site's smooth scrolling, and then finds the element still out of view). */
  const element = async (selector: string) => {
    const found = await driver.findElement(By.css(selector));
    await driver.executeScript(
      'arguments[0].scrollIntoView({ block: "center", behavior: "instant" })',
      found,
    );
    return found;
  };
  // the window's frame and toolbar around the page, measured once
  let chrome: { width: number; height: number } | undefined;

  const engine: EnginePage = {
    version: `WebKitGTK ${version}`,
    async goto(path) {
      await driver.get(proxy.url + path);
    },
    evaluate: (fn, ...args) =>
      driver.executeScript(`return (${fn.toString()}).apply(null, arguments);`, ...args),
    async setViewport(width, height) {
      chrome ??= await driver.executeScript<{ width: number; height: number }>(
        'return { width: outerWidth - innerWidth, height: outerHeight - innerHeight };',
      );
      await driver
        .manage()
        .window()
        .setRect({
          width: width + chrome.width,
          height: height + chrome.height,
        });
    },
    async click(selector) {
      await (await element(selector)).click();
    },
    async choose(selector, value) {
      await element(selector);
      await driver.findElement(By.css(`${selector} option[value="${value}"]`)).click();
    },
    async type(selector, text) {
      const field = await element(selector);
      await field.click();
      await field.sendKeys(text);
    },
    async replaceIn(selector, find, text) {
      const field = await element(selector);
      await driver.executeScript(
        `(${selectIn.toString()})(arguments[0], arguments[1])`,
        field,
        find,
      );
      // typed into the focused field, over its selection
      await field.sendKeys(text);
    },
    async press(key) {
      await driver
        .actions()
        .sendKeys(key === 'Enter' ? Key.ENTER : Key.ESCAPE)
        .perform();
    },
    slowDown: (pattern, ms) => proxy.slowDown(pattern, ms),
    servedPages: () => proxy.servedPages(),
    problems: () => recordedProblems(engine),
    async close() {
      await driver.quit().catch(() => undefined);
      stop();
      await proxy.close();
    },
  };
  return engine;
}
