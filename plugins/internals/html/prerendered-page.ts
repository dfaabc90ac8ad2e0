/**
 * HTML transforms of the prerendered pages, matching what umi 4 and React 18 write; each throws on
 * markup it does not recognise (run by plugins/prerender/html-steps.ts).
 *
 * umi writes a page when React's shell is ready: a Suspense boundary still pending then is left as
 * `<!--$?--><template id="B:n"></template>fallback<!--/$-->`, and its content follows `</html>` as
 * `<div hidden id="S:m">…</div>` with an inline `$RC`/`$RS` script that moves it into place.
 * `completeStreamedHtml` makes those moves at build time, so the file is the DOM React hydrates.
 */
import { ShapeNotFoundError } from '../module-rules';

const SEGMENT_START = /<div hidden id="(S:\d+)">/y;
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/y;
const MOVE_CALL = /\$R([CS])\("([BPS]:\d+)","([BPS]:\d+)"\)/g;

function fail(reason: string, file?: string): never {
  throw new ShapeNotFoundError(
    'html/prerendered-page.ts',
    `prerender: ${reason}`,
    file ?? 'an exported page',
  );
}

/**
 * umi's streamed page as one document: segments moved into place, their scripts dropped, the
 * bootstrap scripts at the end of `<body>`. Throws when a boundary is pending or failed.
 */
export function completeStreamedHtml(html: string, file?: string): string {
  const stop = (reason: string) => fail(reason, file);
  /** The tag that closes what opened before `from` (`pattern`'s group is `close` for it). */
  const closing = (text: string, from: number, pattern: RegExp, close: string, what: string) => {
    pattern.lastIndex = from;
    let depth = 0;
    for (let match; (match = pattern.exec(text));) {
      if (match[1] !== close) depth += 1;
      else if (depth === 0) return match;
      else depth -= 1;
    }
    return stop(`${what} is never closed`);
  };
  const end = html.lastIndexOf('</html>');
  if (end < 0) return stop('no </html> found');
  const tail = html.slice(end + '</html>'.length);
  if (tail.trim() === '') return html;

  // after </html>: external scripts, finished segments by id, and the moves their scripts make
  const scripts: string[] = [];
  const pieces = new Map([['document', html.slice(0, end)]]);
  const moves: [target: string, source: string][] = [];
  for (let at = 0; at < tail.length;) {
    SEGMENT_START.lastIndex = at;
    const segment = SEGMENT_START.exec(tail);
    if (segment) {
      const from = SEGMENT_START.lastIndex;
      const close = closing(tail, from, /<(\/?)div\b/g, '/', 'a streamed segment').index;
      pieces.set(segment[1], tail.slice(from, close));
      at = close + '</div>'.length;
      continue;
    }
    SCRIPT.lastIndex = at;
    const script = SCRIPT.exec(tail);
    if (!script) return stop(`unexpected markup after </html>: ${tail.slice(at, at + 80)}`);
    at = SCRIPT.lastIndex;
    if (/\bsrc=/.test(script[1])) {
      scripts.push(script[0]);
      continue;
    }
    const calls = [...script[2].matchAll(MOVE_CALL)];
    if (calls.length === 0) stop(`unknown inline script after </html>: ${script[2].slice(0, 80)}`);
    // $RC(boundary, segment), $RS(segment, placeholder)
    for (const [, kind, a, b] of calls) moves.push(kind === 'C' ? [a, b] : [b, a]);
  }

  /** `text` with `content` in place of `target`; undefined when `target` is not in it. */
  const place = (text: string, target: string, content: string) => {
    const placeholder = `<template id="${target}"></template>`;
    if (target.startsWith('P:')) {
      const start = text.indexOf(placeholder);
      if (start < 0) return undefined;
      return text.slice(0, start) + content + text.slice(start + placeholder.length);
    }
    const start = text.indexOf(`<!--$?-->${placeholder}`);
    if (start < 0) return undefined;
    const from = start + `<!--$?-->${placeholder}`.length;
    const boundary = /<!--(\$\??|\$!|\/\$)-->/g;
    const { index, 0: tag } = closing(text, from, boundary, '/$', 'a pending Suspense boundary');
    return `${text.slice(0, start)}<!--$-->${content}<!--/$-->${text.slice(index + tag.length)}`;
  };
  for (const [target, source] of moves) {
    const content = pieces.get(source);
    if (content === undefined) stop(`segment ${source} is missing or moved twice`);
    pieces.delete(source);
    const holder = [...pieces].find(([, piece]) => piece.includes(`id="${target}"`));
    const placed = holder && place(holder[1], target, content!);
    if (!holder || placed === undefined) return stop(`no place ${target} for segment ${source}`);
    pieces.set(holder[0], placed);
  }
  if (pieces.size > 1) stop(`segments never moved: ${[...pieces.keys()].slice(1).join(', ')}`);
  const document = pieces.get('document') ?? '';
  if (/<template id="[BP]:\d+"><\/template>/.test(document)) {
    stop('a Suspense boundary did not finish on the server');
  }
  if (document.includes('<!--$!-->')) stop('a Suspense boundary failed on the server');
  const bodyEnd = document.lastIndexOf('</body>');
  if (bodyEnd < 0) stop('no </body> found');
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
