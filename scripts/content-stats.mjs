#!/usr/bin/env node
// Prints each spec page's word count and image count, measured in Chromium on the built site
// (`npm run build` first): the words and <img> elements of the page text (the article's Markdown
// parts), demo blocks excluded, and writes them to bench-results/content.md.
// Usage: node scripts/content-stats.mjs [port]
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { createReport } from './bench-results.mjs';

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
      ...(await page.locator('article').evaluate((article) => {
        const parts = [...article.querySelectorAll(':scope > .markdown')];
        const words = parts
          .flatMap((part) => part.innerText.split(/\s+/))
          .filter((word) => /\p{L}/u.test(word));
        return {
          words: words.length,
          images: parts.reduce((n, part) => n + part.querySelectorAll('img').length, 0),
          demos: article.querySelectorAll('.dumi-default-previewer').length,
        };
      })),
    });
  }
  const report = createReport('Words and pictures of the spec pages');
  report.table(rows);
  report.write('content');
} finally {
  await browser.close();
  server.kill();
}
