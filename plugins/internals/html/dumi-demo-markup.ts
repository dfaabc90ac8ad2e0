/**
 * How dumi 2 names demos in compiled Markdown and marks its own demo grid in the rendered page, and
 * how React 18 marks a Suspense boundary in server markup (private shapes, relied on by
 * plugins/demos/grid.ts and its check of every exported page).
 */
import { ShapeNotFoundError } from '../expect-matches';

/** What dumi's Markdown compiler calls a group of demos and one demo. */
export const DUMI_GRID = 'DumiDemoGrid';
export const DUMI_DEMO = 'DumiDemo';

/** Whether a page still shows dumi's own demo grid (it marks itself with this attribute). */
export const showsDumiGrid = (html: string) => html.includes('data-dumi-demo-grid');

/** A demo block (builtins/Previewer) outside a hydration boundary of its own (React's `<!--$-->`). */
const UNWRAPPED_DEMO = /(?<!<!--\$-->)<div id="[^"]*" class="dumi-default-previewer/;

export const hasUnwrappedDemo = (html: string) => UNWRAPPED_DEMO.test(html);

/**
 * Fails the build for a page still rendered with dumi's own demo grid, or with a demo outside the
 * site's hydration boundary: dumi would have renamed what plugins/demos/grid.ts makes its compiler
 * replace.
 */
export function expectDemosReplaced(file: string, html: string): void {
  if (showsDumiGrid(html)) {
    throw new ShapeNotFoundError(
      'html/dumi-demo-markup.ts',
      `demo-grid: ${file} still renders dumi's own demo grid, so <${DUMI_GRID}> is no longer what dumi's compiled Markdown calls it`,
      file,
    );
  }
  if (hasUnwrappedDemo(html)) {
    throw new ShapeNotFoundError(
      'html/dumi-demo-markup.ts',
      `demo-grid: a demo of ${file} has no hydration boundary of its own, so <${DUMI_DEMO}> is no longer what dumi's compiled Markdown calls it`,
      file,
    );
  }
}
