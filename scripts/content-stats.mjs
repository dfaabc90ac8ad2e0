#!/usr/bin/env node
// Prints each spec page's word count and image count, measured in Chromium on the built site
// (`npm run build` first): the words and <img> elements of the page text (`article .markdown`),
// demo blocks excluded. Usage: node scripts/content-stats.mjs [port]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

const port = Number(process.argv[2] ?? 4199);
const paths = [...readFileSync('e2e/spec-routes.ts', 'utf8').matchAll(/^\s+path: '([^']+)'/gm)].map(
  (match) => match[1],
);

const server = spawn('node', ['scripts/serve.mjs', 'dist'], {
  env: { ...process.env, PORT: String(port) },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage();
  const rows = [];
  for (const path of paths) {
    await page.goto(`http://127.0.0.1:${port}${path}`);
    rows.push({
      path,
      ...(await page
        .locator('article .markdown')
        .first()
        .evaluate((article) => {
          const demos = [...article.querySelectorAll('.dumi-default-previewer')];
          demos.forEach((demo) => (demo.style.display = 'none'));
          const words = article.innerText.split(/\s+/).filter((w) => /\p{L}/u.test(w));
          const images = [...article.querySelectorAll('img')].filter(
            (img) => !img.closest('.dumi-default-previewer'),
          );
          demos.forEach((demo) => (demo.style.display = ''));
          return { words: words.length, images: images.length, demos: demos.length };
        })),
    });
  }
  console.table(rows);
} finally {
  await browser.close();
  server.kill();
}
