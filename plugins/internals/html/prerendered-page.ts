/**
 * Pure HTML transforms for the prerendered pages, matching what umi 4 and React 18 write (private
 * shapes: React's streamed tail, umi's entry script tag, the `title` dumi's header icons carry); each
 * throws on markup it does not recognise. The pass over the exported HTML runs them
 * (plugins/prerender/html-steps.ts); tests/internals/prerendered-page.test.ts holds pages of the pinned versions.
 *
 * umi writes a page at React's "shell ready" moment: every Suspense boundary that was still pending
 * then is left as `<!--$?--><template id="B:n"></template>fallback<!--/$-->` inside the document, and
 * its finished content follows after `</html>` as `<div hidden id="S:m">…</div>` plus an inline
 * script (`$RC` for a boundary, `$RS` for a plain segment) that moves it into place in the browser.
 * `completeStreamedHtml` does those moves at build time, so the file holds one finished document,
 * exactly the DOM the inline scripts would have produced, and React hydrates it as usual.
 */

import { ShapeNotFoundError } from '../expect-matches';

const END_OF_DOCUMENT = '</html>';

/** A script's order to move finished segment `source` into `target` (a boundary or placeholder). */
interface Move {
  target: string;
  source: string;
}

const SEGMENT_START = /<div hidden id="(S:\d+)">/y;
const SCRIPT_PATTERN = /<script\b([^>]*)>([\s\S]*?)<\/script>/y;
const MOVE_CALL_PATTERN = /\$R([CS])\("([BPS]:\d+)","([BPS]:\d+)"\)/g;
const DIV_TAG_PATTERN = /<(\/?)div\b/g;
const BOUNDARY_COMMENT_PATTERN = /<!--(\$\??|\$!|\/\$)-->/g;

function fail(reason: string, file?: string): never {
  throw new ShapeNotFoundError(
    'html/prerendered-page.ts',
    `prerender: ${reason}`,
    file ?? 'an exported page',
  );
}

/** Index of the `</div>` that closes a div whose content starts at `from`. */
function endOfDiv(html: string, from: number, file?: string): number {
  DIV_TAG_PATTERN.lastIndex = from;
  let depth = 0;
  for (let match; (match = DIV_TAG_PATTERN.exec(html));) {
    if (!match[1]) depth += 1;
    else if (depth === 0) return match.index;
    else depth -= 1;
  }
  return fail('a streamed segment is never closed', file);
}

/**
 * Splits what follows `</html>` into external script tags, finished segments (by id) and the moves
 * the inline scripts make, in the order they run.
 */
function parseTail(tail: string, file?: string) {
  const scripts: string[] = [];
  const segments = new Map<string, string>();
  const moves: Move[] = [];
  let at = 0;
  while (at < tail.length) {
    SEGMENT_START.lastIndex = at;
    const segment = SEGMENT_START.exec(tail);
    if (segment) {
      const close = endOfDiv(tail, SEGMENT_START.lastIndex, file);
      segments.set(segment[1], tail.slice(SEGMENT_START.lastIndex, close));
      at = close + '</div>'.length;
      continue;
    }
    SCRIPT_PATTERN.lastIndex = at;
    const script = SCRIPT_PATTERN.exec(tail);
    if (!script) fail(`unexpected markup after </html>: ${tail.slice(at, at + 80)}`, file);
    at = SCRIPT_PATTERN.lastIndex;
    if (/\bsrc=/.test(script[1])) {
      scripts.push(script[0]);
      continue;
    }
    const calls = [...script[2].matchAll(MOVE_CALL_PATTERN)];
    if (calls.length === 0)
      fail(`unknown inline script after </html>: ${script[2].slice(0, 80)}`, file);
    // $RC(boundaryId, segmentId) and $RS(segmentId, placeholderId)
    for (const [, kind, first, second] of calls) {
      moves.push(
        kind === 'C' ? { target: first, source: second } : { target: second, source: first },
      );
    }
  }
  return { scripts, segments, moves };
}

/** Index just past the `<!--/$-->` that closes the boundary whose fallback starts at `from`. */
function endOfBoundary(html: string, from: number, file?: string): number {
  BOUNDARY_COMMENT_PATTERN.lastIndex = from;
  let depth = 0;
  for (let match; (match = BOUNDARY_COMMENT_PATTERN.exec(html));) {
    if (match[1] !== '/$') depth += 1;
    else if (depth === 0) return BOUNDARY_COMMENT_PATTERN.lastIndex;
    else depth -= 1;
  }
  return fail('a pending Suspense boundary is never closed', file);
}

/** Puts `content` where `target` is in `html`, or returns undefined when `target` is not in it. */
function place(html: string, target: string, content: string, file?: string) {
  if (target.startsWith('P:')) {
    const placeholder = `<template id="${target}"></template>`;
    const start = html.indexOf(placeholder);
    if (start < 0) return undefined;
    return html.slice(0, start) + content + html.slice(start + placeholder.length);
  }
  const opening = `<!--$?--><template id="${target}"></template>`;
  const start = html.indexOf(opening);
  if (start < 0) return undefined;
  const end = endOfBoundary(html, start + opening.length, file);
  return `${html.slice(0, start)}<!--$-->${content}<!--/$-->${html.slice(end)}`;
}

/**
 * Turns umi's streamed page into a complete document: every finished boundary moved into place, the
 * moving scripts dropped, the bootstrap script(s) moved to the end of `<body>`. A page that was not
 * streamed (nothing after `</html>`) is returned unchanged. Throws on markup it does not understand,
 * and when a boundary is still pending or failed on the server, rather than write a broken page.
 */
export function completeStreamedHtml(html: string, file?: string): string {
  const end = html.lastIndexOf(END_OF_DOCUMENT);
  if (end < 0) return fail('no </html> found', file);
  const tail = html.slice(end + END_OF_DOCUMENT.length);
  if (tail.trim() === '') return html;

  const { scripts, segments, moves } = parseTail(tail, file);
  // the document and the segments not yet moved; a target may sit in any of them
  const pieces = new Map([['document', html.slice(0, end)], ...segments]);
  for (const { target, source } of moves) {
    const content = pieces.get(source);
    if (content === undefined) fail(`segment ${source} is missing or moved twice`, file);
    pieces.delete(source);
    const holder = [...pieces].find(([, piece]) => piece.includes(`id="${target}"`));
    const placed = holder && place(holder[1], target, content, file);
    if (!holder || placed === undefined) fail(`no place ${target} for segment ${source}`, file);
    pieces.set(holder[0], placed);
  }
  if (pieces.size > 1)
    fail(`segments never moved: ${[...pieces.keys()].slice(1).join(', ')}`, file);
  const document = pieces.get('document') ?? '';
  if (/<template id="[BP]:\d+"><\/template>/.test(document)) {
    fail('a Suspense boundary did not finish on the server', file);
  }
  if (document.includes('<!--$!-->')) fail('a Suspense boundary failed on the server', file);

  const bodyEnd = document.lastIndexOf('</body>');
  if (bodyEnd < 0) fail('no </body> found', file);
  return `${document.slice(0, bodyEnd)}${scripts.join('')}${document.slice(bodyEnd)}${END_OF_DOCUMENT}`;
}

/**
 * dumi's header icons carry a `title` attribute on `<svg>`, which HTML does not allow there (an SVG
 * takes its title as a `<title>` child). Browsers ignore it, and React does not compare attributes
 * when it hydrates, so dropping it from the file changes nothing but the page's validity.
 */
export function dropSvgTitleAttributes(html: string): string {
  return html.replace(/<svg\b[^>]*>/g, (tag) => tag.replace(/\s+title="[^"]*"/g, ''));
}

const ENTRY_SCRIPT = /<script src="([^"]*\/umi\.[0-9a-f]+\.js)" async=""><\/script>/;

/**
 * umi's entry script starts downloading as soon as the parser meets it, and on a fast connection
 * it runs (and hydrates) before the browser has painted the page it came with: the finished,
 * prerendered page then waits for the scripts. Here the entry is requested once the browser reports
 * its first contentful paint (or after a second, for a browser without paint timing or a tab in the
 * background), so the page shows at the cost of the HTML and the style sheet alone. `withEntry`
 * names chunks (files next to the entry) that the first render waits for: requested with the
 * entry, they do not wait for it to run first (webpack takes a chunk that came early as loaded).
 * A tag whose file failed to load is removed: webpack would otherwise take it for a request in
 * progress and wait on it until its 120 s time-out, instead of asking again. `firstPage`, for a
 * page of a section, is what the app reads of it before its section's file list has come
 * (`self.__siteFirstPage`, plugins/sections/browser/registry.ts).
 */
export function startEntryAfterFirstPaint(
  html: string,
  file?: string,
  withEntry: string[] = [],
  firstPage?: object,
): string {
  if (!ENTRY_SCRIPT.test(html)) fail("umi's entry script tag was not found", file);
  return html.replace(ENTRY_SCRIPT, (_tag, src: string) => {
    const folder = src.slice(0, src.lastIndexOf('/') + 1);
    const sources = [src, ...withEntry.map((name) => folder + name)];
    const loads = sources.map((source) => `load(${JSON.stringify(source)});`).join('');
    const data = firstPage
      ? `self.__siteFirstPage=${JSON.stringify(firstPage).replace(/</g, '\\u003c')};`
      : '';
    return (
      `<script>${data}(function(){var started=false;function load(src){` +
      `var script=document.createElement("script");script.src=src;` +
      `script.onerror=function(){script.remove()};document.body.appendChild(script)}` +
      `function start(){if(started)return;started=true;${loads}}` +
      `try{new PerformanceObserver(function(){setTimeout(start)})` +
      `.observe({type:"paint",buffered:true})}catch(e){}setTimeout(start,1000)})()</script>`
    );
  });
}

/**
 * The message-set chunk of each edition in the build's files (plugins/internals/entry/message-sets-loader.cjs
 * names them `messages-<locale>`), by locale. An edition without one fails the build: its pages
 * would wait for the entry script before asking for their texts.
 */
export function messageSetChunks(files: string[], locales: string[]): Record<string, string> {
  return Object.fromEntries(
    locales.map((locale) => {
      const chunk = files.find((name) =>
        new RegExp(`^messages-${locale}\\.[0-9a-f]+\\.async\\.js$`).test(name),
      );
      if (!chunk)
        fail(`no message-set chunk (messages-${locale}.*.async.js) among the built files`);
      return [locale, chunk];
    }),
  );
}

/**
 * React 18's streaming renderer, which umi prerenders with, can flush its whole 2 KB buffer, unused
 * zero bytes included, when a multi-byte character (Chinese text) does not fit in what is left of
 * it. The zeros are no part of the page; a browser would show them, in an attribute, as U+FFFD.
 */
export function dropNulBytes(html: string): string {
  return html.replace(/\u0000/g, '');
}
