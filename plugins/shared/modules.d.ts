// Types of small CommonJS packages the build uses (no @types for them here)

/** lodash's startCase, which dumi uses for the title of a page without one. */
declare module 'lodash/startCase' {
  export default function startCase(text: string): string;
}

/** lodash's unescape: `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` back to their characters. */
declare module 'lodash/unescape' {
  export default function unescape(text: string): string;
}

/** github-slugger 1.x, which dumi uses for heading ids: one instance per page counts repeats. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(text: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
