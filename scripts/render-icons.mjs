#!/usr/bin/env node
// Draws the PNG icons and the link-preview images in public/ from their SVG sources, with the same
// Chromium the browser tests use. Run it after changing public/favicon.svg or public/social-card.svg
// and commit the PNGs: the build only copies them. The Chinese edition's preview image is the same
// card with its tagline in Chinese; drawing it needs a CJK font (Debian: fonts-noto-cjk).
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
  {
    source: 'social-card.svg',
    output: 'social-card.zh-CN.png',
    width: 1200,
    height: 630,
    texts: {
      'Open Source Software, SME Solutions,': '开源软件、中小企业解决方案',
      'and Technology Sharing.': '与技术分享',
    },
  },
];

/** The SVG source, base64-encoded, with some of its texts replaced (each must be found). */
function svgSource(source, texts = {}) {
  let svg = readFileSync(join(PUBLIC, source), 'utf8');
  for (const [from, to] of Object.entries(texts)) {
    if (!svg.includes(`>${from}<`)) throw new Error(`${source} has no text "${from}" to replace`);
    svg = svg.replace(`>${from}<`, `>${to}<`);
  }
  return Buffer.from(svg).toString('base64');
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const { source, output, width, height, texts } of IMAGES) {
    const page = await browser.newPage({ viewport: { width, height } });
    const svg = svgSource(source, texts);
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
