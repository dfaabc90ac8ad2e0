/** One record per page: the unit the search index is built from (spec, section 3). */
export interface SearchRecord {
  navTitle?: string;
  navOrder: number;
  title: string;
  link: string;
  sections: SearchSection[];
  demos: SearchDemo[];
}

export interface SearchSection {
  /** the heading as written, e.g. "📋 Menu"; empty for the text before the first heading */
  rawTitle: string;
  /** the heading as read, e.g. "Menu" */
  title: string;
  link: string;
  paragraphs: string[];
}

export interface SearchDemo {
  link: string;
  rawTitle: string;
  title: string;
  description: string;
  keywords: string[];
}

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

export type SearchHintType = 'content' | 'title' | 'demo' | 'page';

export interface SearchHint {
  type: SearchHintType;
  link: string;
  priority: number;
  highlightTitleTexts: HighlightSegment[];
  highlightTexts: HighlightSegment[];
  pageTitle: string;
}

export interface SearchResultGroup {
  /** the nav entry's title; undefined for pages outside the nav (the home page) */
  title?: string;
  priority: number;
  hints: SearchHint[];
}

/** The plain, cloneable page data the page sends with generate-metadata. */
export interface MetadataRoute {
  path: string;
  meta: {
    frontmatter: { title?: string; debug?: boolean; hero?: { title?: string } };
    toc: { id: string; depth: number; title: string }[];
    texts: { value: string; paraId: number; tocIndex?: number }[];
    tabs?: {
      key: string;
      meta: {
        toc: MetadataRoute['meta']['toc'];
        texts: MetadataRoute['meta']['texts'];
      };
    }[];
  };
}

export interface MetadataDemo {
  routeId: string;
  asset: { id: string; title?: string; description?: string; keywords?: string[] };
}

export interface MetadataNavItem {
  title: string;
  link?: string;
  activePath?: string;
}

export interface SearchMetadata {
  routes: Record<string, MetadataRoute>;
  demos: Record<string, MetadataDemo>;
  nav: MetadataNavItem[];
}
