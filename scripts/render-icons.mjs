#!/usr/bin/env node
// Draws the PNG icons and the link-preview image in public/ from their SVG sources, with the same
// Chromium the browser tests use. Run it after changing public/favicon.svg or public/social-card.svg
// and commit the PNGs: the build only copies them.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const PUBLIC = join(import.meta.dirname, '..', 'public');
const IMAGES = [
  { source: 'favicon.svg', output: 'favicon-32.png', width: 32, height: 32 },
  { source: 'favicon.svg', output: 'apple-touch-icon.png', width: 180, height: 180 },
  { source: 'favicon.svg', output: 'icon-192.png', width: 192, height: 192 },
  { source: 'favicon.svg', output: 'icon-512.png', width: 512, height: 512 },
  { source: 'social-card.svg', output: 'social-card.png', width: 1200, height: 630 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { source, output, width, height } of IMAGES) {
    const page = await browser.newPage({ viewport: { width, height } });
    const svg = readFileSync(join(PUBLIC, source), 'base64');
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}</style>` +
        `<img src="data:image/svg+xml;base64,${svg}" width="${width}" height="${height}">`,
    );
    await page.locator('img').evaluate((img) => img.decode());
    writeFileSync(join(PUBLIC, output), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`public/${output} (${width}x${height})`);
  }
} finally {
  await browser.close();
}
