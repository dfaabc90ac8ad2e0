import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import browserHistoryOnly from '../../plugins/internals/entry/browser-history-loader.cjs';

const run = (source: string) => browserHistoryOnly(source) as string;

const GENERATED = `import { createHashHistory, createMemoryHistory, createBrowserHistory } from '/site/node_modules/@umijs/renderer-react';
export function createHistory(opts: any) {
  let h;
  if (opts.type === 'hash') {
    h = createHashHistory();
  } else if (opts.type === 'memory') {
    h = createMemoryHistory(opts);
  } else {
    h = createBrowserHistory();
  }
  return h;
}`;

describe('browser-history-loader', () => {
  it('imports only the browser history and turns the other two into errors that say why', () => {
    const output = run(GENERATED);
    expect(output).toContain(
      "import { createBrowserHistory } from '/site/node_modules/@umijs/renderer-react';",
    );
    expect(output).not.toMatch(/import \{[^}]*createHashHistory/);
    // the stubs work as the module uses them: called with the options, they throw
    const stubs = output.split('\n').slice(1, 6).join('\n');
    const make = new Function(`${stubs}; return [createHashHistory, createMemoryHistory];`);
    const [hash, memory] = make() as [() => unknown, (opts: object) => unknown];
    expect(() => hash()).toThrow(/built for browser history; hash history is left out/);
    expect(() => memory({})).toThrow(/memory history is left out/);
    // the rest of the module is untouched
    expect(output).toContain("if (opts.type === 'hash') {");
  });

  it('fails the build when umi imports its histories some other way', () => {
    const changed = GENERATED.replace(
      'createHashHistory, createMemoryHistory, createBrowserHistory',
      'createBrowserHistory, createHashHistory',
    );
    expect(() => run(changed)).toThrow(
      /^Shape not found: .*createBrowserHistory.*umi's generated history module.*update plugins\/internals\/entry\/browser-history-loader\.cjs/,
    );
  });

  it('rewrites the history module umi 4.7.22 generates for the site (fixture)', () => {
    const output = run(internalsFixture('core-history.ts.txt'));
    expect(output).toMatch(/^import \{ createBrowserHistory \} from '[^']+';$/m);
    expect(output).not.toMatch(/import \{[^}]*createHashHistory/);
    expect(output).toContain("const createMemoryHistory = browserOnly('memory');");
  });
});
