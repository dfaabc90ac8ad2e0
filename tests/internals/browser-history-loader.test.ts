import { describe, expect, it } from 'vitest';
import { internalsFixture } from './fixtures';
// @ts-expect-error CommonJS webpack loader without type declarations
import browserHistoryOnly from '../../plugins/internals/entry/browser-history-loader.cjs';

const ROUTE_CHANGES = '/site/plugins/navigation/browser/route-changes.ts';
const run = (source: string) =>
  browserHistoryOnly.call(
    { getOptions: () => ({ routeChanges: ROUTE_CHANGES }) },
    source,
  ) as string;

/** The loader's declarations, run with the two imports given: what the module's code calls. */
function declarations(output: string, imports: Record<string, unknown>) {
  const lines = output.split('\n');
  const body = lines
    .slice(2, lines.indexOf('export function createHistory(opts: any) {'))
    .join('\n');
  const make = new Function(
    ...Object.keys(imports),
    `${body}; return { createBrowserHistory, createHashHistory, createMemoryHistory };`,
  );
  return make(...Object.values(imports)) as Record<string, (opts?: object) => unknown>;
}

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
      "import { createBrowserHistory as createPlainHistory } from '/site/node_modules/@umijs/renderer-react';",
    );
    expect(output).not.toMatch(/import \{[^}]*createHashHistory/);
    // the stubs work as the module uses them: called with the options, they throw
    const made = declarations(output, { createPlainHistory: () => ({}), withRouteChangeSteps: {} });
    expect(() => made.createHashHistory()).toThrow(
      /built for browser history; hash history is left out/,
    );
    expect(() => made.createMemoryHistory({})).toThrow(/memory history is left out/);
    // the rest of the module is untouched
    expect(output).toContain("if (opts.type === 'hash') {");
  });

  it("creates the site's browser history, whose listeners hear through the route-change steps", () => {
    const output = run(GENERATED);
    expect(output).toContain(`import { withRouteChangeSteps } from "${ROUTE_CHANGES}";`);
    const plain = { plain: true };
    const made = declarations(output, {
      createPlainHistory: () => plain,
      withRouteChangeSteps: (history: object) => ({ site: history }),
    });
    expect(made.createBrowserHistory()).toEqual({ site: plain });
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
    expect(output).toMatch(
      /^import \{ createBrowserHistory as createPlainHistory \} from '[^']+';$/m,
    );
    expect(output).not.toMatch(/import \{[^}]*createHashHistory/);
    expect(output).toContain("const createMemoryHistory = browserOnly('memory');");
  });
});
