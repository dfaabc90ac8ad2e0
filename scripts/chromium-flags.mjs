// Debian's Chromium for the browser tests (playwright.config.ts) and the scripts that drive a
// browser: which binary, and its command-line flags.
import { existsSync } from 'node:fs';

/**
 * The browser the tests drive: CHROMIUM_PATH, else Debian's chromium-headless-shell (the old
 * headless mode: the same Blink without the browser's own UI, which halves the time of the browser
 * tests here), else Debian's chromium.
 */
export const TEST_CHROMIUM =
  process.env.CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell')
    ? '/usr/bin/chromium-headless-shell'
    : '/usr/bin/chromium');

// no sandbox (CI runs as root), no GPU, no background traffic
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
];
