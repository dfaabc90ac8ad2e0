import { PassThrough } from 'node:stream';
import React, { lazy, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  messageSetChunks,
  startEntryAfterFirstPaint,
  streamedAfterShell,
  wholeDocument,
} from '../../plugins/internals/html/prerendered-page';
import { renderWhole } from '../../plugins/internals/server-bundle/render-hook';

const h = React.createElement;

/** A component that is not ready when React's shell is, like a route chunk loaded on demand. */
function later<P extends object>(render: (props: P) => React.ReactElement, ms = 5) {
  return lazy(
    () =>
      new Promise<{ default: React.FC<P> }>((resolve) =>
        setTimeout(() => resolve({ default: render }), ms),
      ),
  );
}

/** A page whose parts load on demand, like the theme's lazy parts: new modules on every call. */
function pageWithLazyParts() {
  const Article = later(() =>
    h('article', null, h('h1', null, 'Folder Icon'), h('p', null, 'Manage Mac Folder Icon.')),
  );
  const Sidebar = later(() => h('nav', null, h('a', { href: '/download' }, 'Download')), 10);
  const Footer = later(() => h('footer', null, '© Tessera Lab'), 15);
  return () =>
    h(
      'html',
      { lang: 'en' },
      h('head', null, h('title', null, 'Folder Icon')),
      h(
        'body',
        null,
        h(
          'div',
          { id: 'root' },
          h(
            Suspense,
            { fallback: h('div', null, 'loading page') },
            h(Sidebar),
            h('main', null, h(Suspense, { fallback: h('p', null, 'loading article') }, h(Article))),
            h(Footer),
          ),
        ),
      ),
    );
}

/** What React streams for `page`, piped at shell-ready (as umi does) or when all is ready. */
function stream(page: React.FC, when: 'onShellReady' | 'onAllReady' = 'onShellReady') {
  return new Promise<string>((resolve, reject) => {
    const sink = new PassThrough();
    let html = '';
    sink.on('data', (chunk) => (html += chunk));
    sink.on('end', () => resolve(html));
    const { pipe } = renderToPipeableStream(h(page), {
      bootstrapScripts: ['/umi.js'],
      [when]: () => pipe(sink),
      onError: reject,
    });
  });
}

const ENTRY = '<script src="/umi.js" async=""></script>';

describe('a page rendered again once its lazy parts have loaded', () => {
  it('streams past the shell the first time, then is the document React writes when it waits', async () => {
    const page = pageWithLazyParts();
    const first = await stream(page);
    expect(first).toMatch(/<\/html>.*\$RC\(/s);
    expect(streamedAfterShell(first)).toBe(true);

    const second = await stream(page);
    expect(streamedAfterShell(second)).toBe(false);
    const whole = wholeDocument(second);
    const waited = await stream(page, 'onAllReady');
    expect(whole).toBe(waited.replace(ENTRY, '').replace('</body>', `${ENTRY}</body>`));
    const body = whole.slice(whole.indexOf('<body>'), whole.indexOf('</body>'));
    const order = ['Download', 'Folder Icon', 'Manage Mac Folder Icon.', '© Tessera Lab'];
    const at = order.map((text) => body.indexOf(text));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((x, y) => x - y)).toEqual(at);
    expect(body).not.toContain('loading');
  });

  it("renders again only a page that streamed past React's shell", async () => {
    const page = pageWithLazyParts();
    const locations: string[] = [];
    const render = renderWhole(async (location) => {
      locations.push(location);
      return stream(page);
    });
    expect(streamedAfterShell(await render('/a'))).toBe(false);
    expect(streamedAfterShell(await render('/b'))).toBe(false);
    expect(locations).toEqual(['/a', '/a', '/b']);
  });
});

describe('wholeDocument on hand-written pages', () => {
  const shell = '<!DOCTYPE html><html><head></head><body><div id="root">';
  const end = '</div></body></html>';

  it('moves the scripts written after </html> to the end of <body>', () => {
    expect(wholeDocument(`${shell}<p>x</p>${end}${ENTRY}`)).toBe(
      `${shell}<p>x</p></div>${ENTRY}</body></html>`,
    );
    const html = `${shell}<p>all here</p>${end}`;
    expect(wholeDocument(html)).toBe(html);
  });

  it('refuses, naming the file, a page with a part streamed after its shell', () => {
    const html =
      `${shell}<!--$?--><template id="B:0"></template><p>wait</p><!--/$-->${end}` +
      '<div hidden id="S:0">done</div><script>$RC("B:0","S:0")</script>';
    expect(() => wholeDocument(html, 'x.html')).toThrow(
      `prerender: part of the page was not ready when React's shell was: <div hidden id="S:0">done</div>`,
    );
    expect(() => wholeDocument(html, 'x.html')).toThrow(/looked for in x\.html/);
  });

  it('refuses a page whose boundary failed on the server, or markup it does not know', () => {
    expect(() => wholeDocument(`${shell}<!--$!--><p>x</p><!--/$-->${end}`)).toThrow(
      'prerender: a Suspense boundary failed on the server',
    );
    expect(() => wholeDocument(`${shell}${end}<p>stray</p>`)).toThrow(
      "prerender: part of the page was not ready when React's shell was: <p>stray</p>",
    );
    expect(() => wholeDocument('<p>fragment</p>')).toThrow('prerender: no </html> found');
  });
});

describe('wholeDocument and zero bytes', () => {
  it('removes the zero bytes React 18 leaves around a multi-byte character at a buffer end', () => {
    const page = (body: string) => `<html><body>${body}</body></html>`;
    expect(
      wholeDocument(page('<p>试一\u0000试</p><input aria-label="\u0000\u0000搜索本站">')),
    ).toBe(page('<p>试一试</p><input aria-label="搜索本站">'));
    expect(wholeDocument(page('<p>plain</p>'))).toBe(page('<p>plain</p>'));
  });
});

describe('startEntryAfterFirstPaint', () => {
  const page = (entry: string) =>
    `<html><body><main>x</main><script>window.a=1</script>${entry}</body></html>`;

  it('replaces the entry script tag by a loader that adds it after the first frame', () => {
    const html = startEntryAfterFirstPaint(
      page('<script src="/site/umi.0a1b2c3d.js" async=""></script>'),
    );
    expect(html).not.toContain('<script src=');
    expect(html).toContain('load("/site/umi.0a1b2c3d.js");');
    expect(html).toContain('observe({type:"paint",buffered:true})');
    expect(html).toContain('<script>window.a=1</script>');
  });

  it("tells a page of a section, before the entry runs, its route and its chunks' files", () => {
    const first = { page: 'docs/a</script>', files: { '12': 'docs__a.md.0a1b2c3d.async.js' } };
    const html = startEntryAfterFirstPaint(
      page('<script src="/umi.0a1b2c3d.js" async=""></script>'),
      'a/index.html',
      [],
      first,
    );
    const script = /<script>(self\.__siteFirstPage=.*?;)\(function/.exec(html)?.[1];
    expect(script).toBeDefined();
    // an address that closes the script tag cannot end it early
    expect(script).not.toContain('</script>');
    const window: { __siteFirstPage?: unknown } = {};
    new Function('self', script!)(window);
    expect(window.__siteFirstPage).toEqual(first);
    expect(
      startEntryAfterFirstPaint(page('<script src="/umi.0a1b2c3d.js" async=""></script>')),
    ).not.toContain('__siteFirstPage');
  });

  it('leaves other scripts alone', () => {
    const html = startEntryAfterFirstPaint(
      page(
        '<script src="/other.js" async=""></script><script src="/umi.0a1b2c3d.js" async=""></script>',
      ),
    );
    expect(html).toContain('<script src="/other.js" async=""></script>');
  });

  it("fails the build, naming the file, when umi's entry tag is not where it was", () => {
    expect(() =>
      startEntryAfterFirstPaint(page('<script src="/other.js" async=""></script>'), 'index.html'),
    ).toThrow("prerender: umi's entry script tag was not found, looked for in index.html");
  });

  /** The scripts the inline loader adds, with every timer and paint report run. */
  function scriptsAdded(html: string): string[] {
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1];
    const added: string[] = [];
    const callbacks: (() => void)[] = [];
    const sandbox = {
      document: {
        createElement: () => ({ src: '' }),
        body: { appendChild: (script: { src: string }) => added.push(script.src) },
      },
      PerformanceObserver: class {
        constructor(private report: () => void) {}
        observe() {
          callbacks.push(this.report);
        }
      },
      setTimeout: (callback: () => void) => callbacks.push(callback),
    };
    new Function(...Object.keys(sandbox), loader)(...Object.values(sandbox));
    while (callbacks.length) callbacks.shift()!();
    return added;
  }

  it('loads the entry once, whether the paint report or the fallback timer comes first', () => {
    const html = startEntryAfterFirstPaint(
      page('<script src="/umi.0a1b2c3d.js" async=""></script>'),
    );
    expect(scriptsAdded(html)).toEqual(['/umi.0a1b2c3d.js']);
  });

  it('asks for the chunks the first render waits for with the entry, from its folder, once', () => {
    const html = startEntryAfterFirstPaint(
      page('<script src="/site/umi.0a1b2c3d.js" async=""></script>'),
      'zh-CN/index.html',
      ['messages-zh-CN.1a2b3c4d.async.js'],
    );
    expect(scriptsAdded(html)).toEqual([
      '/site/umi.0a1b2c3d.js',
      '/site/messages-zh-CN.1a2b3c4d.async.js',
    ]);
  });
});

describe('the inline loader, when a file fails to load', () => {
  it('removes its tag, so that webpack asks for the file again instead of waiting on the tag', () => {
    const html = startEntryAfterFirstPaint(
      '<html><body><script src="/umi.0a1b2c3d.js" async=""></script></body></html>',
      'index.html',
      ['messages-en-US.1a2b3c4d.async.js'],
    );
    const loader = /<script>(\(function\(\)[\s\S]*?)<\/script>/.exec(html)![1];
    type Tag = { src: string; onerror?: () => void; remove: () => void };
    const inPage = new Set<Tag>();
    const sandbox = {
      document: {
        createElement: () => {
          const tag: Tag = { src: '', remove: () => void inPage.delete(tag) };
          return tag;
        },
        body: { appendChild: (tag: Tag) => inPage.add(tag) },
      },
      PerformanceObserver: undefined,
      setTimeout: (callback: () => void) => callback(),
    };
    new Function(...Object.keys(sandbox), loader)(...Object.values(sandbox));
    const [entry, messages] = [...inPage];
    messages!.onerror!();
    expect([...inPage]).toEqual([entry]);
    expect(entry!.src).toBe('/umi.0a1b2c3d.js');
  });
});

describe('messageSetChunks', () => {
  const files = [
    'umi.0a1b2c3d.js',
    'messages-en-US.11aa22bb.async.js',
    'messages-zh-CN.33cc44dd.async.js',
    'messages-zh-CN.33cc44dd.async.js.gz',
    'docs__index.md.55ee66ff.async.js',
  ];

  it("finds each edition's message-set chunk", () => {
    expect(messageSetChunks(files, ['en-US', 'zh-CN'])).toEqual({
      'en-US': 'messages-en-US.11aa22bb.async.js',
      'zh-CN': 'messages-zh-CN.33cc44dd.async.js',
    });
  });

  it('fails the build, naming the locale, when an edition has none', () => {
    expect(() => messageSetChunks(files, ['en-US', 'ja-JP'])).toThrow(
      'prerender: no message-set chunk (messages-ja-JP.*.async.js) among the built files',
    );
  });
});
