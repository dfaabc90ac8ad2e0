// The parts of two of dumi's Markdown dependencies that search uses; neither ships its own types.

declare module 'github-slugger' {
  /** GitHub's heading slugs; a repeated slug gets `-1`, `-2`, ... */
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
  }
}

declare module 'html-to-text' {
  export function convert(html: string, options?: { wordwrap?: number | false | null }): string;
}
