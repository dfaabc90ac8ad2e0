import { ShapeNotFoundError } from '../module-rules';

/** What dumi's Markdown compiler calls a group of demos and one demo (plugins/markdown renames). */
export const DUMI_GRID = 'DumiDemoGrid';
export const DUMI_DEMO = 'DumiDemo';

/**
 * A step of the HTML pass that fails the build for a page still rendered with dumi's own demo
 * grid, or with a demo block outside a hydration boundary of its own (React's `<!--$-->`): dumi
 * renamed what plugins/markdown/index.ts replaces.
 */
export function expectDemosReplaced({ file }: { file: string }, html: string): string {
  const fail = (what: string, name: string) => {
    throw new ShapeNotFoundError(
      'html/dumi-demo-markup.ts',
      `demo-grid: ${what}, so <${name}> is no longer what dumi's compiled Markdown calls it`,
      file,
    );
  };
  if (html.includes('data-dumi-demo-grid'))
    fail(`${file} still renders dumi's own demo grid`, DUMI_GRID);
  if (/(?<!<!--\$-->)<div id="[^"]*" class="dumi-default-previewer/.test(html))
    fail(`a demo of ${file} has no hydration boundary of its own`, DUMI_DEMO);
  return html;
}
