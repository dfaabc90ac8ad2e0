/**
 * A page as search knows it (spec, section 3: the search index record), as the build writes it:
 * without the nav fields, which come from the nav the page sends.
 */
export interface IndexedPage {
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

/** A demo: `rawTitle` is its own title (empty when it has none), `title` falls back to the page's. */
export interface SearchDemo extends Omit<SearchSection, 'paragraphs'> {
  description: string;
  keywords: string[];
}

export interface HighlightSegment {
  text: string;
  highlighted: boolean;
}

export interface SearchHint {
  type: 'content' | 'title' | 'demo' | 'page';
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

export interface MetadataNavItem {
  title: string;
  link?: string;
  activePath?: string;
}
