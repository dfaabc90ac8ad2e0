/**
 * HTML transforms of the prerendered pages, matching what umi 4 and React 18 write; each throws on
 * markup it does not recognise (run by plugins/prerender/html-steps.ts).
 *
 * umi writes a page when React's shell is ready: a Suspense boundary still pending then is left as
 * `<!--$?--><template id="B:n"></template>fallback<!--/$-->`, and its content follows `</html>` as
 * `<div hidden id="S:m">…</div>` with an inline `$RC`/`$RS` script that moves it into place.
 * `completeStreamedHtml` makes those moves at build time, so the file is the DOM React hydrates.
 */
import { ShapeNotFoundError } from '../expect-matches';

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

/** The index of the tag that closes what opened before `from` (its `pattern` match is `close`). */
function closing(
  html: string,
  from: number,
  pattern: RegExp,
  close: string,
  what: string,
  file?: string,
) {
  pattern.lastIndex = from;
  let depth = 0;
  for (let match; (match = pattern.exec(html));) {
    if (match[1] !== close) depth += 1;
    else if (depth === 0) return match;
    else depth -= 1;
  }
  return fail(`${what} is never closed`, file);
}

/** What follows `</html>`: external script tags, finished segments by id, and the moves in order. */
function parseTail(tail: string, file?: string) {
  const scripts: string[] = [];
  const segments = new Map<string, string>();
  const moves: { target: string; source: string }[] = [];
  let at = 0;
  while (at < tail.length) {
    SEGMENT_START.lastIndex = at;
    const segment = SEGMENT_START.exec(tail);
    if (segment) {
      const close = closing(
        tail,
        SEGMENT_START.lastIndex,
        DIV_TAG_PATTERN,
        '/',
        'a streamed segment',
        file,
      ).index;
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
    for (const [, kind, first, second] of calls) {
      moves.push(
        kind === 'C' ? { target: first, source: second } : { target: second, source: first },
      );
    }
  }
  return { scripts, segments, moves };
}

/** Puts `content` where `target` is in `html`; undefined when `target` is not in it. */
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
  const { index, 0: tag } = closing(
    html,
    start + opening.length,
    BOUNDARY_COMMENT_PATTERN,
    '/$',
    'a pending Suspense boundary',
    file,
  );
  const end = index + tag.length;
  return `${html.slice(0, start)}<!--$-->${content}<!--/$-->${html.slice(end)}`;
}

/**
 * umi's streamed page as one document: segments moved into place, their scripts dropped, the
 * bootstrap scripts at the end of `<body>`. Throws when a boundary is pending or failed.
 */
export function completeStreamedHtml(html: string, file?: string): string {
  const end = html.lastIndexOf('</html>');
  if (end < 0) return fail('no </html> found', file);
  const tail = html.slice(end + '</html>'.length);
  if (tail.trim() === '') return html;

  const { scripts, segments, moves } = parseTail(tail, file);
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
  return `${document.slice(0, bodyEnd)}${scripts.join('')}${document.slice(bodyEnd)}</html>`;
}

/** dumi's header icons carry a `title` attribute on `<svg>`, invalid HTML that React ignores. */
export function dropSvgTitleAttributes(html: string): string {
  return html.replace(/<svg\b[^>]*>/g, (tag) => tag.replace(/\s+title="[^"]*"/g, ''));
}

const ENTRY_SCRIPT = /<script src="([^"]*\/umi\.[0-9a-f]+\.js)" async=""><\/script>/;

/**
 * umi's entry script could run and hydrate before the browser painted the prerendered page: it is
 * requested after the first paint instead (or a timeout), with the chunks the first render waits
 * for (`withEntry`). A failed tag is removed so that webpack asks again rather than wait on it.
 * `firstPage` is what the app reads of a section's page before its file list has come
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

/** The message-set chunk of each edition (`messages-<locale>`, entry/message-sets-loader.cjs). */
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

/** React 18's stream can flush the unused zero bytes of its buffer before a multi-byte character. */
export const dropNulBytes = (html: string) => html.replaceAll('\0', '');
