/**
 * HTML transforms of the prerendered pages, matching what umi 4 and React 18 write; each throws on
 * markup it does not recognise (run by the html-steps.ts of plugins/prerender and plugins/seo).
 */
import { ShapeNotFoundError } from '../module-rules';

function fail(reason: string, file = 'an exported page'): never {
  throw new ShapeNotFoundError('html/prerendered-page.ts', `prerender: ${reason}`, file);
}

/**
 * umi writes a page when React's shell is ready. A part still waiting then (a `React.lazy` module
 * the server meets for the first time) follows `</html>` as `<div hidden id="S:n">`, with a script
 * that moves it into place in the browser; server-bundle/render-hook.ts renders such a page again.
 */
export const streamedAfterShell = (html: string) => /<\/html>[\s\S]*<div hidden id="S:/.test(html);

const SCRIPT_TAG = /<script src="[^"]*"[^>]*><\/script>/g;

/**
 * A page React finished in its shell, as one document: the bootstrap scripts React writes after
 * `</html>` go to the end of `<body>`, without the zero bytes React 18's stream can flush before
 * a multi-byte character. Throws when anything else follows, or a boundary failed.
 */
export function wholeDocument(streamed: string, file?: string): string {
  const html = streamed.replaceAll('\0', '');
  const end = html.lastIndexOf('</html>');
  if (end < 0) fail('no </html> found', file);
  const tail = html.slice(end + '</html>'.length);
  const rest = tail.replace(SCRIPT_TAG, '').trim();
  if (rest)
    fail(`part of the page was not ready when React's shell was: ${rest.slice(0, 80)}`, file);
  const document = html.slice(0, end);
  if (document.includes('<!--$!-->')) fail('a Suspense boundary failed on the server', file);
  const bodyEnd = document.lastIndexOf('</body>');
  if (bodyEnd < 0) fail('no </body> found', file);
  const scripts = tail.match(SCRIPT_TAG) ?? [];
  return `${document.slice(0, bodyEnd)}${scripts.join('')}${document.slice(bodyEnd)}</html>`;
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

/** The page's language on `<html>` (umi writes `lang="en"` whatever the page). */
export function withDocumentLang(html: string, lang: string): string {
  const tag = /<html(?=[\s>])[^>]*>/.exec(html);
  if (!tag) fail('no <html> element found');
  const attributes = tag[0].replace(/\slang="[^"]*"/, '').replace(/^<html/, '');
  return html.replace(tag[0], `<html lang="${lang}"${attributes}`);
}

export function withNoscriptNote(html: string, noteHtml: string): string {
  const noscript = /<body[^>]*><noscript>([\s\S]*?)<\/noscript>/.exec(html);
  if (!noscript) fail('no <noscript> note at the start of <body>');
  return html.replace(noscript[0], noscript[0].replace(noscript[1], noteHtml));
}
