/** One entry of a page's table of contents, as dumi lists headings and titled demos in order. */
export interface TocEntry {
  id: string;
  depth: number;
}

/**
 * The heading level of a demo's title: one below the nearest page heading before the demo, so
 * that the page's outline skips no level. dumi's table of contents lists the page headings and,
 * in document order among them, each titled demo under its lower-cased id; other demos of the
 * same page do not count, so that sibling demos share one level. A demo missing from every list
 * gets level 2, which never skips a level after the page's h1.
 */
export function demoHeadingLevel(demoId: string, tocs: TocEntry[][]): number {
  const id = demoId.toLowerCase();
  // the page's demo ids all start with the same "<page>-demo-" prefix
  const demoPrefix = id.replace(/-demo-.*$/, '-demo-');
  for (const toc of tocs) {
    const position = toc.findIndex((entry) => entry.id === id);
    if (position < 0) continue;
    const heading = toc
      .slice(0, position)
      .reverse()
      .find((entry) => !entry.id.startsWith(demoPrefix));
    return Math.min((heading?.depth ?? 1) + 1, 6);
  }
  return 2;
}
