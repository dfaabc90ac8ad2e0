// Types of the two small CommonJS packages the page checks use as dumi does (no @types for them here)

/** lodash's kebabCase, which dumi uses for demo ids. */
declare module 'lodash/kebabCase' {
  export default function kebabCase(text: string): string;
}

/** github-slugger 1.x, which dumi uses for heading ids: one instance per page counts repeats. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(text: string, maintainCase?: boolean): string;
    reset(): void;
  }
}
