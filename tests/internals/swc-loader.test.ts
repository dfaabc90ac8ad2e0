import { createRequire } from 'node:module';
import { parseSync, transformSync } from '@swc/core';
import { createElement } from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { PAGE_TEXTS_REQUEST } from '../../plugins/internals/pages/page-chunks';

const ONCE = { files: '\\.md$', sources: ['^react/jsx-runtime$', PAGE_TEXTS_REQUEST] };
const swcLoader = createRequire(import.meta.url)('../../plugins/build-speed/swc-loader.cjs');

/** What dumi's Markdown loader hands on for a page: JSX with nested elements, texts and links. */
const PAGE = `import { Link } from 'dumi';
import { texts as $$contentTexts } from './page.md?type=text';
// the page's component
export default function Page() {
  return (
    <div className="markdown">
      <h2 id="install"><a aria-hidden="true" tabIndex="-1" href="#install"><span className="icon icon-link" /></a>Install</h2>
      <p>{$$contentTexts[0].value}<Link to="/guides/next">{$$contentTexts[1].value}</Link></p>
      <table><tbody><tr><td>{$$contentTexts[2].value}</td></tr></tbody></table>
      <>{'Install → 安装'}</>
    </div>
  );
}
export const shared = /*#__PURE__*/ Object.freeze({ title: 'Install → 安装' });
`;

function compile(
  options: Record<string, unknown>,
  sourceMap = false,
  resourcePath = '/site/docs/guides/page.md',
): Promise<string> {
  return new Promise((resolve, reject) => {
    swcLoader.call(
      {
        resourcePath,
        sourceMap,
        getOptions: () => ({ targets: { chrome: 100 }, ...options }),
        async: () => (error: Error | null, code: string) => (error ? reject(error) : resolve(code)),
      },
      PAGE,
    );
  });
}

/** The program without positions or quote styles: two texts with the same syntax give the same tree. */
function tree(code: string): string {
  const program = parseSync(code, { syntax: 'ecmascript', target: 'es2022' });
  return JSON.stringify(program, (key, value) =>
    ['span', 'ctxt', 'raw'].includes(key) ? undefined : value,
  );
}

/** The page's HTML when its compiled module runs with React and stand-ins for its imports. */
function renderPage(code: string): string {
  const { code: commonjs } = transformSync(code, {
    swcrc: false,
    configFile: false,
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs' },
  });
  const Link = ({ to, children }: { to: string; children: string }) =>
    createElement('a', { href: to }, children);
  const imports: Record<string, unknown> = {
    'react/jsx-runtime': jsxRuntime,
    dumi: { Link },
    './page.md?type=text': { texts: [{ value: 'First' }, { value: 'Next' }, { value: 'Cell' }] },
  };
  const module = { exports: {} as { default: () => null } };
  new Function('require', 'module', 'exports', commonjs)(
    (id: string) => imports[id],
    module,
    module.exports,
  );
  return renderToStaticMarkup(createElement(module.exports.default));
}

describe('swc-loader', () => {
  it('prints indented code with named imports by default', async () => {
    const code = await compile({});
    expect(code).toMatch(/\n {8,}\$\$contentTexts\[0\]\.value/);
    expect(code).toContain('import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from');
  });

  it('prints the same program without indentation or line breaks when compact', async () => {
    const [indented, compact] = await Promise.all([compile({}), compile({ compact: true })]);
    expect(compact.length).toBeLessThan(indented.length * 0.75);
    expect(compact).not.toMatch(/\n\s/);
    expect(tree(compact)).toBe(tree(indented));
  });

  it('keeps names, texts and the annotations a minifier reads when compact', async () => {
    const [indented, compact] = await Promise.all([compile({}), compile({ compact: true })]);
    expect(compact).toContain('$$contentTexts[2].value');
    expect(compact).toContain('function Page()');
    expect(compact).toContain('"Install → 安装"');
    const annotations = (code: string) => code.match(/\/\*#__PURE__\*\//g)?.length;
    expect(annotations(compact)).toBe(annotations(indented));
  });

  it.each([{ compact: false }, { compact: true }])(
    'imports the JSX runtime and the texts once each, as local names, when `once` (%o)',
    async ({ compact }) => {
      const code = await compile({ compact, once: ONCE });
      expect(code).not.toMatch(
        /import\s*\{[^}]*\}\s*from\s*["'](react\/jsx-runtime|[^"']*type=text)/,
      );
      expect(code.match(/import\s*\*\s*as \$\$bound\d\s*from/g)).toHaveLength(2);
      expect(code).toMatch(/const _jsx=\$\$bound\d\.jsx,_jsxs=\$\$bound\d\.jsxs,_Fragment=/);
      expect(code).toMatch(/const \$\$contentTexts=\$\$bound\d\.texts;/);
      // the page's own imports stay as they were
      expect(code).toMatch(/import\s*\{\s*Link\s*\}\s*from\s*["']dumi["']/);
    },
  );

  it('leaves the imports as they are when a source map is asked for (the map would not match)', async () => {
    const code = await compile({ compact: true, once: ONCE }, true);
    expect(code).toMatch(/import\s*\{\s*jsx as _jsx/);
    expect(code).not.toContain('$$bound');
  });

  it('binds nothing once in a file that `once.files` does not match', async () => {
    const code = await compile({ once: ONCE }, false, '/site/.dumi/theme/slots/Footer/index.jsx');
    expect(code).toMatch(/import\s*\{\s*jsx as _jsx/);
    expect(code).not.toContain('$$bound');
  });

  it('renders the same page with or without `once` and `compact`', async () => {
    const html = renderPage(await compile({}));
    expect(html).toContain('<td>Cell</td>');
    expect(html).toContain('<a href="/guides/next">Next</a>');
    expect(renderPage(await compile({ once: ONCE }))).toBe(html);
    expect(renderPage(await compile({ compact: true, once: ONCE }))).toBe(html);
  });
});
