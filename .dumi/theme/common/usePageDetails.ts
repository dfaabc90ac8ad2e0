import { useRouteMeta, useTabMeta } from 'dumi';
import {
  detailsOf,
  type Frontmatter,
  type PageDetails,
} from '../../../plugins/sections/browser/page-details';

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
