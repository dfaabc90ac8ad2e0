import { useRouteMeta, useTabMeta } from 'dumi';
import { detailsOf, type Frontmatter, type PageDetails } from './page-details';

/** The current page's whole frontmatter (see page-details.ts); suspends while it loads. */
export function usePageFrontmatter(): Frontmatter {
  return detailsOf(useRouteMeta()).frontmatter;
}

/** The table of contents of the current page, or of its open content tab; suspends while it loads. */
export function usePageToc(): PageDetails['toc'] {
  const meta = useRouteMeta();
  const tab = useTabMeta();
  return detailsOf(tab ?? meta).toc;
}

/** The tables of contents of the current page and of each of its content tabs. */
export function usePageTocs(): PageDetails['toc'][] {
  const meta = useRouteMeta();
  return [meta, ...(meta.tabs ?? []).map((tab) => tab.meta)].map((each) => detailsOf(each).toc);
}
